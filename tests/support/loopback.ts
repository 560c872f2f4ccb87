import http from 'node:http';

export type LoopbackAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP request to a server on 127.0.0.1, with the Host header given as it is (a creator's
 * subdomain, a port the server does not listen on, a malformed one): Node's fetch can neither
 * resolve `*.localhost` nor set Host. Fails after `timeoutMs` without an answer.
 */
export function askLoopback(
  port: number,
  target: string,
  {
    method = 'GET',
    host,
    headers = {},
    body,
    localAddress,
    agent,
    timeoutMs = 30_000,
  }: {
    method?: string;
    host: string;
    headers?: Record<string, string>;
    body?: string;
    /** Another loopback address to send from (127.0.0.2: this machine, but not 127.0.0.1). */
    localAddress?: string;
    agent?: http.Agent;
    timeoutMs?: number;
  },
): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers: { ...headers, host },
        setHost: false,
        localAddress,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`timed out: ${method} ${target}`)));
    req.end(body);
  });
}
