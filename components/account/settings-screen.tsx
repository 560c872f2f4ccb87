import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/core/locale';
import { authRoutes } from '@/components/auth/paths';
import styles from './account.module.css';

/** Spec §2: the Settings page is only a placeholder reading 'To still implement...'. */
export async function SettingsScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Account.settingsPage' });
  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t('title')}</h1>
      </div>
      <p className={styles.placeholder}>{t('placeholder')}</p>
      <Link href={authRoutes.account()} className={styles.textLink}>
        {t('backToAccount')}
      </Link>
    </main>
  );
}
