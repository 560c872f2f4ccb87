import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/core/contract';
import { verifySiteAccess } from './actions';
import { SiteAccessForm } from './site-access-form';
import styles from './site-access.module.css';

function LockIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      <rect x="9" y="21" width="30" height="22" rx="5" fill="currentColor" />
      <path
        d="M16 21v-6a8 8 0 0 1 16 0v6"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="24" cy="31" r="3" fill="#fff" />
      <path d="M24 33v4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * 'Site Access Required' (spec §2/§4/§5). With the gate switched off (the default) access is
 * always granted and the screen says so; with SITE_ACCESS_GATE on it shows the password form.
 */
export async function SiteAccessScreen({ locale, gate }: { locale: Locale; gate: boolean }) {
  const t = await getTranslations({ locale, namespace: 'SiteAccess' });
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <LockIcon />
        <h1 className={styles.title}>{t('title')}</h1>
        {gate ? (
          <>
            <p className={styles.text}>{t('description')}</p>
            <SiteAccessForm action={verifySiteAccess} locale={locale} />
          </>
        ) : (
          <>
            <p className={styles.text}>{t('granted')}</p>
            <Link href="/" className={styles.submit}>
              {t('goHome')}
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
