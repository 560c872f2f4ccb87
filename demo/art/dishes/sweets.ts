/** Pancakes, smoothie, cake, cookies, pie, bread and dessert cups. */
import { darken, family, lighten, mix } from '../color';
import * as I from '../items';
import type { Ctx, DishCtx } from '../paint';
import { glint, soft, sphere } from '../paint';
import * as props from '../props';
import type { DishParts } from '../render';
import { blob, blobs, chunk, circlePath, roundRect, smooth } from '../shapes';
import type { Pt } from '../shapes';
import { circle, ellipse, f, g, path, place } from '../svg';
import { board, bowlParts, glass, parchment, pickCeramic, pieDish, plate } from '../vessels';
import { herbGreen, inside, turn } from './common';

/** A berry chosen by colour: raspberry, strawberry half or blueberry. */
function berry(c: Ctx, color: string, x: number, y: number, r: number): string {
  const fam = family(color);
  if (fam === 'red' || fam === 'pink')
    return c.rng.chance(0.5)
      ? I.raspberry(c, x, y, r, color)
      : I.strawberryHalf(c, x, y, c.rng.range(0, 360), r * 1.3, color);
  if (fam === 'blue' || fam === 'purple' || fam === 'dark')
    return I.blueberry(c, x, y, r * 0.85, fam === 'dark' ? '#3a3f78' : color);
  if (fam === 'yellow' || fam === 'white') return I.bananaSlice(c, x, y, r * 1.2);
  if (fam === 'orange') return I.citrusSlice(c, x, y, r * 1.3, color, c.rng.range(0, 360));
  if (fam === 'green') return I.mint(c, x, y, c.rng.range(0, 360), r * 1.6, color);
  return I.blueberry(c, x, y, r * 0.85);
}

const fruitColors = (c: DishCtx): string[] => {
  const list = c.pal.colors.filter((x) => !['white', 'brown', 'yellow'].includes(family(x)));
  return list.length ? list : ['#c8224a', '#3a3f78'];
};

/** A stack of pancakes: browned tops, syrup pooling and dripping, butter, berries, sugar dust. */
export function pancakes(c: DishCtx): DishParts {
  const cake = c.pal.near('#e0a552', 110, 0.5);
  const berrySauce = c.pal.ofFamily('red', 'pink');
  const syrup = berrySauce && c.rng.chance(0.5) ? berrySauce : '#b0601a';
  const fruits = fruitColors(c);
  const dish = pickCeramic(c, cake);
  const base = plate(
    c,
    400,
    dish,
    c.rng.pick(['plain', 'enamel', 'band', 'speckle'] as const),
    0.74,
    '#26405e',
  );
  let food = '';
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const k = layers - i;
    const ox = c.rng.jitter(0, 10) + k * 5;
    const oy = c.rng.jitter(0, 10) + k * 8;
    const d = blob(c.rng, ox, oy, 230, 225, 0.04, 14);
    food += path(d, {
      fill: c.defs.radial([
        [0, '#f3d9a0'],
        [0.8, '#e8c17a'],
        [0.93, '#c98a3e'],
        [1, '#7a4618'],
      ]),
    });
    food += path(d, { fill: 'none', stroke: '#5a2e10', 'stroke-width': 2.5, opacity: 0.45 });
  }
  // Top pancake: golden-brown with mottled browning.
  const topD = blob(c.rng, 0, -8, 228, 222, 0.04, 14);
  food += path(topD, {
    fill: c.defs.radial([
      [0, lighten(cake, 0.05)],
      [0.5, cake],
      [0.85, darken(cake, 0.15)],
      [0.95, '#a0622a'],
      [1, '#f0d59a'],
    ]),
  });
  const mottle = blobs(c.rng, 26, 170, 170, [15, 40], [10, 28]);
  food += g(path(mottle, { fill: '#8a4a18', opacity: 0.18 }), {
    'clip-path': c.defs.clip(path(topD)),
  });
  food += I.dots(c, 40, 180, 180, '#7a4214', 2, 0, -8);
  // Syrup pool with drips over the edge.
  let syr = blob(c.rng, 10, 0, 150, 140, 0.15, 10);
  for (let i = 0; i < 4; i++) {
    const a = c.rng.range(0, Math.PI * 2);
    syr += `M${f(Math.cos(a - 0.12) * 140)} ${f(Math.sin(a - 0.12) * 140)}L${f(Math.cos(a) * 250)} ${f(Math.sin(a) * 250)}L${f(Math.cos(a + 0.12) * 140)} ${f(Math.sin(a + 0.12) * 140)}Z`;
    syr += circlePath(Math.cos(a) * 245, Math.sin(a) * 245, 16);
  }
  let top = path(syr, {
    fill: c.defs.radial([
      [0, lighten(syrup, 0.2)],
      [0.7, syrup],
      [1, darken(syrup, 0.3)],
    ]),
    opacity: 0.82,
  });
  top += glint(c, -40, -50, 60, 18, 0.55, -30) + glint(c, 60, 40, 30, 8, 0.4, -30);
  top += g(
    path(roundRect(0, 0, 80, 64, 16), {
      fill: c.defs.linear(
        [
          [0, '#fff6c8'],
          [1, '#f0d77a'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
      stroke: '#e0c060',
      'stroke-width': 2,
    }) + glint(c, -12, -14, 20, 8, 0.7),
    { transform: place(-20, -20, c.rng.range(0, 90)) },
  );
  for (let i = 0; i < 9; i++) {
    const a = c.rng.range(0, Math.PI * 2);
    const r = c.rng.range(60, 170);
    top += berry(c, fruits[i % fruits.length] ?? '#c8224a', Math.cos(a) * r, Math.sin(a) * r, 20);
  }
  top += I.mint(c, 90, -90, c.rng.range(0, 360), 46);
  top += I.dots(c, 70, 220, 220, '#ffffff', 1.3);
  let side = '';
  for (let i = 0; i < 6; i++)
    side += berry(
      c,
      fruits[(i + 1) % fruits.length] ?? '#3a3f78',
      280 + c.rng.jitter(0, 40),
      150 + c.rng.jitter(0, 50),
      18,
    );
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top + side) };
}

