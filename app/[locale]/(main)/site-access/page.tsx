import { getTranslations } from 'next-intl/server';
import { SiteAccessScreen } from '@/components/site-access/site-access-screen';
import { pageLocale } from '@/lib/i18n/page';
import { mainPageMetadata } from '@/lib/seo-main';
import { siteConfig } from '@/core/site';

// Depends only on the locale and the environment: cacheable like any public page.
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Props = { params: Promise<{ locale: string }> };

// A gate screen is nothing to find in a search engine.
export const generateMetadata = mainPageMetadata(
  '/site-access',
  async (locale) => {
    const t = await getTranslations({ locale, namespace: 'SiteAccess' });
    return { title: t('title'), description: t('description') };
  },
  { index: false },
);

export default async function SiteAccessPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <SiteAccessScreen locale={locale} gate={siteConfig().siteAccessGate} />;
}
