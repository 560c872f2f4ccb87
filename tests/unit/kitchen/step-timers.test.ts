/**
 * @jest-environment node
 */
import { findStepTimers, type StepTimer } from '@/core/kitchen/step-timers';
import { DEMO, WRITTEN, type CorpusLine } from './step-timers.corpus';

/** '90s', '15m', '1h' in seconds. */
function seconds(part: string): number {
  const m = /^(\d+(?:\.\d+)?)([hms])$/.exec(part.trim());
  if (!m) throw new Error(`bad corpus duration: ${part}`);
  return Number(m[1]) * { h: 3600, m: 60, s: 1 }[m[2] as 'h' | 'm' | 's'];
}

/** The corpus's notation for what was found, so a miss reads like the corpus. */
function expected(label: string): { seconds: number; maxSeconds?: number }[] {
  if (!label) return [];
  return label.split(';').map((part) => {
    const [low, high] = part.split('-');
    return high === undefined
      ? { seconds: seconds(low!) }
      : { seconds: seconds(low!), maxSeconds: seconds(high) };
  });
}

const durations = (found: StepTimer[]) =>
  found.map(({ seconds: s, maxSeconds }) =>
    maxSeconds === undefined ? { seconds: s } : { seconds: s, maxSeconds },
  );

const corpus: readonly CorpusLine[] = [...DEMO, ...WRITTEN];

test('the corpus has at least 150 real step texts, in both languages, with lines that are no timer', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(150);
  expect(corpus.filter(([l]) => l === 'en').length).toBeGreaterThanOrEqual(75);
  expect(corpus.filter(([l]) => l === 'nl').length).toBeGreaterThanOrEqual(75);
  // Lines that must not become timers are part of it.
  expect(corpus.filter(([, , e]) => e === '').length).toBeGreaterThanOrEqual(40);
});

test('at least 98 % of the corpus is read exactly', () => {
  const misses = corpus.filter(
    ([locale, text, label]) =>
      JSON.stringify(durations(findStepTimers(text, locale))) !== JSON.stringify(expected(label)),
  );
  const exact = 1 - misses.length / corpus.length;
  expect({
    exact: exact >= 0.98,
    misses: misses.map(([l, t, e]) => `${l} ${e || '—'}: ${t}`),
  }).toEqual({
    exact: true,
    misses: expect.any(Array),
  });
});

test.each(WRITTEN)('%s: %s → %s', (locale, text, label) => {
  expect(durations(findStepTimers(text, locale))).toEqual(expected(label));
});

test('each timer marks exactly the words it was read from', () => {
  const step = 'Bak 12 minuten, keer om en bak nog een kwartier op 180 °C.';
  expect(findStepTimers(step, 'nl').map((t) => step.slice(t.start, t.end))).toEqual([
    '12 minuten',
    'een kwartier',
  ]);
  const en = 'Simmer for 20–25 minutes, then rest for half an hour.';
  expect(findStepTimers(en, 'en').map((t) => en.slice(t.start, t.end))).toEqual([
    '20–25 minutes',
    'half an hour',
  ]);
});

test('numbers inside words and longer numbers are not read as times', () => {
  expect(findStepTimers('Use 2x10 cm strips and 1.5 kg flour; the 12h00 news.', 'en')).toEqual([]);
  expect(findStepTimers('Verdeel over 4 bakjes van 350 ml.', 'nl')).toEqual([]);
});
