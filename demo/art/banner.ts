/**
 * Sponsored-banner product shots (800 × 400): a jar, bottle, can or box with a label,
 * standing on a table against a soft backdrop, with a few ingredients around.
 */
import { darken, family, lighten, luminance, mix, Palette } from './color';
import type { DishKind } from '../seed/types';
import { glyph } from './glyphs';
import * as I from './items';
import type { Ctx } from './paint';
import { glint } from './paint';
import { Rng } from './prng';
import { roundRect } from './shapes';
import { circle, Defs, ellipse, f, g, path, place, rect } from './svg';

type Product = 'jar' | 'bottle' | 'can' | 'box';

const GLYPH_FOR: Record<string, DishKind> = {
  red: 'pasta',
  orange: 'curry',
  yellow: 'pancakes',
  green: 'salad',
  brown: 'bread',
  purple: 'dessert-cup',
  pink: 'smoothie',
  blue: 'smoothie',
  white: 'dip',
  dark: 'cookies',
};

/** Label: a panel with a badge, an icon and lines standing in for text. */
function label(c: Ctx, w: number, h: number, bg: string, accent: string, icon: DishKind): string {
  const ink = luminance(bg) < 0.55 ? '#fbf7ee' : darken(accent, 0.35);
  let out = path(roundRect(0, 0, w, h, 6), { fill: bg });
  out +=
    rect(-w / 2, -h / 2 + 8, w, 6, { fill: accent }) +
    rect(-w / 2, h / 2 - 14, w, 6, { fill: accent });
  out += circle(0, -h * 0.12, Math.min(w, h) * 0.24, { fill: accent });
  out += g(glyph(icon, bg, accent), {
    transform: place(0, -h * 0.12, 0, (Math.min(w, h) * 0.36) / 100),
  });
  out += rect(-w * 0.32, h * 0.2, w * 0.64, 7, { fill: ink, rx: 3.5 });
  out += rect(-w * 0.22, h * 0.2 + 14, w * 0.44, 5, { fill: ink, rx: 2.5, opacity: 0.6 });
  return out;
}

