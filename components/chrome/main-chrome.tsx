import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/core/contract';
import { BottomBar } from './bottom-bar';
import { siteConfig } from '@/core/site';
import { GROCERY_CLIENT_NAMESPACES } from '@/components/grocery/client-namespaces';
import { MainWidgetLoader } from '@/components/grocery/main-widget-loader';
import { ClientMessages } from '@/components/page/client-messages';
import { AccountIcon, HeartIcon, RecipesIcon, SearchIcon } from './icons';
import { LeavingSiteProvider } from './leaving-site';
import { MainFooter } from './main-footer';
import { MainHeaderGate } from './main-header-gate';
import { SkipLink } from './skip-link';
import styles from './chrome.module.css';

/**
 * Marketplace frame: skip link, headers and full-screen menu, footer, mobile bottom bar, the
 * leaving-site dialog and the grocery widget's loader (with the supermarket dialog's messages).
 * Rendered once per locale for everyone: what is personal (the signed-in user) the header's
 * client island reads from the `user` cookie, never the server.
 */
export async function MainChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Chrome' });
  const { rootDomain, groceryWidgetSrc } = siteConfig();
  return (
    <LeavingSiteProvider rootDomain={rootDomain}>
      <ClientMessages locale={locale} namespaces={GROCERY_CLIENT_NAMESPACES}>
        <SkipLink label={t('skipToContent')} />
        <MainHeaderGate />
        <div id="main-content" tabIndex={-1} className={styles.content}>
          {children}
        </div>
        <MainFooter locale={locale} />
        <BottomBar
          icons={{
            recipes: <RecipesIcon />,
            favourites: <HeartIcon />,
            search: <SearchIcon />,
            account: <AccountIcon />,
          }}
        />
        <MainWidgetLoader src={groceryWidgetSrc} />
      </ClientMessages>
    </LeavingSiteProvider>
  );
}
