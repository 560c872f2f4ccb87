/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'use-intl';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import type { Recipe } from '@/core/contract';
import { cropBox, cropUrl, imageCrops, parseCropKey } from '@/core/image-crops';
import type { Site } from '@/core/sites';
import {
  isoDuration,
  itemListJsonLd,
  nutritionJsonLd,
  recipeCanonicalUrl,
  recipeJsonLd,
  serializeJsonLd,
} from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { CollectionScreen } from '@/components/collection/collection-screen';

// Public origins as in production (read lazily by core/site on first use).
process.env.SITE_URL = 'https://zesty.example';
process.env.ROOT_DOMAIN = 'zesty.example';

// The translation hooks as a plain lookup in the English messages; the back button needs no router here.
jest.mock('next-intl', () =>
  jest.requireActual<typeof import('./intl-mock')>('./intl-mock').lookupIntl(),
);
jest.mock('@/components/collection/collection-back', () => ({ CollectionBack: () => null }));

/** The links take the locale from next-intl's provider, as in the app. */
const Intl = IntlProvider as ComponentType<{
  locale: string;
  messages: object;
  children?: ReactNode;
}>;
const withIntl = (page: ReactElement) => createElement(Intl, { locale: 'en', messages: {} }, page);

const recipe: Recipe = {
  id: 1,
  slug: 'spaghetti-carbonara',
  locale: 'en',
  name: 'Spaghetti carbonara',
  title: 'Creamy spaghetti carbonara',
  description: 'Rich and silky.',
  heroImage: '/media/recipes/spaghetti-carbonara-abc123.jpg',
  time: { total: 25, prep: 10, cook: 15 },
  type: 'dinner',
  difficulty: 'easy',
  budget: 'low',
  cuisine: 'Italian',
  servings: 4,
  nutrition: { kcal: 640.4, protein: 28, carbs: 70.25, fat: 26, fibre: 3, salt: 1.8 },
  ingredientsEnabled: true,
  disclaimer: true,
  recipeStepsEnabled: true,
  externalUrl: null,
  publishedAt: '2025-07-30T10:00:00.000Z',
  updatedAt: '2025-08-01T10:00:00.000Z',
  tags: {
    data: [
      { key: 'italian', name: 'Italian' },
      { key: 'quick-easy', name: 'Quick & easy' },
    ],
  },
  image: {
    data: {
      url: '/media/recipes/spaghetti-carbonara-abc123.jpg',
      width: 1600,
      height: 1200,
      alt: 'Spaghetti carbonara',
    },
  },
  ingredients: { data: [{ text: '400 g spaghetti' }, { text: ' 4 egg yolks ' }] },
  recipeSteps: { data: [{ text: 'Boil the pasta.' }, { text: 'Stir in the yolks.' }] },
  website: {
    data: {
      id: 3,
      slug: 'pastapapa',
      name: 'Pasta Papa',
      handle: 'pastapapa',
      heroImage: null,
      logo: null,
    },
  },
};

const opts = {
  url: 'https://zesty.example/en/recipes/spaghetti-carbonara',
  origin: 'https://zesty.example',
  authorUrl: 'https://zesty.example/en/c/pastapapa',
  locale: 'en' as const,
};

describe('ISO 8601 durations', () => {
  it.each([
    [0, 'PT0M'],
    [45, 'PT45M'],
    [60, 'PT1H'],
    [90, 'PT1H30M'],
    [125, 'PT2H5M'],
  ])('%i minutes → %s', (minutes, expected) => {
    expect(isoDuration(minutes)).toBe(expected);
  });

  it('never goes negative or fractional', () => {
    expect(isoDuration(-5)).toBe('PT0M');
    expect(isoDuration(29.6)).toBe('PT30M');
    expect(isoDuration(Number.NaN)).toBe('PT0M');
  });
});

describe('nutrition', () => {
  it('gives calories as "N calories" and the rest as units, per serving', () => {
    expect(nutritionJsonLd(recipe.nutrition!)).toEqual({
      '@type': 'NutritionInformation',
      calories: '640 calories',
      proteinContent: '28 g',
      carbohydrateContent: '70.3 g',
      fatContent: '26 g',
      fiberContent: '3 g',
      // 1.8 g salt = 720 mg sodium (salt = sodium × 2.5).
      sodiumContent: '720 mg',
    });
    expect(
      nutritionJsonLd({ kcal: 0, protein: 0.2, carbs: 0, fat: 0, fibre: 0, salt: 0 }),
    ).toMatchObject({ calories: '0 calories', proteinContent: '0.2 g', sodiumContent: '0 mg' });
  });
});

