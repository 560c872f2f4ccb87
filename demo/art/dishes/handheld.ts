/** Pizza, burger, tacos, wrap, sandwich and toast. */
import { darken, family, lighten, mix } from '../color';
import * as I from '../items';
import type { Ctx, DishCtx } from '../paint';
import { glint, soft } from '../paint';
import type { DishParts } from '../render';
import { blob, blobs, chunk, poly, roundRect, smooth, wedge } from '../shapes';
import type { Pt } from '../shapes';
import { circle, ellipse, f, g, path, place, rect } from '../svg';
import { board, bowlParts, pickCeramic, plate } from '../vessels';
import { herbGreen, turn } from './common';

const BUN = '#d08a3c';
const TORTILLA = '#efd39a';

/** Toasted spots: small brown blobs over an area. */
function spots(
  c: Ctx,
  n: number,
  rx: number,
  ry: number,
  color: string,
  size = 10,
  cx = 0,
  cy = 0,
  opacity = 0.5,
): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const [x, y] = c.rng.inDisc(rx, ry);
    d += blob(
      c.rng,
      cx + x,
      cy + y,
      size * c.rng.range(0.4, 1.2),
      size * c.rng.range(0.3, 0.8),
      0.3,
      6,
      c.rng.range(0, 3),
    );
  }
  return path(d, { fill: color, opacity });
}

/** A pizza topping scattered by colour family. */
function pizzaTopping(c: DishCtx, color: string, n: number, r: number): string {
  const fam = family(color);
  let out = '';
  const pts = Array.from({ length: n }, () => c.rng.inDisc(r));
  for (const [x, y] of pts) {
    switch (fam) {
      case 'red':
      case 'pink':
        out += g(
          circle(0, 0, 34, { fill: darken(color, 0.25) }) +
            circle(0, 0, 30, { fill: soft(c, color, 0.15) }) +
            I.dots(c, 6, 20, 20, darken(color, 0.3), 3) +
            circle(-8, -10, 6, { fill: '#ffffff', opacity: 0.25 }),
          { transform: place(x, y) },
        );
        break;
      case 'green':
        out += I.herbLeaf(c, x, y, c.rng.range(0, 360), 62, color);
        break;
      case 'dark':
      case 'purple':
        out +=
          fam === 'dark'
            ? I.olive(c, x, y, 13, color, c.rng.range(0, 180))
            : I.onionRing(c, x, y, 24, color, true);
        break;
      case 'brown':
        out += I.mushroomSlice(c, x, y, c.rng.range(0, 360), 26, mix(color, '#c9a781', 0.5));
        break;
      case 'yellow':
      case 'orange':
        out += I.strip(c, x, y, c.rng.range(0, 180), 70, 16, color);
        break;
      default:
        out += path(blob(c.rng, x, y, 30, 26, 0.2, 8), {
          fill: c.defs.radial([
            [0, '#fffaf0'],
            [0.75, '#f7ebcc'],
            [1, '#e2b978'],
          ]),
        });
    }
  }
  return out;
}

