/** Oven dishes served from the dish: lasagne, tiramisu, pasta bake and crumble. */
import { darken, family, lighten, mix } from '../color';
import * as I from '../items';
import type { Ctx, DishCtx } from '../paint';
import { glint, soft, sphere } from '../paint';
import * as props from '../props';
import type { DishParts } from '../render';
import { blob, blobs, chunk, circlePath, roundRect, smooth } from '../shapes';
import type { Pt } from '../shapes';
import { circle, f, g, path, place } from '../svg';
import { bakingDish, ovalDish } from '../vessels';
import { herbGreen, inDish } from './common';
import { penneTube } from './pastas';

const DISH_COLORS = ['#f4f1ea', '#b5342a', '#2f6f73', '#e8dccb', '#3b4a5a', '#d9822b'] as const;

/**
 * The cut face of a layered bake, seen from slightly above: horizontal bands (top layer
 * first) with wavy boundaries, filling the rectangle (x, y, w, h).
 */
export function cutFace(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  bands: readonly (readonly [string, number])[],
  wave = 4,
): string {
  const total = bands.reduce((s, [, k]) => s + k, 0);
  let out = '';
  let t = 0;
  const n = 10;
  for (const [col, k] of bands) {
    const y0 = y + (t / total) * h;
    const y1 = y + ((t + k) / total) * h;
    const pts: Pt[] = [];
    for (let i = 0; i <= n; i++) pts.push([x + (w * i) / n, y0 + (t ? c.rng.jitter(0, wave) : 0)]);
    for (let i = n; i >= 0; i--)
      pts.push([x + (w * i) / n, y1 + (t + k < total ? c.rng.jitter(0, wave) : 0)]);
    out += path(smooth(pts, true, 0.4), {
      fill: c.defs.linear([
        [0, lighten(col, 0.12)],
        [1, darken(col, 0.12)],
      ]),
    });
    t += k;
  }
  // A soft shadow at the foot of the face and a highlight along its top edge.
  out += path(roundRect(x + w / 2, y + h - 3, w, 6, 3), { fill: '#1a0f08', opacity: 0.25 });
  out += path(`M${f(x)} ${f(y + 1.5)}H${f(x + w)}`, {
    stroke: '#ffffff',
    'stroke-width': 3,
    opacity: 0.35,
  });
  return out;
}

/** Golden melted cheese with browned blisters over a region (a path `d`). */
function cheeseTop(c: Ctx, d: string, cheese: string, w: number, h: number, n = 40): string {
  const clip = c.defs.clip(path(d));
  let spots = '';
  let deep = '';
  for (let i = 0; i < n; i++) {
    const [x, y] = c.rng.inDisc(w / 2, h / 2);
    const r = c.rng.range(10, 34);
    spots += blob(c.rng, x, y, r, r * c.rng.range(0.6, 1), 0.3, 7, c.rng.range(0, 3));
    if (i % 3 === 0) deep += blob(c.rng, x, y, r * 0.45, r * 0.35, 0.3, 6);
  }
  let bubbles = '';
  for (let i = 0; i < 60; i++)
    bubbles += circlePath(...c.rng.inDisc(w / 2, h / 2), c.rng.range(3, 8));
  return (
    path(d, {
      fill: c.defs.radial(
        [
          [0, lighten(cheese, 0.25)],
          [0.7, cheese],
          [1, darken(cheese, 0.2)],
        ],
        { cx: 0.45, cy: 0.42, r: 0.7 },
      ),
    }) +
    g(
      path(spots, { fill: mix(cheese, '#8a4a14', 0.55), opacity: 0.55 }) +
        path(deep, { fill: '#6a3410', opacity: 0.55 }) +
        path(bubbles, { fill: lighten(cheese, 0.45), opacity: 0.5 }),
      { 'clip-path': clip },
    )
  );
}

/** A squircle (rounded rectangle) with a slightly irregular outline: a bake's top. */
function wobblyRect(c: Ctx, w: number, h: number, jitter: number, n = 40): string {
  const pts: Pt[] = [];
  const e = 2 / 8;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const k = 1 + c.rng.jitter(0, jitter / Math.min(w, h));
    pts.push([
      Math.sign(ca) * Math.abs(ca) ** e * (w / 2) * k,
      Math.sign(sa) * Math.abs(sa) ** e * (h / 2) * k,
    ]);
  }
  return smooth(pts, true, 0.9);
}

