/**
 * The cook's running timers (issue 28), kept in localStorage as end times, not counters: a timer
 * survives a reload, a screen lock and a closed tab, and every tab shows the same ones (the
 * window's `storage` event). What is read back is checked with zod: the stored value is an edge
 * like any other (another version of the site, or a person, may have written it).
 */
import { z } from '../../core/zod';
import { TIMERS_KEY } from './timers-key';

export { TIMERS_KEY };
/** This tab's own changes (the `storage` event only tells other tabs). */
const CHANGED = 'zesty:timers';
/** More would not fit on a phone's screen; the oldest finished one makes room. */
export const MAX_TIMERS = 12;

const timerSchema = z.object({
  /** One per duration of a step of a recipe: starting it again restarts it. */
  id: z.string().min(1).max(300),
  /** What it is for, as shown in the tray and the notification ('Step 2 · 25 min'). */
  label: z.string().min(1).max(200),
  recipeTitle: z.string().max(300),
  /** Where the step is (path and `#step-n`), to go back to it from another page. */
  href: z.string().startsWith('/').max(500),
  seconds: z
    .number()
    .int()
    .positive()
    .max(48 * 3600),
  endsAt: z.number().int().nonnegative(),
  /** Set once it has rung, so a reload does not ring it again. */
  rung: z.boolean().default(false),
});
export type Timer = z.infer<typeof timerSchema>;
const timersSchema = z.array(timerSchema).max(MAX_TIMERS);

const EMPTY: readonly Timer[] = Object.freeze([]);
let cachedRaw: string | null = null;
let cached: readonly Timer[] = EMPTY;

/** The stored timers (the same array until they change, as useSyncExternalStore needs). */
export function readTimers(): readonly Timer[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(TIMERS_KEY);
  } catch {
    return EMPTY; // storage switched off
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  let parsed: unknown = [];
  try {
    parsed = raw === null ? [] : JSON.parse(raw);
  } catch {
    parsed = [];
  }
  const result = timersSchema.safeParse(parsed);
  cached = result.success ? result.data : EMPTY;
  return cached;
}

function write(timers: readonly Timer[]) {
  try {
    if (timers.length === 0) window.localStorage.removeItem(TIMERS_KEY);
    else window.localStorage.setItem(TIMERS_KEY, JSON.stringify(timers));
  } catch {
    // Full or switched off: the timers still run in this tab until it is closed.
    cachedRaw = null;
    cached = timers;
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function subscribeTimers(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TIMERS_KEY) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Starts (or restarts) a timer that ends `seconds` from `now`. */
export function startTimer(timer: Omit<Timer, 'endsAt' | 'rung'>, now: number = Date.now()): Timer {
  const started: Timer = { ...timer, endsAt: now + timer.seconds * 1000, rung: false };
  let rest = readTimers().filter((t) => t.id !== timer.id);
  // Room for it: the oldest finished timers go first, then the ones ending soonest.
  while (rest.length >= MAX_TIMERS) {
    const finished = rest.findIndex((t) => t.rung);
    rest = rest.filter((_, i) => i !== (finished >= 0 ? finished : 0));
  }
  write([...rest, started].sort((a, b) => a.endsAt - b.endsAt));
  return started;
}

/** Stops a running timer, or clears a finished one. */
export function removeTimer(id: string) {
  write(readTimers().filter((t) => t.id !== id));
}

/** Marks these timers as rung; returns those that had not been (a tab rings each only once). */
export function markRung(ids: readonly string[]): Timer[] {
  const fresh = readTimers().filter((t) => ids.includes(t.id) && !t.rung);
  if (fresh.length > 0) {
    write(readTimers().map((t) => (fresh.some((f) => f.id === t.id) ? { ...t, rung: true } : t)));
  }
  return fresh;
}
