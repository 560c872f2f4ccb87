import { creatorHomeRoute } from '@/components/screens/creator-home';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

/** The creator's home on its own subdomain: its profile, collections and recipes in its colours. */
const { Page, generateMetadata } = creatorHomeRoute('creator');
export { Page as default, generateMetadata };
