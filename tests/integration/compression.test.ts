/**
 * The production server's compression and ETag layer (server/web/compression.ts), over real HTTP:
 * what a browser or CDN receives for a cached page sent in one piece, for a page that changed, for
 * conditional requests, for streamed and small responses, and for every Accept-Encoding.
 *
 * Run: node --import tsx --test tests/integration/compression.test.ts
 */
import assert from 'node:assert/strict';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { CompressedBodies, createCompression, pickEncoding } from '../../server/web/compression';

type Reply = {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  body: string;
};

// The page as the "Next" below renders it: repetitive HTML well over the threshold, with
// characters outside Latin-1 so the string is stored two bytes per character, as real pages are.
let page = '<!DOCTYPE html><html><body>' + '<p class="x">Under €2 p/p — 1¼ tsp</p>'.repeat(400);
let streamed = 0;

function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/cached') {
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate');
    res.setHeader('Vary', 'rsc, next-router-state-tree');
    res.setHeader('Content-Length', Buffer.byteLength(page));
    res.end(req.method === 'HEAD' ? null : page);
  } else if (url.pathname === '/dynamic') {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(
      JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `r${i}` })) }),
    );
  } else if (url.pathname === '/stream') {
    streamed += 1;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write('<!DOCTYPE html><html><body>');
    let i = 0;
    const timer = setInterval(() => {
      res.write(`<section>${'chunk '.repeat(300)}${i}</section>`);
      if (++i === 5) {
        clearInterval(timer);
        res.end('</body></html>');
      }
    }, 5);
  } else if (url.pathname === '/small') {
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('Content-Type', 'text/plain');
    res.end('tiny');
  } else if (url.pathname === '/png') {
    res.setHeader('Content-Type', 'image/png');
    res.end(Buffer.alloc(4096, 7));
  } else if (url.pathname === '/missing') {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html');
    res.end('<h1>Not found</h1>'.repeat(200));
  } else {
    res.statusCode = 500;
    res.end();
  }
}

let server: http.Server;
let base: string;
const cache = new CompressedBodies(1024 * 1024);