/** A wavy pasta-sheet edge (curled lasagne border) along a line. */
function sheetEdge(c: Ctx, x0: number, y0: number, x1: number, y1: number, color: string): string {
  const pts: Pt[] = [];
  const n = 14;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const off = (i % 2 ? 1 : -1) * c.rng.range(4, 9);
    const nx = -(y1 - y0);
    const ny = x1 - x0;
    const len = Math.hypot(nx, ny) || 1;
    pts.push([x0 + (x1 - x0) * t + (nx / len) * off, y0 + (y1 - y0) * t + (ny / len) * off]);
  }
  const d = smooth(pts, false);
  return (
    path(d, {
      stroke: darken(color, 0.45),
      'stroke-width': 24,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    path(d, { stroke: color, 'stroke-width': 18, fill: 'none', 'stroke-linecap': 'round' }) +
    path(d, {
      stroke: lighten(color, 0.4),
      'stroke-width': 3,
      fill: 'none',
      opacity: 0.6,
      transform: 'translate(-2 -2)',
    })
  );
}

type SlabOpts = {
  w: number;
  h: number;
  /** Grid of portions, and which cell (column, row) has been served. */
  cols: number;
  rows: number;
  served: [number, number];
  top: (d: string, w: number, h: number) => string;
  bands: readonly (readonly [string, number])[];
  floor: string;
  /** What is left on the dish floor where the portion was (sauce smears, crumbs). */
  smear: string;
};

/** A rectangular bake in its dish, cut into portions with one served: the cut faces show layers. */
function slab(
  c: DishCtx,
  dishColor: string,
  o: SlabOpts,
): { dish: ReturnType<typeof bakingDish>; food: string } {
  const dish = bakingDish(c, o.w, o.h, dishColor);
  const iw = o.w * 0.86;
  const ih = o.h * 0.8;
  const cw = iw / o.cols;
  const ch = ih / o.rows;
  const [sc, sr] = o.served;
  const hx = -iw / 2 + sc * cw;
  const hy = -ih / 2 + sr * ch;
  const all = roundRect(0, 0, iw + 20, ih + 20, 12);
  let food = o.top(all, iw, ih);
  // Cut lines between portions.
  let cuts = '';
  for (let i = 1; i < o.cols; i++) {
    const x = -iw / 2 + i * cw + c.rng.jitter(0, 4);
    cuts += `M${f(x)} ${f(-ih / 2)}L${f(x + c.rng.jitter(0, 6))} ${f(ih / 2)}`;
  }
  for (let j = 1; j < o.rows; j++) {
    const y = -ih / 2 + j * ch + c.rng.jitter(0, 4);
    cuts += `M${f(-iw / 2)} ${f(y)}L${f(iw / 2)} ${f(y + c.rng.jitter(0, 6))}`;
  }
  food += path(cuts, { stroke: '#3a1a08', 'stroke-width': 5, opacity: 0.45, fill: 'none' });
  // The served cell: dish floor, smears, and the cut faces of the neighbours.
  const pad = 4;
  const hole = roundRect(hx + cw / 2, hy + ch / 2, cw - pad, ch - pad, 6);
  food += path(hole, { fill: o.floor });
  food += g(o.smear, { 'clip-path': c.defs.clip(path(hole)) });
  const faceH = Math.min(ch * 0.5, 120);
  food += cutFace(c, hx + pad / 2, hy + pad / 2, cw - pad, faceH, o.bands);
  // A narrow side face on the left of the hole (foreshortened).
  if (sc > 0) {
    const sideW = faceH * 0.35;
    food += g(cutFace(c, 0, 0, ch - pad - faceH, sideW, o.bands, 2), {
      transform: `translate(${f(hx + pad / 2)} ${f(hy + pad / 2 + faceH)}) rotate(90) scale(1 -1)`,
    });
  }
  food += path(hole, { fill: 'none', stroke: '#1a0f08', 'stroke-width': 3, opacity: 0.25 });
  return { dish, food };
}

/** Lasagne in its baking dish: browned cheese, ragù at the edges, one portion served. */
export function lasagne(c: DishCtx): DishParts {
  const cheese = c.pal.near('#e3a14a', 120, 0.6);
  const ragu = c.pal.near('#b83b24', 140, 0.8);
  const bechamel = c.pal.near('#fff6e0', 90, 0.5);
  const sheet = c.pal.near('#f4e3b5', 90, 0.5);
  const herb = herbGreen(c);
  const dishColor = c.rng.pick(DISH_COLORS);
  const W = 780;
  const H = 580;
  const { dish, food } = slab(c, dishColor, {
    w: W,
    h: H,
    cols: 3,
    rows: 2,
    served: [c.rng.int(0, 2), 1],
    top: (d, w, h) => {
      let out = path(d, { fill: darken(ragu, 0.1) });
      // Béchamel and cheese over the whole top, browned at the edges and in blisters.
      const cover = wobblyRect(c, w * 0.97, h * 0.95, 8);
      out += cheeseTop(c, cover, cheese, w, h, 60);
      out += g(
        path(cover, {
          fill: 'none',
          stroke: mix(cheese, '#7a3a10', 0.55),
          'stroke-width': 40,
          opacity: 0.55,
        }),
        { 'clip-path': c.defs.clip(path(cover)) },
      );
      // Ragù bubbling through in places, and the crisp curled ends of the pasta sheets.
      const sauce = blobs(c.rng, 16, w * 0.45, h * 0.43, [10, 26], [8, 16], 0.35, 7, true);
      out += path(sauce, { fill: soft(c, ragu, 0.2) });
      const crisp = mix(sheet, '#b8702e', 0.4);
      out += sheetEdge(c, -w * 0.44, -h * 0.455, w * 0.44, -h * 0.46, crisp);
      out += sheetEdge(c, -w * 0.44, h * 0.455, w * 0.44, h * 0.46, crisp);
      return out;
    },
    bands: [
      [mix(cheese, '#8a4a14', 0.3), 0.7],
      [sheet, 0.45],
      [ragu, 0.8],
      [bechamel, 0.45],
      [sheet, 0.4],
      [ragu, 0.8],
      [bechamel, 0.4],
      [sheet, 0.4],
      [darken(ragu, 0.15), 0.5],
    ],
    floor: darken(dishColor, 0.18),
    smear: path(blob(c.rng, 0, 0, 2000, 2000, 0, 6), { fill: ragu, opacity: 0.55 }),
  });
  let top = '';
  for (let i = 0; i < 5; i++) {
    const [x, y] = c.rng.inDisc(W * 0.3, H * 0.25);
    top += I.herbLeaf(c, x, y - 40, c.rng.range(0, 360), c.rng.range(60, 80), herb);
  }
  top += I.dots(c, 50, W * 0.4, H * 0.35, '#2a1d14', 2);
  top += I.dots(c, 40, W * 0.4, H * 0.35, '#fbf2d8', 2.5);
  return inDish(c, dish, food, top);
}

/** Tiramisu in a dish: cocoa-dusted top, one square served to show cream and soaked sponge. */
export function tiramisu(c: DishCtx): DishParts {
  const cream = c.pal.near('#f3e6cf', 90, 0.6);
  const cocoa = mix(c.pal.near('#5a3a22', 120, 0.6), '#9a6a42', 0.35);
  const sponge = c.pal.near('#8b5e3c', 110, 0.6);
  const dishColor = c.rng.pick(['#f4f1ea', '#e8dccb', '#ffffff', '#c9d3d6', '#2f3338'] as const);
  const W = 720;
  const H = 600;
  const { dish, food } = slab(c, dishColor, {
    w: W,
    h: H,
    cols: 3,
    rows: 2,
    served: [c.rng.int(0, 2), 1],
    top: (d, w, h) => {
      let out = path(d, { fill: cream });
      out += path(d, {
        fill: c.defs.radial(
          [
            [0, lighten(cocoa, 0.15)],
            [0.8, cocoa],
            [1, darken(cocoa, 0.25)],
          ],
          { cx: 0.45, cy: 0.45, r: 0.7 },
        ),
      });
      out += I.dots(c, 900, w * 0.5, h * 0.5, darken(cocoa, 0.3), 1.5);
      out += I.dots(c, 600, w * 0.5, h * 0.5, lighten(cocoa, 0.3), 1.3);
      return out;
    },
    bands: [
      [cocoa, 0.15],
      [cream, 0.7],
      [sponge, 0.55],
      [cream, 0.7],
      [darken(sponge, 0.1), 0.55],
    ],
    floor: mix(cream, sponge, 0.15),
    smear: I.dots(c, 60, 300, 300, sponge, 3),
  });
  let top = '';
  for (let i = 0; i < 5; i++) {
    const [x, y] = c.rng.inDisc(W * 0.3, H * 0.3);
    top += coffeeBean(c, x, y, c.rng.range(0, 180));
  }
  top += I.mint(c, -W * 0.15, -H * 0.18, c.rng.range(0, 360), 60);
  const spoon = g(props.spoon(c, 300, c.rng.pick(props.METALS)), {
    transform: place(W * 0.3, H * 0.46, -8),
  });
  return inDish(c, dish, food, top + spoon);
}

function coffeeBean(c: Ctx, x: number, y: number, rot: number): string {
  return g(
    path(blob(c.rng, 0, 0, 22, 15, 0.05, 8), { fill: sphere(c, '#4a2a16', 0.35) }) +
      path('M-17 0Q0 -6 17 0', { stroke: '#1e0f06', 'stroke-width': 3.5, fill: 'none' }),
    { transform: place(x, y, rot) },
  );
}

/** Pasta bake in an oval gratin dish: tubes peeking through bubbling, browned cheese. */
export function pastaBake(c: DishCtx): DishParts {
  const cheese = c.pal.near('#e8b84a', 120, 0.6);
  const sauce = c.pal.near('#f5e6b8', 120, 0.6);
  const pasta = c.pal.near('#f2d48a', 80, 0.4);
  const extra = c.pal.ofFamily('yellow', 'red', 'orange');
  const herb = herbGreen(c);
  const dishColor = c.rng.pick(DISH_COLORS);
  const d = ovalDish(c, 420, 300, dishColor);
  let food = path(circlePath(0, 0, 420), {
    fill: c.defs.radial([
      [0, lighten(sauce, 0.1)],
      [1, darken(sauce, 0.2)],
    ]),
  });
  for (let i = 0; i < 70; i++) {
    const [x, y] = c.rng.inDisc(340, 230);
    food += penneTube(c, x, y, c.rng.range(0, 180), 78, mix(pasta, sauce, 0.2));
  }
  // Melted cheese over most of it, the tubes poking through in places.
  const melt = blobs(c.rng, 22, 300, 200, [50, 90], [40, 70], 0.25, 9);
  food += cheeseTop(c, melt, mix(cheese, '#c07a2a', 0.2), 700, 480, 50);
  for (let i = 0; i < 26; i++) {
    const [x, y] = c.rng.inDisc(320, 210);
    food += penneTube(c, x, y, c.rng.range(0, 180), 74, mix(pasta, '#d9a050', 0.3), true);
  }
  if (extra && family(extra) === 'yellow')
    for (let i = 0; i < 26; i++) food += I.cornKernel(c, ...c.rng.inDisc(320, 210), 13, extra);
  let top = I.flecks(c, 40, 300, 200, herb, 5);
  top += I.parsley(c, -80, -40, c.rng.range(0, 360), 28, herb);
  top += I.parsley(c, 90, 50, c.rng.range(0, 360), 24, herb);
  top += I.dots(c, 40, 300, 200, '#2a1d14', 2);
  return inDish(c, d, food, top, true);
}

/** Fruit crumble: a golden crumbly topping, fruit bubbling at the edges, a scoop gone, ice cream. */
export function crumble(c: DishCtx): DishParts {
  const crumb = c.pal.near('#d4a25a', 120, 0.6);
  const fruit = c.pal.near('#f2e1b9', 110, 0.6);
  const juice = c.pal.ofFamily('red', 'purple', 'pink') ?? mix(fruit, '#b5651d', 0.45);
  const dishColor = c.rng.pick(['#f4f1ea', '#b5342a', '#2f6f73', '#e8dccb', '#4a5a7c'] as const);
  const d = ovalDish(c, 400, 320, dishColor);
  let food = path(circlePath(0, 0, 400), { fill: soft(c, mix(fruit, juice, 0.35), 0.2) });
  // Fruit pieces (visible at the edges and in the scooped hole).
  for (let i = 0; i < 60; i++) {
    const [x, y] = c.rng.inDisc(360, 280);
    food += path(chunk(c.rng, x, y, c.rng.range(18, 28), 4, 0.25), {
      fill: soft(c, fruit, 0.25),
      stroke: mix(fruit, juice, 0.5),
      'stroke-width': 3,
    });
  }
  // Topping: a thick layer of clustered crumbs, leaving the edges and a scoop-hole.
  const hole: [number, number, number] = [c.rng.jitter(90, 30), c.rng.jitter(40, 30), 90];
  const top0 = blob(c.rng, 0, 0, 300, 232, 0.08, 14);
  const clip = c.defs.clip(path(top0));
  let shade = '';
  let bodies = '';
  const tones = [darken(crumb, 0.12), crumb, lighten(crumb, 0.15)];
  let oats = '';
  for (let i = 0; i < 420; i++) {
    const [x, y] = c.rng.inDisc(310, 240);
    if ((x - hole[0]) ** 2 + (y - hole[1]) ** 2 < (hole[2] + 10) ** 2) continue;
    const d = chunk(c.rng, x, y, c.rng.range(10, 19), 6, 0.35);
    shade += d;
    bodies += path(d, { fill: sphere(c, tones[i % 3] ?? crumb, 0.3) });
    if (i % 8 === 0) oats += blob(c.rng, x, y, 10, 6, 0.2, 6, c.rng.range(0, 3));
  }
  let topping = path(top0, { fill: mix(crumb, '#8a5a2a', 0.35) });
  topping += path(shade, { fill: '#3a1a08', opacity: 0.45, transform: 'translate(4 5)' });
  topping += bodies;
  topping += path(oats, { fill: '#efe2c0', stroke: '#c9b088', 'stroke-width': 1 });
  topping += I.dots(c, 120, 300, 230, '#fff6e0', 1.8);
  topping += I.dots(c, 60, 300, 230, '#7a4214', 2);
  food += g(topping, { 'clip-path': clip });
  // The scooped hole shows juicy fruit.
  food += circle(hole[0], hole[1], hole[2], { fill: mix(fruit, juice, 0.5), opacity: 0.75 });
  for (let i = 0; i < 8; i++)
    food += path(
      chunk(c.rng, hole[0] + c.rng.jitter(0, 50), hole[1] + c.rng.jitter(0, 50), 22, 4, 0.25),
      {
        fill: soft(c, fruit, 0.25),
      },
    );
  food += glint(c, hole[0] - 30, hole[1] - 30, 30, 10, 0.5, -30);
  // Juice bubbling up around the edge.
  let bub = '';
  for (let i = 0; i < 30; i++) {
    const a = c.rng.range(0, Math.PI * 2);
    bub += circlePath(Math.cos(a) * 330, Math.sin(a) * 256, c.rng.range(6, 14));
  }
  food += path(bub, { fill: juice, opacity: 0.55 });
  // A scoop of vanilla ice cream.
  const scoop = g(
    path(blob(c.rng, 30, 60, 80, 34, 0.3, 9), { fill: '#f6ecd0', opacity: 0.9 }) +
      path(blob(c.rng, 0, 0, 95, 88, 0.1, 14), { fill: sphere(c, '#fbf3df', 0.25) }) +
      I.dots(c, 24, 70, 64, '#2a1d14', 1.6),
    { transform: place(-130, -60) },
  );
  const spoon = g(props.spoon(c, 300, c.rng.pick(props.METALS)), {
    transform: place(260, 280, -35),
  });
  return inDish(c, d, food, scoop + I.mint(c, -100, -100, c.rng.range(0, 360), 48) + spoon);
}
