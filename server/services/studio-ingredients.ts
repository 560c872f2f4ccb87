import type { IngredientPreview } from '../../core/contract';
import { foodName } from '../../core/grocery/food-name';
import { parseIngredient } from '../../core/ingredients';
import type { Locale } from '../../core/locale';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tags } from '../db/schema';
import { matchFoods } from '../grocery/match';
import { pick } from './localize';

/**
 * The studio's ingredient preview: each line read as the grocery widget will read it once the
 * recipe is published (the same parser, product words and catalogue match as the basket), so a
 * creator sees at once what Zesty understands and which line it cannot read.
 */
export async function previewIngredients(
  db: Db,
  locale: Locale,
  lines: readonly string[],
): Promise<IngredientPreview[]> {
  const read = lines.map((line) => {
    const parsed = parseIngredient(line, locale);
    return { line, parsed, food: foodName(parsed.rest, locale) };
  });
  const items = await matchFoods(
    db,
    read.map((r) => r.food).filter((f) => f !== ''),
  );
  return read.map(({ line, parsed, food }) => {
    const item = (food && items.get(food)) || null;
    return {
      line,
      quantity: parsed.quantity,
      unit: parsed.unitText,
      food,
      match: item ? { key: item.key, name: item[locale], pantry: item.pantry === true } : null,
    };
  });
}

/** The tags a recipe can carry (publishing refuses any other), named in `locale`. */
export async function studioTags(db: Db, locale: Locale) {
  const rows = await db.select().from(tags).orderBy(asc(tags.key));
  return rows.map((r) => ({ key: r.key, name: pick(r.name, locale, 'en') ?? r.key }));
}
