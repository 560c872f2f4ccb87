import { getTranslations } from 'next-intl/server';
import { getCreators } from '@/lib/api/public';
import { WEBSITE_PAGE_SIZE } from '@/core/contract';
import { pageLocale } from '@/lib/i18n/page';
import { mainPageMetadata, messageTexts } from '@/lib/seo-main';
import { CreatorsGrid } from '@/components/creator/creators-grid';
import styles from '@/components/creator/creators-page.module.css';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string }>;

export const generateMetadata = mainPageMetadata('/creators', messageTexts('Creators'));

/** Creators list (spec §2): only zestyEnabled creators (the API leaves the others out). */
export default async function CreatorsPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const [t, initial] = await Promise.all([
    getTranslations({ locale, namespace: 'Creators' }),
    getCreators({ locale, page: 1, perPage: WEBSITE_PAGE_SIZE }),
  ]);
  return (
    <main className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
      </header>
      <CreatorsGrid locale={locale} initial={initial} />
    </main>
  );
}
