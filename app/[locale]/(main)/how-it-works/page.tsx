import { HowItWorks } from '@/components/info/how-it-works';
import { staticPage } from '@/components/page/static-page';
import { messageTexts } from '@/lib/seo-main';

// Static content: rendered on first request, then served from the full-route cache.
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

const page = staticPage('/how-it-works', HowItWorks, messageTexts('HowItWorks'));
export const generateMetadata = page.generateMetadata;
export default page.StaticPage;
