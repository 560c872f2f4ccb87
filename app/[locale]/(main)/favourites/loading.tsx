import { SavedRecipesLoading } from '@/components/favourites/saved-recipes-loading';

/** 'Favourites' and its loading text while the server validates the session. */
export default function Loading() {
  return <SavedRecipesLoading kind="favourites" />;
}
