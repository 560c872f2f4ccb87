import type { CatalogueItem, StoreProduct } from '../../core/grocery/catalogue-types';
import type { Db } from '../db/client';
import { groceryItems, groceryProducts } from '../db/schema';

/** Rows per insert: well under PostgreSQL's 65 535 parameters per statement. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * Loads a catalogue: the store-independent items, then each store's products. Idempotent (what is
 * there stays as it is), so it can run again over a seeded database. A real catalogue loads the
 * same way, from its own feed.
 */
export async function seedCatalogue(
  db: Db,
  items: readonly CatalogueItem[],
  products: readonly StoreProduct[],
): Promise<void> {
  for (const [n, rows] of chunks(items).entries())
    await db
      .insert(groceryItems)
      .values(
        rows.map((item, i) => ({
          position: n * CHUNK + i,
          key: item.key,
          nl: item.nl,
          en: item.en,
          aliases: item.aliases,
          category: item.category,
          pantry: item.pantry ?? false,
          packAmount: item.pack.amount,
          packUnit: item.pack.unit,
          priceCents: item.priceCents,
          perPiece: item.perPiece ?? null,
          densityGPerMl: item.densityGPerMl ?? null,
          brand: item.brand ?? null,
        })),
      )
      .onConflictDoNothing();
  for (const rows of chunks(products))
    await db
      .insert(groceryProducts)
      .values(
        rows.map((p) => ({
          store: p.store,
          itemKey: p.key,
          name: p.name,
          packAmount: p.pack.amount,
          packUnit: p.pack.unit,
          priceCents: p.priceCents,
        })),
      )
      .onConflictDoNothing();
}

/** Whether a catalogue is loaded (a database seeded before issue 15 has none). */
export async function hasCatalogue(db: Db): Promise<boolean> {
  const rows = await db.select({ key: groceryItems.key }).from(groceryItems).limit(1);
  return rows.length > 0;
}
