/**
 * Derived crops (`crop/{16x9|4x3|1x1}/{original key}`, a focus in the name: core/image-crops): cut from the stored original on the
 * first request with the shared geometry (core/image-crops), then stored under the crop key so
 * every later request is a plain read. The original key carries a content hash, so the crop
 * never changes either.
 */
import path from 'node:path';
import type { Sharp } from 'sharp';
import { CENTRE, cropBox, parseCropKey, type CropRatio, type Focus } from '../../core/image-crops';
import { isSafeMediaKey, type MediaStore } from './storage';

/** As the seeded originals (demo/art/render). */
const JPEG = { quality: 82, progressive: true, mozjpeg: true } as const;

type Format = { type: string; encode: (image: Sharp) => Sharp };
const jpeg: Format = { type: 'image/jpeg', encode: (image) => image.jpeg(JPEG) };
/** Raster formats a crop keeps (the original's, so the key's extension stays true). */
const FORMATS: ReadonlyMap<string, Format> = new Map(
  Object.entries({
    '.jpg': jpeg,
    '.jpeg': jpeg,
    '.png': { type: 'image/png', encode: (image) => image.png() },
    '.webp': { type: 'image/webp', encode: (image) => image.webp({ quality: 82 }) },
    '.avif': { type: 'image/avif', encode: (image) => image.avif({ quality: 60 }) },
  }),
);

const formatOf = (key: string): Format | undefined => FORMATS.get(path.extname(key).toLowerCase());

/** Whether a crop of this original can exist: a safe key of a raster format, not itself a crop. */
export function isCroppable(original: string): boolean {
  return (
    isSafeMediaKey(original) && !original.startsWith('crop/') && formatOf(original) !== undefined
  );
}

/** Cuts the crop around `focus` out of an image (EXIF orientation applied first). */
export async function cropImage(
  body: Buffer,
  ratio: CropRatio,
  key: string,
  focus: Focus = CENTRE,
): Promise<Buffer> {
  const format = formatOf(key);
  if (!format) throw new Error(`Cannot crop ${key}`);
  // sharp (native) loads with the first crop, not with the API.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(body).metadata();
  if (!meta.width || !meta.height) throw new Error(`No size for ${key}`);
  // Orientations 5–8 swap the sides once the image is turned upright.
  const upright = (meta.orientation ?? 1) >= 5;
  const box = cropBox(
    upright ? meta.height : meta.width,
    upright ? meta.width : meta.height,
    ratio,
    focus,
  );
  return format.encode(sharp(body).rotate().extract(box)).toBuffer();
}

type MediaFile = { body: Buffer; contentType: string };

/** Crops being cut right now (per store), so simultaneous first requests share one sharp run. */
const inFlight = new WeakMap<MediaStore, Map<string, Promise<MediaFile | null>>>();

/** Whether a crop around `focus` of the original may be cut: a focus some recipe uses. */
export type FocusInUse = (original: string, focus: Focus) => Promise<boolean>;

/**
 * The crop for a crop key: read from the store, or cut from the original and stored. Null when
 * the key is no crop key, the original is not croppable or is missing, or (for a focused crop
 * not cut yet) no recipe uses that focus: a focus is cut only for the pages that name it, never
 * for each of the 10,000 points someone could ask for.
 */
export async function getCrop(
  store: MediaStore,
  key: string,
  focusInUse: FocusInUse = async () => false,
): Promise<MediaFile | null> {
  const parsed = parseCropKey(key);
  const format = parsed && formatOf(parsed.original);
  if (!parsed || !format || !isCroppable(parsed.original) || !isSafeMediaKey(key)) return null;
  const stored = await store.get(key);
  if (stored) return stored;
  const centred = parsed.focus.x === CENTRE.x && parsed.focus.y === CENTRE.y;
  if (!centred && !(await focusInUse(parsed.original, parsed.focus))) return null;
  let pending = inFlight.get(store);
  if (!pending) inFlight.set(store, (pending = new Map()));
  const running = pending.get(key);
  if (running) return running;
  const work = (async () => {
    const original = await store.get(parsed.original);
    if (!original) return null;
    const body = await cropImage(original.body, parsed.ratio, parsed.original, parsed.focus);
    await store.put(key, body, format.type);
    return { body, contentType: format.type };
  })().finally(() => pending.delete(key));
  pending.set(key, work);
  return work;
}
