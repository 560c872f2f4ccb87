/**
 * Rasterising. librsvg filters are slow at full resolution, so no filters are used in the
 * picture itself: soft shadows are rendered separately as silhouettes at a fraction of the
 * size (where blurring is cheap), then embedded as upscaled images between the layers:
 *
 *   surface · under · table shadow · table items · dish bases · food shadow · food ·
 *   front · topping shadow · toppings · over
 */
import sharp from 'sharp';
import type { Defs } from './svg';
import { g } from './svg';
import { surfaceImage } from './surfaces';
import type { Surface } from './surfaces';

/** A dish split into layers (all in the dish's local coordinates). */
export type DishParts = {
  /** The vessel and anything flat in it (broth, sauce, rice bed); casts the table shadow. */
  base: string;
  /** Food sitting on the base; casts a shadow onto it. */
  food?: string;
  /** Overlays that cast no shadow (bowl rim shading, reflections). */
  front?: string;
  /** Toppings and garnish on the food; cast a small shadow. */
  top?: string;
  /** A cheap silhouette of the base for the table shadow (defaults to the base itself). */
  outline?: string;
};

export type PlacedDish = { transform: string; parts: DishParts };

export type Scene = {
  width: number;
  height: number;
  defs: Defs;
  /** Surface texture; omit to use `background` (a flat colour) instead. */
  surface?: Surface;
  background?: string;
  /** Drawn right above the surface, casts no shadow (seams, napkins, backdrops). */
  under?: string;
  /** Loose objects on the table (props, garnish); cast the table shadow. */
  items: string[];
  dishes: PlacedDish[];
  /** Drawn on top of everything (light falloff). */
  over?: string;
  /** Scale of the dishes relative to a 1600×1200 single-dish picture (shadow sizes follow). */
  dishScale?: number;
  /** Overall table-shadow strength, 0–1. */
  shadow?: number;
};

type Blur = { std: number; dx: number; dy: number; opacity: number };

type ShadowLayer = { content: string; scale: number; blurs: Blur[] };

/**
 * A layer's shadow: its silhouette rendered at 1/scale size (no SVG filter: librsvg filters
 * are slow), blurred and offset with sharp, returned as an <image> covering the picture.
 */
async function shadowImage(scene: Scene, l: ShadowLayer): Promise<string> {
  if (!l.content) return '';
  const { width: W, height: H } = scene;
  const w = Math.max(8, Math.round(W / l.scale));
  const h = Math.max(8, Math.round(H / l.scale));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">` +
    scene.defs.toString() +
    `${l.content}</svg>`;
  const alpha = await sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3).raw().toBuffer();
  const blurred = await Promise.all(
    l.blurs.map((b) =>
      sharp(alpha, { raw: { width: w, height: h, channels: 1 } })
        .blur(Math.max(0.3, b.std / l.scale))
        .extractChannel(0)
        .raw()
        .toBuffer(),
    ),
  );
  // Combine the offset blurs: a = 1 − Π(1 − opacity·blur).
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let keep = 1;
      l.blurs.forEach((b, i) => {
        const sx = x - Math.round(b.dx / l.scale);
        const sy = y - Math.round(b.dy / l.scale);
        if (sx < 0 || sy < 0 || sx >= w || sy >= h) return;
        const v = (blurred[i]?.[sy * w + sx] ?? 0) / 255;
        keep *= 1 - v * b.opacity;
      });
      const o = (y * w + x) * 4;
      out[o] = 30;
      out[o + 1] = 19;
      out[o + 2] = 9;
      out[o + 3] = Math.round((1 - keep) * 255);
    }
  }
  const png = await sharp(out, { raw: { width: w, height: h, channels: 4 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return `<image href="data:image/png;base64,${png.toString('base64')}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="none"/>`;
}

const shadowImages = (scene: Scene, layers: ShadowLayer[]) =>
  Promise.all(layers.map((l) => shadowImage(scene, l)));

const layer = (scene: Scene, key: keyof DishParts) =>
  scene.dishes.map((d) => g(d.parts[key] ?? '', { transform: d.transform })).join('');

export async function sceneSvg(
  scene: Scene,
  backdrop: string | Promise<string> = '',
): Promise<string> {
  const { width: W, height: H } = scene;
  const k = W / 1600;
  const d = (scene.dishScale ?? 0.93) * (W / 1600);
  const op = scene.shadow ?? 1;
  const base = layer(scene, 'base');
  const food = layer(scene, 'food');
  const top = layer(scene, 'top');
  const outlines = scene.dishes
    .map((dish) => g(dish.parts.outline ?? dish.parts.base, { transform: dish.transform }))
    .join('');
  const [background, [tableShadow, foodShadow, topShadow]] = await Promise.all([
    backdrop,
    shadowImages(scene, [
      {
        content: scene.items.join('') + outlines,
        scale: 5,
        blurs: [
          { std: 24 * k, dx: 20 * k, dy: 28 * k, opacity: 0.4 * op },
          { std: 5 * k, dx: 4 * k, dy: 6 * k, opacity: 0.5 * op },
        ],
      },
      {
        content: food,
        scale: 4,
        blurs: [
          { std: 7 * d, dx: 6 * d, dy: 9 * d, opacity: 0.42 },
          { std: 2 * d, dx: 2 * d, dy: 3 * d, opacity: 0.35 },
        ],
      },
      { content: top, scale: 3, blurs: [{ std: 3 * d, dx: 3 * d, dy: 4.5 * d, opacity: 0.5 }] },
    ]),
  ]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    scene.defs.toString() +
    background +
    (scene.under ?? '') +
    (tableShadow ?? '') +
    scene.items.join('') +
    base +
    (foodShadow ?? '') +
    food +
    layer(scene, 'front') +
    (topShadow ?? '') +
    top +
    (scene.over ?? '') +
    '</svg>'
  );
}

export const JPEG = { quality: 82, progressive: true, mozjpeg: true } as const;

export async function renderJpeg(scene: Scene): Promise<Buffer> {
  const { width: W, height: H } = scene;
  // One SVG holds everything, the surface included (embedded small and scaled by librsvg).
  const background = scene.surface
    ? surfaceImage(scene.surface, W, H)
    : `<rect width="${W}" height="${H}" fill="${scene.background ?? '#f2ede4'}"/>`;
  const svg = await sceneSvg(scene, background);
  return sharp(Buffer.from(svg)).removeAlpha().jpeg(JPEG).toBuffer();
}

/** Renders a standalone SVG to PNG (logos, favicons). */
export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