function jar(
  c: Ctx,
  content: string,
  lid: string,
  lab: string,
  accent: string,
  icon: DishKind,
): string {
  const body = roundRect(0, 0, 150, 180, 28);
  return (
    path(body, { fill: content }) +
    path(body, {
      fill: c.defs.linear(
        [
          [0, '#000', 0.25],
          [0.18, '#fff', 0.35],
          [0.3, '#fff', 0],
          [0.8, '#000', 0],
          [1, '#000', 0.3],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }) +
    path(roundRect(0, -98, 128, 14, 5), { fill: lighten(content, 0.3), opacity: 0.7 }) +
    path(roundRect(0, -116, 134, 36, 6), {
      fill: c.defs.linear(
        [
          [0, darken(lid, 0.3)],
          [0.3, lighten(lid, 0.35)],
          [0.6, lid],
          [1, darken(lid, 0.35)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }) +
    path('M-60 -124h120M-60 -116h120M-60 -108h120', {
      stroke: darken(lid, 0.3),
      'stroke-width': 1.5,
      opacity: 0.5,
    }) +
    g(label(c, 150, 100, lab, accent, icon), { transform: 'translate(0 12)' }) +
    glint(c, -52, -10, 8, 60, 0.45)
  );
}

function bottle(
  c: Ctx,
  content: string,
  cap: string,
  lab: string,
  accent: string,
  icon: DishKind,
): string {
  const d =
    'M-22 -150H22V-110C22 -90 56 -80 56 -50V118C56 128 48 134 38 134H-38C-48 134 -56 128 -56 118V-50C-56 -80 -22 -90 -22 -110Z';
  return (
    path(d, { fill: content }) +
    path(d, {
      fill: c.defs.linear(
        [
          [0, '#000', 0.3],
          [0.2, '#fff', 0.35],
          [0.32, '#fff', 0],
          [0.8, '#000', 0],
          [1, '#000', 0.35],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }) +
    path(roundRect(0, -158, 52, 30, 6), {
      fill: c.defs.linear(
        [
          [0, darken(cap, 0.3)],
          [0.3, lighten(cap, 0.3)],
          [1, darken(cap, 0.35)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }) +
    g(label(c, 112, 120, lab, accent, icon), { transform: 'translate(0 40)' }) +
    glint(c, -38, 0, 6, 70, 0.45)
  );
}

function can(c: Ctx, body: string, lab: string, accent: string, icon: DishKind): string {
  const metal = '#c9ccd1';
  const mfill = c.defs.linear(
    [
      [0, darken(metal, 0.35)],
      [0.25, lighten(metal, 0.4)],
      [0.5, metal],
      [1, darken(metal, 0.4)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  return (
    path(roundRect(0, 0, 150, 200, 10), { fill: mfill }) +
    path(roundRect(0, 8, 150, 150, 2), { fill: body }) +
    g(label(c, 150, 110, lab, accent, icon), { transform: 'translate(0 8)' }) +
    path(roundRect(0, 8, 150, 150, 2), {
      fill: c.defs.linear(
        [
          [0, '#000', 0.3],
          [0.2, '#fff', 0.3],
          [0.35, '#fff', 0],
          [0.8, '#000', 0],
          [1, '#000', 0.35],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    }) +
    path('M-75 -88h150M-75 -80h150M-75 88h150', { stroke: darken(metal, 0.35), 'stroke-width': 2 })
  );
}

function box(c: Ctx, body: string, lab: string, accent: string, icon: DishKind): string {
  return (
    path('M-80 -110L-60 -130H100L80 -110Z', { fill: lighten(body, 0.25) }) +
    path('M80 -110L100 -130V110L80 130Z', { fill: darken(body, 0.3) }) +
    path(roundRect(0, 10, 160, 240, 3), { fill: body }) +
    g(label(c, 130, 130, lighten(body, 0.8), accent, icon), { transform: 'translate(0 20)' }) +
    path(roundRect(0, 10, 160, 240, 3), {
      fill: c.defs.linear(
        [
          [0, '#fff', 0.18],
          [0.4, '#fff', 0],
          [1, '#000', 0.2],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    })
  );
}

export function bannerSvg(slug: string, colors: readonly string[]): string {
  const W = 800;
  const H = 400;
  const rng = new Rng(`banner:${slug}`);
  const defs = new Defs('b');
  const c: Ctx = { rng, defs };
  const pal = new Palette(colors, ['#c0462f', '#f3e3c3', '#4e8a34']);
  const main = pal.get(0);
  const accent = pal.get(1);
  const third = pal.get(2);
  const wall = mix(lighten(main, 0.78), '#f3eee6', 0.4);
  const table = c.rng.pick(['#c89a64', '#e9e4da', '#b5885a', '#d8d2c8'] as const);
  const horizon = H * c.rng.range(0.6, 0.68);
  let out = rect(0, 0, W, H, {
    fill: defs.radial(
      [
        [0, lighten(wall, 0.35)],
        [0.6, wall],
        [1, darken(wall, 0.12)],
      ],
      { cx: 0.35, cy: 0.3, r: 0.9 },
    ),
  });
  out += rect(0, horizon, W, H - horizon, {
    fill: defs.linear([
      [0, darken(table, 0.08)],
      [0.15, table],
      [1, darken(table, 0.15)],
    ]),
  });
  out += rect(0, horizon, W, 3, { fill: lighten(table, 0.3), opacity: 0.7 });
  const icon = GLYPH_FOR[family(main)] ?? 'pasta';
  const kind = c.rng.pick(['jar', 'bottle', 'can', 'box'] as const satisfies readonly Product[]);
  const second = c.rng.pick(['jar', 'bottle', 'can', 'box'] as const satisfies readonly Product[]);
  const draw = (k: Product, x: number, s: number, labBg: string) => {
    const shape =
      k === 'jar'
        ? jar(c, main, c.rng.pick(['#c9a35a', '#c8ccd2', accent] as const), labBg, accent, icon)
        : k === 'bottle'
          ? bottle(c, mix(main, '#3a2a10', 0.2), accent, labBg, third, icon)
          : k === 'can'
            ? can(c, accent, labBg, main, icon)
            : box(c, main, labBg, accent, icon);
    const bottom = k === 'jar' ? 90 : k === 'bottle' ? 134 : k === 'can' ? 100 : 130;
    return (
      ellipse(x + 12 * s, horizon + 52, 95 * s, 16 * s, {
        fill: defs.radial([
          [0, '#1e1208', 0.4],
          [1, '#1e1208', 0],
        ]),
      }) +
      g(shape, { transform: `translate(${f(x)} ${f(horizon + 48 - bottom * s)}) scale(${f(s)})` })
    );
  };
  const x0 = W * c.rng.range(0.36, 0.44);
  out += draw(second, x0 + 150, 0.8, lighten(third, 0.75));
  out += draw(kind, x0, 1.05, '#fbf7ee');
  // Ingredients on the table.
  const y = horizon + 80;
  out += I.cherryTomato(c, x0 - 170, y, 26, family(main) === 'red' ? main : '#d2321f');
  out += I.herbLeaf(c, x0 - 220, y + 30, -20, 70) + I.herbLeaf(c, x0 - 200, y + 45, 40, 56);
  out += I.citrusSlice(
    c,
    x0 + 300,
    y + 25,
    34,
    family(third) === 'green' ? '#8cc43c' : '#f4d23c',
    20,
  );
  out += I.garlic(c, x0 - 110, y + 50, 10, 22);
  out += I.chilli(c, x0 + 230, y + 60, -10, 90);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${defs}${out}</svg>`;
}
