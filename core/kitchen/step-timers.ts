/**
 * Durations in a recipe step, in English and Dutch, as a cook would write them: '25 minuten',
 * '1 uur', 'een kwartier', '10–12 min', 'half an hour', '1½ hours', '1 uur en 15 minuten', 'a
 * minute or two'. Each becomes a timer (issue 28); numbers that are not times ('200 °C', '2
 * eggs', '24 cm') and vague times ('a few minutes', 'overnight') do not. Pure; no dependencies.
 *
 * Hand-written on top of the ingredient reader's numbers (core/ingredients/numbers.ts): the date
 * parsers on npm (chrono-node and its kin) read points in time, not lengths of time, and none
 * reads Dutch kitchen words such as 'kwartier' or 'anderhalf'.
 */
import { RANGE_JOIN, readNumeric } from '../ingredients/numbers';
import type { Locale } from '../locale';

/** One duration found in a step: where it is, and how long (a range has both ends). */
export type StepTimer = {
  /** UTF-16 offsets of the phrase in the step's text, to mark it up as a timer. */
  start: number;
  end: number;
  /** The time the step asks for, in seconds; for a range ('10–12 min') its shorter end. */
  seconds: number;
  /** A range's longer end, in seconds. */
  maxSeconds?: number;
};

/** Units of time, longest words first; the look-ahead keeps 'min' out of 'mint' and 'h' out of '12h00'. */
const UNITS: readonly (readonly [RegExp, number])[] = [
  [/(?:hours?|hrs?\.?|uurtjes?|uren|uur|h)(?![\p{L}\d])/iuy, 3600],
  [/kwartier(?:tjes?)?(?![\p{L}\d])/iuy, 900],
  // 'min of meer' is Dutch for 'more or less', not a minute.
  [/(?:minutes?|minuutjes?|minuten|minuut|mins?\.?(?!\s+of\s+meer))(?![\p{L}\d])/iuy, 60],
  [/(?:seconds?|secs?\.?|seconden|seconde|sec)(?![\p{L}\d])/iuy, 1],
];

/** Amounts in words ('forty-five' before 'forty'); each counts only with a unit after it. */
const WORDS: readonly (readonly [RegExp, number])[] = [
  [/(?:one and a half|anderhalve|anderhalf)(?!\p{L})/iuy, 1.5],
  [/(?:half an?|een halve|een half|halve|half)(?!\p{L})/iuy, 0.5],
  [/(?:a couple of)(?!\p{L})/iuy, 2],
  [/(?:één|one|another|an?|een)(?!\p{L})/iuy, 1],
  [/(?:two|twee)(?!\p{L})/iuy, 2],
  [/(?:three|drie)(?!\p{L})/iuy, 3],
  [/(?:four|vier)(?!\p{L})/iuy, 4],
  [/(?:five|vijf)(?!\p{L})/iuy, 5],
  [/(?:six|zes)(?!\p{L})/iuy, 6],
  [/(?:seven|zeven)(?!\p{L})/iuy, 7],
  [/(?:eight|acht)(?!\p{L})/iuy, 8],
  [/(?:nine|negen)(?!\p{L})/iuy, 9],
  [/(?:ten|tien)(?!\p{L})/iuy, 10],
  [/(?:twelve|twaalf)(?!\p{L})/iuy, 12],
  [/(?:fifteen|vijftien)(?!\p{L})/iuy, 15],
  [/(?:twenty|twintig)(?!\p{L})/iuy, 20],
  [/(?:thirty|dertig)(?!\p{L})/iuy, 30],
  [/(?:forty-five|vijfenveertig)(?!\p{L})/iuy, 45],
  [/(?:forty|veertig)(?!\p{L})/iuy, 40],
];

/** Phrases that are a duration as a whole. */
const PHRASES: readonly (readonly [RegExp, number])[] = [
  [/three[- ]quarters of an hour(?!\p{L})/iuy, 2700],
  [/(?:a )?quarter of an hour(?!\p{L})/iuy, 900],
  [/(?:een )?halfuur(?!\p{L})/iuy, 1800],
];

const SPACE = /\s*-?\s*/y;
const AND_A_HALF = /\s+(?:and a half|en een half|en half)(?!\p{L})/iuy;
const PLUS_JOIN = /,?\s*(?:(?:and|en)\s+)?/iuy;
const BETWEEN = /(?:between|tussen)\s+/iuy;
const BETWEEN_AND = /\s+(?:and|en)\s+/iuy;
/** A time relative to another ('1 minuut korter dan op de verpakking'): nothing to count down. */
const RELATIVE = /\s+(?:korter|minder|less|shorter|fewer)(?!\p{L})/iuy;
/** Anything shorter is done before a timer could be started ('1 second per side'). */
const SHORTEST_SECONDS = 5;
const OR_TWO = /\s+(?:or|of)\s+(two|twee|three|drie|2|3)(?![\p{L}\d])/iuy;

type Amount = { min: number; max?: number; end: number };

function sticky(pattern: RegExp, text: string, pos: number): RegExpExecArray | null {
  pattern.lastIndex = pos;
  return pattern.exec(text);
}

