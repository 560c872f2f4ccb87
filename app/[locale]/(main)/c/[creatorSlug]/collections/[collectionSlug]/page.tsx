import { creatorCollectionRoute } from '@/components/screens/creator-collection';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

/** A creator's collection on the marketplace. */
const { Page, generateMetadata } = creatorCollectionRoute('main');
export { Page as default, generateMetadata };
