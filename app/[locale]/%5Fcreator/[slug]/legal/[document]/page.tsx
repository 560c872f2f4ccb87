import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { creatorContentPage } from '@/components/content/content-page';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { LEGAL_DOCUMENTS, type LegalDocumentPage } from '@/core/contract';

// Rendered on first request, then served from the full-route cache; publishing revalidates it.
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string; slug: string; document: string }>;

const routes = Object.fromEntries(
  LEGAL_DOCUMENTS.map((doc) => [doc, creatorContentPage(doc, LegalDocumentView)]),
) as Record<LegalDocumentPage, ReturnType<typeof creatorContentPage>>;

const isDocument = (value: string): value is LegalDocumentPage =>
  (LEGAL_DOCUMENTS as readonly string[]).includes(value);

/** A legal document on a creator's own site, with its white-label title (issue 25). */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { document } = await params;
  return isDocument(document) ? routes[document].generateMetadata({ params }) : {};
}

export default async function CreatorLegalDocument({ params }: { params: Params }) {
  const { document } = await params;
  if (!isDocument(document)) notFound();
  const Route = routes[document].ContentRoute;
  return <Route params={params} />;
}
