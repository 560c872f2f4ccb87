import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { SignUpScreen } from '@/components/auth/auth-screen';
import { EMAIL_MAX_LENGTH } from '@/components/auth/paths';
import { redirectIfSignedIn } from '@/lib/auth/guard';
import { socialProviders } from '@/lib/auth/upstream';
import { pageLocale } from '@/lib/i18n/page';
import { siteConfig } from '@/core/site';

// Spec §2: a signed-in visitor goes to the account instead (session cookies, every request).
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata(metaTitle('Auth.signUp'));

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function SignUpPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await redirectIfSignedIn(locale);
  // Spec §2: `?e=` prefills the e-mail (sign in sends an unknown address here). Only a plain value.
  const { e } = await searchParams;
  const email = typeof e === 'string' ? e.trim().slice(0, EMAIL_MAX_LENGTH) : '';
  return (
    <SignUpScreen
      locale={locale}
      email={email}
      providers={await socialProviders()}
      origin={siteConfig().siteUrl.origin}
    />
  );
}
