/**
 * The generated demo imagery: sizes and formats, determinism, variety and that pictures
 * actually contain something (not a flat fill).
 *
 * Run: node --import tsx --test tests/integration/art.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { difference } from './pictures';
import type { Metadata, Sharp } from 'sharp';
import { DISH_KINDS } from '../../demo/seed/types';
import {
  renderBannerImage,
  renderCollectionHero,
  renderCreatorHero,
  renderCreatorLogo,
  renderDishImage,
  renderFavicon,
} from '../../demo/art';

/** Highest standard deviation over the colour channels: a flat picture is close to 0. */
async function detail(input: Buffer | Sharp): Promise<number> {
  const img = Buffer.isBuffer(input) ? sharp(input) : input;
  const { channels } = await img.stats();
  return Math.max(...channels.slice(0, 3).map((c) => c.stdev));
}

async function assertImage(
  buf: Buffer,
  format: 'jpeg' | 'png',
  width: number,
  height: number,
): Promise<Metadata> {
  const meta = await sharp(buf).metadata();
  assert.equal(meta.format, format);
  assert.equal(meta.width, width);
  assert.equal(meta.height, height);
  return meta;
}

const COLORS: Record<string, string[]> = {
  pasta: ['#c0392b', '#f2d98b', '#2e7d32'],
  salad: ['#7cb342', '#d2321f', '#f7f4ea', '#b4547c'],
  cake: ['#e8c48a', '#fbf3e4', '#6b3a22', '#c8224a'],
};

test('a dish renders a 1600×1200 progressive JPEG with real content in the centre crops', async () => {
  for (const dish of ['pasta', 'lasagne', 'croissant'] as const) {
    const buf = await renderDishImage({
      slug: `test-${dish}`,
      dish,
      colors: COLORS[dish] ?? ['#d9a35f', '#7a9e4a', '#c0462f'],
    });
    const meta = await assertImage(buf, 'jpeg', 1600, 1200);
    assert.equal(meta.isProgressive, true, `${dish}: progressive`);
    assert.ok(buf.length > 30_000, `${dish}: ${buf.length} bytes is suspiciously small`);
    const whole = await detail(buf);
    assert.ok(whole > 18, `${dish}: picture looks flat (stdev ${whole.toFixed(1)})`);
    // The dish sits in the middle: a 1:1 centre crop of the middle still has plenty going on.
    const centre = await detail(
      sharp(buf).extract({ left: 500, top: 300, width: 600, height: 600 }),
    );
    assert.ok(centre > 20, `${dish}: centre crop looks flat (stdev ${centre.toFixed(1)})`);
  }
});

test('every dish kind renders a JPEG with real content in the centre crop', async () => {
  // Small pictures: there are many kinds, and the drawing is the same at any size.
  for (const dish of DISH_KINDS) {
    const buf = await renderDishImage(
      { slug: `test-${dish}`, dish, colors: COLORS[dish] ?? ['#d9a35f', '#7a9e4a', '#c0462f'] },
      { width: 480, height: 360 },
    );
    const meta = await assertImage(buf, 'jpeg', 480, 360);
    assert.equal(meta.isProgressive, true, `${dish}: progressive`);
    const whole = await detail(buf);
    assert.ok(whole > 18, `${dish}: picture looks flat (stdev ${whole.toFixed(1)})`);
    const centre = await detail(
      sharp(buf).extract({ left: 150, top: 90, width: 180, height: 180 }),
    );
    assert.ok(centre > 20, `${dish}: centre crop looks flat (stdev ${centre.toFixed(1)})`);
  }
});

test('the same slug gives identical bytes; different slugs give different pictures', async () => {
  const input = {
    slug: 'spaghetti-al-pomodoro',
    dish: 'pasta' as const,
    colors: COLORS.pasta ?? [],
  };
  const [a, b] = await Promise.all([renderDishImage(input), renderDishImage({ ...input })]);
  assert.ok(a.equals(b), 'same slug must be byte-identical');

  const other = await renderDishImage({ ...input, slug: 'pasta-della-nonna' });
  assert.ok(!a.equals(other), 'different slugs must differ');
  const diff = await difference(a, other);
  assert.ok(diff > 8, `different slugs should differ visibly (mean difference ${diff.toFixed(1)})`);

  // Also for a second kind, and colours matter.
  const s1 = await renderDishImage({
    slug: 'green-salad',
    dish: 'salad',
    colors: COLORS.salad ?? [],
  });
  const s2 = await renderDishImage({
    slug: 'summer-salad',
    dish: 'salad',
    colors: COLORS.salad ?? [],
  });
  assert.ok((await difference(s1, s2)) > 8);
});

