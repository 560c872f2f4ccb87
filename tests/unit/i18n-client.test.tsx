/**
 * The browser's translations: next-intl's client runtime over the messages next-intl's build step
 * precompiles (icu-minify). Every message of both locales, compiled as the build compiles it,
 * formats through `useTranslations` exactly as icu-minify's reference formatter (which next-intl
 * uses on the server) formats it, so server-rendered and hydrated texts match; and a section's
 * provider adds its namespaces to the root layout's.
 */
import { render, screen } from '@testing-library/react';
import format from 'icu-minify/format';
import { NextIntlClientProvider, useLocale, useTranslations } from 'next-intl';
import { SectionIntlProvider } from '@/components/page/section-intl-provider';
import { compiled } from './intl';

type MessageValues = Record<string, string | number>;
type Tree = { [key: string]: unknown };

function* messagesOf(tree: Tree, prefix = ''): Generator<[string, unknown]> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) yield [path, value];
    else yield* messagesOf(value as Tree, path);
  }
}

/** Argument names in a compiled message, with whether each is a number (plural) or a select. */
function argumentsOf(node: unknown, found = new Map<string, 'text' | 'number' | string[]>()) {
  if (!Array.isArray(node)) return found;
  if (typeof node[0] === 'string' && (node.length === 1 || typeof node[1] === 'number')) {
    const [name, type, options] = node as [string, number | undefined, Tree | undefined];
    if (type === undefined) found.set(name, found.get(name) ?? 'text');
    else if (type === 1 && options) found.set(name, Object.keys(options));
    else found.set(name, 'number');
    if (options && typeof options === 'object')
      for (const b of Object.values(options)) argumentsOf(b, found);
    return found;
  }
  for (const child of node) argumentsOf(child, found);
  return found;
}

/** Value sets that reach every branch: each select option, and counts 0, 1, 2, 5 and 21. */
function valueSets(message: unknown): MessageValues[] {
  const args = [...argumentsOf(message)];
  const sets: MessageValues[] = [];
  for (const count of [0, 1, 2, 5, 21]) {
    const selects = args.find(([, kind]) => Array.isArray(kind))?.[1] as string[] | undefined;
    for (const choice of selects ?? ['other']) {
      const values: MessageValues = {};
      for (const [name, kind] of args) {
        values[name] = kind === 'number' ? count : kind === 'text' ? `<${name}>` : choice;
      }
      sets.push(values);
    }
  }
  return sets;
}

const reference = (message: unknown, locale: string, values: MessageValues) =>
  format(message as Parameters<typeof format>[0], locale, values, {
    formatters: {
      getNumberFormat: (l: string, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat(l, o),
      getPluralRules: (l: string, o?: Intl.PluralRulesOptions) => new Intl.PluralRules(l, o),
      getDateTimeFormat: (l: string, o?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(l, o),
    },
  });

/** Whether a compiled message has a rich-text tag node (["tag", child, …]) anywhere. */
function hasTag(message: unknown): boolean {
  if (!Array.isArray(message)) return false;
  return message.some((node) => {
    if (!Array.isArray(node) || node.length < 2) return false;
    if (typeof node[1] !== 'number' || node[1] === 0) return true;
    const options: unknown = node[2];
    return typeof options === 'object' && options !== null && Object.values(options).some(hasTag);
  });
}

describe.each(['en', 'nl'] as const)('every %s message', (locale) => {
  const all = [...messagesOf(compiled[locale])];
  // Rich text (tags) is for the server's t.rich; the client formatter leaves it out on purpose.
  const rich = all.filter(([, m]) => hasTag(m));
  const plain = all.filter(([, m]) => !hasTag(m));

  test('there are messages to check, and the only rich text is the sign-in terms', () => {
    expect(plain.length).toBeGreaterThan(300);
    expect(rich.map(([path]) => path)).toEqual(['Auth.terms']);
  });

  test('each formats through next-intl in the browser as the reference formatter does', () => {
    const seen: string[] = [];
    function All() {
      // The untyped translator: the paths come from the message files themselves.
      const t = useTranslations() as unknown as (key: string, values?: MessageValues) => string;
      for (const [path, message] of plain) {
        for (const values of valueSets(message)) {
          expect(t(path, values)).toBe(String(reference(message, locale, values)));
        }
        seen.push(path);
      }
      return null;
    }
    render(
      <NextIntlClientProvider
        locale={locale}
        timeZone="Europe/Amsterdam"
        messages={compiled[locale]}
      >
        <All />
      </NextIntlClientProvider>,
    );
    expect(seen).toHaveLength(plain.length);
  });
});

function Probe({ k, values }: { k: string; values?: MessageValues }) {
  const t = useTranslations() as unknown as ((key: string, values?: MessageValues) => string) & {
    has: (key: string) => boolean;
  };
  return (
    <p>
      {useLocale()}|{t.has(k) ? 'has' : 'missing'}|{t(k, values)}
    </p>
  );
}

describe('the providers', () => {
  test("a section's provider adds its namespaces to the root layout's", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <NextIntlClientProvider
        locale="nl"
        timeZone="Europe/Amsterdam"
        messages={{ Common: compiled.nl.Common }}
      >
        <SectionIntlProvider messages={{ Recipe: compiled.nl.Recipe }}>
          <Probe k="Common.back" />
          <Probe k="Recipe.servings" values={{ count: 4 }} />
        </SectionIntlProvider>
        <Probe k="Recipe.servings" values={{ count: 4 }} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('nl|has|Terug')).toBeInTheDocument();
    expect(screen.getByText('nl|has|4 porties')).toBeInTheDocument();
    // Outside the section its messages are not sent: the key shows, as next-intl does.
    expect(screen.getByText('nl|missing|Recipe.servings')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
