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

/** What differs between signing in and signing up: the texts, and the link to the other one. */
const EMAIL_ENTRY = {
  signIn: {
    namespace: 'Auth.signIn',
    other: authRoutes.signUp(),
    ask: 'noAccount',
    go: 'signUpLink',
  },
  signUp: {
    namespace: 'Auth.signUp',
    other: authRoutes.signIn(),
    ask: 'haveAccount',
    go: 'signInLink',
  },
} as const;

/** Sign in and sign up: the e-mail form, Google, Facebook, the link to the other one, the terms. */
async function EmailEntryScreen({
  mode,
  locale,
  providers,
  origin,
  email,
}: { mode: keyof typeof EMAIL_ENTRY; locale: Locale; email?: string } & SocialProps) {
  const entry = EMAIL_ENTRY[mode];
  const t = await getTranslations({ locale, namespace: entry.namespace });
  return (
    <AuthCard title={t('heading')} subtitle={t('subtitle')}>
      <EmailForm mode={mode} initialEmail={email} />
      <SocialButtons providers={providers} fallbackOrigin={origin} />
      <p className={styles.switch}>
        {t(entry.ask)} <Link href={entry.other}>{t(entry.go)}</Link>
      </p>
      <Terms locale={locale} />
    </AuthCard>
  );
}

/** Sign in (spec §2): e-mail, Google, Facebook and a link to sign up. */
export function SignInScreen(props: { locale: Locale } & SocialProps) {
  return <EmailEntryScreen mode="signIn" {...props} />;
}

/** Sign up (spec §2): name and e-mail (prefilled from `?e=`), Google, Facebook, a link to sign in. */
export function SignUpScreen(props: { locale: Locale; email: string } & SocialProps) {
  return <EmailEntryScreen mode="signUp" {...props} />;
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
