/**
 * A compact way to write the demo catalogue (issue 15): one call per product, aliases as one
 * '|'-separated string, the pack as a shelf label ('500 g', '1 l', '6 st'). The Dutch and
 * English names are aliases too, so they need not be repeated.
 */
import type { CatalogueItem, Pack } from '../../../core/grocery/catalogue-types';
import { normaliseFood } from '../../../core/grocery/food-name';

type Extra = Pick<CatalogueItem, 'perPiece' | 'densityGPerMl' | 'pantry' | 'brand'>;

const PACK_UNITS: Record<string, [Pack['unit'], number]> = {
  g: ['g', 1],
  kg: ['g', 1000],
  ml: ['ml', 1],
  cl: ['ml', 10],
  l: ['ml', 1000],
  st: ['piece', 1],
};

/** '500 g', '1,5 kg', '1 l', '6 st' → a pack in grams, millilitres or pieces. */
export function parsePack(label: string): Pack {
  const m = /^(\d+(?:[.,]\d+)?)\s*(g|kg|ml|cl|l|st)$/.exec(label.trim());
  const unit = m?.[2] ? PACK_UNITS[m[2]] : undefined;
  if (!m?.[1] || !unit) throw new Error(`Bad pack label: ${label}`);
  return {
    amount: Math.round(Number(m[1].replace(',', '.')) * unit[1] * 1000) / 1000,
    unit: unit[0],
  };
}

/** A name as an alias: lowercase, without a bracketed note ('Palmsuiker (goela djawa)'). */
function nameAlias(name: string): string {
  return normaliseFood(name.replace(/\([^)]*\)/g, ' '));
}

/**
 * A shelf of products sharing a category and defaults (spices are measured by the spoon at
 * about half a gram per millilitre).
 */
export function shelf(category: string, defaults: Extra = {}) {
  return (
    key: string,
    nl: string,
    en: string,
    aliases: string,
    pack: string,
    priceCents: number,
    extra: Extra = {},
  ): CatalogueItem => {
    const all = [nameAlias(nl), nameAlias(en), ...aliases.split('|').map(normaliseFood)];
    return {
      key,
      nl,
      en,
      aliases: [...new Set(all.filter(Boolean))],
      pack: parsePack(pack),
      priceCents,
      category,
      ...defaults,
      ...extra,
    };
  };
}
