/** @jest-environment node */
import { closeWords, compoundsOf, hasPrefix, type Lexicon } from '@/server/search/lexicon';

/** A lexicon as `lexicons()` builds it from the two tables, for a handful of words and stems. */
function lexiconOf(words: string[], lexemes: string[]): Lexicon {
  const endings = new Set<string>();
  const byLength = new Map<number, string[]>();
  for (const word of words) {
    for (let i = 1; i <= word.length - 3; i++) endings.add(word.slice(i));
    byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  }
  return { lexemes: [...lexemes].sort(), words: new Set(words), endings, byLength };
}

const nl = lexiconOf(
  ['chocolade', 'chocolate', 'spaghetti', 'bolognese', 'soep', 'pompoensoep', 'shoarmawraps'],
  ['bananenbrod', 'chocolad', 'kaneelbroodjes', 'pompoensoep', 'soep', 'spaghetti', 'soepel'],
);

describe('search lexicon', () => {
  test('a word is known when a stem starts with it', () => {
    expect(hasPrefix(nl, 'spag')).toBe(true);
    expect(hasPrefix(nl, 'soep')).toBe(true);
    expect(hasPrefix(nl, 'kipcurry')).toBe(false);
    expect(hasPrefix(nl, 'zzz')).toBe(false);
    expect(hasPrefix(lexiconOf([], []), 'a')).toBe(false);
  });

  test.each([
    ['choclate', ['chocolate', 'chocolade']],
    ['spagetti', ['spaghetti']],
    ['bolognaise', ['bolognese']],
    ['soeo', ['soep']],
  ])('%s is a typo of %j, closest first', (word, expected) => {
    expect(closeWords(nl, word, 3)).toEqual(expected);
  });

  test('short words get one edit, long ones two; a word is no typo of itself', () => {
    expect(closeWords(nl, 'sopp', 3)).toEqual(['soep']);
    expect(closeWords(nl, 'spgeti', 3)).toEqual([]);
    expect(closeWords(nl, 'spahgetti', 3)).toEqual(['spaghetti']);
    expect(closeWords(nl, 'soep', 3)).toEqual([]);
    expect(closeWords(nl, 'choclate', 1)).toEqual(['chocolate']);
  });

  test('compounds contain the word or its stem, shortest first, not the word itself', () => {
    expect(compoundsOf(nl, 'brood', 'brod', 5)).toEqual(['bananenbrod', 'kaneelbroodjes']);
    expect(compoundsOf(nl, 'soep', 'soep', 5)).toEqual(['pompoensoep']);
    expect(compoundsOf(nl, 'soep', 'soep', 0)).toEqual([]);
  });

  test('word endings are what a compound ends with', () => {
    expect(nl.endings.has('wraps')).toBe(true);
    expect(nl.endings.has('soep')).toBe(true);
    expect(nl.endings.has('shoarmawraps')).toBe(false);
  });
});
