'use client';

import { NotFoundView } from '@/components/page/not-found-view';

/** Spec §2: a recipe that fails to load shows the not-found view (the failure is not cached). */
export default function CreatorRecipeError() {
  return <NotFoundView standalone={false} />;
}
