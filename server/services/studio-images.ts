import type { Context } from 'hono';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { CROP_RATIOS, cropKey, type Focus } from '../../core/image-crops';
import { ERROR_CODES, uploadTypeOf, type StudioImage } from '../../core/contract';
import type { Db } from '../db/client';
import { mediaImages, recipes } from '../db/schema';
import type { AppEnv } from '../env-types';
import { HttpError } from '../http';
import { processUpload, storeUpload } from '../media/upload';
import { MEDIA_URL_PREFIX, mediaUrl, type MediaStore } from '../media/storage';

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

/**
 * Processes and stores a creator's picture, and records whose it is and its placeholder; then
 * sweeps the creator's unused uploads (sweepUnusedUploads).
 */
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
  // The creator's old uploads nothing uses go now; a failure there never fails this upload.
  await sweepUnusedUploads(db, media, creatorId).catch((err: unknown) =>
    console.warn('[zesty] sweeping unused uploads failed:', err),
  );
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

/** An upload no recipe, collection or profile has used for this long is swept. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** At most this many are swept at a time (the next upload sweeps on). */
const SWEEP_BATCH = 50;

/**
 * Removes the creator's uploads that nothing uses and that are older than a day (a picture is
 * uploaded before the save that uses it, and a crashed tab's copy may name it a while later):
 * their record, the file and every crop cut from it. Used means named anywhere in a row of the
 * creator's recipes (published columns, working copy, banners; also in the bin, whose undo
 * needs them), collections or profile. Answers the keys removed.
 */
export async function sweepUnusedUploads(
  db: Db,
  media: MediaStore,
  creatorId: number,
  now = new Date(),
): Promise<string[]> {
  const url = sql`${MEDIA_URL_PREFIX}::text || ${mediaImages.key}`;
  const usedIn = (table: string, alias: string, owner: string) =>
    sql`EXISTS (SELECT 1 FROM ${sql.raw(table)} ${sql.raw(alias)} WHERE ${sql.raw(
      `${alias}.${owner}`,
    )} = ${mediaImages.creatorId} AND strpos(row_to_json(${sql.raw(alias)})::text, ${url}) > 0)`;
  const swept = await db
    .delete(mediaImages)
    .where(
      and(
        inArray(
          mediaImages.key,
          db
            .select({ key: mediaImages.key })
            .from(mediaImages)
            .where(
              and(
                eq(mediaImages.creatorId, creatorId),
                sql`${mediaImages.key} LIKE 'uploads/%'`,
                sql`${mediaImages.createdAt} < ${new Date(now.getTime() - UNUSED_UPLOAD_GRACE_MS)}`,
              ),
            )
            .limit(SWEEP_BATCH),
        ),
        sql`NOT ${usedIn('recipes', 'r', 'creator_id')}`,
        sql`NOT ${usedIn('collections', 'c', 'creator_id')}`,
        sql`NOT ${usedIn('creators', 'k', 'id')}`,
      ),
    )
    .returning({ key: mediaImages.key });
  const keys = swept.map((r) => r.key);
  for (const key of keys) {
    // Every crop of it, centred or around any focus it ever had: `…/{name}.` and `…/{name}.f…`.
    const crops = await Promise.all(
      CROP_RATIOS.map((ratio) => media.list(cropKey(ratio, key).replace(/\.[a-z0-9]+$/i, '.'))),
    );
    await media.remove([key, ...crops.flat()]);
  }
  return keys;
}
