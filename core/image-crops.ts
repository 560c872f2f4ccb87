/**
 * Crops of a stored image, served by the API at `/media/crop/{ratio}/{original key}` (centred) or
 * `/media/crop/{ratio}/{original key with .f{x}-{y} before its extension}` (around a focal point
 * the creator set, image-focus.ts), by server/media/crops.ts. The geometry lives here, once: the
 * server cuts with it and pages (structured data) name the same URLs and sizes. Pure: no
 * server-only code.
 */
import { CENTRE, isCentre, type Focus } from './image-focus';

export { CENTRE, type Focus } from './image-focus';

/** The aspect ratios Google asks for in recipe structured data (16:9, 4:3, 1:1). */
export const CROP_RATIOS = ['16x9', '4x3', '1x1'] as const;
export type CropRatio = (typeof CROP_RATIOS)[number];

const ASPECTS: Record<CropRatio, readonly [number, number]> = {
  '16x9': [16, 9],
  '4x3': [4, 3],
  '1x1': [1, 1],
};

export const isCropRatio = (value: string): value is CropRatio =>
  (CROP_RATIOS as readonly string[]).includes(value);

export type CropBox = { left: number; top: number; width: number; height: number };

/**
 * The largest rectangle of the ratio that fits the image, as close to centred on `focus` as the
 * image allows (centred by default: 1600×1200 gives 1600×900, 1600×1200 and 1200×1200). Sides
 * are rounded down to whole pixels, never past the image; a centred odd margin leaves the extra
 * pixel at the right or bottom.
 */
export function cropBox(
  width: number,
  height: number,
  ratio: CropRatio,
  focus: Focus = CENTRE,
): CropBox {
  const [rw, rh] = ASPECTS[ratio];
  const w = Math.max(1, Math.floor(width));
  const h = Math.max(1, Math.floor(height));
  // Wider than the ratio: keep the full height; otherwise keep the full width.
  const fullHeight = w * rh > h * rw;
  const cw = fullHeight ? Math.max(1, Math.min(w, Math.floor((h * rw) / rh))) : w;
  const ch = fullHeight ? h : Math.max(1, Math.min(h, Math.floor((w * rh) / rw)));
  // The crop's centre on the focus, then pushed back inside the picture.
  const place = (size: number, crop: number, percent: number) =>
    percent === 50
      ? Math.floor((size - crop) / 2)
      : Math.min(size - crop, Math.max(0, Math.round((size * percent) / 100 - crop / 2)));
  return {
    left: place(w, cw, focus.x),
    top: place(h, ch, focus.y),
    width: cw,
    height: ch,
  };
}

const MEDIA_PREFIX = '/media/';
const CROP_FOLDER = 'crop/';

/**
 * The store key of a crop of the original key: one key per ratio and focus, so a new focus is a
 * new picture for every cache, and the centre keeps the plain key it always had. A focus goes
 * into the file name (`crop/1x1/uploads/3/ab12.f30-70.jpg`), so every crop of an original sits
 * beside its centred ones and can be found (and removed) with it.
 */
export const cropKey = (ratio: CropRatio, key: string, focus?: Focus | null) =>
  `${CROP_FOLDER}${ratio}/${isCentre(focus) ? key : key.replace(/(\.[a-z0-9]+)$/i, `.f${focus!.x}-${focus!.y}$1`)}`;

const PERCENT = '(100|[1-9]?[0-9])';
const FOCUSED = new RegExp(`^(.+)\\.f${PERCENT}-${PERCENT}(\\.[a-z0-9]+)$`, 'i');

/** Whether a key names a focused crop's file (an original never does). */
export const isFocusedName = (key: string) => FOCUSED.test(key);

/**
 * Reads a crop key back into its ratio, focus and original key; undefined for anything else
 * (also for a key that names the centre as a focus: the centre has one key only).
 */
export function parseCropKey(
  key: string,
): { ratio: CropRatio; focus: Focus; original: string } | undefined {
  const match = /^crop\/([^/]+)\/(.+)$/.exec(key);
  if (!match) return undefined;
  const [, ratio = '', rest = ''] = match;
  if (!isCropRatio(ratio) || rest.startsWith(CROP_FOLDER)) return undefined;
  const focused = FOCUSED.exec(rest);
  if (!focused) return { ratio, focus: CENTRE, original: rest };
  const focus = { x: Number(focused[2]), y: Number(focused[3]) };
  if (isCentre(focus)) return undefined;
  return { ratio, focus, original: `${focused[1]}${focused[4]}` };
}

/**
 * The URL of a crop of a media URL (`/media/recipes/x-1a2b.jpg` → `/media/crop/16x9/recipes/x-1a2b.jpg`).
 * Undefined for a URL the API does not serve from its store (another host, a query, a crop).
 */
export function cropUrl(url: string, ratio: CropRatio, focus?: Focus | null): string | undefined {
  if (!url.startsWith(MEDIA_PREFIX) || /[?#]/.test(url)) return undefined;
  const key = url.slice(MEDIA_PREFIX.length);
  if (!key || key.startsWith(CROP_FOLDER)) return undefined;
  return `${MEDIA_PREFIX}${cropKey(ratio, key, focus)}`;
}

export type ImageCrop = { ratio: CropRatio; url: string; width: number; height: number };

/** The three crops of an image as the server will produce them; empty when it cannot crop the URL. */
export function imageCrops(image: {
  url: string;
  width: number;
  height: number;
  focus?: Focus | null;
}): ImageCrop[] {
  return CROP_RATIOS.flatMap((ratio) => {
    const url = cropUrl(image.url, ratio, image.focus);
    if (!url) return [];
    const { width, height } = cropBox(image.width, image.height, ratio);
    return [{ ratio, url, width, height }];
  });
}
