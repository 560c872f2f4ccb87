/**
 * The grocery widget's reading of its host page: the recipe in the JSON-LD (single node, array
 * and @graph forms), the slug and locale of a recipe URL, the page's language, the ingredients
 * panel's servings and owned lines, the menu page's slot and menu links, and an order card's
 * attributes.
 */
import {
  cardSettings,
  findRecipe,
  localeFromUrl,
  menuFromUrl,
  pageLocale,
  pageRequest,
  parseExcluded,
  parseServings,
  slotMenu,
  slugFromUrl,
} from '@/widget/src/page';
import { toLocale } from '@/widget/src/i18n';

const RECIPE_URL = 'https://zesty.example/en/recipes/spaghetti-carbonara';

const recipe = (extra: object = {}) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  '@id': `${RECIPE_URL}#recipe`,
  url: RECIPE_URL,
  name: 'Spaghetti carbonara',
  recipeYield: '4',
  ...extra,
});

function withJsonLd(...blocks: (object | string)[]) {
  document.head.innerHTML = blocks
    .map(
      (block) =>
        `<script type="application/ld+json">${typeof block === 'string' ? block : JSON.stringify(block)}</script>`,
    )
    .join('');
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

describe('findRecipe', () => {
  it('reads a single Recipe node: slug from its url, name and servings', () => {
    withJsonLd(recipe());
    expect(findRecipe(document)).toEqual({
      slug: 'spaghetti-carbonara',
      url: RECIPE_URL,
      name: 'Spaghetti carbonara',
      servings: 4,
    });
  });

  it('finds the Recipe in an @graph next to other nodes', () => {
    const { '@context': _context, ...node } = recipe({ recipeYield: '6' });
    withJsonLd({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebPage', url: 'https://zesty.example/en' }, node],
    });
    expect(findRecipe(document)).toMatchObject({ slug: 'spaghetti-carbonara', servings: 6 });
  });

  it('finds the Recipe in a top-level array and with @type as a list', () => {
    withJsonLd([
      { '@type': 'BreadcrumbList', itemListElement: [] },
      recipe({
        '@type': ['Recipe', 'CreativeWork'],
        url: 'https://zesty.example/nl/recepten/erwtensoep',
      }),
    ]);
    expect(findRecipe(document)?.slug).toBe('erwtensoep');
  });

  it('skips broken and unrelated JSON-LD before the recipe', () => {
    withJsonLd('{not json', { '@type': 'Organization', name: 'Zesty' }, recipe());
    expect(findRecipe(document)?.slug).toBe('spaghetti-carbonara');
  });

  it('falls back to the @id without its fragment when there is no url', () => {
    const { url: _url, ...node } = recipe();
    withJsonLd(node);
    expect(findRecipe(document)?.slug).toBe('spaghetti-carbonara');
  });

  it('is null on a page without a recipe', () => {
    withJsonLd({ '@type': 'ItemList', itemListElement: [] });
    expect(findRecipe(document)).toBeNull();
  });
});

describe('slugFromUrl and localeFromUrl', () => {
  it.each([
    [RECIPE_URL, 'spaghetti-carbonara'],
    [`${RECIPE_URL}/`, 'spaghetti-carbonara'],
    [`${RECIPE_URL}?servings=2#step-3`, 'spaghetti-carbonara'],
    ['https://anna.zesty.example/nl/recipes/appeltaart', 'appeltaart'],
    ['https://zesty.example/en/recipes/cr%C3%A8me-br%C3%BBl%C3%A9e', 'crème-brûlée'],
  ])('%s → %s', (url, slug) => {
    expect(slugFromUrl(url)).toBe(slug);
  });

  it('resolves a relative URL against a base, and is null for no path or no URL', () => {
    expect(slugFromUrl('/nl/recipes/stamppot', 'https://zesty.example/')).toBe('stamppot');
    expect(slugFromUrl('https://zesty.example/')).toBeNull();
    expect(slugFromUrl('not a url')).toBeNull();
  });

  it('takes the locale from the first path segment only when it is en or nl', () => {
    expect(localeFromUrl(RECIPE_URL)).toBe('en');
    expect(localeFromUrl('https://zesty.example/nl/recipes/stamppot')).toBe('nl');
    expect(localeFromUrl('https://zesty.example/de/recipes/stamppot')).toBeNull();
    expect(localeFromUrl('https://blog.example/recipes/en')).toBeNull();
  });
});

describe('language', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN', 'en'],
    ['nl', 'nl'],
    ['nl-BE', 'nl'],
    ['de', 'nl'],
    ['', 'nl'],
  ])('<html lang="%s"> is %s', (lang, locale) => {
    document.documentElement.lang = lang;
    expect(pageLocale(document)).toBe(locale);
  });

  it('treats a missing tag as Dutch', () => {
    expect(toLocale(undefined)).toBe('nl');
    expect(toLocale(null)).toBe('nl');
  });
});

