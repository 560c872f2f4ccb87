'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { StepTimer } from '@/core/kitchen/step-timers';
import type { convertTemperatures } from '@/core/kitchen/temperatures';
import { primeChime } from '@/lib/client/chime';
import { useMeasureSystem } from '@/lib/client/units';
import { TIMERS_KEY } from '@/lib/client/timers-key';
import { PAGE_SIZES } from '@/lib/page-sizes';
import styles from './recipe-detail.module.css';
import { toggled } from '@/lib/toggled';

/** Loaded when the first timer starts, or at once when some are kept from before. */
const TimerTray = dynamic(() => import('./timer-tray').then((m) => m.TimerTray), { ssr: false });

type Temperatures = (text: string) => string;
const asWritten: Temperatures = (text) => text;

/**
 * A step's text with its durations marked (the words the timers below it were read from), and
 * the rest passed through `temperatures` (°C to °F for a reader in US measures).
 */
function StepText({
  text,
  timers,
  temperatures,
}: {
  text: string;
  timers: readonly StepTimer[];
  temperatures: Temperatures;
}) {
  const parts: ReactNode[] = [];
  let at = 0;
  timers.forEach((timer, i) => {
    parts.push(temperatures(text.slice(at, timer.start)));
    parts.push(
      <span key={i} className={styles.duration}>
        {text.slice(timer.start, timer.end)}
      </span>,
    );
    at = timer.end;
  });
  parts.push(temperatures(text.slice(at)));
  return <>{parts}</>;
}

const noSubscription = () => () => undefined;

/** Oven temperatures in the reader's measures: loaded only for a reader in US measures. */
function useTemperatures(): Temperatures {
  const system = useMeasureSystem(useLocale());
  const [convert, setConvert] = useState<{ fn: typeof convertTemperatures } | null>(null);
  useEffect(() => {
    if (system === 'us' && !convert)
      void import('@/core/kitchen/temperatures').then((m) =>
        setConvert({ fn: m.convertTemperatures }),
      );
  }, [system, convert]);
  return useMemo(
    () => (system === 'us' && convert ? (text) => convert.fn(text, 'us') : asWritten),
    [system, convert],
  );
}

/** Whether this browser keeps timers from before (cheap: the store itself loads with the tray). */
function hasKeptTimers(): boolean {
  try {
    return window.localStorage.getItem(TIMERS_KEY) !== null;
  } catch {
    return false;
  }
}

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
export function StepsPanel({
  steps,
  timers = [],
  recipeTitle = '',
  doneIcon,
}: {
  steps: readonly string[];
  /** Each step's durations (core/kitchen/step-timers.ts, read on the server). */
  timers?: readonly (readonly StepTimer[])[];
  recipeTitle?: string;
  doneIcon: ReactNode;
}) {
  const t = useTranslations('Recipe');
  const [started, setStarted] = useState(false);
  const kept = useSyncExternalStore(noSubscription, hasKeptTimers, () => false);
  const temperatures = useTemperatures();

  const startTimer = (step: number, timer: StepTimer, words: string) => {
    // In the tap itself: browsers allow sound, and asking for notifications, only there.
    primeChime();
    setStarted(true);
    const label = t('timers.label', { number: step + 1, duration: words });
    void import('@/lib/client/timers').then((store) =>
      store.startTimer({
        id: `${window.location.pathname}#step-${step + 1}/${timer.start}`,
        label,
        recipeTitle,
        href: `${window.location.pathname}#step-${step + 1}`,
        seconds: timer.seconds,
      }),
    );
  };
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
        <button type="button" className={styles.outlineButton} onClick={() => window.print()}>
          {t('print')}
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
                    <StepText text={text} timers={timers[i] ?? []} temperatures={temperatures} />
                  </span>
                </button>
                {timers[i]?.length ? (
                  <ul className={styles.timerChips}>
                    {timers[i].map((timer) => {
                      const words = text.slice(timer.start, timer.end);
                      return (
                        <li key={timer.start}>
                          <button
                            type="button"
                            className={styles.timerChip}
                            aria-label={t('timers.start', { duration: words })}
                            onClick={() => startTimer(i, timer, words)}
                          >
                            <span aria-hidden="true">⏱</span> {words}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
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
      {started || kept ? <TimerTray /> : null}
    </div>
  );
}
