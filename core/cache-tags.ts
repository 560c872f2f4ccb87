/**
 * The cache tags of public data (design: "data functions are cached with tags, and publishing
 * revalidates the tags"). A public read is tagged with what it shows (lib/api/public.ts); a write
 * that changed what visitors see names the slugs it changed (the API's `changed`), and
 * `tagsOfChange` turns them into the tags to revalidate (lib/publishing/revalidate.ts); an edge
 * cache files pages under the same tags (./edge-keys.ts). Tags name content, never a host or a
 * locale: one revalidation reaches both hosts and both locales.
 */
import type { PublicChange } from './contract';

export const TAGS = {
  /** Every list of recipes: home, the recipe list, search, related recipes, sitemaps. */
  recipes: 'recipes',
  recipe: (slug: string) => `recipe:${slug}`,
  /** The creators grid and every list of creators. */
  creators: 'creators',
  creator: (slug: string) => `creator:${slug}`,
  collections: 'collections',
  collection: (slug: string) => `collection:${slug}`,
  /** The search filters' definitions. */
  filters: 'filters',
  /** An editors' page (issue 25) in both locales, on both hosts. */
  content: (page: string) => `content:${page}`,
} as const;

/** What to revalidate after `change`: the items themselves and the lists they appear in. */
export function tagsOfChange(change: PublicChange): string[] {
  const tags = new Set<string>();
  if (change.recipes.length > 0) tags.add(TAGS.recipes);
  for (const slug of change.recipes) tags.add(TAGS.recipe(slug));
  // The creators grid shows each creator's name, picture and number of recipes.
  if (change.creators.length > 0) tags.add(TAGS.creators);
  for (const slug of change.creators) tags.add(TAGS.creator(slug));
  if (change.collections.length > 0) tags.add(TAGS.collections);
  for (const slug of change.collections) tags.add(TAGS.collection(slug));
  for (const page of change.content ?? []) tags.add(TAGS.content(page));
  return [...tags];
}
