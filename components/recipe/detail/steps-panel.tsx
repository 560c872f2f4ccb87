'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PAGE_SIZES } from '@/lib/page-sizes';
import styles from './recipe-detail.module.css';
import { toggled } from '@/lib/toggled';

type WakeState = 'off' | 'on' | 'unsupported' | 'refused';

/**
 * Keeps the screen awake while cook mode is on (Screen Wake Lock API). The browser releases the
 * lock when the tab is hidden, so it is requested again when the tab is visible once more.
 */
function useWakeLock(): [WakeState, (on: boolean) => void] {
  const sentinel = useRef<WakeLockSentinel | null>(null);
  const wanted = useRef(false);
  const [state, setState] = useState<WakeState>('off');

  const acquire = useCallback(async () => {
    if (!('wakeLock' in navigator) || !navigator.wakeLock) {
      setState('unsupported');
      return;
    }
    try {
      if (sentinel.current && !sentinel.current.released) return;
      const lock = await navigator.wakeLock.request('screen');
      // Switched off while the request was pending: let go at once.
      if (!wanted.current) {
        void lock.release().catch(() => undefined);
        return;
      }
      sentinel.current = lock;
      setState('on');
    } catch {
      // Refused (battery saver, a hidden tab, permissions policy): the screen may dim, say so.
      if (wanted.current) setState('refused');
    }
  }, []);

  const release = useCallback(() => {
    const lock = sentinel.current;
    sentinel.current = null;
    if (lock && !lock.released) void lock.release().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onVisible = () => {
      if (wanted.current && document.visibilityState === 'visible') void acquire();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      release();
    };
  }, [acquire, release]);

  const setActive = useCallback(
    (on: boolean) => {
      wanted.current = on;
      if (on) {
        void acquire();
      } else {
        release();
        setState('off');
      }
    },
    [acquire, release],
  );

  return [state, setActive];
}

/**
 * Preparation (spec §4): the cook-mode switch (wake lock, all steps shown), steps collapsed to 3
 * with 'See more' when there are more, and steps that can be marked completed and back. A
 * completed step shows `doneIcon` (drawn by the server, recipe-icons.tsx) in place of its number.
 */
export function StepsPanel({ steps, doneIcon }: { steps: readonly string[]; doneIcon: ReactNode }) {
  const t = useTranslations('Recipe');
  const [cookMode, setCookMode] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [done, setDone] = useState<ReadonlySet<number>>(() => new Set());
  const [wake, setWakeLock] = useWakeLock();
  const collapsible = steps.length > PAGE_SIZES.collapsedSteps;
  const showAll = cookMode || expanded || !collapsible;
  const listId = 'recipe-steps';

  const toggle = (index: number) => setDone((prev) => toggled(prev, index));

  return (
    <div className={styles.panel}>
      <div className={styles.cookMode}>
        <button
          type="button"
          role="switch"
          aria-checked={cookMode}
          className={styles.switch}
          onClick={() => {
            setCookMode(!cookMode);
            setWakeLock(!cookMode);
          }}
          aria-describedby="cook-mode-status"
        >
          <span className={styles.switchTrack} aria-hidden="true">
            <span className={styles.switchThumb} />
          </span>
          {t('cookMode.label')}
        </button>
        <p id="cook-mode-status" className={styles.muted} aria-live="polite">
          {wake === 'on'
            ? t('cookMode.on')
            : wake === 'unsupported' || wake === 'refused'
              ? t(`cookMode.${wake}`)
              : t('cookMode.hint')}
        </p>
      </div>

      {steps.length === 0 ? (
        <p className={styles.muted}>{t('steps.empty')}</p>
      ) : (
        <ol className={styles.steps} id={listId} aria-label={t('steps.title')}>
          {steps.map((text, i) => {
            const completed = done.has(i);
            return (
              <li
                key={i}
                id={`step-${i + 1}`}
                className={styles.step}
                hidden={!showAll && i >= PAGE_SIZES.collapsedSteps}
                data-completed={completed ? 'true' : 'false'}
              >
                <button
                  type="button"
                  className={styles.stepButton}
                  aria-pressed={completed}
                  onClick={() => toggle(i)}
                >
                  <span className={styles.stepNumber} aria-hidden="true">
                    {completed ? doneIcon : i + 1}
                  </span>
                  <span className={styles.stepText}>
                    <span className="visually-hidden">{t('steps.step', { number: i + 1 })}: </span>
                    {text}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {collapsible && !cookMode ? (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('steps.seeLess') : t('steps.seeMore')}
        </button>
      ) : null}
    </div>
  );
}
