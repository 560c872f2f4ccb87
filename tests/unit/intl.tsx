/**
 * The client i18n provider for component tests, with the messages compiled the way next-intl's
 * build step compiles them for the app (icu-minify), so tests see what the browser sees.
 */
import compile from 'icu-minify/compile';
import type { ReactNode } from 'react';
import { IntlProvider } from '@/lib/i18n/client';
import type { Locale } from '@/lib/i18n/locale';
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

export const compiled = { en: compileMessages(en), nl: compileMessages(nl) } as const;

export function TestIntl({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={compiled[locale]}>
      {children}
    </IntlProvider>
  );
}
