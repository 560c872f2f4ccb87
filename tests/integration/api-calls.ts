export type ApiReply = { status: number; body: unknown; headers: Headers };

/**
 * One request to the API in-process; a body goes as JSON unless `headers` give another type.
 * The reply's body is parsed JSON (null when empty).
 */
export async function callApi(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  method: string,
  path: string,
  {
    body,
    headers = {},
  }: { body?: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string> } = {},
): Promise<ApiReply> {
  const sent: Record<string, string> = { ...headers };
  if (body !== undefined) sent['Content-Type'] ??= 'application/json';
  const res = await app.fetch(
    new Request(`http://api.test${path}`, { method, headers: sent, body }),
  );
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    headers: res.headers,
  };
}