/** A number, range of numbers or amount in words at `pos`, with 'and a half' after it. */
function readAmount(text: string, pos: number, locale: Locale): Amount | null {
  let amount: Amount | null = null;
  const numeric = readNumeric(text, pos, locale);
  if (numeric) {
    amount = { min: numeric.quantity.min, max: numeric.quantity.max, end: numeric.end };
  } else {
    for (const [pattern, value] of WORDS) {
      const m = sticky(pattern, text, pos);
      if (m) {
        amount = { min: value, end: pos + m[0].length };
        break;
      }
    }
  }
  if (!amount) return null;
  const half = amount.max === undefined ? sticky(AND_A_HALF, text, amount.end) : null;
  if (half) amount = { min: amount.min + 0.5, end: amount.end + half[0].length };
  return amount;
}

/** A unit of time at `pos`, after optional spaces or a hyphen ('5-minute'). */
function readUnit(text: string, pos: number): { seconds: number; end: number } | null {
  const gap = sticky(SPACE, text, pos);
  const at = pos + (gap ? gap[0].length : 0);
  for (const [pattern, seconds] of UNITS) {
    const m = sticky(pattern, text, at);
    if (m) return { seconds, end: at + m[0].length };
  }
  return null;
}

/** An amount followed by its unit: '25 minutes', 'een kwartier', '6–8 min'. */
function readTimed(text: string, pos: number, locale: Locale) {
  const amount = readAmount(text, pos, locale);
  if (!amount) return null;
  const unit = readUnit(text, amount.end);
  if (!unit) return null;
  return {
    seconds: amount.min * unit.seconds,
    maxSeconds: amount.max === undefined ? undefined : amount.max * unit.seconds,
    unit: unit.seconds,
    end: unit.end,
  };
}

function readAt(text: string, pos: number, locale: Locale): StepTimer | null {
  for (const [pattern, seconds] of PHRASES) {
    const m = sticky(pattern, text, pos);
    if (m) return { start: pos, end: pos + m[0].length, seconds };
  }

  const between = sticky(BETWEEN, text, pos);
  if (between) {
    const low = readAmount(text, pos + between[0].length, locale);
    const and = low && low.max === undefined ? sticky(BETWEEN_AND, text, low.end) : null;
    const high = and && low ? readTimed(text, low.end + and[0].length, locale) : null;
    if (low && high && high.maxSeconds === undefined && low.min * high.unit < high.seconds) {
      return { start: pos, end: high.end, seconds: low.min * high.unit, maxSeconds: high.seconds };
    }
  }

  const first = readTimed(text, pos, locale);
  if (!first) return null;
  const { maxSeconds } = first;
  let { seconds, end } = first;

  if (maxSeconds === undefined) {
    // 'an hour and a half'
    const half = sticky(AND_A_HALF, text, end);
    if (half) {
      seconds += first.unit / 2;
      end += half[0].length;
    }
    // '1 hour 15 minutes', '1 uur en 15 minuten'
    const plus = sticky(PLUS_JOIN, text, end);
    const more = plus ? readTimed(text, end + plus[0].length, locale) : null;
    if (more && more.unit < first.unit && more.maxSeconds === undefined && !half) {
      return { start: pos, end: more.end, seconds: seconds + more.seconds };
    }
    // '45 minutes to 1 hour'
    const join = sticky(RANGE_JOIN, text, end);
    const upper = join ? readTimed(text, end + join[0].length, locale) : null;
    if (upper && upper.maxSeconds === undefined && upper.seconds > seconds) {
      return { start: pos, end: upper.end, seconds, maxSeconds: upper.seconds };
    }
    // 'a minute or two', 'een minuutje of twee'
    const orTwo = sticky(OR_TWO, text, end);
    if (orTwo && orTwo[1]) {
      const times = /^(?:2|two|twee)$/i.test(orTwo[1]) ? 2 : 3;
      if (times * first.unit > seconds) {
        return {
          start: pos,
          end: end + orTwo[0].length,
          seconds,
          maxSeconds: times * first.unit,
        };
      }
    }
  }
  return maxSeconds === undefined || maxSeconds <= seconds
    ? { start: pos, end, seconds }
    : { start: pos, end, seconds, maxSeconds };
}

const WORD_START = /(?<![\p{L}\d.,/])(?=[\p{L}\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/gu;

/** Every duration in a step's text, in order, none overlapping. */
export function findStepTimers(text: string, locale: Locale): StepTimer[] {
  const found: StepTimer[] = [];
  WORD_START.lastIndex = 0;
  for (let m = WORD_START.exec(text); m; m = WORD_START.exec(text)) {
    const timer = readAt(text, m.index, locale);
    if (timer && timer.seconds >= SHORTEST_SECONDS && !sticky(RELATIVE, text, timer.end)) {
      const seconds = Math.round(timer.seconds);
      found.push(
        timer.maxSeconds === undefined
          ? { start: timer.start, end: timer.end, seconds }
          : { ...timer, seconds, maxSeconds: Math.round(timer.maxSeconds) },
      );
      WORD_START.lastIndex = timer.end;
    } else {
      WORD_START.lastIndex = m.index + 1;
    }
  }
  return found;
}
