import 'server-only';
import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { requireUser } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';
import { SAVED_NAMESPACES, type SavedKind } from './kinds';
import { SavedRecipesScreen } from './saved-recipes-screen';

/**
 * The favourites or orders route (spec §2: login required): the guard as on the account page,
 * then the screen, whose list is the browser's (its cookie) and the user's (the API's).
 */
export function savedRecipesPage(kind: SavedKind) {
  return {
    generateMetadata: accountPageMetadata(metaTitle(SAVED_NAMESPACES[kind])),
    Page: async function SavedRecipesPage({ params }: { params: Promise<{ locale: string }> }) {
      const locale = await pageLocale(params);
      await requireUser(locale, localePath(locale, `/${kind}`));
      return <SavedRecipesScreen kind={kind} locale={locale} />;
    },
  };
}
