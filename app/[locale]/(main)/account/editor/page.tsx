import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { EditorScreen } from '@/components/editor/editor-screen';
import { originFor } from '@/core/site';
import { creatorSite } from '@/core/sites';
import { requireUser } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata(metaTitle('Editor'));

/** The editor console's home (issue 25): the API decides who is an editor. */
export default async function EditorPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireUser(locale, localePath(locale, '/account/editor'));
  // A creator site's address (host and port), its subdomain left to fill in.
  const hostPattern = new URL(originFor(creatorSite('slug'))).host.replace(/^slug\./, '{slug}.');
  return <EditorScreen hostPattern={hostPattern} />;
}
