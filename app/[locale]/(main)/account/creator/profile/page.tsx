import { getTranslations } from 'next-intl/server';
import { accountPageMetadata } from '@/components/account/page-metadata';
import { ProfileEditor } from '@/components/studio/profile-editor';
import { slugSchema } from '@/core/contract/schemas';
import { originFor } from '@/core/site';
import { creatorSite } from '@/core/sites';
import { requireUser } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata(async (locale) =>
  (await getTranslations({ locale, namespace: 'Studio.profile' }))('metaTitle'),
);

/** The creator's profile and site (`?creator=`: which of the user's creators); the API decides. */
export default async function StudioProfilePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ creator?: string | string[] }>;
}) {
  const locale = await pageLocale(params);
  await requireUser(locale, localePath(locale, '/account/creator/profile'));
  const creator = slugSchema.safeParse((await searchParams).creator);
  // The creator site's address, its slug left to fill in once the profile is loaded.
  const addressPattern = originFor(creatorSite('slug')).replace('//slug.', '//{slug}.');
  return (
    <main>
      <ProfileEditor
        creator={creator.success ? creator.data : undefined}
        addressPattern={addressPattern}
      />
    </main>
  );
}
