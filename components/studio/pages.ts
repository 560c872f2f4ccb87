/* What the studio's pages (`app/[locale]/(main)/account/creator/…`) share: metadata, props, query. */
import 'server-only';
import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { slugSchema } from '@/core/contract/schemas';

/** The namespaces of the studio's pages, each with its page's `metaTitle`. */
type StudioPageNamespace =
  'Studio' | 'Studio.editor' | 'Studio.collectionEditor' | 'Studio.profile';

/** `generateMetadata` of a studio page: its namespace's `metaTitle`, as an account page. */
export const studioPageMetadata = (namespace: StudioPageNamespace) =>
  accountPageMetadata(metaTitle(namespace));

/**
 * The props of a studio page: the path's locale and the route's own `Params` (an `id`); the query
 * may name which of the user's creators the page is for (`?creator=`).
 */
export type StudioPageProps<Params = object> = {
  params: Promise<{ locale: string } & Params>;
  searchParams: Promise<{ creator?: string | string[] }>;
};

/** Which of the user's creators `?creator=` names, if it is a slug; the API decides the rest. */
export async function creatorParam(
  searchParams: StudioPageProps['searchParams'],
): Promise<string | undefined> {
  const creator = slugSchema.safeParse((await searchParams).creator);
  return creator.success ? creator.data : undefined;
}
