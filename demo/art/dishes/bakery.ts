/**
 * Baked goods beyond the loaf: croissants, scones, buns, focaccia, flatbreads, oliebollen,
 * loaf cake, butter cake, turnovers, poffertjes and a mug cake.
 */
import { darken, family, lighten, mix } from '../color';
import * as I from '../items';
import type { Ctx, DishCtx } from '../paint';
import { glint, soft, sphere } from '../paint';
import * as props from '../props';
import type { DishParts } from '../render';
import { blob, blobs, chunk, circlePath, roundRect, smooth } from '../shapes';
import type { Pt } from '../shapes';
import { circle, ellipse, f, g, path, place } from '../svg';
import { board, bowlParts, mug, parchment, pickCeramic, plate, tray } from '../vessels';
import { herbGreen, inDish, turn } from './common';

/** Crust shading: light top left, deep golden-brown edge. */
const crustFill = (c: Ctx, color: string, spec = 0.3) =>
  c.defs.radial(
    [
      [0, lighten(color, spec)],
      [0.55, color],
      [0.9, darken(color, 0.28)],
      [1, darken(color, 0.45)],
    ],
    { cx: 0.42, cy: 0.38, r: 0.62 },
  );

/** A little ramekin of jam, butter or cream. */
function ramekin(c: Ctx, x: number, y: number, r: number, content: string): string {
  const b = bowlParts(c, r, c.rng.pick(['#f4f1ea', '#ffffff', '#e9e4da', '#3b4a5a'] as const), {
    rim: 0.14,
    inner: 0.82,
  });
  const fill = circle(0, 0, b.inner, { fill: soft(c, content, 0.2) });
  return g(
    b.back +
      g(fill, { 'clip-path': b.clip }) +
      b.front +
      glint(c, -r * 0.25, -r * 0.3, r * 0.25, r * 0.1, 0.5, -30),
    {
      transform: place(x, y),
    },
  );
}

/** One croissant from above: a plump crescent, rolled ridges across it, tapering tips. */
function croissantShape(c: Ctx, len: number, color: string): string {
  const R0 = len * 0.36;
  const span = 1.2;
  const W = len * 0.25;
  const n = 16;
  const at = (t: number, side: number): Pt => {
    const a = t * span;
    const w = W * (1 - Math.abs(t) ** 1.4 * 0.84) * side;
    const r = R0 + w;
    return [Math.sin(a) * r, R0 - Math.cos(a) * r];
  };
  const outer: Pt[] = [];
  const inner: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = (i / n) * 2 - 1;
    outer.push(at(t, -1));
    inner.unshift(at(t, 1));
  }
  const tipL = at(-1.08, 0);
  const tipR = at(1.08, 0);
  const d = smooth([tipL, ...outer, tipR, ...inner], true, 0.9);
  let s = path(d, { fill: darken(color, 0.45), transform: 'translate(3 5)', opacity: 0.5 });
  s += path(d, {
    fill: c.defs.radial(
      [
        [0, lighten(color, 0.32)],
        [0.45, color],
        [0.85, darken(color, 0.22)],
        [1, darken(color, 0.4)],
      ],
      { cx: 0.45, cy: 0.3, r: 0.62 },
    ),
  });
  // Ridges between the rolled layers, and a sheen on each bulge.
  let ridges = '';
  let shine = '';
  const k = 6;
  for (let i = 1; i < k; i++) {
    const t = (i / k) * 2 - 1;
    const [x0, y0] = at(t, -1.1);
    const [x1, y1] = at(t, 1.1);
    const [mx, my] = at(t + 0.08, 0);
    ridges += `M${f(x0)} ${f(y0)}Q${f(mx)} ${f(my)} ${f(x1)} ${f(y1)}`;
  }
  for (let i = 0; i < k; i++) {
    const t = ((i + 0.5) / k) * 2 - 1;
    const [x, y] = at(t, -0.35);
    const w = W * (1 - Math.abs(t) ** 1.4 * 0.84);
    shine += ellipse(x, y, w * 0.55, w * 0.18, {
      transform: `rotate(${f(t * span * 57.3)} ${f(x)} ${f(y)})`,
    });
  }
  s += g(
    path(ridges, {
      stroke: darken(color, 0.45),
      'stroke-width': 7,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.75,
    }) +
      path(ridges, {
        stroke: lighten(color, 0.35),
        'stroke-width': 2,
        fill: 'none',
        opacity: 0.5,
        transform: 'translate(-4 -1)',
      }) +
      g(shine, { fill: '#ffffff', opacity: 0.28 }),
    { 'clip-path': c.defs.clip(path(d)) },
  );
  return g(s, { transform: `translate(0 ${f(-R0 * 0.45)})` });
}