describe('crops', () => {
  it('are the largest centred rectangle of each ratio', () => {
    expect(cropBox(1600, 1200, '16x9')).toEqual({ left: 0, top: 150, width: 1600, height: 900 });
    expect(cropBox(1600, 1200, '4x3')).toEqual({ left: 0, top: 0, width: 1600, height: 1200 });
    expect(cropBox(1600, 1200, '1x1')).toEqual({ left: 200, top: 0, width: 1200, height: 1200 });
    expect(cropBox(800, 1200, '16x9')).toEqual({ left: 0, top: 375, width: 800, height: 450 });
    expect(cropBox(1920, 800, '4x3')).toEqual({ left: 427, top: 0, width: 1066, height: 800 });
  });

  it('have URLs under /media/crop/{ratio}/ for media URLs only', () => {
    expect(imageCrops({ url: '/media/recipes/a-1.jpg', width: 1600, height: 1200 })).toEqual([
      { ratio: '16x9', url: '/media/crop/16x9/recipes/a-1.jpg', width: 1600, height: 900 },
      { ratio: '4x3', url: '/media/crop/4x3/recipes/a-1.jpg', width: 1600, height: 1200 },
      { ratio: '1x1', url: '/media/crop/1x1/recipes/a-1.jpg', width: 1200, height: 1200 },
    ]);
    expect(cropUrl('https://cdn.example/a.jpg', '1x1')).toBeUndefined();
    expect(cropUrl('/media/crop/1x1/recipes/a.jpg', '1x1')).toBeUndefined();
    expect(cropUrl('/media/recipes/a.jpg?v=2', '1x1')).toBeUndefined();
    expect(parseCropKey('crop/4x3/recipes/a.jpg')).toEqual({
      ratio: '4x3',
      focus: { x: 50, y: 50 },
      original: 'recipes/a.jpg',
    });
    expect(parseCropKey('crop/3x2/recipes/a.jpg')).toBeUndefined();
    expect(parseCropKey('crop/1x1/crop/1x1/a.jpg')).toBeUndefined();
  });

  it('keep the focal point the creator set in view, as far as the picture allows', () => {
    // A landscape picture cut square: the square slides towards the point, never past the edge.
    expect(cropBox(1600, 1200, '1x1', { x: 20, y: 50 })).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 1200,
    });
    expect(cropBox(1600, 1200, '1x1', { x: 60, y: 50 })).toEqual({
      left: 360,
      top: 0,
      width: 1200,
      height: 1200,
    });
    expect(cropBox(1600, 1200, '16x9', { x: 50, y: 90 })).toEqual({
      left: 0,
      top: 300,
      width: 1600,
      height: 900,
    });
    // Each focus is a crop URL of its own; the centre keeps the plain one.
    const focused = { url: '/media/uploads/3/a.jpg', width: 1600, height: 1200 };
    expect(imageCrops({ ...focused, focus: { x: 30, y: 70 } }).map((c) => c.url)).toEqual([
      '/media/crop/16x9/uploads/3/a.f30-70.jpg',
      '/media/crop/4x3/uploads/3/a.f30-70.jpg',
      '/media/crop/1x1/uploads/3/a.f30-70.jpg',
    ]);
    expect(imageCrops({ ...focused, focus: { x: 50, y: 50 } })[0]!.url).toBe(
      '/media/crop/16x9/uploads/3/a.jpg',
    );
    expect(parseCropKey('crop/16x9/uploads/3/a.f30-70.jpg')).toEqual({
      ratio: '16x9',
      focus: { x: 30, y: 70 },
      original: 'uploads/3/a.jpg',
    });
    expect(parseCropKey('crop/16x9/uploads/3/a.f50-50.jpg')).toBeUndefined();
    // Not a focus: read as the (odd) name of an original.
    for (const name of ['a.f101-2.jpg', 'a.f-1-2.jpg', 'a.f07-2.jpg', 'a.f3.jpg'])
      expect(parseCropKey(`crop/1x1/uploads/3/${name}`)?.focus).toEqual({ x: 50, y: 50 });
    expect(parseCropKey('crop/16x9-f30-70/uploads/3/a.jpg')).toBeUndefined();
  });
});