describe('the ingredients panel', () => {
  it.each([
    ['6', 6],
    [6, 6],
    ['4 servings', 4],
    [['2', '2 personen'], 2],
    ['0', undefined],
    ['51', undefined],
    ['abc', undefined],
    ['', undefined],
    [2.5, undefined],
  ])('servings %j → %j', (value, servings) => {
    expect(parseServings(value)).toBe(servings);
  });

  it('reads owned lines as unique 0-based indexes and ignores junk', () => {
    expect(parseExcluded('1,3')).toEqual([1, 3]);
    expect(parseExcluded(' 3, 1,3,x,-2,,0')).toEqual([3, 1, 0]);
    expect(parseExcluded('')).toEqual([]);
    expect(parseExcluded(null)).toEqual([]);
    expect(parseExcluded(Array.from({ length: 150 }, (_, i) => i).join(','))).toHaveLength(100);
  });

  it('asks for the servings chosen on the page, else the recipe’s own', () => {
    withJsonLd(recipe());
    document.body.innerHTML =
      '<div data-zesty-ingredients data-servings="6" data-excluded="1,3"></div>';
    expect(pageRequest(document)).toEqual({
      slug: 'spaghetti-carbonara',
      servings: 6,
      exclude: [1, 3],
    });
    document.body.innerHTML = '<div data-zesty-ingredients data-servings="abc"></div>';
    expect(pageRequest(document)).toEqual({
      slug: 'spaghetti-carbonara',
      servings: 4,
      exclude: [],
    });
    document.body.innerHTML = '';
    expect(pageRequest(document)?.servings).toBe(4);
  });

  it('is null on a page without a recipe', () => {
    document.body.innerHTML = '<div data-zesty-ingredients data-servings="6"></div>';
    expect(pageRequest(document)).toBeNull();
  });
});

describe('cardSettings', () => {
  const card = (attrs: string) => {
    document.body.innerHTML = `<div data-zesty-order-card ${attrs}></div>`;
    return document.querySelector<HTMLElement>('[data-zesty-order-card]')!;
  };

  it('reads the slug, the locale of the URL, the website id and the servings', () => {
    expect(
      cardSettings(
        card(`data-website-id="zesty-main" data-recipe-url="${RECIPE_URL}" data-servings="2"`),
      ),
    ).toEqual({ slug: 'spaghetti-carbonara', locale: 'en', websiteId: 'zesty-main', servings: 2 });
  });

  it('lets data-locale override the URL and defaults to Dutch', () => {
    const url = 'https://anna.zesty.example/recipes/appeltaart';
    expect(
      cardSettings(card(`data-website-id="w" data-recipe-url="${RECIPE_URL}" data-locale="nl"`))
        ?.locale,
    ).toBe('nl');
    expect(cardSettings(card(`data-website-id="w" data-recipe-url="${url}"`))).toEqual({
      slug: 'appeltaart',
      locale: 'nl',
      websiteId: 'w',
      servings: undefined,
    });
  });

  it('reads a menu link as the whole menu, in the locale of its path', () => {
    const url = 'https://zesty.example/en/menu?r=pasta:4&amp;r=soup:2';
    expect(cardSettings(card(`data-website-id="w" data-recipe-url="${url}"`))).toEqual({
      menu: [
        { slug: 'pasta', servings: 4 },
        { slug: 'soup', servings: 2 },
      ],
      locale: 'en',
      websiteId: 'w',
      servings: undefined,
    });
    // A menu link without a day names nothing to order.
    expect(
      cardSettings(card('data-website-id="w" data-recipe-url="https://zesty.example/nl/menu"')),
    ).toBeNull();
  });

  it('is null without a recipe URL or a website id', () => {
    expect(cardSettings(card(`data-recipe-url="${RECIPE_URL}"`))).toBeNull();
    expect(cardSettings(card('data-website-id="zesty-main"'))).toBeNull();
    expect(
      cardSettings(card('data-website-id="zesty-main" data-recipe-url="https://x.example/"')),
    ).toBeNull();
  });
});

describe('menus', () => {
  it('reads the menu page slot’s data-menu, and nothing from a slot without one', () => {
    document.body.innerHTML =
      '<div id="a" data-zesty-menu-slot data-menu="r=pasta:4&amp;r=soup:2"></div><div id="b" data-zesty-menu-slot></div>';
    expect(slotMenu(document.getElementById('a')!)).toEqual([
      { slug: 'pasta', servings: 4 },
      { slug: 'soup', servings: 2 },
    ]);
    expect(slotMenu(document.getElementById('b')!)).toEqual([]);
  });

  it.each([
    ['https://zesty.example/en/menu?r=pasta:4', [{ slug: 'pasta', servings: 4 }]],
    ['https://anna.zesty.example/nl/menu/?r=soep:2', [{ slug: 'soep', servings: 2 }]],
    [
      '/menu?r=a:1&r=b:50',
      [
        { slug: 'a', servings: 1 },
        { slug: 'b', servings: 50 },
      ],
    ],
    ['https://zesty.example/en/menu', []],
    ['https://zesty.example/en/recipes/menu-for-two?r=pasta:4', null],
    ['https://zesty.example/en/recipes/pasta', null],
    ['not a url', null],
  ])('menuFromUrl(%s)', (url, menu) => {
    expect(menuFromUrl(url, 'https://zesty.example/')).toEqual(menu);
  });
});
