import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/core/contract';
import { LEGAL_SLUGS, legalDocument, type LegalDocument, type TitleVariant } from './content';
import { AnchorList } from './anchor-list';
import { RichText } from './rich-text';
import styles from './legal.module.css';

/** One legal document: title, last-updated date, table of contents, sections, sibling links. */
export async function LegalDocumentView({
  doc,
  locale,
  variant = 'main',
  creatorName,
}: {
  doc: LegalDocument;
  locale: Locale;
  variant?: TitleVariant;
  creatorName?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  const others = LEGAL_SLUGS.filter((slug) => slug !== doc.slug).map((slug) =>
    legalDocument(locale, slug),
  );
  return (
    <main className={styles.page}>
      <article className={styles.article} aria-labelledby="legal-title">
        <header className={styles.header}>
          <p className={styles.back}>
            <Link href="/legal">{t('backToOverview')}</Link>
          </p>
          <h1 id="legal-title" className={styles.title}>
            {doc.title(variant, creatorName)}
          </h1>
          <p className={styles.updated}>
            <time dateTime={doc.lastUpdated}>{t('lastUpdated')}</time>
          </p>
        </header>
        <div className={styles.prose}>
          <RichText blocks={doc.intro} />
        </div>
        <nav className={styles.toc} aria-labelledby="legal-toc">
          <h2 id="legal-toc" className={styles.tocTitle}>
            {t('onThisPage')}
          </h2>
          <AnchorList items={doc.sections} ordered />
        </nav>
        <div className={styles.prose}>
          {doc.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className={styles.section}>
              <h2 id={section.id}>{section.heading}</h2>
              <RichText blocks={section.blocks} />
            </section>
          ))}
        </div>
        <footer className={styles.footer}>
          <nav aria-labelledby="legal-others">
            <h2 id="legal-others" className={styles.tocTitle}>
              {t('otherDocuments')}
            </h2>
            <ul className={styles.otherList}>
              {others.map((other) => (
                <li key={other.slug}>
                  <Link href={`/legal/${other.slug}`}>{other.title(variant, creatorName)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </footer>
      </article>
    </main>
  );
}
