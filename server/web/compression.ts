/**
 * Response compression and ETags for Zesty's production web server (server/web/serve.ts), which runs
 * Next with `compress: false` and `generateEtags: false` and does both here, once per page revision
 * instead of once per request.
 *
 * - A response sent in one piece (Next sends every cached page, RSC payload and prerendered route
 *   that way) gets a strong ETag from the SHA-1 of its body (native, where Next hashes the string
 *   in JavaScript), answers a matching If-None-Match with 304, and is compressed here.
 * - When it came from Next's full-route cache (`x-nextjs-cache`), its compressed body is kept per
 *   ETag and encoding: the first request compresses it quickly, a background job on libuv's thread
 *   pool then compresses it at the best quality, and every later request just sends those bytes.
 *   On a cached 80 KB recipe page, gzip alone was two thirds of the server's work per request.
 * - Streamed responses (dynamic pages) go through the `compression` middleware, as under
 *   `next start`.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';

export type Encoding = 'br' | 'gzip';

/** Bodies below this many bytes are sent as they are (as the `compression` middleware does). */
export const COMPRESSION_THRESHOLD = 1024;
/** How many bytes of compressed cached pages the server keeps in memory (least recently used go). */
export const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;

const COMPRESSIBLE =
  /^\s*(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/**
 * The encoding to answer an Accept-Encoding header with: brotli where the client takes it at least
 * as gladly as gzip, then gzip; none when neither is acceptable (q=0, or not listed and no `*`).
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match?.[1]) weight = Number(match[1]);
    }
    weights.set(name, weight);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body);
}

function compressBest(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      zlib.brotliCompress(
        body,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        done,
      );
    } else {
      zlib.gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }, done);
    }
  });
}

type Entry = {
  key: string;
  /** The body as Next sent it: a later response is served from this entry only if identical. */
  text: string | Buffer;
  /** Its length in bytes. */
  length: number;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  bytes: number;
};

const sizeOf = (text: string | Uint8Array) =>
  typeof text === 'string' ? text.length * 2 : text.length;

/**
 * What the server knows about the cached pages it sent, by host and URL: the body, its ETag and its
 * compressed forms. A response reuses them only when its body is identical to the one they were made
 * from, so a revalidated page simply replaces its entry; least recently used entries go first.
 */
export class CompressedBodies {
  private readonly entries = new Map<string, Entry>();
  private readonly upgrading = new Set<string>();
  private bytes = 0;

  constructor(private readonly maxBytes = COMPRESSED_CACHE_BYTES) {}

  get size(): number {
    return this.entries.size;
  }

  /** The entry for `key` if it was made from exactly this body (and it is now the most recent). */
  lookup(key: string, text: string | Uint8Array): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const same =
      typeof text === 'string'
        ? entry.text === text
        : Buffer.isBuffer(entry.text) && entry.text.equals(text);
    if (!same) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  remember(key: string, text: string | Uint8Array, body: Buffer, etag: string): Entry {
    const entry: Entry = {
      key,
      text: typeof text === 'string' ? text : Buffer.from(text),
      length: body.length,
      etag,
      encoded: {},
      bytes: sizeOf(text),
    };
    this.put(entry);
    return entry;
  }

  /** The compressed body: from the entry, or compressed now (and improved in the background). */
  encode(entry: Entry, encoding: Encoding, body: () => Buffer): Buffer {
    const done = entry.encoded[encoding];
    if (done) return done;
    const fast = compressSync(body(), encoding);
    this.store(entry, encoding, fast);
    this.upgrade(entry, body(), encoding);
    return fast;
  }

