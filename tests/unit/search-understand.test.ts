/** @jest-environment node */
import {
  MAX_WORDS,
  isEmptyQuery,
  searchWords,
  understandQuery,
  type UnderstoodQuery,
} from '@/server/search/understand';
import {
  DISH_NAMES,
  INGREDIENT_CLASSES,
  SYNONYMS,
  VOCABULARY,
  type Concept,
} from '@/server/search/vocabulary';

type Understood = Partial<Omit<UnderstoodQuery, 'concepts'>> & {
  concepts?: { concept: Concept; phrase: string }[];
};

/** What understandQuery returns, with nothing understood unless said. */
const understood = (q: Understood) => ({
  words: [],
  concepts: [],
  excludeClasses: [],
  excludeWords: [],
  ...q,
});

const tag = (tags: string[], cuisines?: string[]): Concept =>
  cuisines ? { kind: 'tag', tags, cuisines } : { kind: 'tag', tags };
const type = (...types: string[]): Concept => ({ kind: 'type', types });
const GLUTEN_FREE = tag(['gluten-free']);
const VEGETARIAN = tag(['vegetarian', 'vegan']);
const DAIRY_FREE = tag(['dairy-free', 'vegan']);
const MEXICAN = tag(['mexican'], ['Mexican', 'Tex-Mex']);

/** What a concept, understood alone, makes of a query. */
function alone(concept: Concept, phrase: string) {
  if (concept.kind === 'time') return understood({ maxMinutes: concept.maxMinutes });
  if (concept.kind === 'exclude') return understood({ excludeClasses: [concept.ingredientClass] });
  return understood({ concepts: [{ concept, phrase }] });
}

