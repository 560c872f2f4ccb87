import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/core/contract';
import { Link } from '@/lib/i18n/navigation';
import styles from './footer.module.css';
import { ThemeSwitch } from './theme-switch';

const LINKS = [
  { href: '/how-it-works', key: 'howItWorks' },
  { href: '/faqs', key: 'faqs' },
  { href: '/legal', key: 'legal' },
  { href: '/legal/privacy-policy', key: 'privacyPolicy' },
  { href: '/legal/terms-of-use', key: 'termsOfUse' },
  { href: '/legal/cookie-policy', key: 'cookiePolicy' },
] as const;

export async function MainFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Chrome.footer' });
  const tFooter = await getTranslations({ locale, namespace: 'Footer' });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('label')}>
          <ul className={styles.links}>
            {LINKS.map(({ href, key }) => (
              <li key={href}>
                <Link href={href} className={styles.link}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeSwitch />
        <p className={styles.copyright}>
          <small>{tFooter('copyright')}</small>
        </p>
      </div>
    </footer>
  );
}
