/** Picture compositions: a single dish on a table, a creator banner, a collection collage. */
import type { DishKind } from '../seed/types';
import { Palette } from './color';
import { DISHES } from './dishes/index';
import { garnish, GARNISH_SIZE } from './garnish';
import type { GarnishKind } from './garnish';
import type { Ctx, DishCtx } from './paint';
import { Rng } from './prng';
import * as P from './props';
import { renderJpeg } from './render';
import type { DishParts } from './render';
import { Defs, g, place } from './svg';
import { bowl } from './vessels';
import { chooseSurface, surfaceDetails } from './surfaces';

/** Draws one dish in its local space (about 400 units radius around 0,0). */
export function drawDish(
  rng: Rng,
  defs: Defs,
  dish: DishKind,
  colors: readonly string[],
): DishParts {
  const spec = DISHES[dish];
  const c: DishCtx = {
    rng: rng.fork(`dish:${dish}`),
    defs,
    pal: new Palette(colors, spec.fallback),
    angle: rng.range(-180, 180),
  };
  return spec.draw(c);
}

type Circle = { x: number; y: number; r: number };

const free = (x: number, y: number, r: number, taken: Circle[]) =>
  taken.every((t) => (t.x - x) ** 2 + (t.y - y) ** 2 >= (t.r + r) ** 2);

/** Scatters garnish into the free space of the table. */
function scatterGarnish(
  c: Ctx,
  kinds: readonly GarnishKind[],
  count: number,
  W: number,
  H: number,
  scale: number,
  taken: Circle[],
): string {
  let out = '';
  if (kinds.length === 0) return out;
  const list = c.rng.shuffle(kinds);
  for (let i = 0; i < count; i++) {
    const kind = list[i % list.length] as GarnishKind;
    const r = GARNISH_SIZE[kind] * scale;
    for (let t = 0; t < 60; t++) {
      const x = c.rng.range(r * 0.3, W - r * 0.3);
      const y = c.rng.range(r * 0.3, H - r * 0.3);
      if (!free(x, y, r, taken)) continue;
      taken.push({ x, y, r });
      out += g(garnish(c, kind, 0, 0, c.rng.range(0, 360)), { transform: place(x, y, 0, scale) });
      break;
    }
  }
  return out;
}

function napkinWithCutlery(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  u: number,
  cutlery: P.CutleryKind | null,
  withNapkin: boolean,
): { under: string; item: string } {
  const color = c.rng.pick(P.NAPKINS);
  const pattern = c.rng.pick(['plain', 'stripes', 'gingham', 'border'] as const);
  const under = withNapkin
    ? g(P.napkin(c, 250, 560, color, pattern), { transform: place(x, y, rot, u) })
    : '';
  const metal = c.rng.pick(P.METALS);
  const item = cutlery
    ? g(P.cutlery(c, cutlery, 440, metal), {
        transform: place(x + c.rng.jitter(0, 12) * u, y, rot + c.rng.jitter(0, 4), u),
      })
    : '';
  return { under, item };
}

function sideBowl(c: Ctx, x: number, y: number, r: number): string {
  const what = c.rng.pick(['salt', 'flakes', 'pepper', 'oil', 'sauce'] as const);
  const color = c.rng.pick([
    '#f4f1ea',
    '#2f3338',
    '#c9d3d6',
    '#d6c2a8',
    '#3b4a5a',
    '#b5533a',
  ] as const);
  const sauce = c.rng.pick(['#c0392b', '#7a9a3a', '#e8dcc0', '#5a3520'] as const);
  const inner = P.pinchBowlContent(c, 100, what, sauce);
  return g(bowlSmall(c, color, inner), { transform: place(x, y, 0, r / 120) });
}

const bowlSmall = (c: Ctx, color: string, content: string) =>
  bowl(c, 120, color, content, { rim: 0.14, inner: 0.84 });

export type DishImageInput = { slug: string; dish: DishKind; colors: readonly string[] };

