/** Helpers shared by the dish drawings. */
import { darken, family, lighten, toHsl } from '../color';
import type { Family } from '../color';
import type { Ctx, DishCtx } from '../paint';
import * as props from '../props';
import type { DishParts } from '../render';
import { blob } from '../shapes';
import { circle, g, path, place, rotate } from '../svg';
import { bowlParts, plate } from '../vessels';
import type { Bowl } from '../vessels';
import * as I from '../items';

/** The food group turned by the dish's angle. */
export const turn = (c: DishCtx, content: string, extra = 0): string =>
  g(content, { transform: rotate(c.angle + extra) });

/** Clips (in the unrotated dish space) and turns a layer. */
export const inside = (c: DishCtx, clip: string, content: string): string =>
  content ? g(turn(c, content), { 'clip-path': clip }) : '';

/** What a vessel holds: a flat bed (broth, sauce), the food on it and the toppings. */
export type Contents = { bed?: string; food?: string; top: string };

/**
 * A dish in a round bowl, which stays put (its light from the top left) while the contents
 * turn inside its clip. `outline` is the radius of the silhouette for the table shadow;
 * `beside` is anything already placed next to the bowl (bread), under it and in the silhouette.
 */
export function inBowl(
  c: DishCtx,
  b: Bowl,
  outline: number,
  { bed = '', food, top }: Contents,
  beside = '',
): DishParts {
  return {
    base: beside + b.back + inside(c, b.clip, bed),
    outline: beside + circle(0, 0, outline),
    ...(food === undefined ? {} : { food: inside(c, b.clip, food) }),
    front: b.front,
    top: inside(c, b.clip, top),
  };
}

/** A dish in a round pan with a handle: the pan turns with the dish, its round clip does not. */
export function inPan(c: DishCtx, p: Bowl, { bed = '', food = '', top }: Contents): DishParts {
  return {
    base: turn(c, p.back) + inside(c, p.clip, bed),
    food: inside(c, p.clip, food),
    front: turn(c, p.front),
    top: inside(c, p.clip, top),
  };
}

/**
 * A dish in a vessel that is not round (baking dish, tray, tin): all of it turns, the food
 * clipped in the vessel's own space, and the toppings too when `clipTop`.
 */
export function inDish(c: DishCtx, d: Bowl, food: string, top: string, clipTop = false): DishParts {
  return {
    base: turn(c, d.back),
    food: turn(c, g(food, { 'clip-path': d.clip })),
    front: turn(c, d.front),
    top: turn(c, clipTop ? g(top, { 'clip-path': d.clip }) : top),
  };
}

/**
 * A soup bowl (`size` radius) in the ceramic `dish`, on an under-plate with a spoon beside it.
 * `serve` lays out the dish, the bowl set a little off-centre on the plate.
 */
export function soupBowl(
  c: DishCtx,
  dish: string,
  size: number,
  plateAccent?: string,
): { b: Bowl; serve: (contents: Contents) => DishParts } {
  const base = plate(
    c,
    400,
    lighten(dish, 0.05),
    c.rng.pick(['plain', 'band', 'enamel'] as const),
    0.7,
    plateAccent,
  );
  const metal = c.rng.pick(['#c8ccd2', '#c9a35a'] as const);
  const spoon = g(props.spoon(c, 330, metal), { transform: place(305, 40, 12) });
  const b = bowlParts(c, size, dish, { rim: 0.12, inner: 0.84 });
  const at = place(-30, -10);
  const serve = ({ bed = '', food, top }: Contents): DishParts => ({
    base: base + spoon + g(b.back + inside(c, b.clip, bed), { transform: at }),
    outline: circle(0, 0, 400),
    ...(food === undefined ? {} : { food: g(inside(c, b.clip, food), { transform: at }) }),
    front: g(b.front, { transform: at }),
    top: g(inside(c, b.clip, top), { transform: at }),
  });
  return { b, serve };
}

/** A glossy sauce pool. */
export function saucePool(
  c: Ctx,
  x: number,
  y: number,
  rx: number,
  ry: number,
  color: string,
  wobble = 0.12,
): string {
  const d = blob(c.rng, x, y, rx, ry, wobble, 10);
  const fill = c.defs.radial(
    [
      [0, lighten(color, 0.12)],
      [0.75, color],
      [1, darken(color, 0.2)],
    ],
    { cx: 0.45, cy: 0.42, r: 0.6 },
  );
  return (
    path(d, { fill }) +
    path(blob(c.rng, x - rx * 0.25, y - ry * 0.3, rx * 0.3, ry * 0.12, 0.2, 7), {
      fill: '#ffffff',
      opacity: 0.22,
    })
  );
}

export type ToppingKind =
  | 'tomato'
  | 'cubes'
  | 'avocado'
  | 'cucumber'
  | 'edamame'
  | 'corn'
  | 'cabbage'
  | 'carrot'
  | 'egg'
  | 'olives'
  | 'feta'
  | 'onion'
  | 'mushroom'
  | 'berries'
  | 'nuts'
  | 'broccoli'
  | 'pepper';

/** What a palette colour most plausibly is when scattered on a bowl or salad. */
export function toppingFor(color: string, index: number): ToppingKind {
  const fam: Family = family(color);
  const pick = <T>(a: readonly T[]): T => a[index % a.length] as T;
  switch (fam) {
    case 'green':
      return pick(['avocado', 'cucumber', 'edamame', 'broccoli'] as const);
    case 'red':
      return pick(['tomato', 'pepper', 'cubes'] as const);
    case 'pink':
      return pick(['cubes', 'onion'] as const);
    case 'orange':
      return pick(['carrot', 'cubes', 'pepper'] as const);
    case 'yellow':
      return pick(['corn', 'egg', 'pepper'] as const);
    case 'purple':
      return pick(['cabbage', 'onion', 'berries'] as const);
    case 'blue':
      return 'berries';
    case 'brown':
      return pick(['mushroom', 'cubes', 'nuts'] as const);
    case 'white':
      return pick(['feta', 'egg'] as const);
    case 'dark':
      return 'olives';
  }
}

