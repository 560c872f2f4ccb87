import { AccountScreen } from '@/components/account/account-screen';
import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { requireUser } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata(metaTitle('Account'));

/**
 * The creator-mode switch is "dev only" (spec §2, §6): it is rendered in development builds
 * (`next dev`, tests), never in a production build, where 'Manage Food Creator Profile' simply
 * follows the user's role.
 */
const SHOW_CREATOR_SWITCH = process.env.NODE_ENV !== 'production';

export default async function AccountPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, localePath(locale, '/account'));
  return (
    <AccountScreen
      showCreatorSwitch={SHOW_CREATOR_SWITCH}
      user={{
        name: user.name,
        username: user.username,
        image: user.image,
        role: user.role,
        creatorSlug: user.role === 'creator' ? (user.website?.slug ?? null) : null,
      }}
    />
  );
}
