/** Helpers shared by the dish drawings. */
import { darken, family, lighten, toHsl } from '../color';
import type { Family } from '../color';
import type { Ctx, DishCtx } from '../paint';
import { blob } from '../shapes';
import { g, path, rotate } from '../svg';
import * as I from '../items';

/** The food group turned by the dish's angle. */
export const turn = (c: DishCtx, content: string, extra = 0): string =>
  g(content, { transform: rotate(c.angle + extra) });

/** Clips (in the unrotated dish space) and turns a layer. */
export const inside = (c: DishCtx, clip: string, content: string): string =>
  content ? g(turn(c, content), { 'clip-path': clip }) : '';

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
