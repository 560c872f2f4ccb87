import type { Locale, LocalizedText } from '../db/schema';

/** The text in `locale`, else in the fallback (the creator's original language), else any. */
export function pick(
  text: LocalizedText | undefined,
  locale: Locale,
  fallback: Locale,
): string | undefined {
  if (!text) return undefined;
  return text[locale] ?? text[fallback] ?? text.en ?? text.nl;
}
