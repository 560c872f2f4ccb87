/**
 * The demo product catalogue (issue 15) and each store's range derived from it. Everything is
 * deterministic — a store's price, pack size and whether it stocks an item follow from a hash
 * of the store and the item key — so a seed, a test and the API always see the same shelves.
 */
import type { CatalogueItem, Pack, StoreProduct } from '../../../core/grocery/catalogue-types';
import { STORE_IDS, type StoreId } from '../../../core/grocery/stores';
import { BRANDS } from './catalogue-brands';
import { CHILLED } from './catalogue-chilled';
import { CONDIMENTS } from './catalogue-condiments';
import { DRY } from './catalogue-dry';
import { FRESH } from './catalogue-fresh';

/** House brands first: a generic recipe word resolves to the first item that claims it. */
export const CATALOGUE: CatalogueItem[] = [...FRESH, ...CHILLED, ...DRY, ...CONDIMENTS, ...BRANDS];

/** The house-brand prefix of each store ('AH Knoflook'). */
export const HOUSE_BRAND: Record<StoreId, string> = {
  'albert-heijn': 'AH',
  jumbo: 'Jumbo',
  plus: 'PLUS',
  coop: 'Coop',
};

/** A store's overall price level against Albert Heijn. */
export const PRICE_LEVEL: Record<StoreId, number> = {
  'albert-heijn': 1,
  jumbo: 0.97,
  plus: 1.02,
  coop: 1.04,
};

/** FNV-1a: a small, stable 32-bit hash (no Math.random, same answer on every machine). */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Pack sizes a store may carry instead of the usual one (a bigger or smaller jar or bag). */
const SIZES: Record<'g' | 'ml', readonly number[]> = {
  g: [50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000],
  ml: [100, 150, 200, 250, 330, 500, 750, 1000, 1500, 2000],
};

/** About one item in sixteen is packed differently at a given store. */
function storePack(store: StoreId, item: CatalogueItem): Pack {
  const { pack } = item;
  if (pack.unit === 'piece' || item.brand) return pack;
  const hash = stableHash(`pack:${store}:${item.key}`);
  if (hash % 16 !== 0) return pack;
  const sizes = SIZES[pack.unit];
  const at = sizes.indexOf(pack.amount);
  if (at < 0) return pack;
  const next = sizes[(hash >>> 4) % 2 === 0 ? at + 1 : at - 1] ?? sizes[at + 1] ?? sizes[at - 1];
  return next === undefined ? pack : { amount: next, unit: pack.unit };
}

/** Shelf prices end in 9 ('€1,29', '€0,69'); only the smallest stay exact. */
function shelfPrice(cents: number): number {
  if (cents < 30) return Math.max(5, Math.round(cents));
  return Math.round((cents + 1) / 10) * 10 - 1;
}

/**
 * The store's price of `item` in `pack`: the base price scaled to the pack (a bigger pack is a
 * little cheaper per gram), times the store's level and a ±8 % variation per item.
 */
function storePrice(store: StoreId, item: CatalogueItem, pack: Pack): number {
  const ratio = pack.amount / item.pack.amount;
  const scaled = item.priceCents * Math.pow(ratio, 0.85);
  const variation = ((stableHash(`price:${store}:${item.key}`) % 1601) - 800) / 10_000;
  return shelfPrice(scaled * PRICE_LEVEL[store] * (1 + variation));
}

/**
 * The store that does not stock `item`, if any: about one item in ten is missing at exactly one
 * store (so 2-3 % per store, and every item is sold somewhere).
 */
export function missingAt(item: CatalogueItem): StoreId | null {
  const hash = stableHash(`missing:${item.key}`);
  if (hash % 10 !== 0) return null;
  return STORE_IDS[(hash >>> 8) % STORE_IDS.length] ?? null;
}

/** One store's range, in catalogue order. */
export function storeCatalogue(store: StoreId): StoreProduct[] {
  return CATALOGUE.filter((item) => missingAt(item) !== store).map((item) => {
    const pack = storePack(store, item);
    return {
      store,
      key: item.key,
      name: item.brand ?? `${HOUSE_BRAND[store]} ${item.nl}`,
      pack,
      priceCents: storePrice(store, item, pack),
    };
  });
}
