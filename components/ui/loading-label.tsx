'use client';

import { useTranslations } from 'next-intl';

export type LoadingText =
  | 'Common.loading'
  | 'Recipe.loading'
  | 'Recipes.loading'
  | 'Creators.loading'
  | 'Collection.loading';

/** The loading text of a route's loading view, in the page's locale (see loading-screen.tsx). */
export function LoadingLabel({ text }: { text: LoadingText }) {
  return useTranslations()(text);
}
