import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale, type Locale } from '../../core/locale';

/** The props Next hands a layout under `[locale]`. */
export type LocaleLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The preamble of every page and layout under `[locale]`: the path's locale, or the not-found
 * page for anything else, set as the request's locale so next-intl never reads the headers
 * (which would make the page dynamic).
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * `generateStaticParams` of the pages under `[locale]` (`export { noStaticParams as
 * generateStaticParams }`): nothing is rendered at build, which never opens the database; each
 * page renders on its first request and is then served from the full-route cache for its
 * `revalidate` (which Next needs as a literal in the page file itself).
 */
export function noStaticParams(): never[] {
  return [];
}
