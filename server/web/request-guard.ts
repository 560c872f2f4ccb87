/**
 * What the web server answers itself, before Next sees a request that Next would fail on with a
 * 500 and a stack trace: a method no route serves (TRACE, CONNECT, …), a request target that is
 * not a path (`OPTIONS *`, an absolute URL), and a path whose percent-escapes are not UTF-8
 * (`/media/%ff`).
 */
export type Refusal = { status: 400 | 405; message: string; headers: Record<string, string> };

/** Every method a route of the app answers; HEAD and OPTIONS are answered by Next for them. */
export const ALLOWED_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
] as const;
const ALLOW = ALLOWED_METHODS.join(', ');
const allowed = new Set<string>(ALLOWED_METHODS);

export function refuseRequest(
  method: string | undefined,
  target: string | undefined,
): Refusal | undefined {
  const url = target ?? '';
  if (!allowed.has(method ?? '') || !url.startsWith('/')) {
    return {
      status: 405,
      message: 'Method Not Allowed',
      headers: { Allow: ALLOW },
    };
  }
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'Bad Request: malformed percent-encoding', headers: {} };
  }
  return undefined;
}
