import { studioPageMetadata } from '@/components/studio/pages';
import { StudioScreen } from '@/components/studio/studio-screen';
import { requireUser } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = studioPageMetadata('Studio');

/**
 * The creator studio's home. The page only requires a session; whether the user may use the
 * studio, and for which creators, the API decides on every call (a plain user is told so).
 */
export default async function StudioPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireUser(locale, localePath(locale, '/account/creator'));
  return <StudioScreen locale={locale} />;
}