/** Croissants on a board with butter and jam, a few flakes of pastry around. */
export function croissant(c: DishCtx): DishParts {
  const pastry = c.pal.near('#d9974a', 110, 0.6);
  const jam = c.pal.ofFamily('red', 'pink', 'orange') ?? '#b8322a';
  const base = c.rng.chance(0.5)
    ? board(c, 860, 640, 'rect')
    : plate(c, 400, pickCeramic(c, pastry), 'plain', 0.78);
  let food = '';
  const spots: [number, number, number, number][] = [
    [-100, -150, -15, 420],
    [180, 30, 100, 400],
    [-110, 160, 200, 400],
  ];
  for (const [x, y, rot, len] of spots)
    food += g(croissantShape(c, len, pastry), {
      transform: place(x + c.rng.jitter(0, 10), y + c.rng.jitter(0, 10), rot + c.rng.jitter(0, 10)),
    });
  let flakes = '';
  for (let i = 0; i < 26; i++)
    flakes += chunk(c.rng, ...c.rng.inDisc(330, 260), c.rng.range(4, 9), 4, 0.5);
  const top =
    path(flakes, { fill: lighten(pastry, 0.15), stroke: darken(pastry, 0.3), 'stroke-width': 1 }) +
    ramekin(c, 250, -230, 80, jam) +
    ramekin(c, -290, 220, 66, '#f8e7a0');
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}

/** Scones: tall golden rounds; one split with jam and cream (or butter and chives). */
export function scones(c: DishCtx): DishParts {
  const crust = c.pal.near('#e3b25b', 110, 0.6);
  const crumb = c.pal.near('#f6e7c1', 90, 0.5);
  const jam = c.pal.ofFamily('red', 'pink', 'purple');
  const herb = c.pal.ofFamily('green');
  const base = c.rng.chance(0.5)
    ? board(c, 820, 660, 'round')
    : plate(c, 400, pickCeramic(c, crust), 'band', 0.78);
  const scone = (x: number, y: number, r: number) => {
    // Rough golden sides, a paler crack where it rose, and a glazed top.
    const side = blob(c.rng, 0, r * 0.05, r, r * 0.97, 0.06, 14);
    let s = path(side, { fill: crustFill(c, mix(crust, crumb, 0.2), 0.15) });
    const waist = blob(c.rng, -r * 0.03, -r * 0.02, r * 0.86, r * 0.84, 0.07, 12);
    s += path(waist, { fill: lighten(crumb, 0.1) });
    const topD = blob(c.rng, -r * 0.05, -r * 0.06, r * 0.76, r * 0.74, 0.06, 11);
    s += path(topD, { fill: crustFill(c, darken(crust, 0.05), 0.25) });
    let mottle = '';
    for (let i = 0; i < 6; i++)
      mottle += blob(c.rng, ...c.rng.inDisc(r * 0.45), r * 0.22, r * 0.14, 0.3, 6);
    s += path(mottle, { fill: darken(crust, 0.25), opacity: 0.3 });
    if (herb) {
      let cheese = '';
      for (let i = 0; i < 5; i++)
        cheese += blob(c.rng, ...c.rng.inDisc(r * 0.45), r * 0.2, r * 0.14, 0.3, 6);
      s +=
        path(cheese, { fill: '#d9822a', opacity: 0.6 }) +
        I.flecks(c, 12, r * 0.55, r * 0.55, herb, 3);
    }
    s += glint(c, -r * 0.3, -r * 0.35, r * 0.3, r * 0.1, 0.4, -30);
    return g(s, { transform: place(x, y, c.rng.range(0, 360)) });
  };
  const half = (x: number, y: number, r: number) => {
    let s = circle(0, 0, r, { fill: darken(crust, 0.15) });
    s += path(blob(c.rng, 0, 0, r * 0.9, r * 0.9, 0.05, 10), {
      fill: c.defs.radial([
        [0, lighten(crumb, 0.15)],
        [1, darken(crumb, 0.08)],
      ]),
    });
    s += I.dots(c, 26, r * 0.7, r * 0.7, darken(crumb, 0.2), 2.5);
    if (jam) {
      s += path(blob(c.rng, 0, 0, r * 0.62, r * 0.58, 0.18, 9), { fill: soft(c, jam, 0.25) });
      s += path(blob(c.rng, r * 0.1, -r * 0.05, r * 0.42, r * 0.38, 0.2, 9), {
        fill: sphere(c, '#fffaf0', 0.15),
      });
      s += glint(c, -r * 0.2, -r * 0.35, r * 0.25, r * 0.08, 0.5);
    } else {
      s += path(roundRect(0, 0, r * 0.5, r * 0.38, r * 0.08), {
        fill: soft(c, '#f8e7a0', 0.15),
        stroke: '#e2c870',
        'stroke-width': 1.5,
      });
      if (herb) s += I.flecks(c, 10, r * 0.6, r * 0.6, herb, 3);
    }
    return g(s, { transform: place(x, y, c.rng.range(0, 360)) });
  };
  let food = '';
  const R = 92;
  food += scone(-150, -120, R) + scone(60, -170, R) + scone(-200, 90, R) + scone(180, 70, R * 0.96);
  food += half(-10, 60, R * 0.92) + half(60, 220, R * 0.92);
  let top = '';
  if (jam) top += ramekin(c, 260, -250, 70, jam) + ramekin(c, -290, -260, 62, '#fdf6e6');
  else top += ramekin(c, 270, -240, 66, '#f8e7a0');
  top += I.dots(c, 30, 300, 260, lighten(crumb, 0.1), 3);
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}

