import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { legalDocument, type LegalSlug } from './content';
import { LegalDocumentView } from './legal-document';

type Props = { params: Promise<{ locale: string }> };

/** The three legal documents share one page: metadata and view for the given document. */
export function legalPage(slug: LegalSlug) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const doc = legalDocument(locale, slug);
    const meta = await getTranslations({ locale, namespace: 'Metadata' });
    return pageMetadata({
      locale,
      path: `/legal/${slug}`,
      title: meta('pageTitle', { page: doc.title('main') }),
      description: doc.summary,
      site: { kind: 'main' },
    });
  }

  async function LegalPage({ params }: Props) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    return <LegalDocumentView doc={legalDocument(locale, slug)} locale={locale} />;
  }

  return { generateMetadata, LegalPage };
}
