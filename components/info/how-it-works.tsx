import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/core/contract';
import { RichText } from '@/components/legal/rich-text';
import { howItWorksContent } from './content';
import { InfoPage } from './info-page';
import styles from './info.module.css';

/** An audience's steps or a closing note: anchor `id`, titled by its h2 (`{id}-heading`). */
function HeadedSection({
  part,
  kind,
  children,
}: {
  part: { id: string; heading: string };
  kind: 'audience' | 'note';
  children: ReactNode;
}) {
  return (
    <section id={part.id} aria-labelledby={`${part.id}-heading`} className={styles[kind]}>
      <h2
        id={`${part.id}-heading`}
        className={kind === 'audience' ? styles.sectionTitle : styles.noteTitle}
      >
        {part.heading}
      </h2>
      {children}
    </section>
  );
}

/** How it works: the steps for home cooks and for creators (#creators is linked from the menu). */
export async function HowItWorks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HowItWorks' });
  const content = howItWorksContent(locale);
  return (
    <InfoPage title={t('title')} intro={content.intro}>
      {content.audiences.map((audience) => (
        <HeadedSection key={audience.id} part={audience} kind="audience">
          <p className={styles.sectionLead}>{audience.lead}</p>
          <ol className={styles.steps}>
            {audience.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <RichText blocks={step.body} />
              </li>
            ))}
          </ol>
        </HeadedSection>
      ))}
      <div className={styles.notes}>
        {content.notes.map((note) => (
          <HeadedSection key={note.id} part={note} kind="note">
            <RichText blocks={note.blocks} />
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
