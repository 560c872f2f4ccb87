import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/core/contract';
import { AnchorList } from '@/components/legal/anchor-list';
import { RichText } from '@/components/legal/rich-text';
import { faqContent } from './content';
import { InfoPage } from './info-page';
import styles from './info.module.css';

/**
 * FAQs as native <details>/<summary>: opens with Enter or Space, works without JavaScript,
 * and the browser's find-in-page reaches the closed answers.
 */
export async function FaqList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Faqs' });
  const content = faqContent(locale);
  return (
    <InfoPage title={t('title')} intro={content.intro}>
      <nav aria-label={t('topicsLabel')} className={styles.topics}>
        <AnchorList items={content.groups} />
      </nav>
      {content.groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className={styles.faqGroup}>
          <h2 id={group.id} className={styles.sectionTitle}>
            {group.heading}
          </h2>
          {group.items.map((item) => (
            <details key={item.id} id={`faq-${item.id}`} className={styles.faq}>
              <summary className={styles.question}>{item.question}</summary>
              <div className={styles.answer}>
                <RichText blocks={item.answer} />
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