/** Smoothie in a glass from above: foamy top, fruit on the rim, a striped paper straw. */
export function smoothie(c: DishCtx): DishParts {
  const drink = c.pal.get(0);
  const fruits = fruitColors(c);
  const herb = herbGreen(c);
  // A round wooden coaster / small board under the glass.
  let base = board(c, 680, 680, 'round');
  const gl = glass(c, 285);
  const R = gl.inner;
  let content = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(drink, 0.18)],
      [0.75, drink],
      [1, darken(drink, 0.25)],
    ]),
  });
  let foam = '';
  for (let i = 0; i < 70; i++) {
    const a = c.rng.range(0, Math.PI * 2);
    const r = c.rng.range(R * 0.75, R);
    foam += circlePath(Math.cos(a) * r, Math.sin(a) * r, c.rng.range(2, 6));
  }
  content += path(foam, { fill: lighten(drink, 0.35), opacity: 0.6 });
  let top = I.seeds(c, 30, R * 0.5, R * 0.5, darken(drink, 0.45), 5);
  const garnishCol = fruits.find((x) => x !== drink) ?? '#c8224a';
  top +=
    berry(c, garnishCol, -R * 0.25, R * 0.35, 26) + berry(c, garnishCol, -R * 0.45, R * 0.1, 22);
  top += I.mint(c, -R * 0.2, -R * 0.3, c.rng.range(0, 360), 46, herb);
  // Straw: an opening near the centre and the straw's length rising out towards the corner.
  const sa = c.rng.range(-0.6, 0.3);
  const sx = R * 0.25;
  const sy = -R * 0.05;
  const ex = sx + Math.cos(sa) * 400;
  const ey = sy + Math.sin(sa) * 400;
  const stripe = c.rng.pick(['#e04a4a', '#3a7bd5', '#f2a93b', '#2f9e6e'] as const);
  const len = Math.hypot(ex - sx, ey - sy);
  const ang = (Math.atan2(ey - sy, ex - sx) * 180) / Math.PI;
  let straw = path(roundRect(len / 2, 0, len, 28, 7), { fill: '#fbfaf7' });
  let stripes = '';
  for (let x = 0; x < len; x += 30) stripes += `M${f(x)} -12l18 24h10l-18 -24Z`;
  straw += g(path(stripes, { fill: stripe }), {
    'clip-path': c.defs.clip(path(roundRect(len / 2, 0, len, 24, 6))),
  });
  straw += path(roundRect(len / 2, 0, len, 24, 6), {
    fill: c.defs.linear([
      [0, '#000', 0.15],
      [0.3, '#fff', 0.3],
      [1, '#000', 0.25],
    ]),
  });
  straw +=
    ellipse(len, 0, 5, 12, { fill: '#8a8a8a' }) + circle(0, 0, 12, { fill: darken(drink, 0.4) });
  // Fruit around the glass.
  let side = '';
  for (let i = 0; i < 8; i++) {
    const a = c.rng.range(0.2, 2.2);
    const r = c.rng.range(360, 400);
    side += berry(c, fruits[i % fruits.length] ?? '#c8224a', Math.cos(a) * r, Math.sin(a) * r, 26);
  }
  side += I.citrusSlice(
    c,
    -330,
    -190,
    52,
    c.rng.pick(['#f39a2b', '#f4d23c', '#8cc43c'] as const),
    c.rng.range(0, 360),
  );
  base += side;
  return {
    base: turn(c, base) + turn(c, gl.back),
    food: inside(c, gl.clip, content),
    front: turn(c, gl.front),
    top: inside(c, gl.clip, top) + turn(c, g(straw, { transform: place(sx, sy, ang) })),
  };
}