describe('recipeJsonLd', () => {
  it('builds a Google recipe with absolute crops, durations, steps and keywords', () => {
    const ld = recipeJsonLd(recipe, opts);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Spaghetti carbonara',
      image: [
        'https://zesty.example/media/crop/16x9/recipes/spaghetti-carbonara-abc123.jpg',
        'https://zesty.example/media/crop/4x3/recipes/spaghetti-carbonara-abc123.jpg',
        'https://zesty.example/media/crop/1x1/recipes/spaghetti-carbonara-abc123.jpg',
      ],
      author: {
        '@type': 'Person',
        name: 'Pasta Papa',
        url: 'https://zesty.example/en/c/pastapapa',
      },
      datePublished: '2025-07-30T10:00:00.000Z',
      description: 'Rich and silky.',
      prepTime: 'PT10M',
      cookTime: 'PT15M',
      totalTime: 'PT25M',
      recipeYield: '4',
      recipeIngredient: ['400 g spaghetti', '4 egg yolks'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Boil the pasta.', url: `${opts.url}#step-1` },
        {
          '@type': 'HowToStep',
          position: 2,
          text: 'Stir in the yolks.',
          url: `${opts.url}#step-2`,
        },
      ],
      nutrition: { calories: '640 calories' },
      recipeCategory: 'Dinner',
      recipeCuisine: 'Italian',
      // The 'Italian' tag repeats the cuisine: not a keyword.
      keywords: 'Quick & easy',
      inLanguage: 'en',
    });
  });

  it('labels the category in the page locale and falls back to updatedAt without a publish date', () => {
    const ld = recipeJsonLd(
      { ...recipe, type: 'side', publishedAt: null },
      { ...opts, locale: 'nl' },
    );
    expect(ld.recipeCategory).toBe('Bijgerecht');
    expect(ld.datePublished).toBe('2025-08-01T10:00:00.000Z');
  });

  it('marks up no steps when they live on the creator site, and uses the original without crops', () => {
    const ld = recipeJsonLd(
      {
        ...recipe,
        recipeStepsEnabled: false,
        image: { data: { url: 'https://cdn.example/x.jpg', width: 10, height: 10, alt: '' } },
      },
      opts,
    );
    expect(ld.recipeInstructions).toBeUndefined();
    expect(ld.image).toEqual(['https://cdn.example/x.jpg']);
  });
});

describe('itemListJsonLd', () => {
  it('numbers the items from 1 in order', () => {
    const list = itemListJsonLd([
      { url: 'https://zesty.example/en/recipes/a', name: 'A' },
      { url: 'https://zesty.example/en/recipes/b', name: 'B' },
      { url: 'https://zesty.example/en/recipes/c', name: 'C' },
    ]);
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement.map((i) => [i['@type'], i.position, i.name])).toEqual([
      ['ListItem', 1, 'A'],
      ['ListItem', 2, 'B'],
      ['ListItem', 3, 'C'],
    ]);
  });

  it('uses canonical recipe URLs on the main site and on a creator site', () => {
    expect(recipeCanonicalUrl('nl', { kind: 'main' }, 'stamppot')).toBe(
      'https://zesty.example/nl/recipes/stamppot',
    );
    expect(recipeCanonicalUrl('en', { kind: 'creator', slug: 'pastapapa' }, 'lasagne')).toBe(
      'https://pastapapa.zesty.example/en/recipes/lasagne',
    );
  });
});

describe('JSON-LD escaping', () => {
  const hostile = {
    '@context': 'https://schema.org',
    '@type': 'Thing',
    name: '</script><script>alert(1)</script>',
    description: '<!-- & --> \u2028\u2029',
  } satisfies WithContext<Thing>;

  it('leaves no <, >, & or line separators in the text, and parses back to the same data', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('renders one script element whose content cannot close it', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    const inner = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(inner)).toEqual(hostile);
  });
});

describe('collection page', () => {
  const other = {
    ...recipe,
    id: 2,
    slug: 'prawn-pad-thai',
    name: 'Prawn pad thai',
    website: { data: { ...recipe.website!.data, id: 4, slug: 'spicewok', name: 'Spice & Wok' } },
  };
  const collection = {
    id: 1,
    slug: 'weeknight',
    name: 'Weeknight',
    description: '',
    heroImage: null,
    recipeCount: 2,
    recipes: { data: [recipe, other] },
  };
  const itemList = (html: string) => {
    const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
    return m ? JSON.parse(m[1]!) : undefined;
  };
  const render = (site: Site) =>
    renderToStaticMarkup(
      withIntl(
        createElement(CollectionScreen, {
          collection,
          creator: { name: 'Pasta Papa', slug: 'pastapapa' },
          locale: 'en',
          site,
        }),
      ),
    );

  it('renders an ItemList of its recipes at their canonical main-site URLs', () => {
    expect(itemList(render({ kind: 'main' }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://zesty.example/en/recipes/spaghetti-carbonara',
          name: 'Spaghetti carbonara',
        },
        {
          '@type': 'ListItem',
          position: 2,
          url: 'https://zesty.example/en/recipes/prawn-pad-thai',
          name: 'Prawn pad thai',
        },
      ],
    });
  });

  it("lists only the creator's own recipes on its own host, and nothing for an empty collection", () => {
    expect(itemList(render({ kind: 'creator', slug: 'pastapapa' }))?.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        url: 'https://pastapapa.zesty.example/en/recipes/spaghetti-carbonara',
        name: 'Spaghetti carbonara',
      },
    ]);
    const empty = renderToStaticMarkup(
      withIntl(
        createElement(CollectionScreen, {
          collection: { ...collection, recipeCount: 0, recipes: { data: [] } },
          creator: { name: 'Pasta Papa', slug: 'pastapapa' },
          locale: 'en',
          site: { kind: 'main' },
        }),
      ),
    );
    expect(empty).not.toContain('application/ld+json');
  });
});
