import { creatorRecipeRoute } from '@/components/screens/creator-recipe';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

/** A recipe on a creator's own site: only that creator's recipes exist here (spec §2). */
const { Page, generateMetadata } = creatorRecipeRoute('creator');
export { Page as default, generateMetadata };
