import { CollectionEditor } from '@/components/studio/collection-editor';
import { creatorParam, studioPageMetadata, type StudioPageProps } from '@/components/studio/pages';
import { studioIdParam } from '@/core/contract/studio';
import { requireUserAt } from '@/lib/auth/guard';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = studioPageMetadata('Studio.collectionEditor');

/**
 * One collection in the studio's editor, or a new one (`new`, for `?creator=`); the API decides
 * whether it is the user's to edit.
 */
export default async function StudioCollectionPage({
  params,
  searchParams,
}: StudioPageProps<{ id: string }>) {
  const { locale, segment: id } = await requireUserAt(
    params,
    'id',
    (id) => id === 'new' || studioIdParam.safeParse(id).success,
    (id) => `/account/creator/collections/${id}`,
  );
  return (
    <main>
      <CollectionEditor
        id={id === 'new' ? 'new' : Number(id)}
        creator={await creatorParam(searchParams)}
        locale={locale}
      />
    </main>
  );
}
