import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/api/contract';
import { BottomBar } from './bottom-bar';
import { siteConfig } from '@/lib/site';
import { LeavingSiteProvider } from './leaving-site';
import { MainFooter } from './main-footer';
import type { ChromeUser } from './main-header';
import { MainHeaderGate } from './main-header-gate';
import { SkipLink } from './skip-link';
import styles from './chrome.module.css';

/**
 * Marketplace frame: skip link, headers and full-screen menu, footer, mobile bottom bar and the
 * leaving-site dialog. Rendered once per locale for everyone: what is personal (the signed-in
 * user) is passed in by a client island, never read from cookies here.
 */
export async function MainChrome({
  locale,
  children,
  signedInUser = null,
}: {
  locale: Locale;
  children: ReactNode;
  /** The signed-in user for the header's avatar; null shows the 'Sign In' link. */
  signedInUser?: ChromeUser | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Chrome' });
  return (
    <LeavingSiteProvider rootDomain={siteConfig().rootDomain}>
      <SkipLink label={t('skipToContent')} />
      <MainHeaderGate signedInUser={signedInUser} />
      <div id="main-content" tabIndex={-1} className={styles.content}>
        {children}
      </div>
      <MainFooter locale={locale} />
      <BottomBar />
    </LeavingSiteProvider>
  );
}