/** A slice of layer cake lying on its side: sponge and cream stripes, frosting, berries. */
export function cake(c: DishCtx): DishParts {
  const sponge = c.pal.near('#e8c48a', 120, 0.75);
  const cream = c.pal.near('#fbf3e4', 100, 0.7);
  const frosting = c.pal.colors.find((x) => x !== sponge && x !== cream) ?? '#6b3a22';
  const fruits = fruitColors(c);
  const dish = pickCeramic(c, sponge);
  const base = plate(
    c,
    400,
    dish,
    c.rng.pick(['plain', 'band', 'enamel'] as const),
    0.75,
    '#b08a4a',
  );
  // Wedge from the tip (left) to the back (right), layers parallel to the long axis.
  const L = 500;
  const Hb = 290;
  const Ht = 80;
  const wedgeD = `M${-L / 2} ${-Ht / 2}L${L / 2} ${-Hb / 2}Q${L / 2 + 28} 0 ${L / 2} ${Hb / 2}L${-L / 2} ${Ht / 2}Q${-L / 2 - 8} 0 ${-L / 2} ${-Ht / 2}Z`;
  const clip = c.defs.clip(path(wedgeD));
  const layers: [string, number][] = [
    [frosting, 0.14],
    [sponge, 0.2],
    [cream, 0.1],
    [sponge, 0.2],
    [cream, 0.1],
    [sponge, 0.26],
  ];
  let stripes = '';
  let t = 0;
  for (const [col, h] of layers) {
    const y0 = t;
    const y1 = t + h;
    const yAt = (x: number, v: number) => {
      const half = (Ht + ((x + L / 2) / L) * (Hb - Ht)) / 2;
      return -half + v * half * 2;
    };
    const pts: Pt[] = [];
    for (let k = 0; k <= 10; k++) {
      const x = -L / 2 - 20 + ((L + 60) * k) / 10;
      pts.push([x, yAt(x, y0) + (col === sponge ? 0 : c.rng.jitter(0, 2))]);
    }
    for (let k = 10; k >= 0; k--) {
      const x = -L / 2 - 20 + ((L + 60) * k) / 10;
      pts.push([x, yAt(x, y1) + c.rng.jitter(0, 2)]);
    }
    stripes += path(smooth(pts, true, 0.3), { fill: col === sponge ? soft(c, col, 0.08) : col });
    t = y1;
  }
  let crumb = '';
  for (let i = 0; i < 90; i++)
    crumb += circlePath(
      c.rng.range(-L / 2, L / 2),
      c.rng.range(-Hb / 2, Hb / 2),
      c.rng.range(1.2, 3),
    );
  stripes += path(crumb, { fill: darken(sponge, 0.25), opacity: 0.4 });
  let food = path(wedgeD, { fill: darken(sponge, 0.3), transform: 'translate(5 6)' });
  food += g(stripes, { 'clip-path': clip });
  // Frosting along the outer (back) edge.
  food += path(`M${L / 2 - 6} ${-Hb / 2 - 4}Q${L / 2 + 34} 0 ${L / 2 - 6} ${Hb / 2 + 4}`, {
    stroke: frosting,
    'stroke-width': 22,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  food += path(`M${L / 2 - 12} ${-Hb / 2 + 10}Q${L / 2 + 20} 0 ${L / 2 - 12} ${Hb / 2 - 10}`, {
    stroke: lighten(frosting, 0.3),
    'stroke-width': 5,
    fill: 'none',
    opacity: 0.6,
  });
  const cake = g(food, { transform: place(-20, 10, -12) });
  let top = '';
  for (let i = 0; i < 4; i++)
    top += berry(
      c,
      fruits[i % fruits.length] ?? '#c8224a',
      150 + c.rng.jitter(0, 25),
      -60 + i * 40,
      22,
    );
  top += g(
    circle(0, 0, 34, { fill: sphere(c, '#fffaf0', 0.2) }) +
      path(
        smooth(
          Array.from(
            { length: 14 },
            (_, i) => [Math.cos(i * 0.9) * (30 - i * 2), Math.sin(i * 0.9) * (30 - i * 2)] as Pt,
          ),
          false,
        ),
        { stroke: '#e8dcc8', 'stroke-width': 2.5, fill: 'none' },
      ),
    {
      transform: place(-180, -170),
    },
  );
  top += I.mint(c, -150, -150, 40, 36);
  top += I.salt(c, 20, 120, 40, 60, 200, 5)
    .replace(/#fbfaf6/g, mix(sponge, '#8a5a2a', 0.2))
    .replace(/#d8d4cc/g, darken(sponge, 0.3));
  const fork = g(props.fork(c, 360, c.rng.pick(props.METALS)), { transform: place(280, 40, 15) });
  return {
    base: turn(c, base + fork),
    food: turn(c, cake),
    top: turn(c, g(top, { transform: place(0, 0, -12) })),
  };
}

/** Cookies scattered on parchment: cracked tops, chocolate chunks, one broken; a glass of milk. */
export function cookies(c: DishCtx): DishParts {
  const dough = c.pal.near('#c98a4a', 120, 0.65);
  const chips = c.pal.near('#3b2214', 120, 0.6);
  const extra = c.pal.colors.find((x) => x !== dough && x !== chips && family(x) !== 'brown');
  let base = parchment(c, 780, 640);
  const milk = glass(c, 95);
  base += g(
    milk.back +
      circle(0, 0, milk.inner, {
        fill: c.defs.radial([
          [0, '#ffffff'],
          [1, '#ece8df'],
        ]),
      }) +
      milk.front,
    { transform: place(280, -220) },
  );
  const cookie = (x: number, y: number, r: number, broken: boolean) => {
    const outline = blob(c.rng, 0, 0, r, r * 0.96, 0.07, 11);
    let out = path(outline, {
      fill: c.defs.radial(
        [
          [0, lighten(dough, 0.2)],
          [0.6, dough],
          [0.9, darken(dough, 0.2)],
          [1, darken(dough, 0.4)],
        ],
        { cx: 0.45, cy: 0.42 },
      ),
    });
    let cracks = '';
    for (let i = 0; i < 6; i++) {
      const a = c.rng.range(0, Math.PI * 2);
      const r0 = c.rng.range(0.1, 0.4) * r;
      const r1 = c.rng.range(0.5, 0.85) * r;
      const mid = a + c.rng.jitter(0, 0.3);
      cracks += `M${f(Math.cos(a) * r0)} ${f(Math.sin(a) * r0)}Q${f(Math.cos(mid) * (r0 + r1) * 0.5 + c.rng.jitter(0, 8))} ${f(Math.sin(mid) * (r0 + r1) * 0.5)} ${f(Math.cos(a + 0.2) * r1)} ${f(Math.sin(a + 0.2) * r1)}`;
    }
    out += path(cracks, {
      stroke: darken(dough, 0.35),
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    });
    out += path(cracks, {
      stroke: lighten(dough, 0.35),
      'stroke-width': 1.5,
      fill: 'none',
      transform: 'translate(-2 -2)',
      opacity: 0.7,
    });
    let ch = '';
    for (let i = 0; i < 8; i++)
      ch += chunk(c.rng, ...c.rng.inDisc(r * 0.75), c.rng.range(r * 0.08, r * 0.14), 4, 0.3);
    out +=
      path(ch, { fill: soft(c, chips, 0.3) }) +
      path(ch, { fill: 'none', stroke: lighten(chips, 0.3), 'stroke-width': 1.5, opacity: 0.6 });
    if (extra)
      for (let i = 0; i < 3; i++)
        out += circle(...c.rng.inDisc(r * 0.7), r * 0.07, { fill: sphere(c, extra, 0.3) });
    out += I.salt(c, 6, r * 0.5, r * 0.5, 0, 0, 3);
    if (broken) {
      const cut = c.defs.clip(
        path(
          `M${-r * 1.2} ${-r * 1.2}L${r * 0.15} ${-r * 1.2}L${-r * 0.1} ${-r * 0.3}L${r * 0.2} ${r * 0.2}L${-r * 0.05} ${r * 1.2}L${-r * 1.2} ${r * 1.2}Z`,
        ),
      );
      const cut2 = c.defs.clip(
        path(
          `M${r * 1.2} ${-r * 1.2}L${r * 0.15} ${-r * 1.2}L${-r * 0.1} ${-r * 0.3}L${r * 0.2} ${r * 0.2}L${-r * 0.05} ${r * 1.2}L${r * 1.2} ${r * 1.2}Z`,
        ),
      );
      out =
        g(out, { 'clip-path': cut }) +
        g(g(out, { 'clip-path': cut2 }), { transform: 'translate(26 10) rotate(8)' });
    }
    return g(out, { transform: place(x, y, c.rng.range(0, 360)) });
  };
  let food = '';
  const spots: [number, number, number][] = [
    [-230, -170, 105],
    [-260, 120, 100],
    [20, 230, 100],
    [230, 150, 95],
    [60, -40, 112],
    [-90, 0, 110],
  ];
  spots.forEach(([x, y, r], i) => {
    food += cookie(x + c.rng.jitter(0, 15), y + c.rng.jitter(0, 15), r, i === 2);
  });
  let top = cookie(-20, -20, 108, false);
  let crumbs = '';
  for (let i = 0; i < 30; i++)
    crumbs += chunk(
      c.rng,
      c.rng.range(-330, 330),
      c.rng.range(-280, 280),
      c.rng.range(3, 7),
      4,
      0.4,
    );
  top += path(crumbs, { fill: dough, stroke: darken(dough, 0.3), 'stroke-width': 1 });
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}

/** Lattice pie in a fluted dish: woven golden strips over glossy fruit filling, crimped edge. */
export function pie(c: DishCtx): DishParts {
  const filling = c.pal.get(0);
  const crust = c.pal.near('#d9a05a', 90, 0.4);
  const dishColor = c.rng.pick(['#f4f1ea', '#2f6f73', '#b5342a', '#e8dccb', '#3b4a5a'] as const);
  const d = pieDish(c, 400, dishColor);
  const R = d.inner;
  let bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(filling, 0.1)],
      [0.8, filling],
      [1, darken(filling, 0.4)],
    ]),
  });
  let fruit = '';
  for (let i = 0; i < 60; i++) {
    const [x, y] = c.rng.inDisc(R * 0.9);
    fruit += circle(x, y, c.rng.range(14, 26), { fill: sphere(c, filling, 0.35) });
  }
  bed += fruit;
  // Lattice: strips over and under.
  const n = 7;
  const step = (R * 2) / (n + 1);
  const stripFill = c.defs.linear(
    [
      [0, darken(crust, 0.2)],
      [0.3, lighten(crust, 0.2)],
      [0.7, crust],
      [1, darken(crust, 0.3)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const stripFillH = c.defs.linear(
    [
      [0, darken(crust, 0.2)],
      [0.3, lighten(crust, 0.2)],
      [0.7, crust],
      [1, darken(crust, 0.3)],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  let lattice = '';
  const wS = step * 0.55;
  for (let i = 0; i < n; i++) {
    const x = -R + step * (i + 1);
    lattice += path(roundRect(x, 0, wS, R * 2.1, wS / 2), {
      fill: stripFill,
      stroke: darken(crust, 0.35),
      'stroke-width': 2,
    });
  }
  for (let j = 0; j < n; j++) {
    const y = -R + step * (j + 1);
    lattice += path(roundRect(0, y, R * 2.1, wS, wS / 2), {
      fill: stripFillH,
      stroke: darken(crust, 0.35),
      'stroke-width': 2,
    });
    // Weave: every other crossing, redraw the vertical strip on top.
    for (let i = j % 2; i < n; i += 2) {
      const x = -R + step * (i + 1);
      lattice += path(roundRect(x, y, wS, wS + 14, 4), { fill: stripFill });
    }
  }
  lattice += I.dots(c, 120, R, R, '#fff6dc', 1.8);
  // Crimped edge.
  const crimps = 30;
  let edge = '';
  for (let i = 0; i < crimps; i++) {
    const a = (i / crimps) * Math.PI * 2;
    edge += g(
      ellipse(0, 0, 30, 20, {
        fill: c.defs.radial(
          [
            [0, lighten(crust, 0.25)],
            [0.7, crust],
            [1, darken(crust, 0.35)],
          ],
          { cx: 0.4, cy: 0.4 },
        ),
      }),
      {
        transform: `rotate(${f((a * 180) / Math.PI)}) translate(${f(R * 0.97)} 0) rotate(90)`,
      },
    );
  }
  return {
    base: turn(c, d.back) + inside(c, d.clip, bed),
    food: inside(c, d.clip, lattice),
    front: turn(c, d.front),
    top: turn(c, edge),
  };
}

/** A loaf on a board: scored crust dusted with flour, two slices showing the crumb, butter. */
export function bread(c: DishCtx): DishParts {
  const crust = c.pal.near('#b8702e', 110, 0.6);
  const crumbCol = c.pal.near('#f1dfb8', 90, 0.5);
  const base = board(c, 880, 620, 'rect');
  const L = 520;
  const W = 280;
  const loafD = `M${-L / 2} 0C${-L / 2} ${-W * 0.62} ${L / 2} ${-W * 0.62} ${L / 2} 0C${L / 2} ${W * 0.62} ${-L / 2} ${W * 0.62} ${-L / 2} 0Z`;
  let loaf = path(loafD, {
    fill: c.defs.radial(
      [
        [0, lighten(crust, 0.3)],
        [0.6, crust],
        [0.9, darken(crust, 0.3)],
        [1, darken(crust, 0.5)],
      ],
      { cx: 0.45, cy: 0.42, r: 0.55 },
    ),
  });
  const flour = blobs(c.rng, 14, L * 0.35, W * 0.3, [20, 50], [12, 30]);
  loaf += g(
    path(flour, { fill: '#fbf6ea', opacity: 0.35 }) +
      I.dots(c, 200, L * 0.42, W * 0.38, '#ffffff', 1.6),
    { 'clip-path': c.defs.clip(path(loafD)) },
  );
  for (let i = 0; i < 4; i++) {
    const x = -L * 0.3 + i * L * 0.2;
    const slash = `M${f(x - 45)} ${f(-W * 0.28)}C${f(x - 10)} ${f(-W * 0.36)} ${f(x + 40)} ${f(W * 0.1)} ${f(x + 55)} ${f(W * 0.26)}`;
    loaf += path(slash, {
      stroke: darken(crust, 0.45),
      'stroke-width': 24,
      fill: 'none',
      'stroke-linecap': 'round',
    });
    loaf += path(slash, {
      stroke: lighten(crumbCol, 0.05),
      'stroke-width': 13,
      fill: 'none',
      'stroke-linecap': 'round',
      transform: 'translate(-3 -3)',
    });
    loaf += path(slash, {
      stroke: '#fff',
      'stroke-width': 3,
      fill: 'none',
      opacity: 0.5,
      transform: 'translate(-7 -6)',
    });
  }
  loaf += glint(c, -L * 0.15, -W * 0.2, L * 0.2, W * 0.08, 0.3, -5);
  const slice = (x: number, y: number, rot: number) => {
    const sD = blob(c.rng, 0, 0, 125, 95, 0.05, 12);
    let s = path(sD, { fill: darken(crust, 0.15) });
    s += path(sD, {
      fill: c.defs.radial([
        [0, lighten(crumbCol, 0.15)],
        [0.8, crumbCol],
        [1, darken(crumbCol, 0.15)],
      ]),
      transform: 'scale(0.9)',
    });
    const holes = blobs(c.rng, 40, 95, 70, [2, 8], [2, 6], 0.3, 6);
    s += path(holes, { fill: darken(crumbCol, 0.25), opacity: 0.6 });
    return g(s, { transform: place(x, y, rot) });
  };
  const food =
    g(loaf, { transform: place(-60, -70, c.rng.jitter(0, 6)) }) +
    slice(120, 175, -10) +
    slice(250, 130, 15);
  const bb = bowlParts(c, 70, '#f4f1ea', { rim: 0.14, inner: 0.82 });
  const butter = g(
    bb.back +
      path(roundRect(0, 0, 70, 50, 10), { fill: '#f8e7a0', stroke: '#e2c870', 'stroke-width': 2 }) +
      bb.front,
    { transform: place(-270, 200) },
  );
  const knife = g(props.knife(c, 360, '#c8ccd2'), { transform: place(-120, 220, 80) });
  const wheat = I.sprig(c, 230, -200, 160, 150, '#c9a25a');
  return { base: turn(c, base + butter), food: turn(c, food), top: turn(c, knife + wheat) };
}

/** Dessert cups (tiramisu, parfait, mousse) from above: creamy tops, dusting, berries, spoons. */
export function dessertCup(c: DishCtx): DishParts {
  const creamCol = c.pal.near('#f7efe0', 100, 0.6);
  const dust =
    c.pal.colors.find((x) => family(x) === 'brown' || family(x) === 'dark') ?? c.pal.get(1);
  const fruits = fruitColors(c);
  const layerCol = c.pal.get(0);
  const tray = board(c, 760, 760, c.rng.chance(0.5) ? 'round' : 'rect');
  let base = tray;
  let food = '';
  let front = '';
  let top = '';
  const cups: [number, number, number][] = [
    [-150, -120, 150],
    [160, -90, 140],
    [0, 170, 150],
  ];
  cups.forEach(([x, y, r], i) => {
    const gl = glass(c, r);
    const R = gl.inner;
    let content = circle(0, 0, R, { fill: layerCol });
    content += circle(0, 0, R * 0.9, {
      fill: c.defs.radial([
        [0, lighten(creamCol, 0.1)],
        [0.85, creamCol],
        [1, darken(creamCol, 0.12)],
      ]),
    });
    const style = (i + c.rng.int(0, 2)) % 3;
    let t = '';
    if (style === 0) {
      content += circle(0, 0, R * 0.88, { fill: dust, opacity: 0.85 });
      content += I.dots(c, 160, R * 0.86, R * 0.86, darken(dust, 0.2), 2);
      t +=
        berry(c, fruits[0] ?? '#c8224a', R * 0.15, -R * 0.1, 24) +
        I.mint(c, -R * 0.15, R * 0.1, c.rng.range(0, 360), 30);
    } else if (style === 1) {
      const sw: Pt[] = [];
      for (let k = 0; k < 30; k++) {
        const a = k * 0.55;
        const rr = R * 0.75 * (1 - k / 32);
        sw.push([Math.cos(a) * rr, Math.sin(a) * rr]);
      }
      content +=
        path(smooth(sw, false), {
          stroke: darken(creamCol, 0.1),
          'stroke-width': 16,
          fill: 'none',
        }) +
        path(smooth(sw, false), {
          stroke: lighten(creamCol, 0.3),
          'stroke-width': 9,
          fill: 'none',
          transform: 'translate(-2 -2)',
        });
      for (let k = 0; k < 4; k++)
        t += berry(c, fruits[k % fruits.length] ?? '#3a3f78', ...c.rng.inDisc(R * 0.5), 18);
    } else {
      content += path(blob(c.rng, 0, 0, R * 0.6, R * 0.55, 0.2, 9), {
        fill: soft(c, fruits[1 % fruits.length] ?? '#c8224a', 0.2),
      });
      let shav = '';
      for (let k = 0; k < 14; k++)
        shav += chunk(c.rng, ...c.rng.inDisc(R * 0.7), c.rng.range(5, 10), 4, 0.4);
      t += path(shav, { fill: '#4a2a18' }) + I.mint(c, 0, 0, c.rng.range(0, 360), 32);
    }
    food += g(gl.back + g(content, { 'clip-path': gl.clip }), { transform: place(x, y) });
    front += g(gl.front, { transform: place(x, y) });
    top += g(t, { transform: place(x, y) });
  });
  base += g(props.spoon(c, 300, c.rng.pick(props.METALS)), { transform: place(300, 150, -30) });
  for (let i = 0; i < 5; i++)
    base += berry(
      c,
      fruits[i % fruits.length] ?? '#c8224a',
      -290 + c.rng.jitter(0, 30),
      160 + c.rng.jitter(0, 60),
      18,
    );
  return { base: turn(c, base), food: turn(c, food), front: turn(c, front), top: turn(c, top) };
}
