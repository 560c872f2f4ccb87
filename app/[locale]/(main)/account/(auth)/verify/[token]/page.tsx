import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { VerifyScreen } from '@/components/auth/auth-screen';
import { emailFromToken } from '@/components/auth/paths';
import { redirectIfSignedIn } from '@/lib/auth/guard';
import { pageLocale } from '@/lib/i18n/page';

// Spec §2: a signed-in visitor goes to the account instead (session cookies, every request).
export const dynamic = 'force-dynamic';

// The address is in the URL: links from this page tell other sites nothing of it.
export const generateMetadata = accountPageMetadata(metaTitle('Auth.verify'), {
  referrer: 'same-origin',
});

type Props = { params: Promise<{ locale: string; token: string }> };

export default async function VerifyPage({ params }: Props) {
  const locale = await pageLocale(params);
  await redirectIfSignedIn(locale);
  const { token } = await params;
  return <VerifyScreen locale={locale} email={emailFromToken(token)} />;
}
