/**
 * The week menu's cookie and link (issue 28, core/kitchen/menu.ts): what a browser keeps and
 * what a link carries, and every change the menu page makes.
 */
import {
  MENU_LIMIT,
  clampServings,
  menuLinkQuery,
  mergedMenus,
  moved,
  parseMenu,
  parseMenuLink,
  sameMenu,
  serializeMenu,
  withRecipe,
  withServings,
  withoutRecipe,
  type MenuEntry,
} from '@/core/kitchen/menu';

const menu = (...pairs: [number, number][]): MenuEntry[] =>
  pairs.map(([recipeId, servings]) => ({ recipeId, servings }));

describe('the menu cookie', () => {
  it('reads back what it wrote, in order', () => {
    const entries = menu([3, 4], [1, 2], [7, 6]);
    expect(serializeMenu(entries)).toBe('[[3,4],[1,2],[7,6]]');
    expect(parseMenu(serializeMenu(entries))).toEqual(entries);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['not JSON', '[[1,4]'],
    ['an object', '{"1":4}'],
    ['a bare id list', '[1,2]'],
    ['a day without servings', '[[1]]'],
    ['servings 0', '[[1,0]]'],
    ['servings 51', '[[1,51]]'],
    ['fractional servings', '[[1,2.5]]'],
    ['a negative id', '[[-1,2]]'],
    ['an id as text', '[["1",2]]'],
    ['an id beyond 32 bits', '[[2147483648,2]]'],
  ])('ignores %s', (_, value) => {
    expect(parseMenu(value)).toEqual([]);
  });

  it('keeps a recipe once, on its first day', () => {
    expect(parseMenu('[[1,2],[2,3],[1,5]]')).toEqual(menu([1, 2], [2, 3]));
  });

  it(`keeps the first ${MENU_LIMIT} days of a longer list`, () => {
    const long = JSON.stringify(Array.from({ length: 30 }, (_, i) => [i + 1, 2]));
    const parsed = parseMenu(long);
    expect(parsed).toHaveLength(MENU_LIMIT);
    expect(parsed[0]).toEqual({ recipeId: 1, servings: 2 });
  });
});

describe('changing the menu', () => {
  const base = menu([1, 2], [2, 4], [3, 6]);

  it('adds a recipe as the last day, at 4 servings unless told, and not twice', () => {
    expect(withRecipe(base, 9)).toEqual([...base, { recipeId: 9, servings: 4 }]);
    expect(withRecipe(base, 9, 3)).toEqual([...base, { recipeId: 9, servings: 3 }]);
    expect(withRecipe(base, 2, 8)).toEqual(base);
  });

  it('brings servings into range', () => {
    expect(withRecipe([], 9, 80)).toEqual(menu([9, 50]));
    expect(withRecipe([], 9, 0)).toEqual(menu([9, 1]));
    expect(clampServings(Number.NaN)).toBe(4);
    expect(withServings(base, 2, 7)).toEqual(menu([1, 2], [2, 7], [3, 6]));
    expect(withServings(base, 2, 99)).toEqual(menu([1, 2], [2, 50], [3, 6]));
  });

  it(`has no room after ${MENU_LIMIT} days`, () => {
    const full = Array.from({ length: MENU_LIMIT }, (_, i) => ({ recipeId: i + 1, servings: 2 }));
    expect(withRecipe(full, 99)).toEqual(full);
  });

  it('removes a day', () => {
    expect(withoutRecipe(base, 2)).toEqual(menu([1, 2], [3, 6]));
    expect(withoutRecipe(base, 8)).toEqual(base);
  });

  it('moves a day up, down, to either end, and not out of range', () => {
    expect(moved(base, 2, 0)).toEqual(menu([3, 6], [1, 2], [2, 4]));
    expect(moved(base, 0, 1)).toEqual(menu([2, 4], [1, 2], [3, 6]));
    expect(moved(base, 0, 2)).toEqual(menu([2, 4], [3, 6], [1, 2]));
    expect(moved(base, 0, 3)).toEqual(base);
    expect(moved(base, -1, 0)).toEqual(base);
  });

  it('joins a visitor’s menu after the account’s, each recipe once', () => {
    const account = menu([5, 2], [1, 3]);
    expect(mergedMenus(account, base)).toEqual(menu([5, 2], [1, 3], [2, 4], [3, 6]));
    expect(mergedMenus([], base)).toEqual(base);
    expect(sameMenu(mergedMenus(base, base), base)).toBe(true);
  });

  it('compares menus by days and servings', () => {
    expect(sameMenu(base, menu([1, 2], [2, 4], [3, 6]))).toBe(true);
    expect(sameMenu(base, menu([1, 2], [2, 5], [3, 6]))).toBe(false);
    expect(sameMenu(base, moved(base, 0, 1))).toBe(false);
  });
});

describe('the menu link', () => {
  it('carries each day as slug:servings, in order', () => {
    const query = menuLinkQuery([
      { slug: 'thai-green-chicken-curry', servings: 4 },
      { slug: 'pasta', servings: 2 },
    ]);
    expect(query).toBe('r=thai-green-chicken-curry%3A4&r=pasta%3A2');
    expect(parseMenuLink(new URLSearchParams(query))).toEqual([
      { slug: 'thai-green-chicken-curry', servings: 4 },
      { slug: 'pasta', servings: 2 },
    ]);
  });

  it('reads the plain form a person would type', () => {
    expect(parseMenuLink(new URLSearchParams('r=soup:6&r=pasta:2'))).toEqual([
      { slug: 'soup', servings: 6 },
      { slug: 'pasta', servings: 2 },
    ]);
  });

  it('leaves out a day it cannot read and keeps the rest', () => {
    const search = new URLSearchParams(
      'r=soup:6&r=Soup:2&r=pasta&r=pie:0&r=cake:51&r=../x:2&r=soup:3&q=ignored&r=stew:5',
    );
    expect(parseMenuLink(search)).toEqual([
      { slug: 'soup', servings: 6 },
      { slug: 'stew', servings: 5 },
    ]);
  });

  it(`reads at most ${MENU_LIMIT} days`, () => {
    const search = new URLSearchParams(Array.from({ length: 30 }, (_, i) => ['r', `dish-${i}:2`]));
    expect(parseMenuLink(search)).toHaveLength(MENU_LIMIT);
  });
});
