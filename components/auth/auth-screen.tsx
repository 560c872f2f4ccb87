import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { SocialProvider } from '@/core/contract/auth';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/core/locale';
import { EmailForm } from './email-form';
import { OtpForm } from './otp-form';
import { authRoutes } from './paths';
import { SocialButtons } from './social-buttons';
import { SocialLanding } from './social-landing';
import styles from './auth.module.css';

/** The account screens' frame: one card with the heading, under the chrome. */
function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </main>
  );
}

async function Terms({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Auth' });
  return (
    <p className={styles.terms}>
      {t.rich('terms', {
        terms: (chunks) => <Link href="/legal/terms-of-use">{chunks}</Link>,
        privacy: (chunks) => <Link href="/legal/privacy-policy">{chunks}</Link>,
      })}
    </p>
  );
}

type SocialProps = { providers: readonly SocialProvider[]; origin: string };

/** Sign in (spec §2): e-mail, Google, Facebook and a link to sign up. */
export async function SignInScreen({
  locale,
  providers,
  origin,
}: { locale: Locale } & SocialProps) {
  const t = await getTranslations({ locale, namespace: 'Auth.signIn' });
  return (
    <AuthCard title={t('heading')} subtitle={t('subtitle')}>
      <EmailForm mode="signIn" />
      <SocialButtons providers={providers} fallbackOrigin={origin} />
      <p className={styles.switch}>
        {t('noAccount')} <Link href={authRoutes.signUp()}>{t('signUpLink')}</Link>
      </p>
      <Terms locale={locale} />
    </AuthCard>
  );
}

/** Sign up (spec §2): name and e-mail (prefilled from `?e=`), Google, Facebook, a link to sign in. */
export async function SignUpScreen({
  locale,
  providers,
  origin,
  email,
}: { locale: Locale; email: string } & SocialProps) {
  const t = await getTranslations({ locale, namespace: 'Auth.signUp' });
  return (
    <AuthCard title={t('heading')} subtitle={t('subtitle')}>
      <EmailForm mode="signUp" initialEmail={email} />
      <SocialButtons providers={providers} fallbackOrigin={origin} />
      <p className={styles.switch}>
        {t('haveAccount')} <Link href={authRoutes.signIn()}>{t('signInLink')}</Link>
      </p>
      <Terms locale={locale} />
    </AuthCard>
  );
}

/** Verify (spec §2): the code's six boxes, Verify and resend; `email` null when the URL has none. */
export async function VerifyScreen({ locale, email }: { locale: Locale; email: string | null }) {
  const t = await getTranslations({ locale, namespace: 'Auth.verify' });
  return (
    <AuthCard
      title={t('heading')}
      subtitle={email ? t('subtitle', { email }) : t('subtitleNoEmail')}
    >
      <OtpForm email={email} />
      <p className={styles.below}>
        <Link href={authRoutes.signIn()} className={styles.textLink}>
          {t('changeEmail')}
        </Link>
      </p>
    </AuthCard>
  );
}

/** The social login's return point (spec §2 account/social). */
export function SocialLandingScreen() {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <SocialLanding />
      </div>
    </main>
  );
}
