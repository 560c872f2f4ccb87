/**
 * A stand-in for next-intl's translation hooks in tests that render components without a
 * provider: a lookup in the real English messages with `{name}` arguments filled in.
 * `jest.mock('next-intl', () => jest.requireActual('./intl-mock').lookupIntl())`
 */
import messages from '@/messages/en.json';

function lookup(path: string): string {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
  return String(found);
}

export function lookupIntl() {
  const useTranslations = (namespace: string) => {
    const t = (key: string, values?: Record<string, string | number>) =>
      lookup(`${namespace}.${key}`).replace(/\{(\w+)\}/g, (_, k: string) =>
        String(values?.[k] ?? ''),
      );
    t.has = (key: string) => lookup(`${namespace}.${key}`) !== 'undefined';
    return t;
  };
  return { useLocale: () => 'en', useTranslations };
}
