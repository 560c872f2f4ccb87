import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * The body of a successful answer, checked against its contract schema. A body that is not JSON
 * or does not fit becomes the one ApiError ('An unexpected error occurred'), on server and client.
 */
export async function parseBody<T extends z.ZodType>(
  schema: T,
  res: Response,
): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await res.json();
  } catch (err) {
    throw new ApiError({
      status: res.status,
      message: 'An unexpected error occurred',
      kind: 'invalid-response',
      cause: err,
    });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({
      status: 502,
      message: 'An unexpected error occurred',
      kind: 'invalid-response',
      cause: parsed.error,
    });
  }
  return parsed.data;
}
