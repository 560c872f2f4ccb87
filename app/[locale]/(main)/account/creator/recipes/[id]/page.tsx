import { RecipeEditor } from '@/components/studio/recipe-editor';
import { studioPageMetadata } from '@/components/studio/pages';
import { studioIdParam } from '@/core/contract/studio';
import { requireUserAt } from '@/lib/auth/guard';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = studioPageMetadata('Studio.editor');

/** One recipe in the studio's editor; the API decides whether it is the user's to edit. */
export default async function StudioRecipePage({
  params,
}: {
  params: Promise<{ locale: string; id: string }>;
}) {
  const { locale, segment: id } = await requireUserAt(
    params,
    'id',
    (id) => studioIdParam.safeParse(id).success,
    (id) => `/account/creator/recipes/${id}`,
  );
  return (
    <main>
      <RecipeEditor id={Number(id)} locale={locale} />
    </main>
  );
}
