import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/core/contract';
import { RichText } from '@/components/legal/rich-text';
import { howItWorksContent } from './content';
import styles from './info.module.css';

/** How it works: the steps for home cooks and for creators (#creators is linked from the menu). */
export async function HowItWorks({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HowItWorks' });
  const content = howItWorksContent(locale);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.lead}>
          <RichText blocks={content.intro} />
        </div>
      </header>
      {content.audiences.map((audience) => (
        <section
          key={audience.id}
          id={audience.id}
          aria-labelledby={`${audience.id}-heading`}
          className={styles.audience}
        >
          <h2 id={`${audience.id}-heading`} className={styles.sectionTitle}>
            {audience.heading}
          </h2>
          <p className={styles.sectionLead}>{audience.lead}</p>
          <ol className={styles.steps}>
            {audience.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <RichText blocks={step.body} />
              </li>
            ))}
          </ol>
        </section>
      ))}
      <div className={styles.notes}>
        {content.notes.map((note) => (
          <section
            key={note.id}
            id={note.id}
            aria-labelledby={`${note.id}-heading`}
            className={styles.note}
          >
            <h2 id={`${note.id}-heading`} className={styles.noteTitle}>
              {note.heading}
            </h2>
            <RichText blocks={note.blocks} />
          </section>
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
    </main>
  );
}
