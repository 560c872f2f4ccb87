/**
 * Recipe JSON-LD of every seeded recipe, in both locales, against Google's recipe rich result
 * (required and recommended properties), built from what the API answers the recipe page; the
 * 16:9, 4:3 and 1:1 crops it names, cut and served by the API; ItemList JSON-LD of the collections.
 *
 * Run: node --conditions=react-server --import tsx --test tests/integration/structured-data.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';
import {
  LOCALES,
  collectionResponse,
  recipeListResponse,
  recipeResponse,
  type Locale,
  type Recipe,
} from '../../core/contract';
import { CROP_RATIOS, imageCrops, type CropRatio } from '../../core/image-crops';
import { originFor } from '../../core/site';
import {
  itemListJsonLd,
  recipeCanonicalUrl,
  recipeJsonLd,
  serializeJsonLd,
  type RecipeJsonLd,
} from '../../lib/structured-data';
import { eq } from 'drizzle-orm';
import { recipeDraftSchema } from '../../core/contract/studio';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { uploadImage } from '../../server/services/studio-images';
import {
  createStudioRecipe,
  memberCreator,
  publishStudioRecipe,
} from '../../server/services/studio-recipes';
import { createApp } from '../../server/app';
import { demo, seedDemo } from '../../demo/seed';
import { renderDishImage } from '../../demo/art';
import { MemoryMediaStore } from '../../server/media/storage';
import { targets } from './databases';

// Public origins as in production: the main site and {creator}.zesty.example.
process.env.SITE_URL = 'https://zesty.example';
process.env.ROOT_DOMAIN = 'zesty.example';

const INCLUDE = 'tags,image,ingredients,recipeSteps,website';
const enabledCreators = new Set(demo.creators.filter((c) => c.zestyEnabled).map((c) => c.slug));
const visibleRecipes = demo.recipes.filter((r) => enabledCreators.has(r.creator));
const seedBySlug = new Map(demo.recipes.map((r) => [r.slug, r]));

// ——— Google's recipe rich result, as a schema ———

const nonEmpty = z.string().trim().min(1);
const absoluteUrl = z
  .string()
  .url()
  .refine((u) => /^https:\/\/[^/]+\//.test(u), 'must be an absolute https URL');
/** ISO 8601 date or date-time with a zone, and a real date. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a real date');
/** ISO 8601 duration (Google: exact times only, no ranges). */
const isoDuration = z.string().regex(/^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/);
const minutesOf = (d: string) => {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(d);
  if (!m) return Number.NaN;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = m;
  return +days * 1440 + +hours * 60 + +minutes + +seconds / 60;
};
const howToStep = z.object({
  '@type': z.literal('HowToStep'),
  text: nonEmpty,
  name: nonEmpty.optional(),
  url: absoluteUrl.optional(),
});

/**
 * Required: name, image. Recommended: author, datePublished, description, prepTime with cookTime,
 * totalTime, recipeYield, recipeIngredient, recipeInstructions, nutrition.calories,
 * recipeCategory, recipeCuisine, keywords (and aggregateRating and video, which Zesty does not
 * have: no ratings or videos exist to mark up truthfully). Instructions are marked up only when
 * the page shows the steps (`recipeStepsEnabled`).
 */
const googleRecipe = (stepsShown: boolean) =>
  z
    .object({
      '@context': z.literal('https://schema.org'),
      '@type': z.literal('Recipe'),
      name: nonEmpty,
      image: z.array(absoluteUrl).length(3),
      author: z.object({
        '@type': z.enum(['Person', 'Organization']),
        name: nonEmpty,
        url: absoluteUrl,
      }),
      datePublished: isoDate,
      description: nonEmpty,
      prepTime: isoDuration,
      cookTime: isoDuration,
      totalTime: isoDuration,
      recipeYield: z.union([z.string().regex(/^[1-9]\d*( servings?)?$/), z.number().int().min(1)]),
      recipeIngredient: z.array(nonEmpty).min(1),
      recipeInstructions: stepsShown ? z.array(howToStep).min(1) : z.never().optional(),
      nutrition: z.object({
        '@type': z.literal('NutritionInformation'),
        calories: z.string().regex(/^\d+ calories$/),
      }),
      recipeCategory: nonEmpty,
      recipeCuisine: nonEmpty,
      keywords: nonEmpty,
      inLanguage: z.enum(LOCALES),
    })
    .refine((r) => minutesOf(r.totalTime) === minutesOf(r.prepTime) + minutesOf(r.cookTime), {
      message: 'totalTime must be prepTime + cookTime',
      path: ['totalTime'],
    });

