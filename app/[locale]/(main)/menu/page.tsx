import { getTranslations } from 'next-intl/server';
import { MenuPage } from '@/components/menu/menu-page';
import { MAIN_SITE } from '@/core/sites';
import { pageLocale } from '@/lib/i18n/page';
import { mainPageMetadata } from '@/lib/seo-main';

// The same shell for everyone: the menu itself is the browser's (or the account's).
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

export const generateMetadata = mainPageMetadata(
  '/menu',
  async (locale) => {
    const t = await getTranslations({ locale, namespace: 'WeekMenu' });
    return { title: t('metaTitle'), description: t('description') };
  },
  { index: false },
);

/** The week menu (issue 28). */
export default async function WeekMenuPage({ params }: { params: Promise<{ locale: string }> }) {
  return <MenuPage locale={await pageLocale(params)} site={MAIN_SITE} />;
}
