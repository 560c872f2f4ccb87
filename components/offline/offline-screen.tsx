import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/core/locale';
import { ClientMessages } from '@/components/page/client-messages';
import { KeptRecipes } from './kept-recipes';
import styles from './offline.module.css';

/**
 * The offline page (issue 28): what the service worker shows for a page it has not kept while
 * the network is gone. It says so, lists the recipes that can be read offline (the pages kept
 * on this device), and offers to try again.
 */
export async function OfflineScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <ClientMessages locale={locale} namespaces={['Offline']}>
        <KeptRecipes />
      </ClientMessages>
    </main>
  );
}
