/**
 * Step timers on the recipe page (issue 28): a duration in a step is a button that starts a
 * timer; the timers count down to a kept end time, so a reload loses nothing; at the end each
 * rings once (vibration, notification, the tray and the tab's title say so).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { findStepTimers } from '@/core/kitchen/step-timers';
import { StepsPanel } from '@/components/recipe/detail/steps-panel';
import { stepDoneIcon } from '@/components/recipe/detail/recipe-icons';
import { clock } from '@/components/recipe/detail/timer-tray';
import {
  MAX_TIMERS,
  TIMERS_KEY,
  markRung,
  readTimers,
  removeTimer,
  startTimer,
} from '@/lib/client/timers';
import { TestIntl } from '../intl';

const STEPS = [
  'Simmer the sauce for 10 minutes.',
  'Boil the pasta for 8–10 minutes, then rest for half an hour.',
  'Serve at once.',
];

function panel(locale: 'en' | 'nl' = 'en', steps = STEPS) {
  return (
    <TestIntl locale={locale}>
      <StepsPanel
        steps={steps}
        timers={steps.map((s) => findStepTimers(s, locale))}
        recipeTitle="Pasta al pomodoro"
        doneIcon={stepDoneIcon()}
      />
    </TestIntl>
  );
}

const notifications: { title: string; body?: string; tag?: string }[] = [];
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = jest.fn(async () => FakeNotification.permission);
  constructor(title: string, options?: NotificationOptions) {
    notifications.push({ title, body: options?.body, tag: options?.tag });
  }
}
const vibrate = jest.fn(() => true);

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
  window.localStorage.clear();
  notifications.length = 0;
  vibrate.mockClear();
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  document.title = 'Pasta al pomodoro | Zesty';
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'Notification');
  Reflect.deleteProperty(navigator, 'vibrate');
});

/** Lets the lazily loaded tray and store arrive, then moves the clock on. */
async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const tray = () => screen.getByRole('region', { name: 'Timers' });

describe('the timer store', () => {
  it('keeps end times, not counters, and reads back only what it wrote', () => {
    const now = Date.now();
    startTimer(
      { id: 'a', label: 'Step 1 · 10 min', recipeTitle: 'R', href: '/en/r#step-1', seconds: 600 },
      now,
    );
    expect(readTimers()).toEqual([
      expect.objectContaining({ id: 'a', endsAt: now + 600_000, rung: false }),
    ]);
    window.localStorage.setItem(TIMERS_KEY, '{"not":"timers"}');
    expect(readTimers()).toEqual([]);
    window.localStorage.setItem(TIMERS_KEY, JSON.stringify([{ id: 'x', seconds: -1 }]));
    expect(readTimers()).toEqual([]);
    window.localStorage.setItem(TIMERS_KEY, 'not json');
    expect(readTimers()).toEqual([]);
  });

  it('restarts a timer started again, makes room by dropping finished ones first, rings each once', () => {
    const base = { recipeTitle: 'R', href: '/en/r#step-1', seconds: 60 };
    for (let i = 0; i < MAX_TIMERS; i++) startTimer({ ...base, id: `t${i}`, label: `T${i}` });
    expect(markRung(['t5'])).toHaveLength(1);
    expect(markRung(['t5'])).toHaveLength(0);
    startTimer({ ...base, id: 'new', label: 'New' });
    const ids = readTimers().map((t) => t.id);
    expect(ids).toHaveLength(MAX_TIMERS);
    expect(ids).not.toContain('t5');
    expect(ids).toContain('new');
    startTimer({ ...base, id: 'new', label: 'New', seconds: 120 });
    expect(readTimers().filter((t) => t.id === 'new')).toHaveLength(1);
    removeTimer('new');
    expect(readTimers().map((t) => t.id)).not.toContain('new');
  });

  it('formats what is left as a kitchen clock', () => {
    expect(clock(600_000)).toBe('10:00');
    expect(clock(65_999)).toBe('1:05');
    expect(clock(3_725_000)).toBe('1:02:05');
    expect(clock(-5)).toBe('0:00');
  });
});

