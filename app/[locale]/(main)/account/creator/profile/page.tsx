import { ProfileEditor } from '@/components/studio/profile-editor';
import { creatorParam, studioPageMetadata, type StudioPageProps } from '@/components/studio/pages';
import { originFor } from '@/core/site';
import { creatorSite } from '@/core/sites';
import { requireUser } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = studioPageMetadata('Studio.profile');

/** The creator's profile and site (`?creator=`: which of the user's creators); the API decides. */
export default async function StudioProfilePage({ params, searchParams }: StudioPageProps) {
  const locale = await pageLocale(params);
  await requireUser(locale, localePath(locale, '/account/creator/profile'));
  const creator = await creatorParam(searchParams);
  // The creator site's address, its slug left to fill in once the profile is loaded.
  const addressPattern = originFor(creatorSite('slug')).replace('//slug.', '//{slug}.');
  return (
    <main>
      <ProfileEditor creator={creator} addressPattern={addressPattern} />
    </main>
  );
}
