import { notFound } from 'next/navigation';
import { CollectionEditor } from '@/components/studio/collection-editor';
import { creatorParam, studioPageMetadata, type StudioPageProps } from '@/components/studio/pages';
import { studioIdParam } from '@/core/contract/studio';
import { requireUser } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';

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
  const locale = await pageLocale(params);
  const { id } = await params;
  if (id !== 'new' && !studioIdParam.safeParse(id).success) notFound();
  await requireUser(locale, localePath(locale, `/account/creator/collections/${id}`));
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
