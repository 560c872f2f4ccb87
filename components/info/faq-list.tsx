import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { AnchorList } from '@/components/legal/anchor-list';
import type { ContentViewProps } from '@/components/content/content-page';
import { Blocks, HeadingText, headingText } from '@/components/content/markdown';
import { InfoPage } from './info-page';
import styles from './info.module.css';

/**
 * FAQs: each `##` section a topic, each `###` in it a question, as native <details>/<summary>:
 * opens with Enter or Space, works without JavaScript, and the browser's find-in-page reaches the
 * closed answers.
 */
export async function FaqList({ document: doc, locale }: ContentViewProps) {
  const t = await getTranslations({ locale, namespace: 'Faqs' });
  return (
    <InfoPage title={doc.meta.title} intro={doc.intro}>
      <nav aria-label={t('topicsLabel')} className={styles.topics}>
        <AnchorList
          items={doc.sections.map((s) => ({ id: s.heading.id, heading: headingText(s.heading) }))}
        />
      </nav>
      {doc.sections.map((group) => (
        <section
          key={group.heading.id}
          aria-labelledby={group.heading.id}
          className={styles.faqGroup}
        >
          <h2 id={group.heading.id} className={styles.sectionTitle}>
            <HeadingText heading={group.heading} />
          </h2>
          <Blocks blocks={group.blocks} />
          {group.items.map((item) => (
            <details key={item.heading.id} id={`faq-${item.heading.id}`} className={styles.faq}>
              <summary className={styles.question}>
                <HeadingText heading={item.heading} />
              </summary>
              <div className={styles.answer}>
                <Blocks blocks={item.blocks} />
              </div>
            </details>
          ))}
        </section>
      ))}
      <p className={styles.ctaLinks}>
        <Link href="/how-it-works" className={styles.buttonSecondary}>
          {t('howItWorksLink')}
        </Link>
      </p>
    </InfoPage>
  );
}