export async function dishImage(
  input: DishImageInput,
  width: number,
  height: number,
): Promise<Buffer> {
  const rng = new Rng(`dish-image:${input.slug}`);
  const defs = new Defs();
  const c: Ctx = { rng: rng.fork('table'), defs };
  const spec = DISHES[input.dish];
  const surface = chooseSurface(rng.fork('surface'));
  const u = Math.min(width / 1600, height / 1200);
  const cx = width / 2;
  const cy = height / 2;
  const s = 0.93 * u;
  const taken: Circle[] = [{ x: cx, y: cy, r: 415 * s }];
  const side = c.rng.sign();
  let under = surfaceDetails(c, surface, width, height);
  const items: string[] = [];

  // Napkin and cutlery to one side, half off the picture in a square crop.
  if (c.rng.chance(0.85)) {
    const nx = cx + side * c.rng.range(570, 620) * u;
    const ny = cy + c.rng.jitter(0, 110) * u;
    const set = napkinWithCutlery(
      c,
      nx,
      ny,
      c.rng.jitter(0, 9),
      u,
      c.rng.chance(0.85) ? spec.cutlery : null,
      c.rng.chance(0.8),
    );
    under += set.under;
    if (set.item) items.push(set.item);
    taken.push(
      { x: nx, y: ny - 160 * u, r: 150 * u },
      { x: nx, y: ny + 160 * u, r: 150 * u },
      { x: nx, y: ny, r: 150 * u },
    );
  }
  // A small bowl in a corner on the other side.
  if (c.rng.chance(0.7)) {
    const bx = cx - side * c.rng.range(560, 620) * u;
    const by = cy + c.rng.sign() * c.rng.range(300, 380) * u;
    const br = c.rng.range(70, 92) * u;
    items.push(sideBowl(c, bx, by, br));
    taken.push({ x: bx, y: by, r: br * 1.15 });
  }
  items.push(scatterGarnish(c, spec.garnish, c.rng.int(4, 7), width, height, 1.35 * u, taken));
  const dishes = [
    { transform: place(cx, cy, 0, s), parts: drawDish(rng, defs, input.dish, input.colors) },
  ];
  return renderJpeg({ width, height, defs, surface, under, items, dishes, dishScale: 0.93 });
}

/** Dish kinds that sit well next to a motif on a banner or collage. */
const COMPANIONS: readonly DishKind[] = [
  'salad',
  'bread',
  'dip',
  'soup',
  'smoothie',
  'pasta',
  'cookies',
  'roast-veg',
  'toast',
  'pie',
  'oats',
  'dessert-cup',
];

export type HeroInput = {
  slug: string;
  primary: string;
  secondary: string;
  tertiary: string;
  motif: DishKind;
};

