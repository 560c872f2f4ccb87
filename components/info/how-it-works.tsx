import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { ContentSection } from '@/core/content/document';
import type { ContentViewProps } from '@/components/content/content-page';
import { Blocks, HeadingText } from '@/components/content/markdown';
import { InfoPage } from './info-page';
import styles from './info.module.css';

/** An audience's steps or a closing note: anchor `id`, titled by its h2 (`{id}-heading`). */
function HeadedSection({
  section,
  kind,
  children,
}: {
  section: ContentSection;
  kind: 'audience' | 'note';
  children: ReactNode;
}) {
  const { id } = section.heading;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles[kind]}>
      <h2
        id={`${id}-heading`}
        className={kind === 'audience' ? styles.sectionTitle : styles.noteTitle}
      >
        <HeadingText heading={section.heading} />
      </h2>
      {children}
    </section>
  );
}

/**
 * How it works: a section with `###` steps is an audience (home cooks, creators: its opening
 * paragraph is the lead, its steps a numbered list); one without is a closing note.
 */
export async function HowItWorks({ document: doc, locale }: ContentViewProps) {
  const t = await getTranslations({ locale, namespace: 'HowItWorks' });
  const audiences = doc.sections.filter((s) => s.items.length > 0);
  const notes = doc.sections.filter((s) => s.items.length === 0);
  return (
    <InfoPage title={doc.meta.title} intro={doc.intro}>
      {audiences.map((audience) => (
        <HeadedSection key={audience.heading.id} section={audience} kind="audience">
          <div className={styles.sectionLead}>
            <Blocks blocks={audience.blocks} />
          </div>
          <ol className={styles.steps}>
            {audience.items.map((step) => (
              <li key={step.heading.id} className={styles.step}>
                <h3 className={styles.stepTitle}>
                  <HeadingText heading={step.heading} />
                </h3>
                <Blocks blocks={step.blocks} />
              </li>
            ))}
          </ol>
        </HeadedSection>
      ))}
      <div className={styles.notes}>
        {notes.map((note) => (
          <HeadedSection key={note.heading.id} section={note} kind="note">
            <Blocks blocks={note.blocks} />
          </HeadedSection>
        ))}
      </div>
      <aside className={styles.cta} aria-labelledby="more-questions">
        <h2 id="more-questions" className={styles.noteTitle}>
          {t('moreQuestions')}
        </h2>
        <p className={styles.ctaLinks}>
          <Link href="/faqs" className={styles.buttonSecondary}>
            {t('faqLink')}
          </Link>
          <Link href="/recipes" className={styles.button}>
            {t('cta')}
          </Link>
        </p>
      </aside>
    </InfoPage>
  );
}
