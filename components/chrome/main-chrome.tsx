import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/api/contract';

/** Marketplace frame: headers, menu, bottom bar and footer. */
export async function MainChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  return (
    <>
      <div id="main-content">{children}</div>
      <footer className="container">
        <small>{t('copyright')}</small>
      </footer>
    </>
  );
}
