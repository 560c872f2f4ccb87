import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { ApplicationScreen } from '@/components/creator-application/application-screen';
import { originFor } from '@/core/site';
import { creatorSite } from '@/core/sites';
import { requireUser } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata(metaTitle('BecomeCreator'));

/**
 * 'Become a creator' (issue 25 item 5), for a signed-in user (a visitor signs in first): the
 * application, or where it stands.
 */
export default async function BecomeCreatorPage({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, localePath(locale, '/account/become-creator'));
  // The creator site's address, its subdomain left to fill in as typed.
  const addressPattern = originFor(creatorSite('slug')).replace('//slug.', '//{slug}.');
  return (
    <ApplicationScreen
      addressPattern={addressPattern}
      locale={locale}
      creator={user.role === 'creator' ? (user.website?.name ?? null) : null}
    />
  );
}
