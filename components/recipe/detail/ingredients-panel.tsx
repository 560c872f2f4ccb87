'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import type { Locale } from '@/core/contract';
import { share } from '@/lib/client/share';
import { announcePage } from '@/components/grocery/page-event';
import styles from './recipe-detail.module.css';
import { toggled } from '@/lib/toggled';

type Scale = (text: string, factor: number, locale: Locale) => string;
let scaler: Promise<Scale> | undefined;
/**
 * The ingredient parser is loaded when the servings first change (or the stepper is about to
 * be used): at the recipe's own servings the lines are shown as written, so the page's first
 * load carries none of it.
 */
function loadScaler(): Promise<Scale> {
  scaler ??= import('@/core/ingredients').then((m) => m.scaleIngredient);
  return scaler;
}

/** The stepper's and the share button's icons, drawn by the server (recipe-icons.tsx). */
export type IngredientIcons = { fewer: ReactNode; more: ReactNode; share: ReactNode };

/** Servings the stepper allows: one person up to a party. */
export const SERVINGS_RANGE = { min: 1, max: 24 } as const;

/**
 * Ingredients (spec §4): a servings stepper that scales the quantities, lines that can be crossed
 * off and back, 'All items checked off', and a shopping list to share (what is still needed and,
 * separately, what the cook already has) in the chosen servings.
 *
 * The grocery widget reads the panel: its root carries the chosen servings and the lines crossed
 * off as owned (0-based indexes), kept current for the widget's MutationObserver, and it renders
 * 'Order ingredients' into the slot, whose height is held so nothing moves when it arrives.
 */
export function IngredientsPanel({
  ingredients,
  servings,
  recipeName,
  locale,
  icons,
}: {
  ingredients: readonly string[];
  servings: number;
  recipeName: string;
  locale: Locale;
  icons: IngredientIcons;
}) {
  const t = useTranslations('Recipe');
  const id = useId();
  const base = Math.max(1, servings);
  const [people, setPeople] = useState(base);
  const [scale, setScale] = useState<{ fn: Scale } | null>(null);
  const [owned, setOwned] = useState<ReadonlySet<number>>(() => new Set());
  const lines = useMemo(
    () =>
      scale && people !== base
        ? ingredients.map((text) => scale.fn(text, people / base, locale))
        : ingredients,
    [ingredients, people, base, locale, scale],
  );
  const changeServings = async (delta: number) => {
    const fn = scale?.fn ?? (await loadScaler());
    if (!scale) setScale({ fn });
    setPeople((n) => Math.min(SERVINGS_RANGE.max, Math.max(SERVINGS_RANGE.min, n + delta)));
  };
  const preload = () => void loadScaler();
  const allChecked = lines.length > 0 && owned.size === lines.length;
  const excluded = [...owned].sort((a, b) => a - b).join(',');
  const hasSlot = lines.length > 0;
  // The slot may appear after a client-side route change (the content streams in): say so.
  useEffect(() => {
    if (hasSlot) announcePage();
  }, [hasSlot]);

  const toggle = (index: number) => setOwned((prev) => toggled(prev, index));

  const shareList = async () => {
    const needed = lines.filter((_, i) => !owned.has(i));
    const have = lines.filter((_, i) => owned.has(i));
    const sections = [
      `${t('ingredients.shareTitle', { recipe: recipeName })} (${t('servings', { count: people })})`,
      needed.length
        ? `${t('ingredients.shareNeeded')}\n${needed.map((l) => `- ${l}`).join('\n')}`
        : '',
      have.length ? `${t('ingredients.shareOwned')}\n${have.map((l) => `- ${l}`).join('\n')}` : '',
    ].filter(Boolean);
    const outcome = await share({
      title: t('ingredients.shareTitle', { recipe: recipeName }),
      text: sections.join('\n\n'),
    });
    if (outcome === 'unsupported') toast.error(t('ingredients.shareUnsupported'));
    else if (outcome === 'failed') toast.error(t('ingredients.shareUnsupported'));
  };

  return (
    <div
      className={styles.panel}
      data-zesty-ingredients=""
      data-servings={people}
      data-excluded={excluded}
    >
      <div className={styles.servings} role="group" aria-labelledby={`${id}-servings`}>
        <span id={`${id}-servings`} className={styles.servingsLabel}>
          {t('servingsLabel')}
        </span>
        <button
          type="button"
          className={styles.stepperButton}
          onClick={() => void changeServings(-1)}
          onPointerEnter={preload}
          onFocus={preload}
          disabled={people <= SERVINGS_RANGE.min}
          aria-label={t('decreaseServings')}
        >
          {icons.fewer}
        </button>
        <output className={styles.servingsValue} aria-live="polite" data-testid="servings">
          {t('servings', { count: people })}
        </output>
        <button
          type="button"
          className={styles.stepperButton}
          onClick={() => void changeServings(1)}
          onPointerEnter={preload}
          onFocus={preload}
          disabled={people >= SERVINGS_RANGE.max}
          aria-label={t('increaseServings')}
        >
          {icons.more}
        </button>
      </div>

      {lines.length === 0 ? (
        <p className={styles.muted}>{t('ingredients.empty')}</p>
      ) : (
        <ul className={styles.ingredients} aria-label={t('ingredients.title')}>
          {lines.map((line, i) => {
            const checked = owned.has(i);
            return (
              <li key={i} className={styles.ingredient} data-checked={checked ? 'true' : 'false'}>
                <input
                  type="checkbox"
                  id={`${id}-ing-${i}`}
                  checked={checked}
                  onChange={() => toggle(i)}
                  className={styles.checkbox}
                />
                <label htmlFor={`${id}-ing-${i}`}>{line}</label>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.allChecked} role="status">
        {allChecked ? t('ingredients.allChecked') : ''}
      </p>
      {hasSlot ? <div data-zesty-order-slot="" className={styles.orderSlot} /> : null}
      {lines.length > 0 ? (
        <button
          type="button"
          className={`pill-button ${styles.shareList}`}
          onClick={() => void shareList()}
        >
          {icons.share}
          {t('ingredients.share')}
        </button>
      ) : null}
    </div>
  );
}
