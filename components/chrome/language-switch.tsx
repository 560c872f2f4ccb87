'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { routing, type Locale } from '@/lib/i18n/routing';
import { writeLocaleCookie } from '@/lib/client/cookies';
import styles from './language-switch.module.css';

/**
 * English / Nederlands: the same page in the other locale, query and hash kept. Buttons, not
 * links, so nothing prefetches the other locale (a prefetch would rewrite the locale cookie).
 */
export function LanguageSwitch({
  onSwitch,
  variant = 'inline',
}: {
  onSwitch?: () => void;
  variant?: 'inline' | 'block';
}) {
  const t = useTranslations('Chrome');
  const current = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const choose = (locale: Locale) => {
    if (locale === current) return;
    // Read at click time: useSearchParams would opt static pages out of prerendering.
    const { search, hash } = window.location;
    writeLocaleCookie(locale);
    startTransition(() => {
      router.replace(`${pathname}${search}${hash}`, { locale, scroll: false });
    });
    onSwitch?.();
  };

  return (
    <div
      role="group"
      aria-label={t('language')}
      aria-busy={pending || undefined}
      className={`${styles.switch} ${variant === 'block' ? styles.block : ''}`}
    >
      {routing.locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={styles.option}
          aria-pressed={locale === current}
          onClick={() => choose(locale)}
        >
          {t(`languages.${locale}`)}
        </button>
      ))}
    </div>
  );
}
