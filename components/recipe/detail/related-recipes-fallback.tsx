'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const RelatedRecipesRetry = lazy(() =>
  import('./related-recipes-retry').then((m) => ({ default: m.RelatedRecipesRetry })),
);

/**
 * The browser's second try at related recipes, loaded only when the server's first try failed:
 * it brings SWR and the API contract's schemas, which a recipe page otherwise does without.
 */
export function RelatedRecipesFallback(props: ComponentProps<typeof RelatedRecipesRetry>) {
  return (
    <Suspense fallback={null}>
      <RelatedRecipesRetry {...props} />
    </Suspense>
  );
}
