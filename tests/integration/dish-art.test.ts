/**
 * Every seeded recipe's generated photo shows its own dish (issue 12: lasagne drawn as a
 * spaghetti nest, a Thai green curry and kale stamppot as red stews, herring-and-beetroot
 * salad as a green salad, energy balls as cookies, chips as a tray of vegetables, and breads,
 * scones, croissants and buns sharing one picture).
 *
 * The dish kind must fit the recipe's name, the colours must fit the dish, and every kind must
 * draw a picture of its own.
 *
 * Run: node --conditions=react-server --import tsx --test tests/integration/dish-art.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { difference } from './pictures';
import { demo } from '../../demo/seed';
import type { DishKind, SeedRecipe } from '../../demo/seed/types';
import { DISH_KINDS } from '../../demo/seed/types';
import { renderDishImage } from '../../demo/art';
import { family, Palette, toHsl } from '../../demo/art/color';
import { DISHES } from '../../demo/art/dishes/index';
import type { DishCtx } from '../../demo/art/paint';
import { Rng } from '../../demo/art/prng';
import { Defs } from '../../demo/art/svg';

/**
 * What a recipe's name says it is, first match wins (tested against "english | dutch" name,
 * lower case). Every seeded recipe must match a rule: a new recipe needs a rule here, so its
 * picture gets looked at.
 */
