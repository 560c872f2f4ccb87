import type { Context } from 'hono';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Focus } from '../../core/image-crops';
import { ERROR_CODES, uploadTypeOf, type StudioImage } from '../../core/contract';
import type { Db } from '../db/client';
import { mediaImages, recipes } from '../db/schema';
import type { AppEnv } from '../env-types';
import { HttpError } from '../http';
import { processUpload, storeUpload } from '../media/upload';
import { mediaUrl, type MediaStore } from '../media/storage';

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

/**
 * Whether a recipe shows the stored picture `original` around `focus`, published or in its
 * working copy (a preview's structured data names its crops too): the crops the media route
 * may cut (server/media/crops.ts).
 */
export async function focusInUse(db: Db, original: string, focus: Focus): Promise<boolean> {
  const url = mediaUrl(original);
  const point = JSON.stringify({ x: focus.x, y: focus.y });
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      or(
        and(eq(recipes.heroImage, url), sql`${recipes.imageFocus} = ${point}::jsonb`),
        and(
          sql`${recipes.draft} ->> 'heroImage' = ${url}`,
          sql`${recipes.draft} -> 'heroFocus' = ${point}::jsonb`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
