import { SavedRecipesLoading } from '@/components/favourites/saved-recipes-loading';

/** 'Orders' and its loading text while the server validates the session. */
export default function Loading() {
  return <SavedRecipesLoading kind="orders" />;
}