describe('understandQuery', () => {
  test.each([
    ['glutenvrij', 'glutenvrij'],
    ['gluten-free', 'gluten free'],
    ['gluten free', 'gluten free'],
    ['Glutenvrij!', 'glutenvrij'],
    ['zonder gluten', 'zonder gluten'],
    ['without gluten', 'without gluten'],
    ['geen gluten', 'geen gluten'],
  ])('%j is the gluten-free tag, not text', (term, phrase) => {
    expect(understandQuery(term)).toEqual(
      understood({ concepts: [{ concept: GLUTEN_FREE, phrase }] }),
    );
  });

  describe('typos', () => {
    test.each([
      ['vegatarisch', VEGETARIAN, 'vegetarisch'],
      ['vegitarian', VEGETARIAN, 'vegetarian'],
      ['dinnner', type('dinner'), 'dinner'],
    ])('%j is read as %j', (term, concept, phrase) => {
      expect(understandQuery(term)).toEqual(understood({ concepts: [{ concept, phrase }] }));
    });

    test('short words are themselves, not typos', () => {
      expect(understandQuery('diner')).toEqual(
        understood({ concepts: [{ concept: type('dinner'), phrase: 'diner' }] }),
      );
      expect(understandQuery('side')).toEqual(
        understood({ concepts: [{ concept: type('side'), phrase: 'side' }] }),
      );
      expect(understandQuery('slide')).toEqual(understood({ words: ['slide'] }));
      expect(understandQuery('soep')).toEqual(understood({ words: ['soep'] }));
    });

    // An ingredient or dish must never be "corrected" into a tag, type or time.
    const foods = new Set<string>([...DISH_NAMES.keys(), ...SYNONYMS.keys()]);
    for (const names of DISH_NAMES.values()) names.forEach((n) => foods.add(n));
    for (const { words } of Object.values(INGREDIENT_CLASSES))
      for (const w of [...words.en, ...words.nl]) foods.add(w.replace('*', ''));
    test.each([...foods].filter((w) => !w.includes(' ')))('the food word %j stays text', (word) => {
      expect(understandQuery(word)).toEqual(understood({ words: searchWords(word) }));
    });
  });

  describe('leaving things out', () => {
    test.each([
      ['pasta zonder vlees', understood({ words: ['pasta'], excludeClasses: ['meat'] })],
      ['pasta without meat', understood({ words: ['pasta'], excludeClasses: ['meat'] })],
      ['geen vlees', understood({ excludeClasses: ['meat'] })],
      [
        'meat free dinner',
        understood({
          concepts: [{ concept: type('dinner'), phrase: 'dinner' }],
          excludeClasses: ['meat'],
        }),
      ],
      ['zonder vis', understood({ excludeClasses: ['fish'] })],
      ['zonder eieren', understood({ excludeClasses: ['egg'] })],
      ['notenvrij', understood({ excludeClasses: ['nuts'] })],
      ['nutfree', understood({ excludeClasses: ['nuts'] })],
      ['zonder noten en zonder ei', understood({ excludeClasses: ['nuts', 'egg'] })],
      ['curry without coconut', understood({ words: ['curry'], excludeWords: ['coconut'] })],
      ['curry zonder kokos', understood({ words: ['curry'], excludeWords: ['kokos'] })],
      ['suikervrij', understood({ excludeWords: ['suiker'] })],
      ['suiker vrij', understood({ excludeWords: ['suiker'] })],
      ['sugarfree', understood({ excludeWords: ['sugar'] })],
      ['dairy free', understood({ concepts: [{ concept: DAIRY_FREE, phrase: 'dairy free' }] })],
      ['zuivelvrij', understood({ concepts: [{ concept: DAIRY_FREE, phrase: 'zuivelvrij' }] })],
      [
        'dessert without dairy',
        understood({
          concepts: [{ concept: type('dessert'), phrase: 'dessert' }],
          excludeClasses: ['dairy'],
        }),
      ],
      ['zonder zuivel', understood({ excludeClasses: ['dairy'] })],
      ['without any nuts', understood({ excludeClasses: ['nuts'] })],
      ['zonder de vis', understood({ excludeClasses: ['fish'] })],
      ['zonder ui en knoflook', understood({ excludeWords: ['ui', 'knoflook'] })],
      [
        'pasta zonder vlees en vis',
        understood({ words: ['pasta'], excludeClasses: ['meat', 'fish'] }),
      ],
    ])('%j', (term, expected) => {
      expect(understandQuery(term)).toEqual(expected);
    });

    test('"zonder vis" leaves out fish alone, not meat', () => {
      expect(understandQuery('zonder vis').excludeClasses).toEqual(['fish']);
    });

    test('a lone negation or "free" is a word, not an exclusion', () => {
      expect(understandQuery('zonder')).toEqual(understood({ words: ['zonder'] }));
      expect(understandQuery('vrij')).toEqual(understood({ words: ['vrij'] }));
    });
  });

  describe('time', () => {
    test('"quick dinner" is dinner within 30 minutes', () => {
      expect(understandQuery('quick dinner')).toEqual(
        understood({ concepts: [{ concept: type('dinner'), phrase: 'dinner' }], maxMinutes: 30 }),
      );
    });

    test.each([
      ['under 15 minutes', 15],
      ['onder 30 minuten', 30],
      ['binnen 20 min', 20],
      ['in 20 minutes', 20],
      ['less than 45 minutes', 45],
      ['max 45 min', 45],
      ['tot 40 minuten', 40],
      ['under 30', 30],
      ['30min', 30],
      ['30 min', 30],
      ['45m', 45],
      ['5 minutes', 5],
      ['1 uur', 60],
      ['binnen 1 uur', 60],
      ['max 1 hour', 60],
      ['1h', 60],
      ['2 hours', 120],
      ['kwartier', 15],
      ['half an hour', 30],
      ['snel', 30],
      ['binnen een half uur', 30],
      ['binnen een kwartier', 15],
      ['under an hour', 60],
      ['binnen een uur', 60],
    ])('%j is at most %i minutes', (term, minutes) => {
      expect(understandQuery(term)).toEqual(understood({ maxMinutes: minutes }));
    });

    test.each([
      ['pasta in 20 minutes', ['pasta'], 20],
      ['20 minuten pasta', ['pasta'], 20],
      ['kip 2 uur', ['kip'], 120],
    ])('%j keeps its other words', (term, words, minutes) => {
      expect(understandQuery(term)).toEqual(understood({ words, maxMinutes: minutes }));
    });

    test.each([
      ['onder 2 euro', ['onder', '2', 'euro']],
      ['4 personen', ['4', 'personen']],
      ['pasta voor 4 personen', ['pasta', '4', 'personen']],
      ['onder 3', ['onder', '3']],
      ['onder 10 euro', ['onder', '10', 'euro']],
      ['1000', ['1000']],
    ])('%j is no time', (term, words) => {
      expect(understandQuery(term)).toEqual(understood({ words }));
    });

    test.each([
      ['snel onder 20 minuten', 20],
      ['under 20 minutes quick', 20],
      ['quick under 45 minutes', 30],
      ['kwartier snel', 15],
    ])('the smallest limit wins: %j', (term, minutes) => {
      expect(understandQuery(term).maxMinutes).toBe(minutes);
    });
  });

  describe('cuisines', () => {
    test.each([
      ['mexican', 'mexican'],
      ['mexicaans', 'mexicaans'],
      ['MEXICAANSE', 'mexicaanse'],
      ['tex-mex', 'tex mex'],
    ])('%j is the mexican tag with Mexican and Tex-Mex recipes', (term, phrase) => {
      expect(understandQuery(term)).toEqual(
        understood({ concepts: [{ concept: MEXICAN, phrase }] }),
      );
    });

    test('"thais" is Thai cuisine', () => {
      expect(understandQuery('thais')).toEqual(
        understood({
          concepts: [{ concept: { kind: 'cuisine', cuisines: ['Thai'] }, phrase: 'thais' }],
        }),
      );
    });
  });

  describe('stop words', () => {
    test.each([
      ['recepten met kip', understood({ words: ['kip'] })],
      [
        'soup for dinner',
        understood({ words: ['soup'], concepts: [{ concept: type('dinner'), phrase: 'dinner' }] }),
      ],
      [
        'vegetarische lasagne',
        understood({
          words: ['lasagne'],
          concepts: [{ concept: VEGETARIAN, phrase: 'vegetarische' }],
        }),
      ],
      ['recipes without nuts', understood({ excludeClasses: ['nuts'] })],
    ])('%j drops its stop words', (term, expected) => {
      expect(understandQuery(term)).toEqual(expected);
    });

    test.each([
      ['the', ['the']],
      ['met', ['met']],
      ['recepten', ['recepten']],
      ['no', ['no']],
    ])('a term of stop words only keeps them: %j', (term, words) => {
      expect(understandQuery(term)).toEqual(understood({ words }));
    });
  });

  test('several concepts in one term', () => {
    expect(understandQuery('vegan dinner without nuts under 30 minutes')).toEqual(
      understood({
        concepts: [
          { concept: tag(['vegan']), phrase: 'vegan' },
          { concept: type('dinner'), phrase: 'dinner' },
        ],
        excludeClasses: ['nuts'],
        maxMinutes: 30,
      }),
    );
    expect(understandQuery('quick easy dinner')).toEqual(
      understood({
        concepts: [
          { concept: tag(['quick-easy']), phrase: 'quick easy' },
          { concept: type('dinner'), phrase: 'dinner' },
        ],
      }),
    );
  });

  describe('odd input', () => {
    test.each(['', '   ', '!!!', '🍝', '🍝 🥗', '-- ,. ?', '&'])('%j is empty', (term) => {
      const q = understandQuery(term);
      expect(q).toEqual(understood({}));
      expect(isEmptyQuery(q)).toBe(true);
    });

    test.each(['kip', 'the', 'vegan', '30 min', 'zonder vlees', 'suikervrij'])(
      '%j is not empty',
      (term) => {
        expect(isEmptyQuery(understandQuery(term))).toBe(false);
      },
    );

    test('accents are kept, case is not', () => {
      expect(understandQuery('Crème Brûlée')).toEqual(understood({ words: ['crème', 'brûlée'] }));
    });

    test(`at most ${MAX_WORDS} words are read`, () => {
      const words = ['kip', 'rijst', 'ui', 'knoflook', 'paprika', 'tomaat', 'room', 'kaas'];
      expect(words).toHaveLength(MAX_WORDS);
      expect(understandQuery([...words, 'prei', 'vegan'].join(' '))).toEqual(understood({ words }));
      expect(searchWords([...words, 'prei'].join(' '))).toEqual(words);
    });

    test.each([
      ['pasta '.repeat(200)],
      ['a'.repeat(1000)],
      ['vegatarisch'.repeat(91)],
      ['9'.repeat(1000)],
      ['onder '.repeat(100) + '30 minuten'],
      ['!?'.repeat(500)],
    ])('1,000 characters do not throw and stay bounded (%#)', (term) => {
      const q = understandQuery(term);
      expect(q.words.length).toBeLessThanOrEqual(MAX_WORDS);
      expect(q.concepts.length).toBeLessThanOrEqual(MAX_WORDS);
      expect(q.excludeWords.length).toBeLessThanOrEqual(MAX_WORDS);
    });
  });

  describe('vocabulary', () => {
    const phrases = VOCABULARY.flatMap((entry) =>
      entry.phrases.map((phrase) => [phrase, entry.concept] as const),
    );
    test.each(phrases)('the phrase %j alone means its own concept', (phrase, concept) => {
      expect(understandQuery(phrase)).toEqual(alone(concept, phrase));
    });

    test('no phrase is listed twice', () => {
      const all = phrases.map(([phrase]) => phrase);
      expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
    });

    // The search page links a suggestion to /recipes?s={label}.
    const labels = VOCABULARY.flatMap((entry) =>
      entry.label ? [entry.label.en, entry.label.nl].map((l) => [l, entry.concept] as const) : [],
    );
    test.each(labels)('the label %j alone means its concept', (label, concept) => {
      const q = understandQuery(label);
      const phrase = q.concepts[0]?.phrase ?? '';
      expect(q).toEqual(alone(concept, phrase));
    });
  });
});
