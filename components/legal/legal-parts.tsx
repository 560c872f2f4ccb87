import { getTranslations } from 'next-intl/server';
import { LEGAL_DOCUMENTS, type Locale } from '@/core/contract';
import { formatLastUpdated, loadContent } from '@/components/content/load';
import styles from './legal.module.css';

/** The 'Last updated' line: the front matter's date, in the locale's long format. */
export async function LastUpdated({ date, locale }: { date: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  return (
    <p className={styles.updated}>
      <time dateTime={date}>{t('lastUpdated', { date: formatLastUpdated(date, locale) })}</time>
    </p>
  );
}

/** The legal documents' front matter (titles, summaries), in the index's order. */
export async function legalDocumentsMeta(locale: Locale) {
  return Promise.all(
    LEGAL_DOCUMENTS.map(async (page) => ({ page, meta: (await loadContent(page, locale)).meta })),
  );
}
