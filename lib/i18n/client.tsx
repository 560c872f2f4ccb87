'use client';
/**
 * Translations in the browser. Server components translate with next-intl on the server; client
 * components read the messages their section's layout hands over (lib/i18n/client-messages.ts)
 * through this provider. The messages arrive precompiled by next-intl's build step (icu-minify's
 * compact format), so formatting them takes a few lines instead of next-intl's client runtime
 * (about 3 KB gzip on every page; docs/architecture.md § JavaScript budget).
 *
 * Client components import `useTranslations` / `useLocale` from here; components rendered both on
 * the server and inside client components import them from `#i18n/hooks`, which resolves to
 * next-intl on the server and to this module in the browser (package.json "imports").
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale as Locale } from './locale';

/** A message as next-intl's precompile step emits it (icu-minify's format). */
export type CompiledMessage = string | CompiledNode[];
type CompiledNode = string | number | [string, ...unknown[]];
type Messages = { [key: string]: unknown };
export type MessageValues = Record<string, string | number>;

// icu-minify's node types used by the messages (tests/unit/i18n-client.test.tsx checks them all).
const POUND = 0;
const PLURAL = 2;

type Context = { locale: Locale; messages: Messages };
const IntlContext = createContext<Context | null>(null);

/**
 * Provides `messages` to the client components below, on top of those of any provider above
 * (section layouts add their namespaces to the root layout's).
 */
export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const parent = useContext(IntlContext);
  const value = useMemo(
    () => ({ locale, messages: parent ? { ...parent.messages, ...messages } : messages }),
    [locale, messages, parent],
  );
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

function useIntl(): Context {
  const context = useContext(IntlContext);
  if (!context) throw new Error('No IntlProvider above this component (app/[locale]/layout.tsx)');
  return context;
}

export function useLocale(): Locale {
  return useIntl().locale;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function rules(locale: string) {
  let r = pluralRules.get(locale);
  if (!r) pluralRules.set(locale, (r = new Intl.PluralRules(locale)));
  return r;
}

function numberFormat(locale: string) {
  let f = numberFormats.get(locale);
  if (!f) numberFormats.set(locale, (f = new Intl.NumberFormat(locale)));
  return f;
}

function valueOf(values: MessageValues, name: string): string | number {
  const value = values[name];
  if (value === undefined) throw new Error(`Missing value for argument "${name}"`);
  return value;
}

function formatNodes(
  nodes: unknown,
  locale: string,
  values: MessageValues,
  count: number | undefined,
): string {
  if (typeof nodes === 'string') return nodes;
  if (nodes === POUND) return formatNode(POUND, locale, values, count);
  if (!Array.isArray(nodes)) throw new Error('Unknown message format');
  let out = '';
  for (const node of nodes) out += formatNode(node, locale, values, count);
  return out;
}

function formatNode(
  node: unknown,
  locale: string,
  values: MessageValues,
  count: number | undefined,
): string {
  if (typeof node === 'string') return node;
  if (node === POUND) {
    if (count === undefined) throw new Error('# outside a plural');
    return numberFormat(locale).format(count);
  }
  if (!Array.isArray(node) || typeof node[0] !== 'string') throw new Error('Unknown message node');
  const [name, type, options] = node as [string, unknown, Record<string, unknown> | undefined];
  if (type === undefined) return String(valueOf(values, name));
  const value = valueOf(values, name);
  if (type === PLURAL && options && typeof value === 'number') {
    const exact = options[`=${value}`];
    if (exact !== undefined) return formatNodes(exact, locale, values, value);
    return formatNodes(
      options[rules(locale).select(value)] ?? options.other,
      locale,
      values,
      value,
    );
  }
  // Select, ordinals, number and date styles and rich text: no message of the site uses them.
  throw new Error(`Unsupported message node for "${name}"`);
}

/** Formats one compiled message (exported for the tests that check every client message). */
export function formatMessage(
  message: unknown,
  locale: string,
  values: MessageValues = {},
): string {
  return formatNodes(message, locale, values, undefined);
}

function lookup(messages: Messages, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

function isMessage(value: unknown): boolean {
  return typeof value === 'string' || Array.isArray(value);
}

export type Translator = ((key: string, values?: MessageValues) => string) & {
  has: (key: string) => boolean;
};

/**
 * `t(key, values)` for the messages of `namespace`, as next-intl's useTranslations: a missing
 * message shows as `namespace.key` (and is reported), so a page never breaks over a text.
 */
export function useTranslations(namespace?: string): Translator {
  const { locale, messages } = useIntl();
  return useMemo(() => {
    const full = (key: string) => (namespace ? `${namespace}.${key}` : key);
    const translate = (key: string, values?: MessageValues) => {
      const path = full(key);
      const message = lookup(messages, path);
      if (!isMessage(message)) {
        console.error(`Missing message "${path}" for locale "${locale}"`);
        return path;
      }
      try {
        return formatMessage(message, locale, values);
      } catch (error) {
        console.error(`Cannot format message "${path}" for locale "${locale}"`, error);
        return path;
      }
    };
    return Object.assign(translate, {
      has: (key: string) => isMessage(lookup(messages, full(key))),
    });
  }, [locale, messages, namespace]);
}