/** One rolled bun from above: a spiral of dough and spice, glazed. */
function swirlBun(c: Ctx, r: number, dough: string, spice: string): string {
  const pts: Pt[] = [];
  const turns = 3.2;
  const steps = 60;
  const ph = c.rng.range(0, Math.PI * 2);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = ph + t * turns * Math.PI * 2;
    const rr = r * 0.08 + t * r * 0.8;
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  const d = smooth(pts, false);
  const outline = blob(c.rng, 0, 0, r, r * 0.96, 0.05, 10);
  return (
    path(outline, { fill: crustFill(c, dough, 0.25) }) +
    g(
      path(d, {
        stroke: darken(spice, 0.1),
        'stroke-width': r * 0.1,
        fill: 'none',
        'stroke-linecap': 'round',
        opacity: 0.9,
      }) +
        path(d, {
          stroke: lighten(dough, 0.25),
          'stroke-width': r * 0.025,
          fill: 'none',
          opacity: 0.6,
          transform: `translate(${f(-r * 0.05)} ${f(-r * 0.05)})`,
        }),
      { 'clip-path': c.defs.clip(path(outline)) },
    ) +
    glint(c, -r * 0.3, -r * 0.35, r * 0.4, r * 0.12, 0.45, -30)
  );
}

/** Cinnamon (or cardamom) buns baked together on a tray: swirls, glaze, icing, pearl sugar. */
export function buns(c: DishCtx): DishParts {
  const dough = c.pal.near('#c98b4f', 110, 0.55);
  const spice = c.pal.near('#8b5a2b', 110, 0.6);
  const icing = c.pal.ofFamily('white');
  const t = tray(c, 820, 620);
  let food = '';
  let top = '';
  const r = 118;
  for (let j = 0; j < 2; j++)
    for (let i = 0; i < 3; i++) {
      const x = (i - 1) * r * 2.05 + c.rng.jitter(0, 8);
      const y = (j - 0.5) * r * 2.05 + c.rng.jitter(0, 8);
      food += g(swirlBun(c, r, dough, spice), { transform: place(x, y, c.rng.range(0, 360)) });
      if (icing)
        top += g(I.zigzag(c, 0, 0, r * 1.3, r * 0.9, c.rng.range(-30, 30), icing, 7), {
          transform: place(x, y),
        });
      top += I.dots(c, 14, r * 0.6, r * 0.6, '#fbf8f0', 3.2, x, y);
    }
  return inDish(c, t, food, top);
}

