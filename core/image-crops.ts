/**
 * Centred crops of a stored image, served by the API at `/media/crop/{ratio}/{original key}`
 * (server/media/crops.ts). The geometry lives here, once: the server cuts with it and pages
 * (structured data) name the same URLs and sizes. Pure: no server-only code.
 */

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
 * The largest rectangle of the ratio that fits the image, centred (e.g. 1600×1200 gives
 * 1600×900, 1600×1200 and 1200×1200). Sides are rounded down to whole pixels, never past the
 * image; an odd margin leaves the extra pixel at the right or bottom.
 */
export function cropBox(width: number, height: number, ratio: CropRatio): CropBox {
  const [rw, rh] = ASPECTS[ratio];
  const w = Math.max(1, Math.floor(width));
  const h = Math.max(1, Math.floor(height));
  // Wider than the ratio: keep the full height; otherwise keep the full width.
  const fullHeight = w * rh > h * rw;
  const cw = fullHeight ? Math.max(1, Math.min(w, Math.floor((h * rw) / rh))) : w;
  const ch = fullHeight ? h : Math.max(1, Math.min(h, Math.floor((w * rh) / rw)));
  return { left: Math.floor((w - cw) / 2), top: Math.floor((h - ch) / 2), width: cw, height: ch };
}

const MEDIA_PREFIX = '/media/';
const CROP_FOLDER = 'crop/';

/** The store key of a crop of the original key. */
export const cropKey = (ratio: CropRatio, key: string) => `${CROP_FOLDER}${ratio}/${key}`;

/** Reads a crop key back into its ratio and original key; undefined for anything else. */
export function parseCropKey(key: string): { ratio: CropRatio; original: string } | undefined {
  const match = /^crop\/([^/]+)\/(.+)$/.exec(key);
  if (!match) return undefined;
  const [, ratio = '', original = ''] = match;
  if (!isCropRatio(ratio) || original.startsWith(CROP_FOLDER)) return undefined;
  return { ratio, original };
}

/**
 * The URL of a crop of a media URL (`/media/recipes/x-1a2b.jpg` → `/media/crop/16x9/recipes/x-1a2b.jpg`).
 * Undefined for a URL the API does not serve from its store (another host, a query, a crop).
 */
export function cropUrl(url: string, ratio: CropRatio): string | undefined {
  if (!url.startsWith(MEDIA_PREFIX) || /[?#]/.test(url)) return undefined;
  const key = url.slice(MEDIA_PREFIX.length);
  if (!key || key.startsWith(CROP_FOLDER)) return undefined;
  return `${MEDIA_PREFIX}${cropKey(ratio, key)}`;
}

export type ImageCrop = { ratio: CropRatio; url: string; width: number; height: number };

/** The three crops of an image as the server will produce them; empty when it cannot crop the URL. */
export function imageCrops(image: { url: string; width: number; height: number }): ImageCrop[] {
  return CROP_RATIOS.flatMap((ratio) => {
    const url = cropUrl(image.url, ratio);
    if (!url) return [];
    const { width, height } = cropBox(image.width, image.height, ratio);
    return [{ ratio, url, width, height }];
  });
}
