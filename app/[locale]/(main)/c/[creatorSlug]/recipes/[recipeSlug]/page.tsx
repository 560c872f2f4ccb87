import { creatorRecipeRoute } from '@/components/screens/creator-recipe';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

/** A recipe in its creator's scope: another creator's recipe is not found here. */
const { Page, generateMetadata } = creatorRecipeRoute('main');
export { Page as default, generateMetadata };
