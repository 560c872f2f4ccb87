import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HowItWorks } from '@/components/info/how-it-works';
import { isLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

// Static content: rendered on first request, then served from the full-route cache.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'HowItWorks' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: '/how-it-works',
    title: meta('pageTitle', { page: t('metaTitle') }),
    description: t('metaDescription'),
    site: { kind: 'main' },
  });
}

export default async function HowItWorksPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <HowItWorks locale={locale} />;
}
