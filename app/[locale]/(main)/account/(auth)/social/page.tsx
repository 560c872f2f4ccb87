import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { SocialLandingScreen } from '@/components/auth/auth-screen';
import { pageLocale } from '@/lib/i18n/page';

// The same shell for everyone: the login token is in the fragment, which only the browser sees.
// So it reads no cookies and is cached like any public page.
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

export const generateMetadata = accountPageMetadata(metaTitle('Auth.token'));

export default async function SocialLoginPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  return <SocialLandingScreen />;
}
