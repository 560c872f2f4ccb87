/**
 * What a route passes on of an upstream answer's body: its stream as it arrives, or nothing for
 * 204 and 205 (a Response may carry no body then), after cancelling the upstream's empty one.
 */
export async function relayedBody(upstream: Response): Promise<ReadableStream<Uint8Array> | null> {
  if (upstream.status !== 204 && upstream.status !== 205) return upstream.body;
  await upstream.body?.cancel().catch(() => undefined);
  return null;
}
