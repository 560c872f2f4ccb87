import { ERROR_CODES, errorBodySchema } from './contract';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

/**
 * The one error of the data door. `retryable` follows spec §8: status ≥ 500, 408, 429 and
 * network failures (including time-outs) are retried; not-found, not-enabled and validation are not.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly kind: ApiErrorKind;

  constructor(opts: {
    status: number;
    message: string;
    code?: string;
    kind?: ApiErrorKind;
    cause?: unknown;
  }) {
    super(opts.message, { cause: opts.cause });
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code ?? (opts.status === 404 ? ERROR_CODES.notFound : 'error');
    this.kind = opts.kind ?? 'http';
  }

  get retryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    if (this.kind !== 'http') return false;
    return this.status >= 500 || this.status === 408 || this.status === 429;
  }

  /** Not found, or a creator that is not enabled: both show the not-found view. */
  get isNotFound(): boolean {
    return this.status === 404 || this.code === ERROR_CODES.websiteNotEnabled;
  }

  static async fromResponse(res: Response): Promise<ApiError> {
    const text = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success)
      return new ApiError({
        status: res.status,
        message: parsed.data.message,
        code: parsed.data.code,
      });
    return new ApiError({
      status: res.status,
      message: `Server error: ${res.status} - ${res.statusText || 'Error'}`,
    });
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;
