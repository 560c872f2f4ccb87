import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recipeTranslations, type Locale, type LocalizedText } from '../db/schema';

/** The text in `locale`, else in the fallback (the creator's original language), else any. */
export function pick(
  text: LocalizedText | undefined,
  locale: Locale,
  fallback: Locale,
): string | undefined {
  if (!text) return undefined;
  return text[locale] ?? text[fallback] ?? text.en ?? text.nl;
}

/** The recipes' published names in every language they have, by recipe id. */
export async function recipeNames(db: Db, ids: number[]): Promise<Map<number, LocalizedText>> {
  const byRecipe = new Map<number, LocalizedText>();
  if (ids.length === 0) return byRecipe;
  const rows = await db
    .select({
      id: recipeTranslations.recipeId,
      locale: recipeTranslations.locale,
      name: recipeTranslations.name,
    })
    .from(recipeTranslations)
    .where(inArray(recipeTranslations.recipeId, ids));
  for (const r of rows) byRecipe.set(r.id, { ...byRecipe.get(r.id), [r.locale]: r.name });
  return byRecipe;
}