function assertGoogleRecipe(ld: unknown, stepsShown: boolean, label: string) {
  const parsed = googleRecipe(stepsShown).safeParse(ld);
  assert.ok(
    parsed.success,
    `${label}: ${parsed.success ? '' : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  );
}

// ——— The API, seeded ———

/** A store that counts writes, to see that a crop is cut once and read after. */
class CountingStore extends MemoryMediaStore {
  puts: string[] = [];
  override async put(key: string, body: Buffer, contentType: string) {
    this.puts.push(key);
    return super.put(key, body, contentType);
  }
}

let app: ReturnType<typeof createApp>;
let media: CountingStore;
let dispose: () => Promise<void>;
let db: Db;

before(async () => {
  const database = await targets()[0]!.open();
  dispose = database.dispose;
  db = database.db;
  media = new CountingStore();
  // Rows only: the originals are drawn below for the recipes whose crops are fetched.
  await seedDemo(database.db, media, {
    renderImages: false,
    now: new Date('2026-01-15T12:00:00Z'),
  });
  app = createApp({ db: async () => database.db, media: () => media, log: () => {} });
});
after(async () => dispose());

const fetchApi = (path: string) => app.fetch(new Request(`http://api.test${path}`));

async function getJson<T extends z.ZodType>(schema: T, path: string): Promise<z.infer<T>> {
  const res = await fetchApi(path);
  const text = await res.text();
  assert.equal(res.status, 200, `${path} → ${res.status}: ${text.slice(0, 200)}`);
  return schema.parse(JSON.parse(text));
}

/** What the recipe page reads: the recipe with its relations, per locale. */
async function recipeFor(slug: string, locale: Locale): Promise<Recipe> {
  const { data } = await getJson(
    recipeResponse,
    `/api/v1/recipes/${slug}/?include=${INCLUDE}&locale=${locale}`,
  );
  return data;
}

/** The JSON-LD the recipe page renders on the main site. */
function pageJsonLd(recipe: Recipe, locale: Locale): RecipeJsonLd {
  const main = originFor({ kind: 'main' });
  const creator = recipe.website?.data.slug ?? '';
  return recipeJsonLd(recipe, {
    url: recipeCanonicalUrl(locale, { kind: 'main' }, recipe.slug),
    origin: main,
    authorUrl: `${main}/${locale}/c/${creator}`,
    locale,
  });
}

/** The store key of a media URL, absolute or not. */
const mediaKey = (url: string) => new URL(url, 'https://x').pathname.replace(/^\/media\//, '');

async function fetchImage(url: string) {
  const res = await fetchApi(new URL(url).pathname);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

/** The centred crops of a 1600×1200 original, written out (not from the geometry under test). */
const CENTRE_OF_1600x1200: Record<
  CropRatio,
  { left: number; top: number; width: number; height: number }
> = {
  '16x9': { left: 0, top: 150, width: 1600, height: 900 },
  '4x3': { left: 0, top: 0, width: 1600, height: 1200 },
  '1x1': { left: 200, top: 0, width: 1200, height: 1200 },
};

// ——— Tests ———

describe('Recipe JSON-LD of every seeded recipe', () => {
  for (const locale of LOCALES) {
    test(`${locale}: meets Google's required and recommended recipe properties`, async () => {
      const started = Date.now();
      const slugs: string[] = [];
      for (let page = 1; ; page++) {
        const list = await getJson(
          recipeListResponse,
          `/api/v1/recipes/?perPage=50&page=${page}&locale=${locale}`,
        );
        slugs.push(...list.data.map((r) => r.slug));
        if (page >= list.meta.pagination.total_pages) break;
      }
      assert.deepEqual(
        [...slugs].sort(),
        visibleRecipes.map((r) => r.slug).sort(),
        'every visible seeded recipe is listed',
      );

      for (const slug of slugs) {
        const recipe = await recipeFor(slug, locale);
        const seed = seedBySlug.get(slug)!;
        const ld = pageJsonLd(recipe, locale);
        const label = `${locale}/${slug}`;
        assertGoogleRecipe(ld, recipe.recipeStepsEnabled, label);

        // And it says what the recipe is.
        const canonical = `https://zesty.example/${locale}/recipes/${slug}`;
        assert.equal(ld.url, canonical, label);
        assert.equal(ld.name, seed[locale].name, label);
        assert.equal(ld.inLanguage, locale, label);
        assert.equal(ld.recipeYield, String(seed.servings), label);
        assert.equal(ld.nutrition?.calories, `${seed.nutrition.kcal} calories`, label);
        assert.equal(ld.recipeCuisine, seed.cuisine, label);
        assert.equal(minutesOf(ld.prepTime), seed.prepMinutes, label);
        assert.equal(minutesOf(ld.cookTime), seed.cookMinutes, label);
        assert.deepEqual(ld.recipeIngredient, seed[locale].ingredients, label);
        assert.equal(
          ld.recipeInstructions?.length ?? 0,
          recipe.recipeStepsEnabled ? seed[locale].steps.length : 0,
          label,
        );
        ld.recipeInstructions?.forEach((step, i) =>
          assert.equal(step.url, `${canonical}#step-${i + 1}`, label),
        );
        const image = recipe.image?.data;
        assert.ok(image, `${label} has an image`);
        assert.deepEqual(
          ld.image,
          CROP_RATIOS.map(
            (ratio) => `https://zesty.example/media/crop/${ratio}/${mediaKey(image.url)}`,
          ),
          label,
        );
      }
      console.log(`${locale}: ${slugs.length} recipes checked in ${Date.now() - started} ms`);
    });
  }

  test('the schema fails a recipe that lacks or breaks a property', async () => {
    const good = pageJsonLd(await recipeFor(visibleRecipes[0]!.slug, 'en'), 'en');
    assertGoogleRecipe(good, true, 'the unbroken recipe');
    const broken: [string, Record<string, unknown>][] = [
      ['no name', { name: '' }],
      ['two images', { image: good.image!.slice(0, 2) }],
      ['a relative image', { image: ['/media/a.jpg', ...good.image!.slice(1)] }],
      ['minutes as a number', { prepTime: 10 }],
      ['a time range', { cookTime: 'PT10M-PT20M' }],
      ['total is not prep + cook', { totalTime: 'PT2H' }],
      ['no author name', { author: { '@type': 'Person', name: '', url: good.author!.url } }],
      ['a date that is no date', { datePublished: '30/07/2025' }],
      ['no ingredients', { recipeIngredient: [] }],
      ['steps as text', { recipeInstructions: ['Boil the pasta.'] }],
      ['a step without text', { recipeInstructions: [{ '@type': 'HowToStep', text: ' ' }] }],
      ['calories as a number', { nutrition: { '@type': 'NutritionInformation', calories: 420 } }],
      ['no cuisine', { recipeCuisine: undefined }],
      ['no keywords', { keywords: '' }],
      ['yield as words', { recipeYield: 'a few' }],
    ];
    for (const [what, change] of broken) {
      const parsed = googleRecipe(true).safeParse({ ...good, ...change });
      assert.equal(parsed.success, false, `the schema accepts ${what}`);
    }
    assert.equal(
      googleRecipe(false).safeParse(good).success,
      false,
      'steps shown that the page hides',
    );
  });
});

describe('Recipe JSON-LD of a recipe freshly published in the studio', () => {
  test('has every property, its uploaded picture in three crops, and its text inert', async () => {
    const [member] = await db
      .select({ userId: schema.creatorMembers.userId })
      .from(schema.creatorMembers)
      .innerJoin(schema.creators, eq(schema.creators.id, schema.creatorMembers.creatorId))
      .where(eq(schema.creators.slug, 'greenkitchen'))
      .limit(1);
    const creator = await memberCreator(db, member!.userId, 'greenkitchen');
    const photo = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#c2410c' },
    })
      .jpeg()
      .toBuffer();
    const image = await uploadImage(db, media, creator.id, photo);
    const hostile = 'Soup </script><script>alert(1)</script>';
    const created = await createStudioRecipe(db, creator, {
      draft: recipeDraftSchema.parse({
        originalLocale: 'en',
        content: {
          en: {
            name: hostile,
            title: 'Fresh from the studio',
            description: 'A <b>bold</b> soup.',
            ingredients: ['2 onions', '400 g chickpeas'],
            steps: ['Chop the onions.', 'Simmer for 20 minutes.'],
          },
        },
        heroImage: image.url,
        type: 'dinner',
        cuisine: 'Middle Eastern',
        tags: ['vegetarian'],
        prepMinutes: 10,
        cookMinutes: 20,
        timeMinutes: 30,
        servings: 2,
        nutrition: { kcal: 420, protein: 18, carbs: 50, fat: 12, fibre: 9, salt: 1.2 },
      }),
    });
    await publishStudioRecipe(db, member!.userId, created.id, created.version);

    const recipe = await recipeFor(created.slug, 'en');
    const ld = pageJsonLd(recipe, 'en');
    assertGoogleRecipe(ld, true, created.slug);
    assert.equal(ld.name, hostile, 'the name as written, as data');
    assert.deepEqual(ld.recipeIngredient, ['2 onions', '400 g chickpeas']);
    assert.equal(ld.recipeInstructions?.length, 2);
    assert.equal(ld.recipeYield, '2');
    assert.equal(minutesOf(ld.totalTime!), 30);
    assert.deepEqual(
      ld.image,
      CROP_RATIOS.map(
        (ratio) => `https://zesty.example/media/crop/${ratio}/${mediaKey(image.url)}`,
      ),
    );
    for (const url of ld.image as string[]) {
      const res = await fetchApi(new URL(url).pathname);
      assert.equal(res.status, 200, url);
    }
    // In the page the JSON cannot end its script element.
    const script = serializeJsonLd(ld);
    assert.ok(!script.includes('</script>') && !script.includes('<script>'), script);
    assert.equal((JSON.parse(script) as RecipeJsonLd).name, hostile);
  });
});

describe('Image crops served by the API', () => {
  // One recipe of each creator, with its real generated photo as the stored original.
  const sample = [...enabledCreators].map((c) => visibleRecipes.find((r) => r.creator === c)!);

  test(`16:9, 4:3 and 1:1 crops of ${sample.length} recipes: right ratio, ≥ 50,000 pixels, centred, cached for a year`, async () => {
    const started = Date.now();
    let drawn = 0;
    for (const seed of sample) {
      const recipe = await recipeFor(seed.slug, 'en');
      const image = recipe.image!.data!;
      const original = await renderDishImage({
        slug: seed.slug,
        dish: seed.art.dish,
        colors: seed.art.colors,
      });
      drawn += 1;
      await media.put(mediaKey(image.url), original, 'image/jpeg');
      const ld = pageJsonLd(recipe, 'en');
      const expected = imageCrops(image);
      assert.equal(ld.image?.length, 3);

      for (const [i, url] of (ld.image ?? []).entries()) {
        const ratio = CROP_RATIOS[i] as CropRatio;
        const { res, body } = await fetchImage(url);
        assert.equal(res.status, 200, `${url} → ${res.status}`);
        assert.equal(res.headers.get('content-type'), 'image/jpeg');
        assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        const meta = await sharp(body).metadata();
        assert.equal(meta.format, 'jpeg');
        const { width = 0, height = 0 } = meta;
        const [rw, rh] = ratio.split('x').map(Number) as [number, number];
        assert.ok(Math.abs((width * rh) / rw - height) <= 1, `${url} is ${width}×${height}`);
        assert.ok(width * height >= 50_000, `${url} has ${width * height} pixels`);
        // The sizes the page can announce are the sizes served.
        assert.deepEqual([width, height], [expected[i]!.width, expected[i]!.height]);
        // Centred: it matches the original's centre box, not a box shifted by 10% of the side.
        const box = CENTRE_OF_1600x1200[ratio];
        assert.ok((await difference(body, original, box)) < 6, `${url} is the centre crop`);
        if (box.left > 0 || box.top > 0) {
          const shifted = {
            ...box,
            left: box.left - Math.min(box.left, 160),
            top: box.top - Math.min(box.top, 120),
          };
          assert.ok((await difference(body, original, shifted)) > 6, `${url} differs off centre`);
        }
      }
    }
    console.log(
      `crops: ${drawn} originals drawn and ${drawn * 3} crops cut and checked in ${Date.now() - started} ms`,
    );
  });

  test('a crop is cut once (also for simultaneous first requests) and read afterwards', async () => {
    const key = 'test/once-abc.jpg';
    await media.put(key, await solid(1600, 1200), 'image/jpeg');
    const before = media.puts.length;
    const path = `/media/crop/1x1/${key}`;
    const first = await Promise.all([fetchApi(path), fetchApi(path), fetchApi(path)]);
    assert.deepEqual(
      first.map((r) => r.status),
      [200, 200, 200],
    );
    assert.deepEqual(media.puts.slice(before), [`crop/1x1/${key}`], 'stored once');
    const bodies = await Promise.all(first.map(async (r) => Buffer.from(await r.arrayBuffer())));
    const again = Buffer.from(await (await fetchApi(path)).arrayBuffer());
    assert.equal(media.puts.length, before + 1, 'a later request is a read');
    for (const b of bodies) assert.ok(b.equals(again));
    assert.ok(again.equals((await media.get(`crop/1x1/${key}`))!.body));
  });

  test('another format keeps its own; unknown ratios, unsafe keys, crops of crops and missing originals are a 404', async () => {
    await media.put('test/logo-abc.png', await solid(512, 256, 'png'), 'image/png');
    const png = await fetchApi('/media/crop/1x1/test/logo-abc.png');
    assert.equal(png.status, 200);
    assert.equal(png.headers.get('content-type'), 'image/png');
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 256, 256]);

    await media.put(
      'test/icon-abc.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    await media.put('test/here-abc.jpg', await solid(800, 600), 'image/jpeg');
    for (const path of [
      '/media/crop/3x2/test/here-abc.jpg',
      '/media/crop/16X9/test/here-abc.jpg',
      '/media/crop/16x9',
      '/media/crop/16x9/',
      '/media/crop/16x9/test/.here-abc.jpg',
      '/media/crop/16x9/test/here..abc.jpg',
      '/media/crop/16x9/test/%2e%2e/here-abc.jpg',
      '/media/crop/16x9/crop/16x9/test/here-abc.jpg',
      '/media/crop/16x9/test/icon-abc.svg',
      '/media/crop/16x9/test/missing-abc.jpg',
      '/media/crop/16x9/test/here-abc.txt',
    ]) {
      const res = await fetchApi(path);
      assert.equal(res.status, 404, `${path} → ${res.status}`);
      assert.deepEqual(
        await res.json(),
        { message: 'Media not found', code: 'not_found', status: 404 },
        path,
      );
    }
    // The original itself is still served as before.
    assert.equal((await fetchApi('/media/test/here-abc.jpg')).status, 200);
  });
});

describe('ItemList JSON-LD of collections', () => {
  test('every collection lists its recipes in order, at canonical URLs on its own host', async () => {
    for (const c of demo.collections.filter((c) => enabledCreators.has(c.creator))) {
      const { data } = await getJson(
        collectionResponse,
        `/api/v1/collections/${c.slug}/?include=recipes,website&locale=en&websiteSlug=${c.creator}`,
      );
      const recipes = data.recipes?.data ?? [];
      for (const site of [
        { kind: 'main' } as const,
        { kind: 'creator', slug: c.creator } as const,
      ]) {
        // As the collection screen: a creator's site lists only its own recipes.
        const shown =
          site.kind === 'creator'
            ? recipes.filter((r) => r.website?.data.slug === c.creator)
            : recipes;
        const list = itemListJsonLd(
          shown.map((r) => ({ url: recipeCanonicalUrl('en', site, r.slug), name: r.name })),
        );
        const host = site.kind === 'main' ? 'zesty.example' : `${c.creator}.zesty.example`;
        assert.deepEqual(
          list.itemListElement.map((i) => i.position),
          shown.map((_, i) => i + 1),
        );
        for (const [i, item] of list.itemListElement.entries()) {
          const url = new URL(item.url);
          assert.equal(url.host, host, item.url);
          assert.equal(url.pathname, `/en/recipes/${shown[i]!.slug}`);
          assert.ok(item.name.trim());
        }
      }
    }
  });
});

// ——— Helpers ———

/** Mean absolute pixel difference (0–255) between a crop and a box of the original, small. */
async function difference(
  crop: Buffer,
  original: Buffer,
  box: { left: number; top: number; width: number; height: number },
): Promise<number> {
  const small = (s: Sharp) => s.resize(64, 48, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [a, b] = await Promise.all([small(sharp(crop)), small(sharp(original).extract(box))]);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}

function solid(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}
