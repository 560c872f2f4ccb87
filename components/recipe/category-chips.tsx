'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { useDragScroll } from './use-drag-scroll';
import styles from './category-chips.module.css';

export type CategoryChip = {
  id: string;
  /** Under `Recipes.categories` in the messages. */
  messageKey: 'onePot' | 'vegan' | 'protein' | 'quickEasy' | 'lowCarb' | 'glutenFree' | 'dairyFree';
  /** The `category` query value on /recipes. */
  category: string;
  background: string;
  text: string;
};

/** The fixed seven (spec): pastel backgrounds with dark text, each at least 4.5:1 (WCAG AA). */
export const CATEGORY_CHIPS: readonly CategoryChip[] = [
  {
    id: 'one-pot',
    messageKey: 'onePot',
    category: 'one-pot',
    background: '#fde2c8',
    text: '#5a2e0a',
  },
  { id: 'vegan', messageKey: 'vegan', category: 'vegan', background: '#d4f1d4', text: '#1f4d1f' },
  {
    id: 'protein',
    messageKey: 'protein',
    category: 'high-protein',
    background: '#fad4d4',
    text: '#6b1d1d',
  },
  {
    id: 'quick-easy',
    messageKey: 'quickEasy',
    category: 'quick-easy',
    background: '#fff1b8',
    text: '#5c4400',
  },
  {
    id: 'low-carb',
    messageKey: 'lowCarb',
    category: 'low-carb',
    background: '#d6e8fa',
    text: '#16395e',
  },
  {
    id: 'gluten-free',
    messageKey: 'glutenFree',
    category: 'gluten-free',
    background: '#e7dbf7',
    text: '#42246b',
  },
  {
    id: 'dairy-free',
    messageKey: 'dairyFree',
    category: 'dairy-free',
    background: '#d2f0ee',
    text: '#114a46',
  },
];

/**
 * "Explore our favourite food categories": a row of category links to /recipes that scrolls by
 * drag or touch with momentum. `selected` is a `category` query value (e.g. `high-protein`); a
 * chip click selects that chip instead (at most one), unless the press was a drag.
 */
export function CategoryChips({ selected }: { selected?: string }) {
  const t = useTranslations('Recipes');
  const headingId = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  const { dragging, wasTap } = useDragScroll(rowRef);
  const [current, setCurrent] = useState(selected);
  // A new `selected` from the page (after navigation) wins over the local choice.
  const [prevSelected, setPrevSelected] = useState(selected);
  if (selected !== prevSelected) {
    setPrevSelected(selected);
    setCurrent(selected);
  }

  const onChipClick = (category: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A drag's click is already cancelled; a modified click opens another tab, not this choice.
    if (!wasTap() || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    setCurrent(category);
  };

  // Tab to a chip scrolled out of the row brings it into view; a mouse press must not jump the row.
  const revealOnKeyboardFocus = (event: FocusEvent<HTMLAnchorElement>) => {
    if (event.currentTarget.matches(':focus-visible')) {
      event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('exploreCategories')}
      </h2>
      <ul
        ref={rowRef}
        role="list"
        aria-label={t('categoriesLabel')}
        className={`${styles.row} ${dragging ? styles.dragging : ''}`}
      >
        {CATEGORY_CHIPS.map((chip) => {
          const isSelected = chip.category === current;
          return (
            <li key={chip.id} className={styles.item}>
              <Link
                href={{ pathname: '/recipes', query: { category: chip.category } }}
                className={styles.chip}
                style={{ backgroundColor: chip.background, color: chip.text }}
                aria-current={isSelected ? 'true' : undefined}
                draggable={false}
                onClick={onChipClick(chip.category)}
                onFocus={revealOnKeyboardFocus}
              >
                {t(`categories.${chip.messageKey}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
