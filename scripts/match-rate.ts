/**
 * `npx tsx scripts/match-rate.ts`: how much of the demo recipes the demo catalogue covers
 * (issue 15: at least 90 % of the seeded ingredient lines). Seeds a fresh PGlite in a temporary
 * directory, prices every visible seeded recipe at its own servings at every store in both
 * languages (the basket route's code, server/grocery/basket.ts), and prints per store and
 * language the share of lines matched to a product or recognised as pantry items, and the 20
 * foods most often left unmatched. Exits with 1 when a store and language is under the target.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseIngredient } from '../core/ingredients';
import { foodName } from '../core/grocery/food-name';
import { STORE_IDS, STORES, type StoreId } from '../core/grocery/stores';
import type { Locale } from '../core/contract';
import { demo, seedDemo } from '../demo/seed';
import { openDatabase } from '../server/db/client';
import { priceBasket } from '../server/grocery/basket';
import { MemoryMediaStore } from '../server/media/storage';

const TARGET = 0.9;
const LOCALES: readonly Locale[] = ['en', 'nl'];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zesty-match-rate-'));
const database = await openDatabase({ kind: 'pglite', dataDir: dir });
try {
  await seedDemo(database.db, new MemoryMediaStore(), { renderImages: false });
  const counts = new Map<string, { lines: number; covered: number }>();
  const unmatched = new Map<string, number>();
  let priced = 0;
  let skipped = 0;
  for (const recipe of demo.recipes) {
    for (const locale of LOCALES) {
      for (const store of STORE_IDS) {
        const basket = await priceBasket(database.db, {
          websiteId: 'match-rate',
          recipe: recipe.slug,
          servings: recipe.servings,
          exclude: [],
          store,
          locale,
        });
        if (!basket) {
          // A recipe of a creator that is switched off: no basket is ever priced for it.
          skipped += 1;
          continue;
        }
        priced += 1;
        const key = `${store} ${locale}`;
        const count = counts.get(key) ?? { lines: 0, covered: 0 };
        for (const line of basket.lines) {
          count.lines += 1;
          if (line.status !== 'unmatched') {
            count.covered += 1;
            continue;
          }
          // At the recipe's own servings the line is as written: its food as the matcher saw it.
          const food = foodName(parseIngredient(line.text, locale).rest, locale) || line.text;
          const label = `${food} (${locale})`;
          unmatched.set(label, (unmatched.get(label) ?? 0) + 1);
        }
        counts.set(key, count);
      }
    }
  }

  const recipes = priced / (LOCALES.length * STORE_IDS.length);
  console.log(
    `Match rate: (matched + pantry) / all lines, ${recipes} recipes at their own servings` +
      (skipped
        ? ` (${skipped / (LOCALES.length * STORE_IDS.length)} of disabled creators left out)`
        : ''),
  );
  console.log(`${'store'.padEnd(14)}${LOCALES.map((l) => l.padStart(16)).join('')}`);
  let below = false;
  for (const store of STORE_IDS as readonly StoreId[]) {
    const cells = LOCALES.map((locale) => {
      const c = counts.get(`${store} ${locale}`) ?? { lines: 0, covered: 0 };
      const rate = c.lines ? c.covered / c.lines : 0;
      if (rate < TARGET) below = true;
      return `${(rate * 100).toFixed(1)} % of ${c.lines}`.padStart(16);
    });
    console.log(`${STORES[store].name.padEnd(14)}${cells.join('')}`);
  }
  console.log('\nMost often unmatched (lines, over all stores and both languages):');
  for (const [food, n] of [...unmatched]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 20))
    console.log(`${String(n).padStart(5)}  ${food}`);
  if (below) {
    console.log(`\nUnder the target of ${TARGET * 100} % for at least one store and language.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
