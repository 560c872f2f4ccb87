/**
 * The client i18n provider for component tests, with the messages compiled the way next-intl's
 * build step compiles them for the app (icu-minify), so tests see what the browser sees.
 */
import compile from 'icu-minify/compile';
import type { ReactNode } from 'react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import type { Locale } from '@/core/locale';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';

type Tree = { [key: string]: unknown };

export function compileMessages(messages: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(messages)) {
    out[key] = typeof value === 'string' ? compile(value) : compileMessages(value as Tree);
  }
  return out;
}

/** Typed as the source messages: compiling changes each text's form, not the keys. */
export const compiled = {
  en: compileMessages(en) as unknown as Messages,
  nl: compileMessages(nl) as unknown as Messages,
} as const;

export function TestIntl({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} timeZone="Europe/Amsterdam" messages={compiled[locale]}>
      {children}
    </NextIntlClientProvider>
  );
}
