import { Hono } from 'hono';
import { getCrop, type FocusInUse } from '../media/crops';
import type { MediaStore } from '../media/storage';

/**
 * Media keys carry a content hash, so a year of caching is safe. `crop/{16x9|4x3|1x1}/{key}`
 * is a crop of the stored `{key}` (centred, or around a focal point): cut on the first request,
 * stored, then read.
 */
export function mediaRoutes(store: () => MediaStore, focusInUse?: FocusInUse) {
  return new Hono().get('/*', async (c) => {
    const key = decodeURIComponent(c.req.path.replace(/^\/media\//, ''));
    const file = key.startsWith('crop/')
      ? await getCrop(store(), key, focusInUse)
      : await store().get(key);
    if (!file) return c.json({ message: 'Media not found', code: 'not_found', status: 404 }, 404);
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
