/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, the
 * network between): the API then answers 503 with Retry-After, as a request that may well
 * succeed in a moment, rather than the 500 of a fault in the request or the code (issue 27).
 * Looks through the error's causes: Drizzle wraps the driver's error in a DrizzleQueryError.
 */
const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/**
 * PostgreSQL's SQLSTATEs for it: class 08 (connection exception), 57P01 to 57P03 (shut down by
 * the administrator, crash shutdown, cannot connect now: starting or stopping).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123])$/;
/** node-postgres's own words for a connection that ended or never came. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

export function databaseUnavailable(error: unknown): boolean {
  for (let err = error, depth = 0; err instanceof Error && depth < 5; depth++) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code)))
      return true;
    if (DRIVER_MESSAGES.test(err.message)) return true;
    if (err instanceof AggregateError && err.errors.some((e) => databaseUnavailable(e)))
      return true;
    err = err.cause;
  }
  return false;
}
