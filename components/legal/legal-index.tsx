import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { CONTENT_PAGE_PATHS, LEGAL_DOCUMENTS } from '@/core/contract';
import { contentTitle } from '@/core/content/document';
import type { WhiteLabelViewProps } from '@/components/content/content-page';
import { formatLastUpdated, loadContent } from '@/components/content/load';
import { Blocks } from '@/components/content/markdown';
import styles from './legal.module.css';

/** The legal overview: its own text, then one card per document (its title and summary). */
export async function LegalIndex({ document: doc, locale, creatorName }: WhiteLabelViewProps) {
  const [t, docs] = await Promise.all([
    getTranslations({ locale, namespace: 'Legal' }),
    Promise.all(
      LEGAL_DOCUMENTS.map(async (page) => ({ page, meta: (await loadContent(page, locale)).meta })),
    ),
  ]);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{contentTitle(doc.meta, creatorName)}</h1>
        <div className={styles.lead}>
          <Blocks blocks={doc.intro} />
        </div>
        <p className={styles.updated}>
          <time dateTime={doc.meta.lastUpdated}>
            {t('lastUpdated', { date: formatLastUpdated(doc.meta.lastUpdated, locale) })}
          </time>
        </p>
      </header>
      <nav aria-label={t('navLabel')}>
        <ul className={styles.cards}>
          {docs.map(({ page, meta }) => (
            <li key={page} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link href={CONTENT_PAGE_PATHS[page]}>{contentTitle(meta, creatorName)}</Link>
              </h2>
              <p>{meta.summary}</p>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
