import { notFound } from 'next/navigation';
import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { authRoutes } from '@/components/auth/paths';
import { ContentEditor } from '@/components/editor/content-editor';
import { contentPageSchema } from '@/core/contract/content';
import { isLocale } from '@/core/locale';
import { requireUser } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; page: string; contentLocale: string }>;

export const generateMetadata = accountPageMetadata(metaTitle('Editor.page'));

/** One editors' page in one language, in the console's editor (issue 25). */
export default async function EditorPagePage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const { page: rawPage, contentLocale } = await params;
  const page = contentPageSchema.safeParse(rawPage);
  if (!page.success || !isLocale(contentLocale)) notFound();
  await requireUser(locale, localePath(locale, authRoutes.editorPage(page.data, contentLocale)));
  return (
    <main>
      <ContentEditor page={page.data} locale={contentLocale} />
    </main>
  );
}