before(async () => {
  const compress = createCompression(cache);
  server = http.createServer((req, res) => compress(req, res, () => fakeNext(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function decode(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  assert.equal(encoding, undefined, `unexpected encoding ${encoding}`);
  return raw.toString('utf8');
}

function request(
  path: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          raw,
          body: method === 'HEAD' ? '' : decode(raw, res.headers['content-encoding']),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pickEncoding', () => {
  const cases: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['deflate', undefined],
    ['br;q=1.0', 'br'],
  ];
  for (const [header, expected] of cases) {
    test(`${JSON.stringify(header)} → ${expected ?? 'none'}`, () => {
      assert.equal(pickEncoding(header), expected);
    });
  }
});

describe('a cached page sent in one piece', () => {
  test('is compressed with what the client prefers, and decodes to the page', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const reply = await request('/cached', accept ? { 'accept-encoding': accept } : {});
      assert.equal(reply.status, 200);
      assert.equal(reply.headers['content-encoding'], encoding, `Accept-Encoding ${accept}`);
      assert.equal(Number(reply.headers['content-length']), reply.raw.length);
      assert.equal(reply.body, page);
      assert.match(String(reply.headers.vary), /^rsc, next-router-state-tree, Accept-Encoding$/);
      assert.equal(reply.headers['cache-control'], 's-maxage=300, stale-while-revalidate');
    }
  });

  test('keeps one strong ETag for every encoding, and the compressed bytes get no larger', async () => {
    const first = await request('/cached', { 'accept-encoding': 'gzip' });
    await cache.settled();
    const again = await request('/cached', { 'accept-encoding': 'gzip' });
    const br = await request('/cached', { 'accept-encoding': 'br' });
    const plain = await request('/cached');
    assert.match(String(first.headers.etag), /^"[A-Za-z0-9_-]{27}"$/);
    for (const reply of [again, br, plain]) assert.equal(reply.headers.etag, first.headers.etag);
    assert.ok(again.raw.length <= first.raw.length, 'the background compression is not larger');
    assert.equal(again.body, page);
    assert.ok(br.raw.length < page.length / 10, 'brotli shrinks the repetitive page');
  });

  test('answers a matching If-None-Match with 304 and no body', async () => {
    const { headers } = await request('/cached');
    for (const tag of [headers.etag, `W/${headers.etag}`, `"other", ${headers.etag}`, '*']) {
      const reply = await request('/cached', { 'if-none-match': tag, 'accept-encoding': 'br' });
      assert.equal(reply.status, 304, `If-None-Match: ${tag}`);
      assert.equal(reply.raw.length, 0);
      assert.equal(reply.headers.etag, headers.etag);
      assert.equal(reply.headers['content-encoding'], undefined);
    }
    const stale = await request('/cached', { 'if-none-match': '"other"' });
    assert.equal(stale.status, 200);
    const noCache = await request('/cached', {
      'if-none-match': headers.etag,
      'cache-control': 'no-cache',
    });
    assert.equal(noCache.status, 200);
  });

  test('a page that changed is never answered with the old bytes', async () => {
    const before = await request('/cached', { 'accept-encoding': 'br' });
    const old = page;
    page = page.replace('Under €2 p/p', 'Under €3 p/p');
    try {
      for (const accept of ['br', 'gzip', 'identity']) {
        const reply = await request('/cached', { 'accept-encoding': accept });
        assert.equal(reply.body, page, accept);
        assert.notEqual(reply.headers.etag, before.headers.etag, accept);
      }
      const conditional = await request('/cached', { 'if-none-match': before.headers.etag });
      assert.equal(conditional.status, 200, 'the old ETag no longer matches');
    } finally {
      page = old;
    }
    const back = await request('/cached', { 'accept-encoding': 'br' });
    assert.equal(back.headers.etag, before.headers.etag, 'the ETag depends only on the bytes');
    assert.equal(back.body, page);
  });

  test('HEAD gets the headers of the page without a body', async () => {
    const reply = await request('/cached', { 'accept-encoding': 'gzip' }, 'HEAD');
    assert.equal(reply.status, 200);
    assert.equal(reply.raw.length, 0);
  });
});

describe('other responses', () => {
  test('a dynamic response in one piece is compressed each time and gets an ETag', async () => {
    const reply = await request('/dynamic', { 'accept-encoding': 'gzip' });
    assert.equal(reply.headers['content-encoding'], 'gzip');
    assert.equal(JSON.parse(reply.body).data.length, 200);
    assert.match(String(reply.headers.etag), /^"/);
    assert.equal(reply.headers['cache-control'], 'private, no-store');
  });

  test('a streamed response is compressed as a stream', async () => {
    const before = streamed;
    const reply = await request('/stream', { 'accept-encoding': 'gzip, br' });
    assert.equal(streamed, before + 1);
    assert.equal(reply.status, 200);
    assert.ok(reply.headers['content-encoding'], 'compressed');
    assert.equal(reply.headers['content-length'], undefined);
    assert.match(reply.body, /^<!DOCTYPE html><html><body><section>/);
    assert.match(reply.body, /4<\/section><\/body><\/html>$/);
    assert.equal((reply.body.match(/<section>/g) ?? []).length, 5);
  });

  test('small bodies, images and errors are sent as they are', async () => {
    const small = await request('/small', { 'accept-encoding': 'br' });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.body, 'tiny');
    const png = await request('/png', { 'accept-encoding': 'br' });
    assert.equal(png.headers['content-encoding'], undefined);
    assert.equal(png.raw.length, 4096);
    const missing = await request('/missing', { 'accept-encoding': 'gzip' });
    assert.equal(missing.status, 404);
    assert.match(missing.body, /^<h1>Not found<\/h1>/);
  });
});

describe('the memory of compressed pages', () => {
  test('stays within its budget, dropping the least recently used page', () => {
    const small = new CompressedBodies(4000);
    const body = Buffer.from('a'.repeat(1000));
    const a = small.remember('a', 'a'.repeat(1000), body, '"a"');
    small.encode(a, 'gzip', () => body);
    small.remember('b', 'b'.repeat(1000), body, '"b"');
    assert.equal(small.size, 1, 'two 2000-byte strings and a compressed body do not fit in 4000');
    assert.equal(small.lookup('a', 'a'.repeat(1000)), undefined);
    assert.ok(small.lookup('b', 'b'.repeat(1000)));
    assert.equal(small.lookup('b', 'c'.repeat(1000)), undefined, 'another body is not a hit');
  });
});
