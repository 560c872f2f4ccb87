/**
 * @jest-environment node
 *
 * Purging the edge caches (lib/publishing/edge-purge.ts) against real HTTP servers on loopback:
 * what each edge receives, a slow or failing edge, and the settings.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { edgePurgeUrls, keyBatches, purgeEdges } from '@/lib/publishing/edge-purge';

type Edge = {
  url: string;
  received: Array<{ method?: string; keys?: string }>;
  close(): Promise<void>;
};

/** An HTTP server that records purges and answers each with `status(n)` (n counts from 0). */
async function edge(status: (n: number) => number = () => 200): Promise<Edge> {
  const received: Edge['received'] = [];
  const server = http.createServer((req, res) => {
    const keys = req.headers['xkey-purge'];
    received.push({ method: req.method, keys: typeof keys === 'string' ? keys : undefined });
    res.writeHead(status(received.length - 1)).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

it('asks every edge to purge the keys, by xkey', async () => {
  const [a, b] = await Promise.all([edge(), edge()]);
  await expect(purgeEdges(['recipes', 'recipe:dahl'], [a.url, b.url])).resolves.toEqual([]);
  for (const e of [a, b]) {
    expect(e.received).toEqual([{ method: 'PURGE', keys: 'recipes recipe:dahl' }]);
    await e.close();
  }
});

it('tries a failing edge once more, then reports it without failing', async () => {
  const flaky = await edge((n) => (n === 0 ? 503 : 200));
  const down = await edge(() => 500);
  const failed = await purgeEdges(['creators'], [flaky.url, down.url]);
  expect(failed).toEqual([down.url]);
  expect(flaky.received).toHaveLength(2);
  expect(down.received).toHaveLength(2);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(`purge at ${down.url} failed`));
  await Promise.all([flaky.close(), down.close()]);
});

it('gives up on an edge that does not answer at all', async () => {
  const failed = await purgeEdges(['recipes'], ['http://127.0.0.1:9/']);
  expect(failed).toEqual(['http://127.0.0.1:9/']);
});

it('sends nothing without keys or edges', async () => {
  const e = await edge();
  await purgeEdges([], [e.url]);
  expect(e.received).toEqual([]);
  await expect(purgeEdges(['recipes'], [])).resolves.toEqual([]);
  await e.close();
});

it('keeps each header well under Varnish limit, and every key in one of them', () => {
  const keys = Array.from({ length: 2_000 }, (_, i) => `recipe:a-long-recipe-slug-number-${i}`);
  const batches = keyBatches([...keys, keys[0]!]);
  expect(batches.length).toBeGreaterThan(1);
  for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(4_000);
  expect(batches.flatMap((b) => b.split(' '))).toEqual(keys);
});

it('reads EDGE_PURGE_URLS as a comma-separated list, and refuses what is not an http(s) URL', () => {
  expect(edgePurgeUrls({})).toEqual([]);
  expect(edgePurgeUrls({ EDGE_PURGE_URLS: '' })).toEqual([]);
  expect(
    edgePurgeUrls({ EDGE_PURGE_URLS: 'http://10.0.0.5:6081/, https://edge.example ' }),
  ).toEqual(['http://10.0.0.5:6081/', 'https://edge.example']);
  expect(() => edgePurgeUrls({ EDGE_PURGE_URLS: 'varnish:6081' })).toThrow(/not an http\(s\) URL/);
});