const RULES: readonly (readonly [RegExp, DishKind])[] = [
  [/lasagne/, 'lasagne'],
  [/stamppot|hutspot/, 'mash'],
  [/croissant/, 'croissant'],
  [/scone/, 'scones'],
  [/oliebol/, 'oliebollen'],
  [/\bbuns?\b|broodjes|krentenbol/, 'buns'],
  [/banana.*bread|bananen.*brood/, 'loaf-cake'],
  [/focaccia/, 'focaccia'],
  [/flatbread/, 'flatbread'],
  [/sourdough|desembrood|\bloaf\b/, 'bread'],
  [/\bchips\b|\bfries\b|friet/, 'fries'],
  [/wedges/, 'wedges'],
  [/energy ?balls?|energyballs|bliss ball/, 'energy-balls'],
  [/bitterbal/, 'bitterballen'],
  [/falafel/, 'falafel'],
  [/nugget/, 'nuggets'],
  [/kibbeling/, 'fried-fish'],
  [/bhaji/, 'fritters'],
  [/poffertjes/, 'poffertjes'],
  [/tiramisu/, 'tiramisu'],
  [/crumble/, 'crumble'],
  [/pasta bake|pastaovenschotel/, 'pasta-bake'],
  [/ravioli/, 'ravioli'],
  [/penne/, 'penne'],
  [/risotto/, 'risotto'],
  [/fried rice|nasi goreng|gebakken rijst|jambalaya/, 'fried-rice'],
  [/meatball|gehaktbal/, 'meatballs'],
  [/ramen/, 'noodles'],
  [/courgette noodles|courgetti met pesto/, 'pasta'],
  [/pad thai|noodles|noedels/, 'fried-noodles'],
  [/potsticker|dumpling|gyoza/, 'dumplings'],
  [/mussel|mosselen/, 'mussels'],
  [/scallop|jakobsschelp/, 'scallops'],
  [/salt crust|zoutkorst/, 'whole-fish'],
  [/gambas|^garlic chilli prawns/, 'prawns'],
  [/beetroot|bietjes|\bbiet/, 'beet-salad'],
  [/potato salad|aardappelsalade/, 'potato-salad'],
  [/cucumber salad|komkommersalade/, 'cucumber-salad'],
  [/egg muffins|eiermuffins/, 'egg-muffins'],
  [/frittata/, 'frittata'],
  [/stuffed peppers|gevulde paprika/, 'stuffed-peppers'],
  [/pears|peertjes/, 'poached-pears'],
  [/mug ?cake/, 'mug-cake'],
  [/turnover|appelflap/, 'turnovers'],
  [/boterkoek|butter cake/, 'butter-cake'],
  [/sticky rice/, 'sticky-rice'],
  [/minestrone|pasta e fagioli|fish soup|vissoep/, 'chunky-soup'],
  [/cauliflower steak|bloemkoolsteak/, 'cauliflower-steak'],
  [/^dutch pancakes/, 'pannenkoek'],
  [/beans on toast/, 'beans-on-toast'],
  [/french toast|wentelteefjes/, 'french-toast'],
  [/spaghetti|linguine|tagliatelle|bolognese/, 'pasta'],
  [/curry|dahl|masala/, 'curry'],
  [/pizza/, 'pizza'],
  [/\btacos?\b|taco’s|taco's/, 'tacos'],
  [/\bwraps?\b/, 'wrap'],
  [/smoothie|shake/, 'smoothie'],
  [/overnight oats|porridge/, 'oats'],
  [/apple pie|appeltaart/, 'pie'],
  [/cookies/, 'cookies'],
  [/mousse/, 'dessert-cup'],
  [/shakshuka/, 'eggs'],
  [/toast|bruschetta/, 'toast'],
  [/steak|biefstuk/, 'steak'],
  [/egg roll in a bowl/, 'stir-fry'],
  [/\bbowl\b|bibimbap/, 'rice-bowl'],
  [/salmon|zalm|hake|heek/, 'fish'],
  [/chicken thighs|kippendijen/, 'chicken'],
  [/soup|soep/, 'soup'],
  [/chilli con carne|chili con carne|stew|hachee|rendang|casserole|osso ?buco/, 'stew'],
  [/salad|salade/, 'salad'],
  [/pancakes|pannenkoek/, 'pancakes'],
  [/cake|taart/, 'cake'],
  [/pâté|paté|\bdip\b|hummus/, 'dip'],
  [/stir-?fry|kung pao|mapo tofu|teriyaki/, 'stir-fry'],
  [/traybake|roast|bites|vegetables|groenten/, 'roast-veg'],
];

const nameOf = (r: SeedRecipe) => `${r.en.name} | ${r.nl.name}`.toLowerCase();

function expectedKind(r: SeedRecipe): DishKind | undefined {
  const name = nameOf(r);
  return RULES.find(([re]) => re.test(name))?.[1];
}

test('every seeded recipe is drawn as the dish its name says', () => {
  assert.ok(demo.recipes.length > 100, 'the demo data is all there');
  const wrong: string[] = [];
  for (const r of demo.recipes) {
    const want = expectedKind(r);
    if (!want) wrong.push(`${r.slug}: no rule matches "${nameOf(r)}" — add one`);
    else if (r.art.dish !== want)
      wrong.push(`${r.slug}: drawn as ${r.art.dish}, should be ${want}`);
  }
  assert.deepEqual(wrong, []);
});

test('the kinds from issue 12 are the ones asked for', () => {
  const kindOf = (slug: string) => demo.recipes.find((r) => r.slug === slug)?.art.dish;
  assert.equal(kindOf('lasagne-bolognese'), 'lasagne');
  assert.equal(kindOf('kale-stamppot-with-smoked-sausage'), 'mash');
  assert.equal(kindOf('vegetarian-kale-stamppot'), 'mash');
  assert.equal(kindOf('dutch-herring-beetroot-salad'), 'beet-salad');
  assert.equal(kindOf('no-bake-protein-energy-balls'), 'energy-balls');
  assert.equal(kindOf('crispy-air-fryer-chips'), 'fries');
  // Breads, scones, croissants and buns each have a picture of their own.
  const baked = [
    'crusty-sourdough-country-loaf',
    'flaky-butter-croissants',
    'cheese-and-chive-scones',
    'cardamom-cinnamon-buns',
    'rosemary-sea-salt-focaccia',
    'two-ingredient-garlic-flatbreads',
    'omas-oliebollen',
  ].map(kindOf);
  assert.equal(new Set(baked).size, baked.length, `distinct kinds: ${baked.join(', ')}`);
});

const hsl = (c: string) => toHsl(c);
const isGreen = (c: string) => family(c) === 'green';
const isCream = (c: string) => {
  const { l } = hsl(c);
  return l > 0.72 && (family(c) === 'white' || family(c) === 'yellow');
};
const isMagenta = (c: string) => {
  const { h, s } = hsl(c);
  return h >= 300 && h <= 350 && s > 0.45;
};

test('the colours fit the dish', () => {
  const problems: string[] = [];
  for (const r of demo.recipes) {
    const name = nameOf(r);
    const cols = r.art.colors;
    const first = cols[0] ?? '';
    if (cols.length < 3 || cols.length > 5) problems.push(`${r.slug}: 3–5 colours`);
    if (/green|groene/.test(name) && r.art.dish === 'curry') {
      // A green curry: green sauce first, and the leading colours not red or orange.
      if (!isGreen(first)) problems.push(`${r.slug}: a green curry needs its green first`);
      if (cols.filter(isGreen).length < 2) problems.push(`${r.slug}: a green curry is green`);
    }
    if (/beetroot|biet/.test(name) && !isMagenta(first))
      problems.push(`${r.slug}: beetroot is magenta (first colour ${first})`);
    if (/kale|boerenkool/.test(name) && (!cols.some(isGreen) || !cols.some(isCream)))
      problems.push(`${r.slug}: kale stamppot is potato cream with kale green`);
    if (/hutspot/.test(name) && !cols.some((c) => family(c) === 'orange'))
      problems.push(`${r.slug}: hutspot has carrot orange`);
    if (r.art.dish === 'fries' && !['yellow', 'orange'].includes(family(first)))
      problems.push(`${r.slug}: chips are golden first`);
    if (r.art.dish === 'energy-balls' && family(first) !== 'brown')
      problems.push(`${r.slug}: energy balls are brown first`);
  }
  assert.deepEqual(problems, []);
});

/** The SVG a kind's drawing makes for fixed inputs (same randomness, same colours). */
function drawingOf(kind: DishKind): string {
  const defs = new Defs();
  const c: DishCtx = {
    rng: new Rng('same-for-every-kind'),
    defs,
    pal: new Palette(['#d9a35f', '#7a9e4a', '#c0462f', '#f3ead8'], DISHES[kind].fallback),
    angle: 20,
  };
  const p = DISHES[kind].draw(c);
  return defs.toString() + p.base + (p.food ?? '') + (p.front ?? '') + (p.top ?? '');
}

test('every dish kind has a drawing of its own', () => {
  const draws = new Map<unknown, DishKind>();
  const svgs = new Map<string, DishKind>();
  for (const kind of DISH_KINDS) {
    const spec = DISHES[kind];
    assert.ok(spec, `${kind} is registered`);
    const sameFn = draws.get(spec.draw);
    assert.equal(sameFn, undefined, `${kind} reuses the drawing of ${sameFn}`);
    draws.set(spec.draw, kind);
    const svg = drawingOf(kind);
    assert.ok(svg.length > 2_000, `${kind} draws something`);
    const same = svgs.get(svg);
    assert.equal(same, undefined, `${kind} draws exactly what ${same} draws`);
    svgs.set(svg, kind);
  }
});

/** Mean colour of the middle of a picture (where the food is). */
async function centre(buf: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(buf)
    .resize(160, 120, { fit: 'fill' })
    .extract({ left: 55, top: 35, width: 50, height: 50 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let r = 0;
  let g = 0;
  let b = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    r += data[i] ?? 0;
    g += data[i + 1] ?? 0;
    b += data[i + 2] ?? 0;
  }
  const n = data.length / info.channels;
  return { r: r / n, g: g / n, b: b / n };
}

const pictureOf = (slug: string) => {
  const r = demo.recipes.find((x) => x.slug === slug);
  assert.ok(r, slug);
  return renderDishImage(
    { slug: r.slug, dish: r.art.dish, colors: r.art.colors },
    { width: 400, height: 300 },
  );
};

test('the Thai green curry looks green and the herring salad beetroot-pink', async () => {
  const curry = await centre(await pictureOf('thai-green-chicken-curry'));
  assert.ok(
    curry.g > curry.r && curry.g > curry.b,
    `green curry centre is green: ${JSON.stringify(curry)}`,
  );
  const beet = await centre(await pictureOf('dutch-herring-beetroot-salad'));
  assert.ok(
    beet.r > beet.g * 1.3 && beet.b > beet.g,
    `beetroot salad centre is magenta: ${JSON.stringify(beet)}`,
  );
  const stamppot = await centre(await pictureOf('kale-stamppot-with-smoked-sausage'));
  assert.ok(
    stamppot.g > stamppot.b * 1.05 && stamppot.r + stamppot.g > 260,
    `stamppot centre is pale potato with green: ${JSON.stringify(stamppot)}`,
  );
});

test('breads, croissants, scones, buns and the like look different from each other', async () => {
  const kinds: DishKind[] = [
    'bread',
    'croissant',
    'scones',
    'buns',
    'focaccia',
    'flatbread',
    'oliebollen',
    'loaf-cake',
  ];
  // Same slug (same table, napkin and garnish), same colours: only the dish differs.
  const colors = ['#c98b4f', '#8b5a2b', '#f1d7a8', '#ffffff'];
  const pics = await Promise.all(
    kinds.map((dish) =>
      renderDishImage({ slug: 'baked-goods', dish, colors }, { width: 320, height: 240 }),
    ),
  );
  for (let i = 0; i < kinds.length; i++)
    for (let j = i + 1; j < kinds.length; j++) {
      const d = await difference(pics[i] as Buffer, pics[j] as Buffer);
      assert.ok(d > 5, `${kinds[i]} and ${kinds[j]} look alike (mean difference ${d.toFixed(1)})`);
    }
});