  /** Resolves when every background compression started so far has finished (for tests). */
  async settled(): Promise<void> {
    while (this.upgrading.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private store(entry: Entry, encoding: Encoding, value: Buffer) {
    const old = entry.encoded[encoding];
    const delta = value.length - (old?.length ?? 0);
    entry.encoded[encoding] = value;
    entry.bytes += delta;
    if (this.entries.get(entry.key) === entry) this.bytes += delta;
    this.evict();
  }

  private upgrade(entry: Entry, body: Buffer, encoding: Encoding) {
    const job = `${encoding}:${entry.key}`;
    if (this.upgrading.has(job)) return;
    this.upgrading.add(job);
    compressBest(body, encoding)
      .then((best) => {
        const current = entry.encoded[encoding];
        if (this.entries.get(entry.key) === entry && current && best.length < current.length) {
          this.store(entry, encoding, best);
        }
      })
      .catch((error: unknown) =>
        console.error('[compression] background compression failed', error),
      )
      .finally(() => this.upgrading.delete(job));
  }

  private put(entry: Entry) {
    const old = this.entries.get(entry.key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(entry.key);
    }
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  private evict() {
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}

function appendVary(res: ServerResponse, field: string) {
  const current = res.getHeader('Vary');
  const value = Array.isArray(current)
    ? current.join(', ')
    : current === undefined
      ? ''
      : String(current);
  const fields = value.split(',').map((f) => f.trim().toLowerCase());
  if (fields.includes('*') || fields.includes(field.toLowerCase())) return;
  res.setHeader('Vary', value.trim() ? `${value}, ${field}` : field);
}

/** RFC 9110 If-None-Match with weak comparison; a `Cache-Control: no-cache` request is never fresh. */
function isFresh(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(req.headers['cache-control'] ?? '')) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function toBuffer(chunk: string | Uint8Array, encoding: unknown): Buffer {
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

type Next = () => void;

/**
 * The middleware: `compress(req, res, () => handle(req, res))`. One instance per server, so the
 * compressed bodies are shared by all requests.
 */
export function createCompression(cache = new CompressedBodies()) {
  const streaming = compression({ threshold: COMPRESSION_THRESHOLD });

  function singleShot(req: IncomingMessage, res: ServerResponse) {
    const end = res.end;
    const write = res.write;
    let streamed = false;

    res.write = function (this: ServerResponse, ...args: unknown[]) {
      streamed = true;
      return Reflect.apply(write, this, args) as boolean;
    } as ServerResponse['write'];

    res.end = function (this: ServerResponse, ...args: unknown[]) {
      const [chunk, encoding, cb] = args;
      if (
        streamed ||
        this.headersSent ||
        (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) ||
        this.statusCode !== 200 ||
        (req.method !== 'GET' && req.method !== 'HEAD')
      ) {
        return Reflect.apply(end, this, args) as ServerResponse;
      }
      const callback = [encoding, cb].find((a): a is () => void => typeof a === 'function');
      const finish = (payload?: Buffer): ServerResponse =>
        Reflect.apply(
          end,
          this,
          payload === undefined ? [callback] : [payload, callback],
        ) as ServerResponse;
      let buffer: Buffer | undefined;
      const body = () => (buffer ??= toBuffer(chunk, encoding));

      // A page from Next's cache that this server sent before: its ETag and compressed forms are
      // known, and neither the UTF-8 bytes nor the hash need computing again.
      const fromCache = this.hasHeader('x-nextjs-cache');
      const key = `${req.headers.host ?? ''}${req.url ?? ''}`;
      let entry = fromCache ? cache.lookup(key, chunk) : undefined;
      if (!entry) {
        const etag = `"${createHash('sha1').update(body()).digest('base64url')}"`;
        entry = fromCache ? cache.remember(key, chunk, body(), etag) : undefined;
        if (!this.hasHeader('ETag')) this.setHeader('ETag', etag);
      } else if (!this.hasHeader('ETag')) {
        this.setHeader('ETag', entry.etag);
      }
      if (isFresh(req, String(this.getHeader('ETag')))) {
        this.statusCode = 304;
        for (const header of ['Content-Length', 'Content-Type', 'Content-Encoding'])
          this.removeHeader(header);
        return finish();
      }

      const type = String(this.getHeader('Content-Type') ?? '');
      if (!COMPRESSIBLE.test(type)) return finish(body());
      appendVary(this, 'Accept-Encoding');
      const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(
        String(this.getHeader('Cache-Control') ?? ''),
      );
      const length = entry?.length ?? body().length;
      const chosen =
        length < COMPRESSION_THRESHOLD || noTransform || this.hasHeader('Content-Encoding')
          ? undefined
          : pickEncoding(req.headers['accept-encoding']);
      if (!chosen) return finish(body());

      const encoded = entry ? cache.encode(entry, chosen, body) : compressSync(body(), chosen);
      this.setHeader('Content-Encoding', chosen);
      this.setHeader('Content-Length', encoded.length);
      return finish(req.method === 'HEAD' ? undefined : encoded);
    } as ServerResponse['end'];
  }

  return function compress(req: IncomingMessage, res: ServerResponse, next: Next) {
    // `compression` patches write/end for streamed bodies; the single-shot layer sits on top of it
    // and hands it bodies that are already encoded (which it then leaves alone).
    streaming(
      req as Parameters<typeof streaming>[0],
      res as Parameters<typeof streaming>[1],
      () => {
        singleShot(req, res);
        next();
      },
    );
  };
}
