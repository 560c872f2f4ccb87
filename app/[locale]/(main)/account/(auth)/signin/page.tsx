import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { SignInScreen } from '@/components/auth/auth-screen';
import { redirectIfSignedIn } from '@/lib/auth/guard';
import { socialProviders } from '@/lib/auth/upstream';
import { pageLocale } from '@/lib/i18n/page';
import { siteConfig } from '@/core/site';

// Spec §2: a signed-in visitor goes to the account instead, so this reads the session cookies on
// every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata(metaTitle('Auth.signIn'));

export default async function SignInPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await redirectIfSignedIn(locale);
  return (
    <SignInScreen
      locale={locale}
      providers={await socialProviders()}
      origin={siteConfig().siteUrl.origin}
    />
  );
}
