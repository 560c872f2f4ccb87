'use client';

import { useTranslations } from 'next-intl';
import { THEME_CHOICES } from '@/core/theme-choice';
import { chooseTheme, useThemeChoice } from '@/lib/client/theme';
import styles from './language-switch.module.css';

/**
 * System / Light / Dark (issue 28): the page's theme, remembered in a cookie. Until hydration
 * no option is marked as pressed, since the cookie is only known in the browser.
 */
export function ThemeSwitch({ variant = 'inline' }: { variant?: 'inline' | 'block' }) {
  const t = useTranslations('Chrome');
  const current = useThemeChoice();
  return (
    <div
      role="group"
      aria-label={t('theme.label')}
      className={`${styles.switch} ${variant === 'block' ? styles.block : ''}`}
    >
      {THEME_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          className={styles.option}
          aria-pressed={current === undefined ? undefined : current === choice}
          onClick={() => chooseTheme(choice)}
        >
          {t(`theme.${choice}`)}
        </button>
      ))}
    </div>
  );
}
