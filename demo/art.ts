/**
 * Generated demo imagery (there is no internet at seed time): appetising flat-lay food
 * illustrations drawn as SVG and rasterised with sharp. Everything is deterministic — the
 * same slug always gives the same picture — and the important content stays inside the
 * centre crops (16:9, 4:3, 1:1).
 *
 * The drawing code lives in ./art/: prng (seeded randomness), color, svg/shapes/paint
 * (building blocks), items/garnish/props/vessels (ingredients and tableware), dishes/*
 * (one drawing per dish kind), surfaces (table textures), render (layering, shadows,
 * encoding), scenes (compositions), brand/glyphs (logos) and banner (product shots).
 */
import sharp from 'sharp';
import type { DishKind } from './seed/types';
import { bannerSvg } from './art/banner';
import { faviconSvg, logoSvg } from './art/brand';
import type { BadgeInput } from './art/brand';
import { JPEG, renderPng } from './art/render';
import { collectionHero, creatorHero, dishImage } from './art/scenes';

export type DishImageInput = { slug: string; dish: DishKind; colors: string[] };
export type CreatorBadgeInput = BadgeInput;
export type CreatorHeroInput = {
  slug: string;
  primary: string;
  secondary: string;
  tertiary: string;
  motif: DishKind;
};
export type BannerImageInput = { slug: string; colors: string[] };
export type CollectionHeroInput = { slug: string; dishes: { dish: DishKind; colors: string[] }[] };

export const DISH_IMAGE_SIZE = { width: 1600, height: 1200 } as const;

/** JPEG flat-lay of one dish, default 1600×1200. */
export function renderDishImage(
  input: DishImageInput,
  size: { width: number; height: number } = DISH_IMAGE_SIZE,
): Promise<Buffer> {
  const width = Math.max(64, Math.round(size.width));
  const height = Math.max(64, Math.round(size.height));
  return dishImage(input, width, height);
}

/** PNG 512×512: a round badge in the creator's colours with the monogram and a motif. */
export function renderCreatorLogo(input: CreatorBadgeInput): Promise<Buffer> {
  return renderPng(logoSvg(input));
}

/** PNG 64×64: a simplified badge. */
export function renderFavicon(input: CreatorBadgeInput): Promise<Buffer> {
  return renderPng(faviconSvg(input));
}

/** JPEG 1920×800: kitchen-table banner in the creator's colours with several dishes. */
export function renderCreatorHero(input: CreatorHeroInput): Promise<Buffer> {
  return creatorHero(input, 1920, 800);
}

/** JPEG 800×400: a product shot (jar, bottle, can or box with a label) for sponsored banners. */
export function renderBannerImage(input: BannerImageInput): Promise<Buffer> {
  return sharp(Buffer.from(bannerSvg(input.slug, input.colors)))
    .jpeg(JPEG)
    .toBuffer();
}

/** JPEG 1600×900: up to four of the collection's dishes on one table. */
export function renderCollectionHero(input: CollectionHeroInput): Promise<Buffer> {
  return collectionHero(input, 1600, 900);
}
