import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { accountPageMetadata } from '@/components/account/page-metadata';
import { CollectionEditor } from '@/components/studio/collection-editor';
import { slugSchema } from '@/core/contract/schemas';
import { studioIdParam } from '@/core/contract/studio';
import { requireUser } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata(async (locale) =>
  (await getTranslations({ locale, namespace: 'Studio.collectionEditor' }))('metaTitle'),
);

/**
 * One collection in the studio's editor, or a new one (`new`, for `?creator=`); the API decides
 * whether it is the user's to edit.
 */
export default async function StudioCollectionPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ creator?: string | string[] }>;
}) {
  const locale = await pageLocale(params);
  const { id } = await params;
  if (id !== 'new' && !studioIdParam.safeParse(id).success) notFound();
  await requireUser(locale, localePath(locale, `/account/creator/collections/${id}`));
  const creator = slugSchema.safeParse((await searchParams).creator);
  return (
    <main>
      <CollectionEditor
        id={id === 'new' ? 'new' : Number(id)}
        creator={creator.success ? creator.data : undefined}
        locale={locale}
      />
    </main>
  );
}
