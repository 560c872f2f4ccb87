/**
 * Pictures uploaded in the studio (issue 24): read by what their bytes are, never by their name
 * or the type the browser claims; refused unless JPEG, PNG, WebP or AVIF within the size and
 * pixel bounds; turned upright (EXIF orientation), stripped of every metadata block (EXIF with
 * its GPS position, XMP, ICC profiles beyond sRGB), at most 1600 px wide, stored as JPEG under a
 * key that carries the content's hash, with a tiny blurred copy for the pages' placeholder.
 * Nothing is stored for a refused file. The three structured-data crops are cut from it on first
 * request (crops.ts).
 */
import crypto from 'node:crypto';
import { ERROR_CODES, STUDIO_LIMITS, type StudioImage } from '../../core/contract';
import { HttpError } from '../http';
import { mediaUrl, type MediaStore } from './storage';

/** The widest picture the pages ask for (next.config.ts deviceSizes). */
const MAX_WIDTH = 1600;
/** As the seeded originals. */
const JPEG = { quality: 82, progressive: true, mozjpeg: true } as const;
/** The placeholder's width: a few hundred bytes of WebP, inlined in the page. */
const BLUR_WIDTH = 16;
/** sharp's names of the formats the studio takes ('heif' is AVIF's container). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

const refuse = (message: string, status: 400 | 413 | 422 = 422) =>
  new HttpError(status, ERROR_CODES.badRequest, message, [{ path: 'image', message }]);

export type ProcessedImage = StudioImage & { key: string; bytes: number; body: Buffer };

/** The picture as it will be stored, or a 4xx saying why not. */
export async function processUpload(input: Buffer, folder: string): Promise<ProcessedImage> {
  if (input.byteLength === 0) throw refuse('The file is empty', 400);
  if (input.byteLength > STUDIO_LIMITS.imageBytes)
    throw refuse('The picture is larger than 10 MB', 413);
  const { default: sharp } = await import('sharp');
  const open = () => sharp(input, { limitInputPixels: STUDIO_LIMITS.imagePixels, failOn: 'error' });
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await open().metadata();
  } catch {
    throw refuse('This is not a picture Zesty can read: use a JPEG, PNG, WebP or AVIF file');
  }
  // AVIF arrives as 'heif' with the av1 compression; HEIC (hevc) is not taken.
  const format = meta.format === 'heif' && meta.compression !== 'av1' ? 'heic' : meta.format;
  if (!format || !ACCEPTED.has(format))
    throw refuse('Only JPEG, PNG, WebP and AVIF pictures can be uploaded');
  if (!meta.width || !meta.height) throw refuse('This picture has no size');
  if (meta.width * meta.height > STUDIO_LIMITS.imagePixels)
    throw refuse('The picture has more than 36 megapixels');
  let body: Buffer;
  let info: { width: number; height: number };
  try {
    ({ data: body, info } = await open()
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG)
      .toBuffer({ resolveWithObject: true }));
  } catch {
    throw refuse('This picture is damaged and cannot be read');
  }
  const blur = await sharp(body).resize({ width: BLUR_WIDTH }).webp({ quality: 40 }).toBuffer();
  const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 16);
  const key = `${folder}/${hash}.jpg`;
  return {
    key,
    url: mediaUrl(key),
    width: info.width,
    height: info.height,
    blurDataURL: `data:image/webp;base64,${blur.toString('base64')}`,
    bytes: body.byteLength,
    body,
  };
}

/** Stores a processed picture (the same content twice is one file). */
export async function storeUpload(store: MediaStore, image: ProcessedImage): Promise<void> {
  if (!(await store.exists(image.key))) await store.put(image.key, image.body, 'image/jpeg');
}
