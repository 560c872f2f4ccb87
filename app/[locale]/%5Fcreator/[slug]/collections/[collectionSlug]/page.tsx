import { creatorCollectionRoute } from '@/components/screens/creator-collection';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

/** A collection on the creator's own site: only that creator's collections exist here. */
const { Page, generateMetadata } = creatorCollectionRoute('creator');
export { Page as default, generateMetadata };
