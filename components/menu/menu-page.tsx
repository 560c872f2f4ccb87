import { Suspense } from 'react';
import type { Locale } from '@/core/locale';
import type { Site } from '@/core/sites';
import { ClientMessages } from '@/components/page/client-messages';
import { MenuScreen } from './menu-screen';

/**
 * The week menu's page on either kind of site: one shell for everyone (the menu is the
 * browser's, or the account's, read after hydration), so it is cached like any public page.
 * `zestyMenu`: on a creator's site, Zesty's menu page its menu can be handed to.
 */
export function MenuPage({
  locale,
  site,
  zestyMenu,
}: {
  locale: Locale;
  site: Site;
  zestyMenu?: string;
}) {
  return (
    <ClientMessages locale={locale} namespaces={['WeekMenu']}>
      {/* A menu link's query is read in the browser: the shell stays one for all links. */}
      <Suspense fallback={null}>
        <MenuScreen locale={locale} site={site} zestyMenu={zestyMenu} />
      </Suspense>
    </ClientMessages>
  );
}