describe('timers on the recipe page', () => {
  it('marks the durations in each step and offers a timer for each', () => {
    render(panel());
    expect(screen.getByRole('button', { name: 'Start a timer: 10 minutes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a timer: 8–10 minutes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a timer: half an hour' })).toBeInTheDocument();
    // A step without a duration has none; the step itself still toggles as before.
    expect(screen.getAllByRole('button', { name: /^Start a timer/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: /^Step 1: Simmer the sauce/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('region', { name: 'Timers' })).toBeNull();
  });

  it('counts down in the tray and the tab title, then rings once and waits to be dismissed', async () => {
    render(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Start a timer: 10 minutes' }));
    await pass(0);
    const item = within(tray()).getByRole('listitem');
    expect(item).toHaveTextContent('Step 1 · 10 minutes');
    expect(within(item).getByRole('timer')).toHaveTextContent('10:00 left');
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled(); // already granted

    await pass(4 * 60_000);
    expect(within(item).getByRole('timer')).toHaveTextContent('6:00 left');
    expect(document.title).toBe('⏱ 6:00 · Pasta al pomodoro | Zesty');

    await pass(6 * 60_000);
    expect(within(tray()).getByText("Time's up")).toBeInTheDocument();
    expect(document.title).toBe("⏰ Time's up · Pasta al pomodoro | Zesty");
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(notifications).toEqual([
      {
        title: "Time's up",
        body: 'Step 1 · 10 minutes · Pasta al pomodoro',
        tag: expect.any(String),
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent("Time's up: Step 1 · 10 minutes");

    await pass(60_000);
    expect(vibrate).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the timer Step 1 · 10 minutes' }));
    expect(screen.queryByRole('region', { name: 'Timers' })).toBeNull();
    expect(document.title).toBe('Pasta al pomodoro | Zesty');
  });

  it('runs several at once, and a range counts its shorter end', async () => {
    render(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Start a timer: half an hour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start a timer: 8–10 minutes' }));
    await pass(0);
    const clocks = within(tray()).getAllByRole('timer');
    // Soonest first.
    expect(clocks.map((c) => c.textContent)).toEqual(['8:00 left', '30:00 left']);
    await pass(8 * 60_000);
    expect(notifications.map((n) => n.body)).toEqual(['Step 2 · 8–10 minutes · Pasta al pomodoro']);
    await pass(22 * 60_000);
    expect(notifications.map((n) => n.body)).toEqual([
      'Step 2 · 8–10 minutes · Pasta al pomodoro',
      'Step 2 · half an hour · Pasta al pomodoro',
    ]);
  });

  it('survives a reload: the tray comes back with the time left, and one that ended meanwhile rings', async () => {
    const first = render(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Start a timer: 10 minutes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start a timer: half an hour' }));
    await pass(60_000);
    first.unmount();

    // Closed for 12 minutes: the 10-minute timer ended while nothing was open.
    jest.setSystemTime(Date.now() + 12 * 60_000);
    render(panel());
    await pass(0);
    expect(
      within(tray())
        .getAllByRole('timer')
        .map((c) => c.textContent),
    ).toEqual(['17:00 left']);
    expect(within(tray()).getByText("Time's up")).toBeInTheDocument();
    expect(notifications).toHaveLength(1);
  });

  it('stops a running timer', async () => {
    render(panel());
    fireEvent.click(screen.getByRole('button', { name: 'Start a timer: 10 minutes' }));
    await pass(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop the timer Step 1 · 10 minutes' }));
    await pass(11 * 60_000);
    expect(notifications).toEqual([]);
    expect(readTimers()).toEqual([]);
  });

  it('speaks Dutch on a Dutch page', async () => {
    const steps = ['Laat een kwartier rusten.'];
    render(panel('nl', steps));
    fireEvent.click(screen.getByRole('button', { name: 'Start een timer: een kwartier' }));
    await pass(0);
    expect(within(tray()).getByRole('timer')).toHaveTextContent('nog 15:00');
    expect(tray()).toHaveTextContent('Stap 1 · een kwartier');
  });
});

describe('oven temperatures in the reader’s measures', () => {
  const OVEN = ['Heat the oven to 200 °C (180 °C fan) and bake for 25 minutes.'];
  afterEach(() => {
    document.cookie = 'units=; path=/; max-age=0';
  });

  it('shows °F beside the timer when the reader chose US measures, and °C otherwise', async () => {
    const { container, unmount } = render(panel('en', OVEN));
    expect(container.querySelector('li#step-1')).toHaveTextContent('200 °C (180 °C fan)');
    unmount();
    document.cookie = 'units=us; path=/';
    const view = render(panel('en', OVEN));
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    const step = view.container.querySelector('li#step-1');
    expect(step).toHaveTextContent('Heat the oven to 400 °F (350 °F fan) and bake for 25 minutes.');
    // The duration is still the timer's.
    expect(
      within(step as HTMLElement).getByRole('button', { name: 'Start a timer: 25 minutes' }),
    ).toBeVisible();
  });

  it('keeps °C on a Dutch page', async () => {
    document.cookie = 'units=us; path=/';
    const { container } = render(
      panel('nl', ['Verwarm de oven voor op 200 °C en bak 25 minuten.']),
    );
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(container.querySelector('li#step-1')).toHaveTextContent('200 °C');
  });
});
