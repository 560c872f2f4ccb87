import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { SettingsScreen } from '@/components/account/settings-screen';
import { requireUser } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata(metaTitle('Account.settingsPage'));

export default async function SettingsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await requireUser(locale, localePath(locale, '/account/settings'));
  return <SettingsScreen locale={locale} />;
}
