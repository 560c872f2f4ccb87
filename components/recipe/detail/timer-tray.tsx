'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ring } from '@/lib/client/chime';
import {
  markRung,
  readTimers,
  removeTimer,
  subscribeTimers,
  type Timer,
} from '@/lib/client/timers';
import detailStyles from './recipe-detail.module.css';
import styles from './timer-tray.module.css';

const NONE: readonly Timer[] = [];

/** The clock the tray counts with: the current second, ticking once a second. */
function subscribeSecond(listener: () => void) {
  const id = window.setInterval(listener, 1000);
  return () => window.clearInterval(id);
}
const thisSecond = () => Math.floor(Date.now() / 1000);
const noSecond = () => 0;

/**
 * '4:05', '1:02:09': the whole seconds in `ms`. The tray's clock is the current second rounded
 * down, so what it passes is up to a second more than is left, and a timer just started shows
 * its full length.
 */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The tab's title with the soonest timer before it ('⏱ 4:05 · Spaghetti…'), or a finished one's alarm. */
const TITLE_PREFIX = /^(?:⏱ [\d:]+|⏰ [^·]+) · /u;

/**
 * The cook's timers (issue 28), loaded when the first one starts or when there are some from
 * before: each counts down to its stored end time, so a reload or a locked screen loses nothing;
 * at the end it rings once (chime, vibration, notification), says so in the tray and the tab's
 * title, and waits to be dismissed.
 */
export function TimerTray() {
  const t = useTranslations('Recipe.timers');
  const timers = useSyncExternalStore(subscribeTimers, readTimers, () => NONE);
  const now = useSyncExternalStore(subscribeSecond, thisSecond, noSecond) * 1000;
  const status = useRef<HTMLParagraphElement>(null);

  // The end: rung once, by whichever tab sees it first.
  useEffect(() => {
    const ended = timers.filter((timer) => !timer.rung && timer.endsAt <= now);
    if (ended.length === 0) return;
    for (const timer of markRung(ended.map((e) => e.id))) {
      ring({ title: t('done'), body: `${timer.label} · ${timer.recipeTitle}`, tag: timer.id });
      if (status.current) status.current.textContent = t('announceDone', { label: timer.label });
    }
  }, [now, timers, t]);

  // The tab's title shows the soonest timer, so a cook on another tab sees it.
  useEffect(() => {
    const base = () => document.title.replace(TITLE_PREFIX, '');
    const finished = timers.find((timer) => timer.rung);
    const next = timers.find((timer) => !timer.rung);
    const prefix = finished ? `⏰ ${t('done')}` : next ? `⏱ ${clock(next.endsAt - now)}` : '';
    document.title = prefix ? `${prefix} · ${base()}` : base();
  }, [now, timers, t]);
  useEffect(() => () => void (document.title = document.title.replace(TITLE_PREFIX, '')), []);

  return (
    <section className={styles.tray} aria-label={t('title')} hidden={timers.length === 0}>
      <ul className={styles.list}>
        {timers.map((timer) => {
          const here =
            typeof window !== 'undefined' && timer.href.split('#')[0] === window.location.pathname;
          return (
            <li
              key={timer.id}
              className={styles.timer}
              data-state={timer.rung ? 'done' : 'running'}
            >
              <span className={styles.what}>
                {here ? (
                  <a href={`#${timer.href.split('#')[1] ?? ''}`}>{timer.label}</a>
                ) : (
                  <a href={timer.href} title={t('back')}>
                    {timer.label} · {timer.recipeTitle}
                  </a>
                )}
              </span>
              {timer.rung ? (
                <strong className={styles.done}>{t('done')}</strong>
              ) : (
                <span role="timer" className={styles.clock}>
                  {t('left', { time: clock(timer.endsAt - now) })}
                </span>
              )}
              <button
                type="button"
                className={detailStyles.outlineButton}
                aria-label={
                  timer.rung
                    ? t('dismissLabel', { label: timer.label })
                    : t('stopLabel', { label: timer.label })
                }
                onClick={() => removeTimer(timer.id)}
              >
                {timer.rung ? t('dismiss') : t('stop')}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status" ref={status} />
    </section>
  );
}