/** Focaccia in its tray: dimpled golden slab, olive oil pools, rosemary, salt and tomatoes. */
export function focaccia(c: DishCtx): DishParts {
  const crust = c.pal.near('#e3b868', 110, 0.6);
  const herb = c.pal.ofFamily('green') ?? '#3f6636';
  const tomato = c.pal.ofFamily('red');
  const t = tray(c, 820, 620, false);
  const slab = roundRect(0, 0, 720, 520, 40);
  let food = path(slab, { fill: crustFill(c, crust, 0.25) });
  let dimples = '';
  let rims = '';
  for (let j = 0; j < 6; j++)
    for (let i = 0; i < 8; i++) {
      const x = -315 + i * 90 + c.rng.jitter(0, 14) + (j % 2) * 30;
      const y = -220 + j * 88 + c.rng.jitter(0, 12);
      const r = c.rng.range(11, 17);
      dimples += circlePath(x, y, r);
      rims += circlePath(x - 3, y - 3, r * 1.15);
    }
  food += g(
    path(rims, { fill: lighten(crust, 0.3), opacity: 0.5 }) +
      path(dimples, { fill: darken(crust, 0.3), opacity: 0.75 }),
    { 'clip-path': c.defs.clip(path(slab)) },
  );
  const oil = blobs(c.rng, 10, 300, 210, [20, 45], [12, 24]);
  food += path(oil, { fill: '#f2cf4a', opacity: 0.35 });
  food += path(slab, {
    fill: 'none',
    stroke: darken(crust, 0.35),
    'stroke-width': 6,
    opacity: 0.5,
  });
  let top = '';
  for (let i = 0; i < 9; i++)
    top += I.rosemary(
      c,
      ...c.rng.inDisc(260, 180),
      c.rng.range(0, 360),
      c.rng.range(80, 120),
      herb,
    );
  if (tomato)
    for (let i = 0; i < 7; i++)
      top += I.tomatoHalf(c, ...c.rng.inDisc(280, 200), 26, tomato, c.rng.range(0, 360));
  for (let i = 0; i < 8; i++)
    top += glint(c, ...c.rng.inDisc(300, 220), 26, 7, 0.4, c.rng.range(0, 180));
  top += I.salt(c, 90, 320, 230, 0, 0, 5);
  return {
    base: turn(c, t.back),
    food: turn(c, food),
    front: turn(c, t.front),
    top: turn(c, top),
  };
}

/** Flatbreads fanned out on a board: blistered, charred bubbles, garlic butter and herbs. */
export function flatbread(c: DishCtx): DishParts {
  const dough = c.pal.near('#e8c27a', 110, 0.5);
  const herb = herbGreen(c);
  const base = board(c, 880, 700, c.rng.chance(0.5) ? 'round' : 'rect');
  const bread = (x: number, y: number, rot: number) => {
    const d = blob(c.rng, 0, 0, 250, 160, 0.07, 12);
    let s = path(d, {
      fill: c.defs.radial(
        [
          [0, lighten(dough, 0.35)],
          [0.75, lighten(dough, 0.1)],
          [1, darken(dough, 0.15)],
        ],
        { cx: 0.45, cy: 0.42, r: 0.6 },
      ),
    });
    let bubbles = '';
    let char = '';
    for (let i = 0; i < 16; i++) {
      const [u, v] = c.rng.inDisc(210, 130);
      const r = c.rng.range(10, 24);
      bubbles += blob(c.rng, u, v, r * 1.5, r, 0.25, 7, c.rng.range(0, 3));
      char += blob(c.rng, u + 2, v + 2, r * 0.7, r * 0.45, 0.35, 6, c.rng.range(0, 3));
    }
    s += g(
      path(bubbles, { fill: mix(dough, '#a0622a', 0.45), opacity: 0.75 }) +
        path(char, { fill: '#3a2010', opacity: 0.75 }) +
        I.dots(c, 40, 220, 140, '#5a3418', 2.2),
      { 'clip-path': c.defs.clip(path(d)) },
    );
    s += path(d, { fill: '#f2cf4a', opacity: 0.16 });
    s += I.flecks(c, 40, 200, 120, herb, 4);
    s += glint(c, -60, -50, 90, 18, 0.35, -10);
    return g(s, { transform: place(x, y, rot) });
  };
  const food = bread(-90, -120, -15) + bread(60, 10, 10) + bread(-20, 150, -5);
  let top = '';
  for (let i = 0; i < 5; i++) top += I.garlic(c, ...c.rng.inDisc(120, 80), c.rng.range(0, 360), 20);
  top += ramekin(c, 300, -230, 70, '#f3efe4');
  top += I.parsley(c, 0, -30, c.rng.range(0, 360), 30, herb);
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}

