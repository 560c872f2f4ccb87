/** Pasta shapes other than long strands: penne and ravioli. */
import { darken, family, lighten, mix } from '../color';
import * as I from '../items';
import type { Ctx, DishCtx } from '../paint';
import { glint, soft } from '../paint';
import type { DishParts } from '../render';
import { blob, chunk, roundRect } from '../shapes';
import { circle, ellipse, f, g, path, place } from '../svg';
import { bowlParts, pickCeramic, plate } from '../vessels';
import { herbGreen, inside, saucePool, turn } from './common';

/**
 * One penne tube from above: ridged, with slanted cut ends and a dark opening; `bare` leaves
 * out the sauce tint on the ridges (a tube poking out of cheese).
 */
export function penneTube(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  len: number,
  color: string,
  bare = false,
): string {
  const w = len * 0.32;
  const s = w * 0.55;
  const body = `M${f(-len / 2 + s)} ${f(-w / 2)}L${f(len / 2)} ${f(-w / 2)}L${f(len / 2 - s)} ${f(w / 2)}L${f(-len / 2)} ${f(w / 2)}Z`;
  let ridges = '';
  for (let k = 1; k < 4; k++) {
    const v = -w / 2 + (w * k) / 4;
    const t = (v + w / 2) / w;
    ridges += `M${f(-len / 2 + s * (1 - t) + 4)} ${f(v)}L${f(len / 2 - s * t - 4)} ${f(v)}`;
  }
  return g(
    path(body, {
      fill: c.defs.linear([
        [0, lighten(color, 0.3)],
        [0.5, color],
        [1, darken(color, 0.3)],
      ]),
      stroke: darken(color, 0.35),
      'stroke-width': 1.5,
      'stroke-linejoin': 'round',
    }) +
      path(ridges, {
        stroke: darken(color, bare ? 0.2 : 0.3),
        'stroke-width': 1.6,
        opacity: 0.6,
      }) +
      ellipse(len / 2 - s / 2 - 2, 0, s * 0.42, w * 0.42, {
        fill: darken(color, 0.55),
        transform: `rotate(-14 ${f(len / 2 - s / 2 - 2)} 0)`,
      }),
    { transform: place(x, y, rot) },
  );
}

/** Penne in a bowl, coated in a (usually red) sauce, with cheese, basil and chilli flakes. */
export function penne(c: DishCtx): DishParts {
  const sauce = c.pal.near('#c7301f', 160, 0.8);
  const pasta = c.pal.near('#f3d79a', 100, 0.5);
  const herb = herbGreen(c);
  const dish = pickCeramic(c, sauce);
  const b = bowlParts(c, 380, dish, { rim: 0.12, inner: 0.84 });
  const R = b.inner;
  let bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(sauce, 0.1)],
      [0.8, sauce],
      [1, darken(sauce, 0.3)],
    ]),
  });
  bed += I.oilDrops(c, 12, R * 0.8, R * 0.8, '#e0702a', 0, 0, 6);
  let food = '';
  const coated = mix(pasta, sauce, 0.35);
  for (let i = 0; i < 96; i++) {
    const [x, y] = c.rng.inDisc(R * 0.8);
    food += penneTube(c, x, y, c.rng.range(0, 180), 124, i % 3 ? coated : mix(pasta, sauce, 0.18));
  }
  for (let i = 0; i < 12; i++) food += saucePool(c, ...c.rng.inDisc(R * 0.6), 26, 18, sauce, 0.3);
  let top = '';
  for (let i = 0; i < 30; i++) top += I.shaving(c, ...c.rng.inDisc(R * 0.55), c.rng.range(4, 8));
  for (let i = 0; i < 3; i++)
    top += I.herbLeaf(c, ...c.rng.inDisc(R * 0.3), c.rng.range(0, 360), c.rng.range(60, 80), herb);
  top += I.dots(c, 60, R * 0.7, R * 0.7, '#8a1a0c', 2.4);
  for (let i = 0; i < 3; i++) top += I.chilliRing(c, ...c.rng.inDisc(R * 0.6), 9);
  return {
    base: turn(c, b.back) + inside(c, b.clip, bed),
    outline: circle(0, 0, 380),
    food: inside(c, b.clip, food),
    front: b.front,
    top: inside(c, b.clip, top),
  };
}

