import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteAccessScreen } from '@/components/site-access/site-access-screen';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { siteConfig } from '@/lib/site';

// Depends only on the locale and the environment: cacheable like any public page.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'SiteAccess' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    ...pageMetadata({
      locale,
      path: '/site-access',
      title: meta('pageTitle', { page: t('title') }),
      description: t('description'),
      site: { kind: 'main' },
    }),
    // A gate screen is nothing to find in a search engine.
    robots: { index: false, follow: true },
  };
}

export default async function SiteAccessPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <SiteAccessScreen locale={locale} gate={siteConfig().siteAccessGate} />;
}
