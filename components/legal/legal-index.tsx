import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/core/contract';
import { LEGAL_SLUGS, legalDocument, type TitleVariant } from './content';
import { LEGAL_FACTS } from './content/facts';
import styles from './legal.module.css';

/** The legal overview: one card per document. */
export async function LegalIndex({
  locale,
  variant = 'main',
  creatorName,
}: {
  locale: Locale;
  variant?: TitleVariant;
  creatorName?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  const docs = LEGAL_SLUGS.map((slug) => legalDocument(locale, slug));
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('intro')}</p>
        <p className={styles.updated}>
          <time dateTime={LEGAL_FACTS.lastUpdated}>{t('lastUpdated')}</time>
        </p>
      </header>
      <nav aria-label={t('navLabel')}>
        <ul className={styles.cards}>
          {docs.map((doc) => (
            <li key={doc.slug} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link href={`/legal/${doc.slug}`}>{doc.title(variant, creatorName)}</Link>
              </h2>
              <p>{doc.summary}</p>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