/** Oliebollen: irregular fried dough balls, raisins poking out, heaped with icing sugar. */
export function oliebollen(c: DishCtx): DishParts {
  const fried = c.pal.near('#b8742a', 110, 0.6);
  const raisin = c.pal.near('#4a2c1a', 110, 0.6);
  const dish = pickCeramic(c, fried);
  const base = plate(c, 400, dish, c.rng.pick(['plain', 'band', 'enamel'] as const), 0.78);
  const ball = (x: number, y: number, r: number) => {
    const d = blob(c.rng, 0, 0, r, r * 0.93, 0.12, 11);
    let s = path(d, { fill: crustFill(c, fried, 0.35) });
    let rs = '';
    for (let i = 0; i < 6; i++) {
      const [u, v] = c.rng.inDisc(r * 0.8);
      rs += chunk(c.rng, u, v, r * 0.09, 5, 0.4);
    }
    s += path(rs, { fill: soft(c, raisin, 0.3) });
    // Icing sugar: a soft drift on top, fine dust all over.
    s += g(
      path(blob(c.rng, -r * 0.15, -r * 0.2, r * 0.55, r * 0.42, 0.35, 9), {
        fill: '#fbfaf6',
        opacity: 0.45,
      }) +
        I.dots(c, 160, r * 0.95, r * 0.95, '#ffffff', 1.7) +
        I.dots(c, 60, r * 0.6, r * 0.5, '#ffffff', 2.6, -r * 0.15, -r * 0.2),
      { 'clip-path': c.defs.clip(path(d)) },
    );
    return g(s, { transform: place(x, y, c.rng.range(0, 360)) });
  };
  let food = '';
  const spots: [number, number, number][] = [
    [-110, -120, 105],
    [110, -110, 100],
    [-160, 80, 100],
    [60, 120, 108],
    [0, -5, 110],
  ];
  for (const [x, y, r] of spots) food += ball(x + c.rng.jitter(0, 10), y + c.rng.jitter(0, 10), r);
  const top = I.dots(c, 260, 300, 300, '#ffffff', 1.8) + I.dots(c, 80, 330, 330, '#f6f2ea', 2.4);
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}

