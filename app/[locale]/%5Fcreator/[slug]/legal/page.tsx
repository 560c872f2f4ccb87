import { creatorContentPage } from '@/components/content/content-page';
import { LegalIndex } from '@/components/legal/legal-index';

// Rendered on first request, then served from the full-route cache; publishing revalidates it.
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

/** The legal overview on a creator's own site, with the white-label titles (issue 25). */
const page = creatorContentPage('legal', LegalIndex);
export const generateMetadata = page.generateMetadata;
export default page.ContentRoute;
