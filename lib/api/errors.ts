import { ERROR_CODES } from '../../core/contract/paths';
import { responseJson } from './response-json';

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
    const body = await responseJson(res);
    // zod only when there is an error body to read: the browser's islands load it on demand.
    const { errorBodySchema } = await import('../../core/contract/schemas');
    const parsed = errorBodySchema.safeParse(body);
    // The proxy answers 504 for an upstream time-out: the same, retryable, time-out to the UI.
    if (parsed.success && res.status === 504 && parsed.data.code === ERROR_CODES.timeout)
      return new ApiError({ status: 408, message: parsed.data.message, kind: 'timeout' });
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

/**
 * The signal of a request: the caller's `signal`, a time-out after `timeoutMs`, or both. The
 * time-out's own signal is returned too, so that `toApiError` can tell the two apart.
 */
export function deadline(
  signal?: AbortSignal,
  timeoutMs?: number,
): { signal?: AbortSignal; timeout?: AbortSignal } {
  const timeout = timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined;
  const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined);
  return { signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0], timeout };
}

/**
 * A request that failed without an answer as the one ApiError (spec §8 messages), on the server's
 * transport and in the browser alike: its time-out fired (retryable), the caller aborted it, or
 * the network failed (retryable).
 */
export function toApiError(
  err: unknown,
  { timeout, signal }: { timeout?: AbortSignal; signal?: AbortSignal },
): ApiError {
  if (timeout?.aborted)
    return new ApiError({
      status: 408,
      message: 'Request timed out. Please try again.',
      kind: 'timeout',
      cause: err,
    });
  if (signal?.aborted)
    return new ApiError({ status: 0, message: 'Request aborted', kind: 'aborted', cause: err });
  if (err instanceof ApiError) return err;
  return new ApiError({
    status: 0,
    message: 'Network error: Unable to reach server',
    kind: 'network',
    cause: err,
  });
}