/** Draws a cluster of a topping around (x, y) within radius r. */
export function toppingCluster(
  c: Ctx,
  kind: ToppingKind,
  color: string,
  x: number,
  y: number,
  r: number,
  dense = 1,
): string {
  const out: string[] = [];
  const at = (n: number, spread = r) =>
    Array.from({ length: Math.round(n * dense) }, () => c.rng.inDisc(spread * 0.8)).map(
      ([u, v]) => [x + u, y + v] as const,
    );
  switch (kind) {
    case 'tomato':
      for (const [px, py] of at(5))
        out.push(I.tomatoHalf(c, px, py, r * 0.3, color, c.rng.range(0, 360)));
      break;
    case 'cubes':
      for (const [px, py] of at(8))
        out.push(I.cube(c, px, py, r * 0.28, color, c.rng.range(0, 90)));
      break;
    case 'feta':
      for (const [px, py] of at(8))
        out.push(I.cube(c, px, py, r * 0.24, '#f7f4ea', c.rng.range(0, 90)));
      break;
    case 'avocado': {
      const base = c.rng.range(0, 360);
      const n = Math.round(5 * Math.sqrt(dense));
      for (let i = 0; i < n; i++)
        out.push(
          I.avocadoSlice(
            c,
            x + (i - n / 2) * r * 0.14,
            y + Math.abs(i - n / 2) * r * 0.05,
            base + (i - n / 2) * 8,
            r * 1.1,
          ),
        );
      break;
    }
    case 'cucumber':
      for (const [px, py] of at(6)) out.push(I.cucumberSlice(c, px, py, r * 0.25));
      break;
    case 'edamame':
      for (const [px, py] of at(16)) out.push(I.pea(c, px, py, r * 0.1, color));
      break;
    case 'corn':
      for (const [px, py] of at(22)) out.push(I.cornKernel(c, px, py, r * 0.1, color));
      break;
    case 'cabbage':
    case 'carrot': {
      let d = '';
      for (let i = 0; i < Math.round(28 * dense); i++) {
        const [u, v] = c.rng.inDisc(r * 0.75);
        const a = c.rng.range(0, Math.PI * 2);
        const l = r * c.rng.range(0.25, 0.5);
        d += `M${(x + u).toFixed(1)} ${(y + v).toFixed(1)}q${(Math.cos(a) * l * 0.5).toFixed(1)} ${(Math.sin(a) * l * 0.5 + 6).toFixed(1)} ${(Math.cos(a) * l).toFixed(1)} ${(Math.sin(a) * l).toFixed(1)}`;
      }
      out.push(
        path(d, {
          stroke: darken(color, 0.25),
          'stroke-width': r * 0.07,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      );
      out.push(
        path(d, {
          stroke: color,
          'stroke-width': r * 0.05,
          fill: 'none',
          'stroke-linecap': 'round',
          transform: 'translate(-1 -1)',
        }),
      );
      out.push(
        path(d, {
          stroke: lighten(color, 0.4),
          'stroke-width': r * 0.012,
          fill: 'none',
          transform: 'translate(-2 -2)',
        }),
      );
      break;
    }
    case 'egg':
      out.push(I.eggHalf(c, x - r * 0.22, y, c.rng.range(0, 360), r * 0.38));
      out.push(I.eggHalf(c, x + r * 0.25, y + r * 0.1, c.rng.range(0, 360), r * 0.38));
      break;
    case 'olives':
      for (const [px, py] of at(6))
        out.push(I.olive(c, px, py, r * 0.12, color, c.rng.range(0, 180)));
      break;
    case 'onion':
      for (const [px, py] of at(5))
        out.push(I.onionRing(c, px, py, r * 0.26, color, c.rng.chance(0.5)));
      break;
    case 'mushroom':
      for (const [px, py] of at(5))
        out.push(I.mushroomSlice(c, px, py, c.rng.range(0, 360), r * 0.26, color));
      break;
    case 'berries':
      for (const [px, py] of at(9)) out.push(I.blueberry(c, px, py, r * 0.13, color));
      break;
    case 'nuts':
      for (const [px, py] of at(6)) out.push(I.walnut(c, px, py, c.rng.range(0, 360), r * 0.16));
      break;
    case 'broccoli':
      for (const [px, py] of at(4)) out.push(I.broccoli(c, px, py, r * 0.3, color));
      break;
    case 'pepper':
      for (const [px, py] of at(6))
        out.push(I.strip(c, px, py, c.rng.range(0, 180), r * 0.6, r * 0.13, color));
      break;
  }
  return out.join('');
}

/** The colour to use for greens: the palette's own green, else a fresh herb green. */
export const herbGreen = (c: DishCtx): string => c.pal.ofFamily('green') ?? I.HERB;

/**
 * The palette's cooked-prawn colour (a light salmon pink), if the recipe has one. Carrot or
 * pumpkin orange is further round the colour wheel and does not count.
 */
export function prawnColor(c: DishCtx, exclude: readonly string[] = []): string | undefined {
  return c.pal.colors.find((x) => {
    if (exclude.includes(x)) return false;
    const { h, s, l } = toHsl(x);
    return (h < 23 || h > 350) && s > 0.45 && l > 0.6 && l < 0.85;
  });
}