/** Pizza on a board, cut into slices, one slice pulled out a little. */
export function pizza(c: DishCtx): DishParts {
  const sauce = c.pal.near('#c8321f', 130, 0.8);
  const t1 = c.pal.next();
  const t2 = c.pal.next();
  const herb = herbGreen(c);
  const bianca = family(c.pal.get(0)) === 'white';
  const R = 355;
  const metal = c.rng.chance(0.3);
  const base = metal
    ? circle(0, 0, 395, {
        fill: c.defs.radial([
          [0, '#d9dcdf'],
          [0.9, '#b9bdc2'],
          [1, '#8a8f95'],
        ]),
      }) + circle(0, 0, 380, { fill: 'none', stroke: '#eef0f2', 'stroke-width': 4, opacity: 0.6 })
    : board(c, 800, 800, 'round');

  let pie = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, '#e9bb72'],
      [0.82, '#e2ad5e'],
      [0.92, '#cf8d43'],
      [1, '#9c5a24'],
    ]),
  });
  let blister = '';
  let puff = '';
  for (let i = 0; i < 34; i++) {
    const a = c.rng.range(0, Math.PI * 2);
    const r = c.rng.range(R * 0.88, R * 0.98);
    blister += blob(
      c.rng,
      Math.cos(a) * r,
      Math.sin(a) * r,
      c.rng.range(5, 14),
      c.rng.range(4, 9),
      0.3,
      6,
      a,
    );
    const a2 = c.rng.range(0, Math.PI * 2);
    puff += blob(
      c.rng,
      Math.cos(a2) * R * 0.93,
      Math.sin(a2) * R * 0.93,
      c.rng.range(14, 26),
      c.rng.range(6, 10),
      0.2,
      6,
      a2 + Math.PI / 2,
    );
  }
  pie +=
    path(puff, { fill: '#f3cd8a', opacity: 0.7 }) +
    path(blister, { fill: '#5a2e12', opacity: 0.65 });
  pie += path(blob(c.rng, 0, 0, R * 0.84, R * 0.84, 0.04, 14), {
    fill: bianca ? '#f3e6c4' : soft(c, sauce, 0.12),
  });
  const cheese = blobs(c.rng, 16, R * 0.72, R * 0.72, [30, 58], [26, 50], 0.25, 9, true);
  pie += path(cheese, {
    fill: c.defs.radial([
      [0, '#fffaf0'],
      [0.7, '#f6e6bd'],
      [1, '#dcae62'],
    ]),
    stroke: '#e6c27a',
    'stroke-width': 2,
  });
  pie += spots(c, 20, R * 0.75, R * 0.75, '#b8782e', 9, 0, 0, 0.45);
  let tops = pizzaTopping(c, t1, 9, R * 0.7) + pizzaTopping(c, t2, 7, R * 0.7);
  if (family(t1) !== 'green' && family(t2) !== 'green')
    for (let i = 0; i < 5; i++)
      tops += I.herbLeaf(c, ...c.rng.inDisc(R * 0.65), c.rng.range(0, 360), 55, herb);
  tops +=
    I.flecks(c, 40, R * 0.8, R * 0.8, '#4d6b2a', 2.5) +
    I.dots(c, 26, R * 0.8, R * 0.8, '#b3261e', 1.8);
  // Slice cuts.
  const n = 8;
  let cuts = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    cuts += `M0 0L${f(Math.cos(a) * R * 1.01)} ${f(Math.sin(a) * R * 1.01)}`;
  }
  const cutLines = path(cuts, { stroke: '#6b3a18', 'stroke-width': 3, opacity: 0.45 });
  const a0 = c.rng.int(0, n - 1) * ((Math.PI * 2) / n);
  const a1 = a0 + (Math.PI * 2) / n;
  const mid = (a0 + a1) / 2;
  const rest = c.defs.clip(path(wedge(R * 1.2, a1, a0 + Math.PI * 2)));
  const slice = c.defs.clip(path(wedge(R * 1.2, a0, a1)));
  const shift = place(Math.cos(mid) * 38, Math.sin(mid) * 38);
  const split = (content: string) =>
    g(content, { 'clip-path': rest }) + g(g(content, { 'clip-path': slice }), { transform: shift });
  return { base: turn(c, base), food: turn(c, split(pie + cutLines)), top: turn(c, split(tops)) };
}

