'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import type { Locale } from '@/core/contract';
import { share } from '@/lib/client/share';
import { announcePage } from '@/components/grocery/page-event';
import styles from './recipe-detail.module.css';
import { toggled } from '@/lib/toggled';
import { useMeasureSystem, writeMeasureSystem } from '@/lib/client/units';
import type { MeasureSystem } from '@/core/kitchen/units';

type Reader = Pick<typeof import('@/core/ingredients'), 'scaleIngredient' | 'convertIngredient'>;
let reader: Promise<Reader> | undefined;
/**
 * The ingredient reader is loaded when the servings first change (or the stepper is about to be
 * used), or when the visitor reads in US measures: at the recipe's own servings in metric the
 * lines are shown as written, so the page's first load carries none of it.
 */
function loadReader(): Promise<Reader> {
  reader ??= import('@/core/ingredients');
  return reader;
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
  const [kit, setKit] = useState<{ reader: Reader } | null>(null);
  const [owned, setOwned] = useState<ReadonlySet<number>>(() => new Set());
  const system = useMeasureSystem(locale);
  useEffect(() => {
    if (system === 'us' && !kit) void loadReader().then((r) => setKit({ reader: r }));
  }, [system, kit]);
  const lines = useMemo(() => {
    if (!kit) return ingredients;
    const { scaleIngredient, convertIngredient } = kit.reader;
    return ingredients.map((text) => {
      const scaled = people === base ? text : scaleIngredient(text, people / base, locale);
      return system === 'us' ? convertIngredient(scaled, 'us', locale) : scaled;
    });
  }, [ingredients, people, base, locale, kit, system]);
  const changeServings = async (delta: number) => {
    if (!kit) setKit({ reader: await loadReader() });
    setPeople((n) => Math.min(SERVINGS_RANGE.max, Math.max(SERVINGS_RANGE.min, n + delta)));
  };
  const preload = () => void loadReader();
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

      {locale === 'en' && lines.length > 0 ? (
        <fieldset className={styles.units}>
          <legend className="visually-hidden">{t('units.label')}</legend>
          {(['metric', 'us'] as const satisfies readonly MeasureSystem[]).map((option) => (
            <label key={option} className={styles.unitsOption}>
              <input
                type="radio"
                name={`${id}-units`}
                value={option}
                checked={system === option}
                onChange={() => writeMeasureSystem(option)}
              />
              {t(`units.${option}`)}
            </label>
          ))}
        </fieldset>
      ) : null}

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
