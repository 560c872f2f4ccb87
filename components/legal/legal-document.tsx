import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { CONTENT_PAGE_PATHS } from '@/core/contract';
import { contentTitle } from '@/core/content/document';
import type { WhiteLabelViewProps } from '@/components/content/content-page';
import { Blocks, HeadingText, headingText } from '@/components/content/markdown';
import { AnchorList } from './anchor-list';
import { LastUpdated, legalDocumentsMeta } from './legal-parts';
import styles from './legal.module.css';

/**
 * One legal document: title, last-updated date, table of contents, sections, links to the other
 * documents. On a creator's white-label site (`creatorName`) the titles take their variant.
 */
export async function LegalDocumentView({
  page,
  document: doc,
  locale,
  creatorName,
}: WhiteLabelViewProps) {
  const [t, others] = await Promise.all([
    getTranslations({ locale, namespace: 'Legal' }),
    legalDocumentsMeta(locale).then((all) => all.filter((other) => other.page !== page)),
  ]);
  return (
    <main className={styles.page}>
      <article className={styles.article} aria-labelledby="legal-title">
        <header className={styles.header}>
          <p className={styles.back}>
            <Link href={CONTENT_PAGE_PATHS.legal}>{t('backToOverview')}</Link>
          </p>
          <h1 id="legal-title" className={styles.title}>
            {contentTitle(doc.meta, creatorName)}
          </h1>
          <LastUpdated date={doc.meta.lastUpdated} locale={locale} />
        </header>
        <div className={styles.prose}>
          <Blocks blocks={doc.intro} />
        </div>
        <nav className={styles.toc} aria-labelledby="legal-toc">
          <h2 id="legal-toc" className={styles.tocTitle}>
            {t('onThisPage')}
          </h2>
          <AnchorList
            items={doc.sections.map((s) => ({ id: s.heading.id, heading: headingText(s.heading) }))}
            ordered
          />
        </nav>
        <div className={styles.prose}>
          {doc.sections.map((section) => (
            <section
              key={section.heading.id}
              aria-labelledby={section.heading.id}
              className={styles.section}
            >
              <h2 id={section.heading.id}>
                <HeadingText heading={section.heading} />
              </h2>
              <Blocks blocks={section.blocks} />
              {section.items.map((item) => (
                <section key={item.heading.id} aria-labelledby={item.heading.id}>
                  <h3 id={item.heading.id}>
                    <HeadingText heading={item.heading} />
                  </h3>
                  <Blocks blocks={item.blocks} />
                </section>
              ))}
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
                <li key={other.page}>
                  <Link href={CONTENT_PAGE_PATHS[other.page]}>
                    {contentTitle(other.meta, creatorName)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </footer>
      </article>
    </main>
  );
}
