import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, uploadTypeOf, type StudioImage } from '../../core/contract';
import type { Db } from '../db/client';
import { mediaImages } from '../db/schema';
import type { AppEnv } from '../env-types';
import { HttpError } from '../http';
import { processUpload, storeUpload } from '../media/upload';
import type { MediaStore } from '../media/storage';

/**
 * An upload's bytes. The declared type is only a first filter (a browser names a file by its
 * extension): a picture type or a plain octet stream; what the bytes are is checked after.
 */
export async function readBytes(c: Context<AppEnv>): Promise<Buffer> {
  if (!uploadTypeOf(c.req.header('content-type')))
    throw new HttpError(
      415,
      ERROR_CODES.badRequest,
      'Only JPEG, PNG, WebP and AVIF pictures can be uploaded',
      [{ path: 'image', message: 'is not a picture type Zesty takes' }],
    );
  return Buffer.from(await c.req.arrayBuffer());
}

/** Processes and stores a creator's picture, and records whose it is and its placeholder. */
export async function uploadImage(
  db: Db,
  media: MediaStore,
  creatorId: number,
  body: Buffer,
): Promise<StudioImage> {
  const image = await processUpload(body, `uploads/${creatorId}`);
  await storeUpload(media, image);
  await db
    .insert(mediaImages)
    .values({
      key: image.key,
      creatorId,
      width: image.width,
      height: image.height,
      blurDataUrl: image.blurDataURL,
      bytes: image.bytes,
    })
    .onConflictDoNothing();
  const { url, width, height, blurDataURL } = image;
  return { url, width, height, blurDataURL };
}

/** A stored upload of the creator's, by its URL (`/media/uploads/…`); undefined for any other. */
export async function creatorImage(db: Pick<Db, 'select'>, creatorId: number, url: string) {
  if (!url.startsWith('/media/')) return undefined;
  const [row] = await db
    .select()
    .from(mediaImages)
    .where(eq(mediaImages.key, url.slice('/media/'.length)))
    .limit(1);
  return row && row.creatorId === creatorId ? row : undefined;
}
