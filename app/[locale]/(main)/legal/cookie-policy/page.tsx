import { legalPage } from '@/components/legal/legal-page';

// Static content: rendered on first request, then served from the full-route cache.
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

const page = legalPage('cookie-policy');
export const generateMetadata = page.generateMetadata;
export default page.LegalPage;
