/** @jest-environment node */
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : [...flatten(value, `${prefix}${key}.`)],
    ),
  );

describe('messages', () => {
  const english = flatten(en as Tree);
  const dutch = flatten(nl as Tree);

  it('Dutch has exactly the keys English has (the type check holds English to every use)', () => {
    expect([...dutch.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('every text is filled in, and each translation keeps the ICU placeholders of the English one', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
    for (const [key, text] of english) {
      const translated = dutch.get(key)!;
      expect(`${key}: ${text.trim() !== '' && translated.trim() !== ''}`).toBe(`${key}: true`);
      expect([key, placeholders(translated)]).toEqual([key, placeholders(text)]);
    }
  });

  it('carries the spec texts verbatim', () => {
    const values = new Set(english.values());
    for (const text of [
      'Oops...',
      'Browse recipes',
      "You're leaving Zesty",
      'This link takes you to an external website.',
      'Site Access Required',
      'Incorrect password. Please try again.',
      'Unexpected Application Error!',
      'Recipes are currently unavailable. Please try again later.',
    ]) {
      expect(values).toContain(text);
    }
    expect(new Set(dutch.values())).toContain('Voer een geldig e-mailadres in');
  });
});
