'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { FilterDefinition } from '@/core/contract';
import { activeFilterCount, type FilterState } from '@/lib/filters';
import styles from './filter-bar.module.css';

/**
 * Filter chips built from the searchFilters definitions (spec §5). A boolean filter is a toggle
 * chip; single and multiple filters open a panel of options. A single choice replaces the
 * selection and closes the panel (choosing it again deselects it); multiple choices toggle.
 */
export function FilterBar({
  definitions,
  state,
  onSelect,
  onClear,
  label,
}: {
  definitions: readonly FilterDefinition[];
  state: FilterState;
  onSelect: (definition: FilterDefinition, option: string) => void;
  onClear: () => void;
  label: string;
}) {
  const t = useTranslations('Recipes.filters');
  const [open, setOpen] = useState<string | null>(null);
  const count = activeFilterCount(state);
  return (
    <div className={styles.bar} role="group" aria-label={label}>
      <ul className={styles.chips}>
        {definitions.map((definition) => (
          <li key={definition.key} className={styles.item}>
            {definition.type === 'boolean' ? (
              <BooleanChip definition={definition} state={state} onSelect={onSelect} />
            ) : (
              <MenuChip
                definition={definition}
                selected={state[definition.key] ?? []}
                open={open === definition.key}
                onOpenChange={(next) => setOpen(next ? definition.key : null)}
                onSelect={(option) => {
                  onSelect(definition, option);
                  if (definition.type === 'single') setOpen(null);
                }}
              />
            )}
          </li>
        ))}
        {count > 0 ? (
          <li className={styles.item}>
            <button type="button" className={styles.clear} onClick={onClear}>
              {t('clearAll')}
            </button>
          </li>
        ) : null}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {count > 0 ? t('activeCount', { count }) : ''}
      </p>
    </div>
  );
}

function BooleanChip({
  definition,
  state,
  onSelect,
}: {
  definition: FilterDefinition;
  state: FilterState;
  onSelect: (definition: FilterDefinition, option: string) => void;
}) {
  const option = definition.options[0];
  if (!option) return null;
  const pressed = (state[definition.key] ?? []).includes(option.key);
  return (
    <button
      type="button"
      className={styles.chip}
      aria-pressed={pressed}
      data-active={pressed || undefined}
      onClick={() => onSelect(definition, option.key)}
    >
      {definition.name}
    </button>
  );
}

function MenuChip({
  definition,
  selected,
  open,
  onOpenChange,
  onSelect,
}: {
  definition: FilterDefinition;
  selected: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (option: string) => void;
}) {
  const t = useTranslations('Recipes.filters');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Escape or a click outside closes the panel; focus goes back to its chip on Escape.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onOpenChange]);

  const names = definition.options.filter((o) => selected.includes(o.key)).map((o) => o.name);
  const summary =
    names.length === 0 ? '' : names.length === 1 ? names[0] : `${names[0]} +${names.length - 1}`;
  return (
    <div ref={root} className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={styles.chip}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={names.length > 0 || undefined}
        onClick={() => onOpenChange(!open)}
      >
        {/* One text node, so the accessible name reads 'Type: Breakfast +1'. */}
        <span className={styles.label}>
          {summary ? `${definition.name}: ${summary}` : definition.name}
        </span>
        <svg className={styles.caret} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        role="group"
        aria-label={t('open', { name: definition.name })}
      >
        <ul className={styles.options}>
          {definition.options.map((option) => {
            const isSelected = selected.includes(option.key);
            return (
              <li key={option.key}>
                <button
                  type="button"
                  className={styles.option}
                  aria-pressed={isSelected}
                  onClick={() => onSelect(option.key)}
                >
                  <span className={styles.check} aria-hidden="true">
                    {isSelected ? '✓' : ''}
                  </span>
                  {option.name}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
