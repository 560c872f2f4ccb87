import { creatorHomeRoute } from '@/components/screens/creator-home';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

/** The creator's profile on the marketplace. */
const { Page, generateMetadata } = creatorHomeRoute('main');
export { Page as default, generateMetadata };