test('a custom size is honoured and odd colour input is tolerated', async () => {
  const buf = await renderDishImage(
    { slug: 'small', dish: 'pizza', colors: [] },
    { width: 800, height: 450 },
  );
  await assertImage(buf, 'jpeg', 800, 450);
  const odd = await renderDishImage(
    { slug: 'odd', dish: 'soup', colors: ['not-a-colour', '#abc', '#112233'] },
    { width: 400, height: 300 },
  );
  await assertImage(odd, 'jpeg', 400, 300);
  assert.ok((await detail(odd)) > 10);
});

test('creator logo is a 512×512 PNG badge with a transparent outside', async () => {
  const input = {
    slug: 'mama-rosa',
    name: 'Mama Rosa',
    monogram: 'MR',
    primary: '#b23a2b',
    secondary: '#f4e3c1',
    motif: 'pasta' as const,
  };
  const logo = await renderCreatorLogo(input);
  const meta = await assertImage(logo, 'png', 512, 512);
  assert.equal(meta.hasAlpha, true);
  assert.ok((await detail(logo)) > 20);
  const { data } = await sharp(logo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  assert.equal(data[3], 0, 'corner pixel is transparent');
  assert.equal(data[(256 * 512 + 256) * 4 + 3], 255, 'centre pixel is opaque');
  assert.ok(logo.equals(await renderCreatorLogo({ ...input })), 'deterministic');

  // Markup characters in the monogram are escaped, not injected.
  const tricky = await renderCreatorLogo({
    ...input,
    slug: 'tricky',
    monogram: '<&"',
    name: 'A & B',
  });
  await assertImage(tricky, 'png', 512, 512);
});

test('favicon is a 64×64 PNG', async () => {
  const fav = await renderFavicon({
    slug: 'green-kitchen',
    name: 'Green Kitchen',
    monogram: 'G',
    primary: '#2f5d50',
    secondary: '#e9c46a',
    motif: 'salad',
  });
  await assertImage(fav, 'png', 64, 64);
  assert.ok((await detail(fav)) > 20);
});

test('creator hero is a 1920×800 JPEG, different per creator', async () => {
  const a = await renderCreatorHero({
    slug: 'mama-rosa',
    primary: '#b23a2b',
    secondary: '#f4e3c1',
    tertiary: '#2e5e4e',
    motif: 'pasta',
  });
  await assertImage(a, 'jpeg', 1920, 800);
  assert.ok((await detail(a)) > 18);
  const b = await renderCreatorHero({
    slug: 'green-kitchen',
    primary: '#2f5d50',
    secondary: '#e9c46a',
    tertiary: '#f4a261',
    motif: 'salad',
  });
  assert.ok((await difference(a, b)) > 8);
});

test('banner image is an 800×400 JPEG product shot', async () => {
  const buf = await renderBannerImage({
    slug: 'spaghetti-al-pomodoro-1',
    colors: COLORS.pasta ?? [],
  });
  await assertImage(buf, 'jpeg', 800, 400);
  assert.ok((await detail(buf)) > 18);
});

test('collection hero is a 1600×900 JPEG for one to four dishes (and more are capped)', async () => {
  const all = DISH_KINDS.slice(0, 6).map((dish) => ({ dish, colors: COLORS[dish] ?? [] }));
  for (const n of [1, 2, 3, 4, 6]) {
    const buf = await renderCollectionHero({ slug: `collection-${n}`, dishes: all.slice(0, n) });
    await assertImage(buf, 'jpeg', 1600, 900);
    assert.ok((await detail(buf)) > 18, `${n} dishes`);
  }
  const empty = await renderCollectionHero({ slug: 'empty', dishes: [] });
  await assertImage(empty, 'jpeg', 1600, 900);
});
