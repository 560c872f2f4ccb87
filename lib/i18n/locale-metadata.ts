import type { Metadata } from 'next';
import { isLocale, type Locale } from '../../core/locale';

/**
 * A `generateMetadata` under `[locale]`: `build`'s metadata in the path's locale, none for any
 * other path (its page answers not-found).
 */
export function localeMetadata(build: (locale: Locale) => Promise<Metadata>) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const { locale } = await params;
    return isLocale(locale) ? build(locale) : {};
  };
}