/** Burger from above: sesame bun over cheese, lettuce and patty; fries and ketchup alongside. */
export function burger(c: DishCtx): DishParts {
  const bun = c.pal.near(BUN, 90, 0.5);
  const cheeseCol = c.pal.near('#f3b62e', 110, 0.7);
  const extra = c.pal.next();
  const greens = c.pal.ofFamily('green') ?? '#7fb743';
  const onBoard = c.rng.chance(0.6);
  const base = onBoard
    ? board(c, 820, 700, 'rect')
    : plate(c, 400, pickCeramic(c, bun), 'plain', 0.8);
  const k = bowlParts(c, 70, c.rng.pick(['#f4f1ea', '#2f3338', '#c9d3d6'] as const), {
    rim: 0.14,
    inner: 0.82,
  });
  const ketchup = g(
    k.back +
      circle(0, 0, k.inner, {
        fill: c.defs.radial([
          [0, '#d8342a'],
          [0.8, '#b3221a'],
          [1, '#7a140e'],
        ]),
      }) +
      glint(c, -15, -18, 22, 9, 0.5) +
      k.front,
    {
      transform: place(255, -215),
    },
  );
  // Fries.
  let fries = '';
  for (let i = 0; i < 26; i++) {
    const x = 250 + c.rng.jitter(0, 70);
    const y = 120 + c.rng.jitter(0, 110);
    const l = c.rng.range(90, 140);
    const rot = c.rng.range(-60, 60) + 90;
    fries += g(
      path(roundRect(0, 0, l, 19, 5), {
        fill: c.defs.linear([
          [0, '#f8d777'],
          [0.5, '#efbf4e'],
          [1, '#c98a2a'],
        ]),
        stroke: '#b9792a',
        'stroke-width': 1.2,
      }) + rect(l / 2 - 10, -9, 8, 18, { fill: '#b8782a', opacity: 0.5 }),
      { transform: place(x, y, rot) },
    );
  }
  fries += I.salt(c, 30, 80, 110, 250, 120, 3);
  const cx = -90;
  const cy = -10;
  // Patty, cheese, lettuce, tomato, then the bun.
  let stack = path(blob(c.rng, cx, cy, 208, 204, 0.05, 16), {
    fill: c.defs.radial([
      [0, '#7a4524'],
      [0.8, '#5a2f17'],
      [1, '#3a1d0d'],
    ]),
  });
  stack += spots(c, 30, 190, 190, '#2e170a', 8, cx, cy, 0.6);
  const ca = c.rng.range(0, 90);
  const cheese: Pt[] = [];
  for (let i = 0; i < 4; i++) {
    const a = ((ca + i * 90) * Math.PI) / 180;
    const b = a + Math.PI / 4;
    cheese.push(
      [cx + Math.cos(a) * 235, cy + Math.sin(a) * 235],
      [cx + Math.cos(b) * 175, cy + Math.sin(b) * 175],
    );
  }
  stack += path(smooth(cheese, true, 0.5), {
    fill: c.defs.linear(
      [
        [0, lighten(cheeseCol, 0.25)],
        [1, darken(cheeseCol, 0.1)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
    stroke: darken(cheeseCol, 0.2),
    'stroke-width': 2,
  });
  const lettuce: Pt[] = [];
  for (let i = 0; i < 40; i++) {
    const a = (i / 40) * Math.PI * 2;
    const r = 205 + (i % 2 === 0 ? 14 : -4) + c.rng.jitter(0, 6);
    lettuce.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  stack += path(smooth(lettuce, true), {
    fill: c.defs.radial([
      [0.8, greens],
      [1, lighten(greens, 0.35)],
    ]),
    stroke: darken(greens, 0.2),
    'stroke-width': 2,
  });
  if (family(extra) === 'red' || family(extra) === 'orange') {
    const ta = c.rng.range(0, Math.PI * 2);
    stack += circle(cx + Math.cos(ta) * 40, cy + Math.sin(ta) * 40, 196, { fill: extra });
  }
  // Bun.
  stack += circle(cx, cy, 188, {
    fill: c.defs.radial(
      [
        [0, lighten(bun, 0.3)],
        [0.45, lighten(bun, 0.08)],
        [0.85, darken(bun, 0.1)],
        [1, darken(bun, 0.4)],
      ],
      { cx: 0.45, cy: 0.42, r: 0.55, fx: 0.38, fy: 0.33 },
    ),
  });
  stack += glint(c, cx - 55, cy - 65, 70, 40, 0.35, -35);
  let seedsD = '';
  for (let i = 0; i < 70; i++) {
    const [x, y] = c.rng.inDisc(165);
    const d = Math.hypot(x, y) / 170;
    const a = Math.atan2(y, x);
    const l = 8;
    const w = 4.2 * (1 - d * 0.45);
    const t = c.rng.range(0, Math.PI);
    const rot = a + Math.PI / 2 + (t - Math.PI / 2) * (1 - d);
    const P = (u: number, v: number): Pt => [
      cx + x + u * Math.cos(rot) - v * Math.sin(rot),
      cy + y + u * Math.sin(rot) + v * Math.cos(rot),
    ];
    seedsD += smooth([P(-l, 0), P(0, -w), P(l, 0), P(0, w)], true);
  }
  stack +=
    path(seedsD, { fill: '#000', opacity: 0.18, transform: 'translate(1.5 2)' }) +
    path(seedsD, { fill: '#f6ecd0', stroke: '#d8c49a', 'stroke-width': 0.8 });
  return { base: turn(c, base + ketchup), food: turn(c, fries + stack) };
}

/** Three tacos lying on their side, fillings spilling from the open edge; lime wedges. */
export function tacos(c: DishCtx): DishParts {
  const filling = c.pal.get(0);
  const f2 = c.pal.get(1);
  const f3 = c.pal.get(2);
  const herb = herbGreen(c);
  const lettuce = family(f2) === 'purple' ? f2 : family(f3) === 'purple' ? f3 : '#8cc04a';
  const dice = family(f2) === 'red' ? f2 : family(f3) === 'red' ? f3 : '#d2321f';
  const base = c.rng.chance(0.5)
    ? board(c, 860, 700, 'rect')
    : plate(
        c,
        405,
        pickCeramic(c, TORTILLA),
        c.rng.pick(['plain', 'enamel', 'speckle'] as const),
        0.84,
        '#26405e',
      );
  const R = 170;
  let food = '';
  let tops = '';
  for (let i = 0; i < 3; i++) {
    const x = (i - 1) * 70 + c.rng.jitter(0, 10);
    const y = (i - 1) * 140 + 70;
    const rot = c.rng.jitter(0, 7) + (i - 1) * 4;
    const arcPts = (r: number, wob: number): Pt[] => {
      const pts: Pt[] = [];
      for (let k = 0; k <= 18; k++) {
        const a = Math.PI + (k / 18) * Math.PI;
        const rr = r + (k % 2 ? wob : -wob * 0.4) + c.rng.jitter(0, wob * 0.3);
        pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
      }
      return pts;
    };
    let t = '';
    if (i > 0)
      t += ellipse(0, -R * 0.4, R * 1.05, R * 0.55, {
        fill: c.defs.radial([
          [0, '#1e1208', 0.35],
          [1, '#1e1208', 0],
        ]),
      });
    // Fillings peeking out of the open edge: lettuce, meat, diced tomato and onion, crema.
    t += path(`${smooth(arcPts(R + 30, 10), false)}L${R * 0.8} 0L${-R * 0.8} 0Z`, {
      fill: soft(c, lettuce, 0.2),
      stroke: darken(lettuce, 0.25),
      'stroke-width': 2,
    });
    let meat = '';
    for (let k = 0; k < 16; k++) {
      const a = Math.PI + ((k + 0.5) / 16) * Math.PI;
      const rr = R + c.rng.range(6, 20);
      meat += chunk(c.rng, Math.cos(a) * rr, Math.sin(a) * rr, c.rng.range(13, 19), 5, 0.35);
    }
    t += path(meat, {
      fill: soft(c, filling, 0.25),
      stroke: darken(filling, 0.3),
      'stroke-width': 1.5,
    });
    for (let k = 0; k < 12; k++) {
      const a = Math.PI + c.rng.range(0.08, 0.92) * Math.PI;
      const rr = R + c.rng.range(4, 16);
      t += I.cube(
        c,
        Math.cos(a) * rr,
        Math.sin(a) * rr,
        12,
        k % 3 === 0 ? '#f3efe6' : dice,
        c.rng.range(0, 90),
      );
    }
    // The shell: half a tortilla, darker towards the fold.
    const shell = `M${-R} 0A${R} ${R} 0 0 1 ${R} 0Z`;
    t += path(shell, {
      fill: c.defs.linear(
        [
          [0, lighten(TORTILLA, 0.12)],
          [0.7, TORTILLA],
          [1, darken(TORTILLA, 0.25)],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      ),
      stroke: darken(TORTILLA, 0.2),
      'stroke-width': 2,
    });
    t += g(spots(c, 22, R * 0.8, R * 0.45, '#a0622a', 10, 0, -R * 0.45, 0.45), {
      'clip-path': c.defs.clip(path(shell)),
    });
    t += path(`M${-R * 0.96} -4L${R * 0.96} -4`, {
      stroke: '#ffffff',
      'stroke-width': 3,
      opacity: 0.35,
    });
    food += g(t, { transform: place(x, y, rot) });
    let tp = I.drizzle(
      c,
      arcPts(R + 10, 4).filter((_, k) => k > 2 && k < 16),
      '#f7f2e4',
      4,
      0.9,
    );
    for (let k = 0; k < 4; k++) {
      const a = Math.PI + c.rng.range(0.15, 0.85) * Math.PI;
      tp += I.parsley(
        c,
        Math.cos(a) * (R + 12),
        Math.sin(a) * (R + 12),
        c.rng.range(0, 360),
        15,
        herb,
      );
    }
    tops += g(tp, { transform: place(x, y, rot) });
  }
  tops +=
    I.citrusWedge(c, 290, 150, -40, 110, '#8cc43c') +
    I.citrusWedge(c, -300, -170, 150, 100, '#8cc43c');
  return { base: turn(c, base), food: turn(c, food), top: turn(c, tops) };
}

/** Wrap cut in half, the cut faces showing a spiral of fillings. */
export function wrap(c: DishCtx): DishParts {
  const cols = c.pal.colors.slice(0, 4);
  const herb = herbGreen(c);
  const base = board(c, 840, 620, 'rect');
  const half = (x: number, y: number, rot: number) => {
    const L = 400;
    const W = 195;
    const body = roundRect(0, 0, L, W, W * 0.48);
    let out = path(body, {
      fill: c.defs.linear(
        [
          [0, darken(TORTILLA, 0.22)],
          [0.2, lighten(TORTILLA, 0.12)],
          [0.5, TORTILLA],
          [0.85, darken(TORTILLA, 0.08)],
          [1, darken(TORTILLA, 0.28)],
        ],
        { x1: 0, y1: 0, x2: 0, y2: 1 },
      ),
    });
    let stripes = '';
    for (let i = 0; i < 5; i++) {
      const sx = -L * 0.4 + i * L * 0.18;
      stripes += `M${f(sx)} ${f(-W * 0.45)}l${f(W * 0.35)} ${f(W * 0.9)}`;
    }
    out += path(stripes, {
      stroke: '#9a5a22',
      'stroke-width': 11,
      opacity: 0.35,
      'stroke-linecap': 'round',
    });
    out += spots(c, 10, L * 0.4, W * 0.35, '#9a5e24', 9, 0, 0, 0.35);
    // Cut face at +x.
    const face = `M${f(L / 2 - 30)} ${f(-W / 2)}C${f(L / 2 + 45)} ${f(-W / 2)} ${f(L / 2 + 45)} ${f(W / 2)} ${f(L / 2 - 30)} ${f(W / 2)}C${f(L / 2 - 70)} ${f(W / 2)} ${f(L / 2 - 70)} ${f(-W / 2)} ${f(L / 2 - 30)} ${f(-W / 2)}Z`;
    out += path(face, {
      fill: lighten(TORTILLA, 0.15),
      stroke: darken(TORTILLA, 0.25),
      'stroke-width': 2,
    });
    const fclip = c.defs.clip(
      path(face, {
        transform: `translate(${L / 2 - 30} 0) scale(0.82) translate(${-(L / 2 - 30)} 0)`,
      }),
    );
    let fill = '';
    for (let i = 0; i < 26; i++) {
      const col = cols[i % cols.length] ?? '#7fb743';
      fill += path(
        chunk(
          c.rng,
          L / 2 - 30 + c.rng.jitter(0, 40),
          c.rng.jitter(0, W * 0.42),
          c.rng.range(10, 18),
          5,
          0.3,
        ),
        { fill: soft(c, col, 0.2) },
      );
    }
    const spiral: Pt[] = [];
    for (let t = 0; t < 22; t++) {
      const a = t * 0.55;
      const rr = 6 + t * 2.6;
      spiral.push([L / 2 - 30 + Math.cos(a) * rr * 0.6, Math.sin(a) * rr * 1.2]);
    }
    fill += path(smooth(spiral, false), {
      stroke: lighten(TORTILLA, 0.1),
      'stroke-width': 4,
      fill: 'none',
      opacity: 0.9,
    });
    out += g(fill, { 'clip-path': fclip });
    return g(out, { transform: place(x, y, rot) });
  };
  const food = half(-75, -105, -16) + half(55, 120, 164);
  const sb = bowlParts(c, 75, '#f4f1ea', { rim: 0.14, inner: 0.82 });
  const sauce = g(
    sb.back +
      circle(0, 0, sb.inner, {
        fill: c.defs.radial([
          [0, '#fbf6ea'],
          [1, '#e6dcc4'],
        ]),
      }) +
      I.flecks(c, 14, 40, 40, herb, 3) +
      sb.front,
    { transform: place(290, -215) },
  );
  let tops = '';
  for (let i = 0; i < 3; i++)
    tops += I.herbLeaf(
      c,
      -300 + c.rng.jitter(0, 30),
      190 + c.rng.jitter(0, 25),
      c.rng.range(0, 360),
      60,
      herb,
    );
  tops += I.cherryTomato(c, -320, 110, 24) + I.tomatoHalf(c, -280, 240, 22);
  return { base: turn(c, base + sauce), food: turn(c, food), top: turn(c, tops) };
}

/** Sandwich: one half lying flat, the other turned to show its layers. */
export function sandwich(c: DishCtx): DishParts {
  const cols = c.pal.colors;
  const bread = '#e9cf9a';
  const crust = '#b07634';
  const base = board(c, 860, 660, 'rect');
  // Half A: triangle from above with fillings peeking along the cut.
  const S = 205;
  const triD = smooth(
    [
      [-S, -S],
      [0, -S - 3],
      [S, -S],
      [0, 0],
      [-S, S],
      [-S - 3, 0],
    ],
    true,
    0.3,
  );
  const peekCols = [
    cols.find((x) => family(x) === 'green') ?? '#7fb743',
    cols.find((x) => family(x) === 'red') ?? '#d2321f',
    cols.find((x) => family(x) === 'yellow') ?? '#f3b62e',
  ];
  let a = '';
  // Fillings peeking out along the cut (the diagonal), furthest first.
  [22, 14, 7].forEach((off, i) => {
    const col = peekCols[i] ?? '#7fb743';
    const pts: Pt[] = [];
    for (let k = 0; k <= 14; k++) {
      const t = k / 14;
      const wob = i === 0 ? (k % 2 ? 9 : -3) : c.rng.jitter(0, 2);
      const o = (off + wob) / Math.SQRT2;
      pts.push([S - 2 * S * t + o, -S + 2 * S * t + o]);
    }
    pts.push([-S * 0.6, -S * 0.6]);
    a += path(smooth(pts, true, 0.5), {
      fill: soft(c, col, 0.15),
      stroke: darken(col, 0.2),
      'stroke-width': 1.5,
    });
  });
  a += path(triD, { fill: crust });
  const cen = -S / 3;
  a += path(triD, {
    fill: c.defs.radial([
      [0, lighten(bread, 0.2)],
      [0.7, bread],
      [1, darken(bread, 0.12)],
    ]),
    transform: `translate(${f(cen)} ${f(cen)}) scale(0.87) translate(${f(-cen)} ${f(-cen)})`,
  });
  a += spots(c, 30, 120, 110, darken(bread, 0.3), 4, cen, cen, 0.35);
  a += path(
    `M${-S * 0.85} ${-S * 0.4}L${S * 0.3} ${-S * 0.85}M${-S * 0.85} ${S * 0.05}L${-S * 0.05} ${-S * 0.3}M${-S * 0.85} ${S * 0.45}L${-S * 0.45} ${S * 0.25}`,
    { stroke: '#8a5220', 'stroke-width': 12, opacity: 0.3, 'stroke-linecap': 'round' },
  );
  // Half B: the cut face, layered stripes.
  const layers: [string, number][] = [
    [bread, 40],
    [peekCols[0] ?? '#7fb743', 16],
    [cols.find((x) => family(x) === 'pink') ?? '#e8a0a0', 24],
    [peekCols[2] ?? '#f3b62e', 12],
    [peekCols[1] ?? '#d2321f', 18],
    [bread, 40],
  ];
  const total = layers.reduce((s, [, h]) => s + h, 0);
  const w = 400;
  let y = -total / 2;
  let b = path(roundRect(0, 0, w + 10, total + 12, 14), { fill: crust });
  for (const [col, h] of layers) {
    const pts: Pt[] = [];
    for (let i = 0; i <= 12; i++)
      pts.push([-w / 2 + (w * i) / 12, y + (col === bread ? 0 : c.rng.jitter(0, 3))]);
    for (let i = 12; i >= 0; i--)
      pts.push([-w / 2 + (w * i) / 12, y + h + (col === bread ? 0 : c.rng.jitter(0, 3))]);
    b += path(poly(pts), { fill: col === bread ? bread : soft(c, col, 0.15) });
    y += h;
  }
  b +=
    spots(c, 40, w * 0.45, 12, darken(bread, 0.35), 3, 0, -total / 2 + 17, 0.4) +
    spots(c, 40, w * 0.45, 12, darken(bread, 0.35), 3, 0, total / 2 - 17, 0.4);
  const food = g(a, { transform: place(-60, -75, 5) }) + g(b, { transform: place(95, 215, -10) });
  let tops = '';
  for (let i = 0; i < 4; i++)
    tops += I.cucumberSlice(c, 290 + c.rng.jitter(0, 25), -150 + c.rng.jitter(0, 50), 26);
  tops += I.cherryTomato(c, -300, 200, 25);
  tops += g(
    circle(0, 0, 9, { fill: '#3f5a2a' }) +
      path('M0 0L-60 -40', { stroke: '#d9b47a', 'stroke-width': 5, 'stroke-linecap': 'round' }),
    { transform: place(-150, -140) },
  );
  return { base: turn(c, base), food: turn(c, food), top: turn(c, tops) };
}

type ToastTopping =
  'avocado' | 'tomato' | 'salmon' | 'mushroom' | 'berries' | 'egg' | 'beans' | 'french';

/** Two slices of toast with a topping chosen from the main colour. */
export const toast = (c: DishCtx): DishParts => toastWith(c);

/** Beans on toast: baked beans in tomato sauce, a fried egg when the recipe has a white. */
export const beansOnToast = (c: DishCtx): DishParts => toastWith(c, 'beans');

/** French toast: eggy golden slices, cinnamon sugar, berries and syrup. */
export const frenchToast = (c: DishCtx): DishParts => toastWith(c, 'french');

function toastWith(c: DishCtx, topping?: ToastTopping): DishParts {
  const main = c.pal.get(0);
  const second = c.pal.get(1);
  const herb = herbGreen(c);
  const fam = family(main);
  const kind: ToastTopping = topping
    ? topping
    : fam === 'green'
      ? 'avocado'
      : fam === 'red'
        ? 'tomato'
        : fam === 'orange' || fam === 'pink'
          ? 'salmon'
          : fam === 'brown'
            ? 'mushroom'
            : fam === 'purple' || fam === 'blue'
              ? 'berries'
              : fam === 'yellow'
                ? 'egg'
                : 'berries';
  const base = c.rng.chance(0.5)
    ? board(c, 860, 680, 'rect')
    : plate(c, 400, pickCeramic(c, '#c98a44'), c.rng.pick(['plain', 'speckle'] as const), 0.8);
  const slice = (x: number, y: number, rot: number, egg: boolean) => {
    const d = `M-125 140L-125 -60C-170 -90 -150 -165 -70 -160C-40 -185 40 -185 70 -160C150 -165 170 -90 125 -60L125 140Z`;
    let s = path(d, { fill: '#9a5a22' });
    s += path(d, {
      fill: c.defs.radial([
        [0, '#f0cf8a'],
        [0.75, '#dfae62'],
        [1, '#b9793a'],
      ]),
      transform: 'scale(0.9)',
    });
    s += spots(c, 40, 100, 130, '#a0622a', 4, 0, 0, 0.4);
    let t = '';
    if (kind === 'french') {
      // Soaked in egg and fried: deep golden all over, browned patches, cinnamon sugar.
      t += path(d, {
        fill: c.defs.radial([
          [0, lighten(main, 0.25)],
          [0.7, main],
          [1, darken(main, 0.35)],
        ]),
        transform: 'scale(0.92)',
        opacity: 0.85,
      });
      t += spots(c, 16, 90, 120, darken(main, 0.35), 16, 0, 0, 0.35);
      t += I.dots(c, 90, 95, 125, '#7a3e16', 1.8) + I.dots(c, 60, 95, 125, '#fffaf0', 1.8);
    } else if (kind === 'beans') {
      t += path(blob(c.rng, 0, -5, 110, 135, 0.12, 12), { fill: soft(c, main, 0.15) });
      let beans = '';
      for (let i = 0; i < 34; i++) {
        const [u, v] = c.rng.inDisc(92, 115);
        beans += blob(c.rng, u, v - 5, 14, 9, 0.1, 7, c.rng.range(0, 3));
      }
      t +=
        path(beans, {
          fill: soft(c, lighten(main, 0.12), 0.3),
          stroke: darken(main, 0.3),
          'stroke-width': 1.5,
        }) + I.dots(c, 30, 90, 115, '#ffffff', 2.2);
    } else if (kind === 'avocado') {
      t += path(blob(c.rng, 0, -5, 105, 130, 0.1, 12), {
        fill: soft(c, mix(main, '#9fc15a', 0.5), 0.15),
      });
      let mash = '';
      let mash2 = '';
      for (let i = 0; i < 60; i++) {
        const [u, v] = c.rng.inDisc(95, 118);
        const b = blob(
          c.rng,
          u,
          v - 5,
          c.rng.range(6, 14),
          c.rng.range(4, 9),
          0.3,
          6,
          c.rng.range(0, 3),
        );
        if (i % 2) mash += b;
        else mash2 += b;
      }
      t +=
        path(mash, { fill: lighten(main, 0.25), opacity: 0.7 }) +
        path(mash2, { fill: darken(main, 0.15), opacity: 0.6 });
    } else if (kind === 'tomato') {
      for (let i = 0; i < 30; i++) {
        const [u, v] = c.rng.inDisc(90, 115);
        t += I.cube(
          c,
          u,
          v,
          c.rng.range(16, 22),
          i % 5 === 0 ? '#f3efe6' : main,
          c.rng.range(0, 90),
        );
      }
    } else if (kind === 'salmon') {
      t += path(blob(c.rng, 0, 0, 105, 128, 0.08, 10), { fill: '#f7f3ea' });
      for (let i = 0; i < 4; i++) {
        const yy = -90 + i * 58;
        const rib = `M-90 ${yy}C-40 ${yy - 30} 20 ${yy + 30} 90 ${yy - 5}L85 ${yy + 35}C20 ${yy + 60} -40 ${yy + 5} -90 ${yy + 35}Z`;
        t += path(rib, {
          fill: soft(c, main, 0.2),
          stroke: darken(main, 0.15),
          'stroke-width': 1.5,
        });
        t += path(`M-70 ${yy + 12}C-30 ${yy - 8} 20 ${yy + 30} 70 ${yy + 12}`, {
          stroke: lighten(main, 0.55),
          'stroke-width': 3,
          fill: 'none',
          opacity: 0.7,
        });
      }
    } else if (kind === 'mushroom') {
      for (let i = 0; i < 9; i++)
        t += I.mushroomSlice(c, ...c.rng.inDisc(80, 100), c.rng.range(0, 360), 34, main);
    } else if (kind === 'berries') {
      t += path(blob(c.rng, 0, 0, 105, 128, 0.08, 10), { fill: soft(c, '#faf6ee', 0.06) });
      for (let i = 0; i < 12; i++) {
        const [u, v] = c.rng.inDisc(80, 105);
        t +=
          i % 3 === 0
            ? I.raspberry(c, u, v, 17, family(second) === 'red' ? second : '#c8224a')
            : I.blueberry(c, u, v, 15, fam === 'blue' || fam === 'purple' ? main : '#3a3f78');
      }
    } else {
      const scr = blobs(c.rng, 14, 80, 100, [25, 40], [20, 32], 0.25, 8);
      t += path(scr, {
        fill: c.defs.radial([
          [0, '#fff1a8'],
          [0.7, '#f8d54a'],
          [1, '#e0b02a'],
        ]),
        stroke: '#e2b640',
        'stroke-width': 1.5,
      });
    }
    let top = '';
    if (egg) top += I.friedEgg(c, 0, 10, 85);
    if (kind === 'avocado' || kind === 'egg')
      top += I.dots(c, 40, 95, 120, '#c2301c', 2.4) + I.seeds(c, 20, 90, 110, '#efe3c2', 5);
    if (kind === 'tomato')
      for (let i = 0; i < 3; i++)
        top += I.herbLeaf(c, ...c.rng.inDisc(60, 80), c.rng.range(0, 360), 50, herb);
    if (kind === 'salmon')
      top +=
        I.sprig(c, -40, 0, c.rng.range(0, 360), 90, '#5f9a3a', true) +
        I.dots(c, 8, 60, 80, '#4f6a2a', 5);
    if (kind === 'mushroom') top += I.sprig(c, -40, 20, c.rng.range(0, 360), 90, '#5e7a3a');
    if (kind === 'berries')
      top +=
        I.drizzle(
          c,
          [
            [-80, -60],
            [-20, -20],
            [30, -50],
            [80, 10],
            [20, 60],
            [-60, 90],
          ],
          '#d99a2a',
          5,
          0.85,
        ) + I.mint(c, 20, -10, 30, 34);
    if (kind === 'egg') top += I.flecks(c, 40, 90, 110, herb, 3);
    if (kind === 'beans') top += I.flecks(c, 20, 80, 100, herb, 3);
    if (kind === 'french') {
      for (let i = 0; i < 7; i++) {
        const [u, v] = c.rng.inDisc(70, 90);
        const col = c.pal.ofFamily('red', 'pink') ?? '#c8224a';
        top += i % 2 ? I.raspberry(c, u, v, 17, col) : I.blueberry(c, u, v, 15);
      }
      top += I.dots(c, 80, 110, 130, '#ffffff', 1.6);
    }
    return {
      food: g(s + t, { transform: place(x, y, rot) }),
      top: g(top, { transform: place(x, y, rot) }),
    };
  };
  const s1 = slice(-130, 0, -8 + c.rng.jitter(0, 5), false);
  const s2 = slice(
    140,
    20,
    6 + c.rng.jitter(0, 5),
    (kind === 'avocado' && c.rng.chance(0.6)) || (kind === 'beans' && !!c.pal.ofFamily('white')),
  );
  return { base: turn(c, base), food: turn(c, s1.food + s2.food), top: turn(c, s1.top + s2.top) };
}
