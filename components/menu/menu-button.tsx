'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/client/toast';
import { setInMenu, useInMenu } from '@/lib/client/menu';
import { MENU_LIMIT } from '@/core/kitchen/menu';
import styles from './menu-button.module.css';

/** The servings the recipe page's ingredients panel shows now (the widget reads the same). */
function pageServings(): number | undefined {
  const value = document.querySelector('[data-zesty-ingredients]')?.getAttribute('data-servings');
  const n = Number(value);
  return value && Number.isInteger(n) ? n : undefined;
}

/**
 * 'Add to menu' (issue 28), on every recipe card and recipe page of both kinds of site: adds the
 * recipe as the menu's last day (on a recipe page at the servings chosen there), or takes it
 * out. The cookie changes at once, in every button and tab; a signed-in user's account follows.
 */
export function MenuButton({
  recipeId,
  name,
  variant,
}: {
  recipeId: number;
  name: string;
  variant: 'card' | 'page';
}) {
  const t = useTranslations('MenuButton');
  const planned = useInMenu(recipeId);

  const toggle = () => {
    const next = !planned;
    const { full, saved } = setInMenu(
      recipeId,
      next,
      variant === 'page' ? pageServings() : undefined,
    );
    if (full) {
      toast.error(t('full', { count: MENU_LIMIT }));
      return;
    }
    toast.success(next ? t('added', { name }) : t('removed', { name }));
    saved.catch(() => toast.error(t('notSaved')));
  };

  const label = planned ? t('removeNamed', { name }) : t('addNamed', { name });
  return (
    <button
      type="button"
      className={variant === 'card' ? styles.card : styles.page}
      data-planned={planned ? 'true' : 'false'}
      aria-label={variant === 'card' ? label : undefined}
      title={variant === 'card' ? label : undefined}
      onClick={toggle}
      data-menu-button={recipeId}
    >
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <rect
          x="3.5"
          y="5"
          width="17"
          height="15.5"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <path
          d="M3.5 9.5h17M8 3v4M16 3v4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        {planned ? (
          <path
            d="M8.5 15l2.5 2.5 4.5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path
            d="M12 12.5v5M9.5 15h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        )}
      </svg>
      {variant === 'page' ? <span>{planned ? t('remove') : t('add')}</span> : null}
    </button>
  );
}
