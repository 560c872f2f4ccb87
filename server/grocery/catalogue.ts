import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GroceryProduct, Locale } from '../../core/contract';
import type { Pack, PackUnit } from '../../core/grocery/catalogue-types';
import { STORE_IDS, STORES, type StoreId } from '../../core/grocery/stores';
import type { Db } from '../db/client';
import { groceryItems, groceryProducts } from '../db/schema';
import { searchWords } from '../search/understand';

const decimal = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { maximumFractionDigits: 2 }).format(
    value,
  );

/** A pack as a shelf label: '500 g', '1,5 kg', '330 ml', '1 l', '4 stuks' / '4 pieces'. */
export function sizeLabel(pack: Pack, locale: Locale): string {
  const { amount, unit } = pack;
  if (unit === 'piece') {
    const one = amount === 1;
    const word = locale === 'nl' ? (one ? 'stuk' : 'stuks') : one ? 'piece' : 'pieces';
    return `${decimal(amount, locale)} ${word}`;
  }
  if (amount >= 1000) return `${decimal(amount / 1000, locale)} ${unit === 'g' ? 'kg' : 'l'}`;
  return `${decimal(amount, locale)} ${unit}`;
}

export type StoreProductRow = {
  id: number;
  store: StoreId;
  itemKey: string;
  name: string;
  pack: Pack;
  priceCents: number;
};

/** A product as a basket line shows it (`url`: the product at the store's own site). */
export function basketProduct(p: StoreProductRow, locale: Locale): Omit<GroceryProduct, 'store'> {
  return {
    id: p.id,
    name: p.name,
    sizeLabel: sizeLabel(p.pack, locale),
    priceCents: p.priceCents,
    url: STORES[p.store].searchUrl(p.name),
  };
}

/** The wire form of a product in a store's product list. */
export const productOnWire = (p: StoreProductRow, locale: Locale): GroceryProduct => ({
  ...basketProduct(p, locale),
  store: p.store,
});

const productColumns = {
  id: groceryProducts.id,
  store: groceryProducts.store,
  itemKey: groceryProducts.itemKey,
  name: groceryProducts.name,
  packAmount: groceryProducts.packAmount,
  packUnit: groceryProducts.packUnit,
  priceCents: groceryProducts.priceCents,
};

type ProductSelect = {
  id: number;
  store: StoreId;
  itemKey: string;
  name: string;
  packAmount: number;
  packUnit: PackUnit;
  priceCents: number;
};

const toProduct = ({ packAmount, packUnit, ...rest }: ProductSelect): StoreProductRow => ({
  ...rest,
  pack: { amount: packAmount, unit: packUnit },
});

/** The four stores, in their fixed order, with how many products each has. */
export async function storeSummaries(
  db: Db,
): Promise<{ id: StoreId; name: string; productCount: number }[]> {
  const rows = await db
    .select({ store: groceryProducts.store, n: count() })
    .from(groceryProducts)
    .groupBy(groceryProducts.store);
  const counts = new Map(rows.map((r) => [r.store, r.n]));
  return STORE_IDS.map((id) => ({ id, name: STORES[id].name, productCount: counts.get(id) ?? 0 }));
}

/**
 * A page of one store's products: all of them by name, or those matching `q` — its words in the
 * item's names and aliases (Dutch and English full-text search), or the product's own name
 * containing the term or close to it (pg_trgm) — best first.
 */
export async function searchProducts(
  db: Db,
  store: StoreId,
  q: string | undefined,
  page: number,
  perPage: number,
): Promise<{ products: StoreProductRow[]; total: number }> {
  const term = q?.trim() ?? '';
  let match: SQL | undefined;
  let score: SQL | undefined;
  if (term) {
    // A term with no searchable word (punctuation only) matches nothing.
    if (!searchWords(term).length) return { products: [], total: 0 };
    const query = sql`(plainto_tsquery('dutch'::regconfig, ${term}) || plainto_tsquery('english'::regconfig, ${term}))`;
    match = sql`(${groceryItems.search} @@ ${query}
      OR strpos(lower(${groceryProducts.name}), lower(${term})) > 0
      OR ${term} <% ${groceryProducts.name})`;
    score = sql`ts_rank(${groceryItems.search}, ${query}) + word_similarity(${term}, ${groceryProducts.name})`;
  }
  const where = and(eq(groceryProducts.store, store), match);
  const [rows, [counted]] = await Promise.all([
    db
      .select(productColumns)
      .from(groceryProducts)
      .innerJoin(groceryItems, eq(groceryItems.key, groceryProducts.itemKey))
      .where(where)
      .orderBy(
        ...(score ? [sql`${score} DESC`] : []),
        asc(groceryProducts.name),
        asc(groceryProducts.id),
      )
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(groceryProducts)
      .innerJoin(groceryItems, eq(groceryItems.key, groceryProducts.itemKey))
      .where(where),
  ]);
  return { products: rows.map(toProduct), total: counted?.n ?? 0 };
}

/** Every store's product for each item key: key → store → product (a store may lack an item). */
export async function productsOfItems(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, Map<StoreId, StoreProductRow>>> {
  const out = new Map<string, Map<StoreId, StoreProductRow>>();
  if (!keys.length) return out;
  const rows = await db
    .select(productColumns)
    .from(groceryProducts)
    .where(inArray(groceryProducts.itemKey, [...new Set(keys)]));
  for (const row of rows) {
    const product = toProduct(row);
    const byStore = out.get(product.itemKey) ?? new Map<StoreId, StoreProductRow>();
    byStore.set(product.store, product);
    out.set(product.itemKey, byStore);
  }
  return out;
}
