/**
 * Oven and food temperatures in a step, in the other scale (issue 28's US customary switch):
 * '200 °C' ↔ '400 °F', '(180 °C fan)' → '(350 °F fan)', '250–275 °C' → '475–525 °F', '75 °C
 * inside' → '167 °F inside'. Oven settings are rounded as oven dials are marked (25 °F, 10 °C);
 * other temperatures to the degree. Gas marks and temperatures without a scale stay as written.
 */
import type { MeasureSystem } from '../ingredients';

/** A temperature or range with its scale: '200 °C', '250–275 °C', '350°F', '180 degrees C'. */
const TEMPERATURE =
  /(?<![\p{L}\d.,])(\d{1,3})(?:(\s*[–-]\s*)(\d{1,3}))?(\s*(?:°\s*|degrees?\s+|graden\s+))(C|F|Celsius|Fahrenheit)(?!\p{L})/giu;

/** From here up a temperature is an oven's. */
const OVEN_C = 100;
const OVEN_F = 212;

function toFahrenheit(c: number): number {
  const f = (c * 9) / 5 + 32;
  return c >= OVEN_C ? Math.round(f / 25) * 25 : Math.round(f);
}

function toCelsius(f: number): number {
  const c = ((f - 32) * 5) / 9;
  return f >= OVEN_F ? Math.round(c / 10) * 10 : Math.round(c);
}

/** The step with its temperatures in `system`'s scale (°F for 'us', °C for 'metric'). */
export function convertTemperatures(text: string, system: MeasureSystem): string {
  return text.replace(
    TEMPERATURE,
    (
      whole,
      low: string,
      join: string | undefined,
      high: string | undefined,
      gap: string,
      scale: string,
    ) => {
      const celsius = /^c/i.test(scale);
      if (celsius === (system === 'metric')) return whole;
      const convert = celsius ? toFahrenheit : toCelsius;
      const target = scale.length > 1 ? (celsius ? 'Fahrenheit' : 'Celsius') : celsius ? 'F' : 'C';
      const range = high === undefined ? '' : `${join}${convert(Number(high))}`;
      return `${convert(Number(low))}${range}${gap}${target}`;
    },
  );
}