/** One square raviolo: a filled pillow in the middle, a crimped border. */
function raviolo(c: Ctx, x: number, y: number, rot: number, size: number, color: string): string {
  const out = roundRect(0, 0, size, size, size * 0.12);
  let crimp = '';
  const n = 9;
  for (let i = 0; i < n; i++) {
    const t = -size / 2 + (size * (i + 0.5)) / n;
    const e = size / 2 - size * 0.07;
    crimp += `M${f(t)} ${f(-e)}v${f(-size * 0.06)}M${f(t)} ${f(e)}v${f(size * 0.06)}M${f(-e)} ${f(t)}h${f(-size * 0.06)}M${f(e)} ${f(t)}h${f(size * 0.06)}`;
  }
  return g(
    path(out, { fill: darken(color, 0.25), transform: 'translate(3 4)', opacity: 0.6 }) +
      path(out, { fill: soft(c, color, 0.1) }) +
      path(crimp, { stroke: darken(color, 0.3), 'stroke-width': 2.2, 'stroke-linecap': 'round' }) +
      path(blob(c.rng, 0, 0, size * 0.32, size * 0.3, 0.08, 9), {
        fill: c.defs.radial(
          [
            [0, lighten(color, 0.35)],
            [0.6, lighten(color, 0.1)],
            [1, darken(color, 0.12)],
          ],
          { cx: 0.4, cy: 0.38, r: 0.6 },
        ),
      }) +
      glint(c, -size * 0.1, -size * 0.12, size * 0.14, size * 0.06, 0.55, -30),
    { transform: place(x, y, rot) },
  );
}

/** Ravioli in brown butter with crisp sage leaves, parmesan and pepper. */
export function ravioli(c: DishCtx): DishParts {
  const pasta = c.pal.near('#f1d88e', 100, 0.6);
  const butter = c.pal.near('#c98a3b', 110, 0.6);
  const sage = c.pal.ofFamily('green') ?? '#6f8a5a';
  const dish = pickCeramic(c, pasta);
  const base = plate(c, 400, dish, c.rng.pick(['plain', 'band', 'speckle'] as const), 0.74);
  const bed =
    saucePool(c, 0, 0, 250, 240, butter, 0.12) + I.oilDrops(c, 20, 220, 210, butter, 0, 0, 9);
  let food = '';
  const spots: [number, number][] = [
    [-105, -110],
    [40, -130],
    [140, -20],
    [-140, 20],
    [0, 0],
    [-50, 130],
    [95, 110],
  ];
  for (const [x, y] of spots)
    food += raviolo(
      c,
      x + c.rng.jitter(0, 10),
      y + c.rng.jitter(0, 10),
      c.rng.range(-30, 30),
      118,
      pasta,
    );
  let top = '';
  for (let i = 0; i < 6; i++) {
    const [x, y] = c.rng.inDisc(170);
    top += I.herbLeaf(c, x, y, c.rng.range(0, 360), c.rng.range(62, 78), mix(sage, '#5b6b3a', 0.3));
  }
  for (let i = 0; i < 26; i++) top += I.shaving(c, ...c.rng.inDisc(180), c.rng.range(3, 7));
  top += I.dots(c, 50, 200, 200, '#2a1d14', 2);
  let nuts = '';
  for (let i = 0; i < 10; i++) nuts += chunk(c.rng, ...c.rng.inDisc(190), 7, 5, 0.3);
  top += path(nuts, { fill: '#c9985a', stroke: '#8a5a2a', 'stroke-width': 1 });
  if (family(butter) !== 'brown') top += I.flecks(c, 12, 160, 160, sage, 4);
  return { base: turn(c, base + bed), food: turn(c, food), top: turn(c, top) };
}
