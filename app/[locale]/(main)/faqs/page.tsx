import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqList } from '@/components/info/faq-list';
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
  const t = await getTranslations({ locale, namespace: 'Faqs' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: '/faqs',
    title: meta('pageTitle', { page: t('metaTitle') }),
    description: t('metaDescription'),
    site: { kind: 'main' },
  });
}

export default async function FaqsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <FaqList locale={locale} />;
}
