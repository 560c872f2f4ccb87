import { Hono } from 'hono';
import type { MediaStore } from '../media/storage';

/** Media keys carry a content hash, so a year of caching is safe. */
export function mediaRoutes(store: () => MediaStore) {
  return new Hono().get('/*', async (c) => {
    const key = decodeURIComponent(c.req.path.replace(/^\/media\//, ''));
    const file = await store().get(key);
    if (!file) return c.json({ message: 'Media not found', code: 'not_found', status: 404 }, 404);
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