/** Creator banner: a table runner in the brand colours with several dishes laid out along it. */
export async function creatorHero(input: HeroInput, width = 1920, height = 800): Promise<Buffer> {
  const rng = new Rng(`creator-hero:${input.slug}`);
  const defs = new Defs();
  const c: Ctx = { rng: rng.fork('table'), defs };
  const pal = new Palette(
    [input.primary, input.secondary, input.tertiary],
    ['#c0462f', '#f3e3c3', '#4e8a34'],
  );
  const [primary, secondary, tertiary] = [pal.get(0), pal.get(1), pal.get(2)];
  const surface = chooseSurface(rng.fork('surface'));
  const k = height / 800;
  let under = surfaceDetails(c, surface, width, height);
  // Table runner.
  const ry = height * 0.5 + c.rng.jitter(0, 30) * k;
  const rh = 470 * k;
  under += g(
    P.napkin(c, width * 1.2, rh, primary, c.rng.pick(['plain', 'stripes', 'border'] as const))
      .replace(/#f3efe6/g, secondary)
      .replace(/#3f5a73/g, secondary),
    {
      transform: place(width / 2, ry, c.rng.jitter(0, 1.5)),
    },
  );
  const others = rng.shuffle(COMPANIONS.filter((d) => d !== input.motif));
  const slots = [
    { x: 0.5, y: 0.5, s: 0.62, dish: input.motif },
    { x: 0.2, y: 0.47, s: 0.46, dish: others[0] ?? 'salad' },
    { x: 0.8, y: 0.53, s: 0.46, dish: others[1] ?? 'bread' },
    { x: -0.02, y: 0.55, s: 0.42, dish: others[2] ?? 'dip' },
    { x: 1.02, y: 0.45, s: 0.42, dish: others[3] ?? 'soup' },
  ];
  const items: string[] = [];
  const taken: Circle[] = [];
  const dishes = slots.map((sl, i) => {
    const x = sl.x * width + c.rng.jitter(0, 20) * k;
    const y = sl.y * height + c.rng.jitter(0, 25) * k;
    const s = sl.s * k;
    taken.push({ x, y, r: 420 * s });
    const colors = DISHES[sl.dish].fallback;
    return {
      transform: place(x, y, 0, s),
      parts: drawDish(rng.fork(`d${i}`), defs, sl.dish, colors),
    };
  });
  // Cutlery in the gap left of the main dish, a small bowl in the brand's third colour.
  const metal = c.rng.pick(P.METALS);
  const [main, left] = [taken[0], taken[1]];
  const gapX = main && left ? (main.x - main.r + left.x + left.r) / 2 : width * 0.35;
  items.push(
    g(P.cutlery(c, 'fork-knife', 420, metal), {
      transform: place(gapX, height * 0.5, c.rng.jitter(0, 4), 0.72 * k),
    }),
  );
  taken.push(
    { x: gapX, y: height * 0.5 - 90 * k, r: 70 * k },
    { x: gapX, y: height * 0.5 + 90 * k, r: 70 * k },
  );
  const bx = width * 0.655;
  const by = height * (c.rng.chance(0.5) ? 0.18 : 0.82);
  items.push(
    g(
      bowl(
        c,
        120,
        tertiary,
        P.pinchBowlContent(c, 100, c.rng.pick(['salt', 'flakes', 'oil'] as const), tertiary),
        { rim: 0.14, inner: 0.84 },
      ),
      { transform: place(bx, by, 0, (70 * k) / 120) },
    ),
  );
  taken.push({ x: bx, y: by, r: 85 * k });
  const garnishKinds = [...new Set(slots.flatMap((sl) => DISHES[sl.dish].garnish))];
  items.push(scatterGarnish(c, garnishKinds, 9, width, height, 1.0 * k, taken));
  return renderJpeg({ width, height, defs, surface, under, items, dishes, dishScale: 0.55 });
}

export type CollectionInput = {
  slug: string;
  dishes: readonly { dish: DishKind; colors: readonly string[] }[];
};

/** Collection cover: up to four of its dishes arranged on one table. */
export async function collectionHero(
  input: CollectionInput,
  width = 1600,
  height = 900,
): Promise<Buffer> {
  const rng = new Rng(`collection-hero:${input.slug}`);
  const defs = new Defs();
  const c: Ctx = { rng: rng.fork('table'), defs };
  const surface = chooseSurface(rng.fork('surface'));
  const k = Math.min(width / 1600, height / 900);
  const list = input.dishes.slice(0, 4);
  if (list.length === 0) list.push({ dish: 'salad', colors: DISHES.salad.fallback });
  const layouts: Record<number, [number, number, number][]> = {
    1: [[0.5, 0.5, 0.8]],
    2: [
      [0.3, 0.5, 0.62],
      [0.71, 0.5, 0.62],
    ],
    3: [
      [0.2, 0.44, 0.5],
      [0.5, 0.56, 0.52],
      [0.8, 0.44, 0.5],
    ],
    4: [
      [0.27, 0.28, 0.44],
      [0.73, 0.3, 0.44],
      [0.31, 0.76, 0.44],
      [0.7, 0.74, 0.44],
    ],
  };
  const layout = layouts[list.length] ?? layouts[1] ?? [];
  const taken: Circle[] = [];
  const dishes = list.map((d, i) => {
    const [lx, ly, ls] = layout[i] ?? [0.5, 0.5, 0.5];
    const x = lx * width + c.rng.jitter(0, 15) * k;
    const y = ly * height + c.rng.jitter(0, 15) * k;
    const s = ls * k;
    taken.push({ x, y, r: 410 * s });
    return {
      transform: place(x, y, 0, s),
      parts: drawDish(rng.fork(`d${i}`), defs, d.dish, d.colors),
    };
  });
  const under = surfaceDetails(c, surface, width, height);
  const items: string[] = [];
  const garnishKinds = [...new Set(list.flatMap((d) => DISHES[d.dish].garnish))];
  items.push(scatterGarnish(c, garnishKinds, 8, width, height, 1.05 * k, taken));
  const avg = list.length ? layout.reduce((sum, l) => sum + l[2], 0) / layout.length : 0.5;
  return renderJpeg({
    width,
    height,
    defs,
    surface,
    under,
    items,
    dishes,
    dishScale: avg * (1600 / 900) * 0.56,
  });
}
