import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { CONTENT_PAGE_PATHS } from '@/core/contract';
import { contentTitle } from '@/core/content/document';
import type { WhiteLabelViewProps } from '@/components/content/content-page';
import { Blocks } from '@/components/content/markdown';
import { LastUpdated, legalDocumentsMeta } from './legal-parts';
import styles from './legal.module.css';

/** The legal overview: its own text, then one card per document (its title and summary). */
export async function LegalIndex({ document: doc, locale, creatorName }: WhiteLabelViewProps) {
  const [t, docs] = await Promise.all([
    getTranslations({ locale, namespace: 'Legal' }),
    legalDocumentsMeta(locale),
  ]);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{contentTitle(doc.meta, creatorName)}</h1>
        <div className={styles.lead}>
          <Blocks blocks={doc.intro} />
        </div>
        <LastUpdated date={doc.meta.lastUpdated} locale={locale} />
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
