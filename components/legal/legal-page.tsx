import { staticPage } from '@/components/page/static-page';
import type { Locale } from '@/core/contract';
import { legalDocument, type LegalSlug } from './content';
import { LegalDocumentView } from './legal-document';

/** The three legal documents share one page: metadata and view for the given document. */
export function legalPage(slug: LegalSlug) {
  function Document({ locale }: { locale: Locale }) {
    return <LegalDocumentView doc={legalDocument(locale, slug)} locale={locale} />;
  }
  const page = staticPage(`/legal/${slug}`, Document, async (locale) => {
    const doc = legalDocument(locale, slug);
    return { title: doc.title('main'), description: doc.summary };
  });
  return { generateMetadata: page.generateMetadata, LegalPage: page.StaticPage };
}
