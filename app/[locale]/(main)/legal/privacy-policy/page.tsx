import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { legalDocument } from '@/components/legal/content';
import { LegalDocumentView } from '@/components/legal/legal-document';
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
  const doc = legalDocument(locale, 'privacy-policy');
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: '/legal/privacy-policy',
    title: meta('pageTitle', { page: doc.title('main') }),
    description: doc.summary,
    site: { kind: 'main' },
  });
}

export default async function PrivacyPolicyPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <LegalDocumentView doc={legalDocument(locale, 'privacy-policy')} locale={locale} />;
}