/** A loaf cake (banana bread) on a board: cracked top, a halved banana baked in, two slices. */
export function loafCake(c: DishCtx): DishParts {
  const crust = c.pal.near('#8b5a2b', 110, 0.6);
  const crumb = c.pal.near('#c08a4d', 110, 0.6);
  const nut = c.pal.colors.find((x) => family(x) === 'brown' && x !== crust) ?? '#7a4a2a';
  const base = board(c, 900, 640, 'rect');
  const L = 560;
  const W = 250;
  const loafD = roundRect(0, 0, L, W, 40);
  let loaf = path(loafD, { fill: crustFill(c, crust, 0.25) });
  // The split along the top.
  const crack: Pt[] = [];
  for (let i = 0; i <= 12; i++) crack.push([-L * 0.38 + (L * 0.76 * i) / 12, c.rng.jitter(0, 10)]);
  loaf += path(smooth(crack, false), {
    stroke: darken(crust, 0.35),
    'stroke-width': 34,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  loaf += path(smooth(crack, false), {
    stroke: mix(crumb, '#e8c48a', 0.4),
    'stroke-width': 20,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  // A halved banana, caramelised, lying along the loaf.
  const ban = `M${f(-L * 0.36)} ${f(-W * 0.2)}Q0 ${f(-W * 0.42)} ${f(L * 0.36)} ${f(-W * 0.2)}Q${f(L * 0.38)} ${f(-W * 0.12)} ${f(L * 0.33)} ${f(-W * 0.1)}Q0 ${f(-W * 0.28)} ${f(-L * 0.33)} ${f(-W * 0.1)}Q${f(-L * 0.38)} ${f(-W * 0.12)} ${f(-L * 0.36)} ${f(-W * 0.2)}Z`;
  loaf += path(ban, {
    fill: c.defs.linear([
      [0, '#f6e3a0'],
      [0.6, '#e0b45a'],
      [1, '#a86a2a'],
    ]),
    stroke: '#7a4a1c',
    'stroke-width': 2,
  });
  loaf += glint(c, -L * 0.2, W * 0.2, L * 0.2, W * 0.05, 0.3);
  const slice = (x: number, y: number, rot: number) => {
    const d = roundRect(0, 0, 240, 190, 30);
    let s = path(d, { fill: darken(crust, 0.1) });
    s += path(roundRect(0, 4, 220, 166, 22), {
      fill: c.defs.radial([
        [0, lighten(crumb, 0.12)],
        [1, darken(crumb, 0.1)],
      ]),
    });
    s += I.dots(c, 50, 100, 75, darken(crumb, 0.35), 2.4, 0, 4);
    for (let i = 0; i < 4; i++) s += I.walnut(c, ...c.rng.inDisc(70, 50), c.rng.range(0, 360), 14);
    return g(s, { transform: place(x, y, rot) });
  };
  const food =
    g(loaf, { transform: place(-40, -110, c.rng.jitter(0, 4)) }) +
    slice(-130, 180, -8) +
    slice(120, 170, 12);
  let top = '';
  for (let i = 0; i < 5; i++)
    top += I.walnut(c, 320 + c.rng.jitter(0, 30), -200 + i * 40, c.rng.range(0, 360), 18);
  top += I.dots(c, 10, 80, 60, nut, 3, 320, 250);
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}

/** Dutch butter cake: a flat, glossy round with a scored lattice and almonds, cut in wedges. */
export function butterCake(c: DishCtx): DishParts {
  const gold = c.pal.near('#e3b15e', 110, 0.6);
  const base = board(c, 820, 820, 'round');
  const R = 300;
  const disc = circlePath(0, 0, R);
  let cake = circle(3, 6, R, { fill: darken(gold, 0.4) });
  cake += path(disc, { fill: crustFill(c, gold, 0.3) });
  let lines = '';
  for (let k = -6; k <= 6; k++) {
    const o = k * 46;
    lines += `M${f(o - R)} ${f(-R)}L${f(o + R)} ${f(R)}M${f(o + R)} ${f(-R)}L${f(o - R)} ${f(R)}`;
  }
  cake += g(
    path(lines, { stroke: darken(gold, 0.3), 'stroke-width': 4, fill: 'none', opacity: 0.6 }) +
      path(lines, {
        stroke: lighten(gold, 0.4),
        'stroke-width': 2,
        fill: 'none',
        opacity: 0.5,
        transform: 'translate(-3 -2)',
      }),
    { 'clip-path': c.defs.clip(circle(0, 0, R * 0.93)) },
  );
  cake += circle(0, 0, R * 0.97, {
    fill: 'none',
    stroke: darken(gold, 0.25),
    'stroke-width': R * 0.06,
    opacity: 0.5,
  });
  // Wedge cuts, one wedge pulled out.
  const n = 8;
  const a0 = c.rng.range(0, Math.PI * 2);
  let cuts = '';
  for (let i = 0; i < n; i++) {
    const a = a0 + (i / n) * Math.PI * 2;
    cuts += `M0 0L${f(Math.cos(a) * R)} ${f(Math.sin(a) * R)}`;
  }
  cake += path(cuts, { stroke: '#5a3210', 'stroke-width': 4, opacity: 0.5 });
  for (let i = 0; i < 8; i++) {
    const a = a0 + ((i + 0.5) / n) * Math.PI * 2;
    cake += I.almond(
      c,
      Math.cos(a) * R * 0.6,
      Math.sin(a) * R * 0.6,
      (a * 180) / Math.PI,
      20,
      '#e9cf9a',
    );
  }
  cake += glint(c, -R * 0.35, -R * 0.4, R * 0.4, R * 0.1, 0.35, -35);
  const top = I.citrusSlice(
    c,
    300,
    280,
    50,
    c.pal.ofFamily('yellow') ?? '#f4d23c',
    c.rng.range(0, 360),
  );
  return { base: turn(c, base), food: turn(c, cake), top: turn(c, top) };
}

/** Apple turnovers: flaky golden triangles with slits, sugar and a glimpse of filling. */
export function turnovers(c: DishCtx): DishParts {
  const pastry = c.pal.near('#d9a441', 110, 0.6);
  const filling = c.pal.near('#f2d38a', 100, 0.5);
  const base = c.rng.chance(0.5)
    ? parchment(c, 800, 640)
    : plate(c, 400, pickCeramic(c, pastry), 'plain', 0.8);
  const one = (x: number, y: number, rot: number, s: number) => {
    const tri: Pt[] = [
      [-s, s * 0.62],
      [s, s * 0.62],
      [0, -s * 0.95],
    ];
    const d = smooth(
      tri.flatMap((p, i) => {
        const q = tri[(i + 1) % 3] ?? p;
        return [p, [p[0] * 0.55 + q[0] * 0.45, p[1] * 0.55 + q[1] * 0.45] as Pt];
      }),
      true,
      0.35,
    );
    let o = path(d, { fill: crustFill(c, pastry, 0.3) });
    // Layers showing along the edges.
    o += path(d, {
      fill: 'none',
      stroke: lighten(pastry, 0.35),
      'stroke-width': 5,
      transform: 'scale(0.9)',
    });
    o += path(d, { fill: 'none', stroke: darken(pastry, 0.35), 'stroke-width': 3, opacity: 0.6 });
    let slits = '';
    for (let k = -1; k <= 1; k++) slits += `M${f(k * s * 0.28 - 12)} ${f(-s * 0.05)}l24 -30`;
    o += path(slits, { stroke: filling, 'stroke-width': 9, 'stroke-linecap': 'round' });
    o += path(slits, {
      stroke: darken(pastry, 0.4),
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
      opacity: 0.5,
      transform: 'translate(2 2)',
    });
    o += path(blob(c.rng, s * 0.55, s * 0.55, s * 0.16, s * 0.07, 0.3, 7), {
      fill: soft(c, filling, 0.2),
    });
    o += I.salt(c, 26, s * 0.5, s * 0.4, 0, 0, 4);
    return g(o, { transform: place(x, y, rot) });
  };
  const food = one(-130, -110, -10, 170) + one(150, -80, 170, 165) + one(-20, 160, 20, 168);
  const top = I.dots(c, 120, 340, 280, '#ffffff', 1.6);
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}

/** Poffertjes: a heap of tiny puffed pancakes, a melting knob of butter, icing sugar. */
export function poffertjes(c: DishCtx): DishParts {
  const cake = c.pal.near('#c8893d', 110, 0.55);
  const dish = pickCeramic(c, cake);
  const base = plate(
    c,
    400,
    dish,
    c.rng.pick(['plain', 'band', 'enamel', 'speckle'] as const),
    0.8,
  );
  const puff = (x: number, y: number, r: number) =>
    g(
      circle(0, 0, r, { fill: sphere(c, lighten(cake, 0.3), 0.3) }) +
        path(blob(c.rng, 0, 0, r * 0.68, r * 0.66, 0.12, 8), {
          fill: c.defs.radial(
            [
              [0, darken(cake, 0.3)],
              [0.55, darken(cake, 0.05)],
              [1, lighten(cake, 0.2)],
            ],
            { cx: 0.45, cy: 0.45, r: 0.55 },
          ),
        }) +
        glint(c, -r * 0.3, -r * 0.35, r * 0.35, r * 0.14, 0.5, -30),
      { transform: place(x, y) },
    );
  const spots: Pt[] = [];
  for (let ring = 0; ring < 4; ring++) {
    const n = ring === 0 ? 1 : ring * 7;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + ring;
      spots.push([
        Math.cos(a) * ring * 70 + c.rng.jitter(0, 6),
        Math.sin(a) * ring * 70 + c.rng.jitter(0, 6),
      ]);
    }
  }
  // Outer ones first so the middle ones overlap them.
  spots.sort((p, q) => Math.hypot(q[0], q[1]) - Math.hypot(p[0], p[1]));
  let food = '';
  for (const [x, y] of spots) food += puff(x, y, 45);
  let top = g(
    path(roundRect(0, 0, 70, 52, 12), {
      fill: soft(c, '#fbeea8', 0.2),
      stroke: '#e4cc68',
      'stroke-width': 2,
    }) + path(blob(c.rng, 14, 18, 52, 26, 0.3, 8), { fill: '#f6dc7a', opacity: 0.55 }),
    { transform: place(-10, -10, c.rng.range(0, 90)) },
  );
  top += I.dots(c, 220, 250, 250, '#ffffff', 1.9);
  top += I.dots(c, 90, 120, 120, '#ffffff', 2.6);
  const fork = g(props.fork(c, 240, c.rng.pick(props.METALS)), { transform: place(300, 120, 70) });
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top + fork) };
}

/** A chocolate mug cake: cracked dome in a mug, molten chocolate, ice cream and berries. */
export function mugCake(c: DishCtx): DishParts {
  const cake = c.pal.near('#4a2c1d', 110, 0.6);
  const fruit = c.pal.ofFamily('red', 'pink') ?? '#c8224a';
  const mugColor = c.rng.pick([
    '#f4f1ea',
    '#2f6f73',
    '#e8dccb',
    '#b5342a',
    '#3b4a5a',
    '#f2c14e',
  ] as const);
  const saucer = plate(
    c,
    380,
    c.rng.pick(['#f4f1ea', '#e9e4da', '#c9d3d6'] as const),
    'plain',
    0.66,
  );
  const m = mug(c, 250, mugColor);
  let food = circle(0, 0, m.inner, { fill: crustFill(c, cake, 0.2) });
  let cracks = '';
  for (let i = 0; i < 7; i++) {
    const a = c.rng.range(0, Math.PI * 2);
    const r0 = c.rng.range(20, 60);
    const r1 = c.rng.range(120, 190);
    cracks += `M${f(Math.cos(a) * r0)} ${f(Math.sin(a) * r0)}Q${f(Math.cos(a + 0.2) * (r0 + r1) * 0.5)} ${f(Math.sin(a + 0.2) * (r0 + r1) * 0.5)} ${f(Math.cos(a) * r1)} ${f(Math.sin(a) * r1)}`;
  }
  food += path(cracks, {
    stroke: darken(cake, 0.5),
    'stroke-width': 6,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  food += path(blob(c.rng, 40, 30, 80, 60, 0.3, 9), { fill: soft(c, darken(cake, 0.3), 0.3) });
  food += glint(c, 30, 10, 40, 10, 0.5, -20);
  let top = g(
    path(blob(c.rng, 0, 0, 78, 72, 0.12, 12), { fill: sphere(c, '#fbf3df', 0.25) }) +
      I.dots(c, 20, 55, 50, '#2a1d14', 1.4),
    { transform: place(-50, -50) },
  );
  top += I.raspberry(c, 60, -90, 22, fruit) + I.raspberry(c, 90, -50, 20, fruit);
  top += I.mint(c, -20, -110, c.rng.range(0, 360), 40);
  top += I.dots(c, 90, m.inner, m.inner, '#ffffff', 1.5);
  const spoon = g(props.spoon(c, 280, c.rng.pick(props.METALS)), {
    transform: place(-60, 300, -10),
  });
  return {
    base: turn(c, saucer + m.back),
    food: turn(c, g(food, { 'clip-path': m.clip })),
    front: turn(c, m.front),
    top: turn(c, g(top, { 'clip-path': m.clip }) + spoon),
  };
}
