/** Dishes served in bowls: pasta, noodles, rice bowl, curry, soup, stew, salad, oats, dip. */
import { darken, family, lighten, mix } from '../color';
import * as I from '../items';
import type { DishCtx } from '../paint';
import { glint, soft } from '../paint';
import * as props from '../props';
import type { DishParts } from '../render';
import { blob, blobs, chunk, circlePath, leaf, smooth } from '../shapes';
import type { Pt } from '../shapes';
import { circle, f, g, path, place } from '../svg';
import { board, bowlParts, dutchOven, pickCeramic, plate } from '../vessels';
import {
  herbGreen,
  inBowl,
  inside,
  prawnColor,
  saucePool,
  soupBowl,
  toppingCluster,
  toppingFor,
  turn,
} from './common';
import { prawn } from './seafood';

/** Spaghetti: a swirled nest of strands in a wide-rimmed bowl, sauce and cheese on top. */
export function pasta(c: DishCtx): DishParts {
  const noodle = c.pal.near('#efcf86', 120, 0.55);
  const sauce = c.pal.next();
  const topping = c.pal.next();
  const herb = herbGreen(c);
  const sauceFam = family(sauce);
  const creamy = sauceFam === 'white' || sauceFam === 'yellow';
  const dish = pickCeramic(c, sauce);
  let base = plate(
    c,
    395,
    dish,
    c.rng.pick(['plain', 'band', 'speckle'] as const),
    0.72,
    darken(dish, 0.4),
  );
  base += creamy
    ? path(blob(c.rng, 0, 0, 262, 255, 0.08, 10), { fill: lighten(noodle, 0.2), opacity: 0.85 })
    : saucePool(c, 0, 0, 262, 252, sauce, 0.09);

  // Strands: outer ones first (deeper, coated in sauce), inner ones last (on top).
  const strands: { r0: number; d: string }[] = [];
  for (let i = 0; i < 82; i++) {
    const r0 = 20 + 215 * Math.sqrt(c.rng.next());
    const ox = c.rng.jitter(0, 35);
    const oy = c.rng.jitter(0, 35);
    const a0 = c.rng.range(0, Math.PI * 2);
    const sweep = c.rng.range(1.2, 2.8) * (c.rng.chance(0.8) ? 1 : -1);
    const amp = c.rng.range(6, 22);
    const freq = c.rng.range(1, 2.5);
    const pts: Pt[] = [];
    const k = 12;
    for (let t = 0; t <= k; t++) {
      const a = a0 + (sweep * t) / k;
      const r = Math.max(10, Math.min(232, r0 + Math.sin((t / k) * Math.PI * freq + a0) * amp));
      pts.push([ox * (1 - r0 / 260) + Math.cos(a) * r, oy * (1 - r0 / 260) + Math.sin(a) * r]);
    }
    strands.push({ r0, d: smooth(pts, false) });
  }
  strands.sort((a, b) => b.r0 - a.r0);
  const coated = creamy ? darken(noodle, 0.05) : mix(noodle, sauce, 0.28);
  let food = '';
  for (const s of strands) {
    const depth = Math.min(1, s.r0 / 235);
    const col = mix(lighten(noodle, 0.1), coated, depth * depth);
    food += path(s.d, {
      stroke: darken(col, 0.4),
      'stroke-width': 10.5,
      fill: 'none',
      'stroke-linecap': 'round',
    });
    food += path(s.d, {
      stroke: col,
      'stroke-width': 7.5,
      fill: 'none',
      'stroke-linecap': 'round',
    });
    if (depth < 0.75)
      food += path(s.d, {
        stroke: '#ffffff',
        'stroke-width': 2,
        fill: 'none',
        'stroke-linecap': 'round',
        opacity: 0.4,
        transform: 'translate(-1.5 -1.5)',
      });
  }

  // Sauce, cheese and herbs on top.
  let top = '';
  if (!creamy) {
    for (let i = 0; i < 7; i++) {
      const [x, y] = c.rng.inDisc(110);
      top += saucePool(c, x, y, c.rng.range(26, 52), c.rng.range(20, 40), sauce, 0.25);
    }
    if (sauceFam === 'red' || sauceFam === 'brown' || sauceFam === 'orange') {
      let mince = '';
      for (let i = 0; i < 34; i++) {
        const [x, y] = c.rng.inDisc(115);
        mince += chunk(c.rng, x, y, c.rng.range(6, 11), 5, 0.4);
      }
      top += path(mince, { fill: soft(c, darken(sauce, 0.35), 0.25) });
    }
  } else {
    for (let i = 0; i < 14; i++) {
      const [x, y] = c.rng.inDisc(140);
      top += I.cube(
        c,
        x,
        y,
        c.rng.range(16, 22),
        family(topping) === 'white' || family(topping) === 'yellow' ? '#c7684f' : topping,
        c.rng.range(0, 90),
      );
    }
  }
  for (let i = 0; i < 34; i++) {
    const [x, y] = c.rng.inDisc(130);
    top += I.shaving(c, x, y, c.rng.range(3, 8));
  }
  const leaves = c.rng.int(3, 4);
  for (let i = 0; i < leaves; i++) {
    const a = (i / leaves) * Math.PI * 2 + c.rng.range(0, 1);
    top += I.herbLeaf(
      c,
      Math.cos(a) * 35,
      Math.sin(a) * 35,
      (a * 180) / Math.PI + c.rng.jitter(0, 20),
      c.rng.range(70, 90),
      herb,
    );
  }
  top += I.dots(c, 40, 170, 170, '#2a1d14', 2);
  // Prawns, when the recipe has their colour.
  const shrimp = prawnColor(c);
  if (shrimp)
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + 0.4;
      top += prawn(c, Math.cos(a) * 120, Math.sin(a) * 120, c.rng.range(0, 360), 110, shrimp);
    }
  return {
    base: turn(c, base),
    food: turn(c, food),
    top: turn(c, top),
    outline: circle(0, 0, 395),
  };
}

/** Ramen: broth, a bundle of wavy noodles, eggs, pork slices, nori, spring onion, chopsticks. */
export function noodles(c: DishCtx): DishParts {
  const broth = c.pal.near('#d89a55', 150, 0.7);
  const meat = c.pal.near('#c98c76', 120, 0.6);
  const extra = c.pal.next();
  const greens = herbGreen(c);
  const bowlColor = c.rng.pick(['#23262b', '#f1ece2', '#7a2e26', '#2e4257', '#e6dccb'] as const);
  const b = bowlParts(c, 395, bowlColor, {
    rim: 0.08,
    inner: 0.88,
    accent: bowlColor === '#f1ece2' ? '#2e4257' : undefined,
  });
  const R = b.inner;
  let soupBase = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(broth, 0.18)],
      [0.7, broth],
      [1, darken(broth, 0.25)],
    ]),
  });
  soupBase += I.oilDrops(c, 45, R * 0.95, R * 0.95, broth, 0, 0, 7);

  let nood = '';
  const n = 28;
  for (let i = 0; i < n; i++) {
    const off = (i - n / 2) * 8.5;
    const pts: Pt[] = [];
    const ph = c.rng.range(0, 6);
    for (let k = 0; k <= 16; k++) {
      const x = -180 + (360 * k) / 16;
      pts.push([x + c.rng.jitter(0, 2), off + Math.sin(ph + k * 1.3) * 5 + (x * x) / 2200]);
    }
    const d = smooth(pts, false);
    nood += path(d, {
      stroke: '#b38a42',
      'stroke-width': 8.5,
      fill: 'none',
      'stroke-linecap': 'round',
    });
    nood += path(d, {
      stroke: i % 3 === 0 ? '#f8e0a0' : '#efd28a',
      'stroke-width': 6,
      fill: 'none',
      'stroke-linecap': 'round',
    });
  }
  const food = g(nood, { transform: place(-45, 80, c.rng.range(-25, 25)) });

  let tops = '';
  const nori = (x: number, y: number, a: number) =>
    g(
      path('M-60 -90h120v180h-120z', {
        fill: c.defs.linear(
          [
            [0, '#2d3a2a'],
            [1, '#141b14'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
      }) +
        path('M-60 -45h120M-60 0h120M-60 45h120', {
          stroke: '#3e4d39',
          'stroke-width': 1.5,
          opacity: 0.7,
        }),
      { transform: place(x, y, a) },
    );
  tops += nori(-245, -110, -30) + nori(-200, -185, -12);
  for (const [x, y] of [
    [-70, -175],
    [35, -205],
  ] as const) {
    tops += g(
      circle(0, 0, 76, { fill: darken(meat, 0.35) }) +
        circle(0, 0, 67, { fill: soft(c, lighten(meat, 0.1), 0.15) }) +
        path(
          smooth(
            [
              [-40, -20],
              [-10, -40],
              [30, -25],
              [20, 10],
              [-15, 20],
              [-5, 0],
            ],
            false,
          ),
          { stroke: lighten(meat, 0.45), 'stroke-width': 5, fill: 'none', opacity: 0.8 },
        ) +
        glint(c, -20, -25, 25, 10, 0.35),
      { transform: place(x, y, c.rng.range(0, 360)) },
    );
  }
  tops += I.eggHalf(c, 150, -105, 70, 74) + I.eggHalf(c, 210, 15, 110, 70);
  for (let i = 0; i < 30; i++) {
    const [x, y] = c.rng.inDisc(60);
    tops += I.springOnion(c, 120 + x, 160 + y, c.rng.range(8, 12), greens);
  }
  if (family(extra) === 'red' || family(extra) === 'orange') {
    let threads = '';
    for (let i = 0; i < 16; i++) {
      const x = 160 + c.rng.jitter(0, 40);
      const y = -60 + c.rng.jitter(0, 40);
      threads += `M${f(x)} ${f(y)}q${f(c.rng.jitter(0, 15))} ${f(c.rng.jitter(0, 15))} ${f(c.rng.jitter(0, 30))} ${f(c.rng.jitter(0, 30))}`;
    }
    tops += path(threads, { stroke: extra, 'stroke-width': 1.8, fill: 'none' });
  } else {
    for (let i = 0; i < 9; i++)
      tops += I.cornKernel(
        c,
        -205 + c.rng.jitter(0, 35),
        140 + c.rng.jitter(0, 35),
        13,
        family(extra) === 'yellow' ? extra : '#f2c230',
      );
    for (let i = 0; i < 5; i++)
      tops += I.mushroomSlice(
        c,
        -150 + c.rng.jitter(0, 30),
        230 + c.rng.jitter(0, 20),
        c.rng.range(0, 360),
        26,
        '#b98b5e',
      );
  }
  tops += I.seeds(c, 40, R * 0.7, R * 0.7, '#efe3c2', 5);
  return {
    base: b.back + inside(c, b.clip, soupBase),
    outline: circle(0, 0, 395),
    food: inside(c, b.clip, food),
    front: b.front,
    top:
      inside(c, b.clip, tops) +
      g(props.chopsticks(c, 600), { transform: place(60, -20, c.angle + 70) }),
  };
}

/** Poke / buddha bowl: rice base with wedges of colourful toppings. */
export function riceBowl(c: DishCtx): DishParts {
  const bowlColor = c.rng.pick(['#f2ede4', '#2b2f33', '#c9b59a', '#8fa39a', '#e7dfd2'] as const);
  const b = bowlParts(c, 395, bowlColor, { rim: 0.07, inner: 0.9, speckle: c.rng.chance(0.5) });
  const R = b.inner;
  const bed =
    circle(0, 0, R, { fill: '#efe9dc' }) + I.rice(c, R * 1.02, R * 1.02, 650, '#f4efe4', 0, 0, 8.5);
  const colors = c.pal.rest().slice(0, 5);
  while (colors.length < 4) colors.push(c.pal.get(colors.length));
  const seen = new Map<string, number>();
  let food = '';
  colors.forEach((col, i) => {
    const a = ((i + 0.5) / colors.length) * Math.PI * 2;
    const fam = family(col);
    const idx = seen.get(fam) ?? 0;
    seen.set(fam, idx + 1);
    food += toppingCluster(
      c,
      toppingFor(col, idx + i),
      col,
      Math.cos(a) * R * 0.55,
      Math.sin(a) * R * 0.55,
      R * 0.42,
      2.2,
    );
  });
  let top = I.seeds(c, 60, 70, 70, '#f1e6c6', 6) + I.seeds(c, 25, 60, 60, '#2b2522', 6);
  for (let i = 0; i < 14; i++) {
    const [x, y] = c.rng.inDisc(50);
    top += I.springOnion(c, x, y, c.rng.range(7, 10), '#6fae3f');
  }
  top += I.zigzag(
    c,
    0,
    0,
    R * 1.1,
    70,
    c.rng.range(0, 180),
    c.rng.pick(['#f08a3c', '#f5f0e1', '#5a3520'] as const),
    5,
  );
  return inBowl(c, b, 395, { bed, food, top });
}

/**
 * Curry: glossy sauce with chunks, a mound of rice, coriander; naan on the side. A recipe
 * that lists a green first is a Thai green curry: the sauce is that green, lime instead of naan.
 */
export function curry(c: DishCtx): DishParts {
  const thai = family(c.pal.get(0)) === 'green';
  const sauce = thai ? c.pal.near(c.pal.get(0), 10, 1) : c.pal.near('#d9822b', 170, 0.85);
  const chunkCol = c.pal.next();
  const veg = c.pal.next();
  const herb = herbGreen(c);
  const dish = pickCeramic(c, sauce);
  const naanD = `M-150 0C-150 -95 40 -120 150 -40C190 -10 190 30 150 55C40 120 -150 95 -150 0Z`;
  let naan = path(naanD, {
    fill: c.defs.radial([
      [0, '#f0d3a0'],
      [0.7, '#dcae6c'],
      [1, '#b47a3a'],
    ]),
  });
  const burn = blobs(c.rng, 18, 130, 70, [5, 16], [4, 10], 0.3, 6);
  naan += path(burn, { fill: '#6d3a14', opacity: 0.55 }) + I.flecks(c, 20, 120, 60, herb, 3);
  const naanG = thai
    ? g(
        I.citrusWedge(c, 0, 0, 30, 120, '#8cc43c') +
          I.citrusWedge(c, 70, 60, 75, 110, '#8cc43c') +
          I.herbLeaf(c, -60, 70, 120, 80, '#3f7a2e'),
        { transform: `rotate(${f(c.angle)}) ${place(265, 250)}` },
      )
    : g(naan, { transform: `rotate(${f(c.angle)}) ${place(255, 245, 20, 1.15)}` });

  const b = bowlParts(c, 335, dish, { rim: 0.1, inner: 0.86 });
  const R = b.inner;
  let bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(sauce, 0.15)],
      [0.7, sauce],
      [1, darken(sauce, 0.3)],
    ]),
  });
  const sheen = blobs(c.rng, 12, R * 0.9, R * 0.9, [15, 40], [6, 14], 0.3, 7, true);
  bed += path(sheen, {
    fill: thai ? lighten(sauce, 0.3) : mix(sauce, '#ffb040', 0.4),
    opacity: 0.45,
  });
  let food = '';
  for (let i = 0; i < 10; i++) {
    const a = c.rng.range(0.2, Math.PI * 1.7);
    const r = c.rng.range(R * 0.25, R * 0.8);
    const x = Math.cos(a) * r + 30;
    const y = Math.sin(a) * r + 30;
    const d = chunk(c.rng, x, y, c.rng.range(24, 34), 5, 0.25);
    food +=
      path(d, { fill: soft(c, mix(chunkCol, '#f2dcb0', 0.35), 0.2) }) +
      path(d, { fill: 'none', stroke: sauce, 'stroke-width': 7, opacity: 0.7 });
  }
  for (let i = 0; i < 14; i++) {
    const [x, y] = c.rng.inDisc(R * 0.75);
    food += I.pea(c, x + 30, y + 30, c.rng.range(7, 10), family(veg) === 'green' ? veg : '#7aa83a');
  }
  food += I.rice(c, 125, 110, 330, '#f7f2e6', -100, -90, 8);
  let top = I.drizzle(
    c,
    Array.from(
      { length: 9 },
      (_, i) =>
        [Math.cos(i * 0.9) * (20 + i * 12) + 60, Math.sin(i * 0.9) * (20 + i * 12) + 60] as Pt,
    ),
    '#fbf6ea',
    5,
    0.9,
  );
  for (let i = 0; i < 7; i++)
    top += I.parsley(
      c,
      c.rng.jitter(30, 130),
      c.rng.jitter(30, 130),
      c.rng.range(0, 360),
      c.rng.range(18, 24),
      herb,
    );
  for (let i = 0; i < 5; i++)
    top += I.chilliRing(c, c.rng.jitter(60, 110), c.rng.jitter(60, 110), 9);
  return inBowl(c, b, 335, { bed, food, top }, naanG);
}

/** Soup: a smooth broth with a cream swirl, croutons and herbs; bowl on an under-plate with a spoon. */
export function soup(c: DishCtx): DishParts {
  const broth = c.pal.get(0);
  const accent = c.pal.get(1);
  const herb = herbGreen(c);
  const dish = pickCeramic(c, broth);
  const { b, serve } = soupBowl(c, dish, 300, darken(dish, 0.5));
  const R = b.inner;
  let bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(broth, 0.1)],
      [0.75, broth],
      [1, darken(broth, 0.22)],
    ]),
  });
  let ripples = '';
  for (let i = 1; i < 5; i++)
    ripples += circlePath(c.rng.jitter(0, 10), c.rng.jitter(0, 10), R * (i / 5));
  bed += path(ripples, {
    fill: 'none',
    stroke: lighten(broth, 0.2),
    'stroke-width': 2,
    opacity: 0.25,
  });
  const sw: Pt[] = [];
  for (let t = 0; t < 26; t++) {
    const a = t * 0.42;
    const r = 6 + t * 4.4;
    sw.push([Math.cos(a) * r - 10, Math.sin(a) * r - 10]);
  }
  const swD = smooth(sw, false);
  bed += path(swD, {
    stroke: '#fffaf0',
    'stroke-width': 10,
    fill: 'none',
    'stroke-linecap': 'round',
    opacity: 0.92,
  });
  bed += path(swD, {
    stroke: '#ffffff',
    'stroke-width': 3,
    fill: 'none',
    'stroke-linecap': 'round',
    opacity: 0.6,
    transform: 'translate(-1.5 -1.5)',
  });
  bed += I.oilDrops(c, 16, R * 0.8, R * 0.8, '#d8b340', 0, 0, 6);
  let top = '';
  for (let i = 0; i < 7; i++)
    top += I.crouton(c, 75 + c.rng.jitter(0, 45), -60 + c.rng.jitter(0, 45), c.rng.range(26, 34));
  top += I.flecks(c, 50, R * 0.7, R * 0.7, herb, 5);
  for (let i = 0; i < 9; i++) {
    const [x, y] = c.rng.inDisc(R * 0.5);
    top += I.almond(
      c,
      x - 40,
      y + 50,
      c.rng.range(0, 360),
      13,
      family(accent) === 'green' ? accent : '#6b8a3a',
    );
  }
  top += I.parsley(c, -60, -40, c.rng.range(0, 360), 24, herb);
  top += I.dots(c, 34, R * 0.6, R * 0.6, '#2a1d14', 1.8);
  return serve({ bed, top });
}

/** Stew: a Dutch oven full of chunky meat and vegetables in a thick sauce, wooden spoon. */
export function stew(c: DishCtx): DishParts {
  const sauce = c.pal.near('#7a3a1c', 170, 0.85);
  const meat = c.pal.near('#6a3218', 120, 0.6);
  const veg = c.pal.next();
  const herb = herbGreen(c);
  const potColor = c.rng.pick([
    '#b5342a',
    '#2f6f73',
    '#e8e2d4',
    '#2b2b2b',
    '#d9822b',
    '#4a5a7c',
  ] as const);
  const pot = dutchOven(c, 375, potColor);
  const R = pot.inner;
  let bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(sauce, 0.15)],
      [0.7, sauce],
      [1, darken(sauce, 0.35)],
    ]),
  });
  bed += glint(c, -R * 0.3, -R * 0.3, R * 0.3, R * 0.08, 0.2, -40);
  let food = '';
  for (let i = 0; i < 28; i++) {
    const [x, y] = c.rng.inDisc(R * 0.88);
    const kind = i % 4;
    if (kind === 0 || kind === 2) {
      const d = chunk(c.rng, x, y, c.rng.range(24, 36), 6, 0.2);
      food +=
        path(d, { fill: soft(c, meat, 0.25) }) +
        path(d, { fill: 'none', stroke: sauce, 'stroke-width': 7, opacity: 0.6 });
    } else if (kind === 1) {
      food += I.carrotCoin(
        c,
        x,
        y,
        c.rng.range(17, 23),
        family(veg) === 'orange' ? veg : '#e47a2a',
      );
    } else {
      const d = chunk(c.rng, x, y, c.rng.range(21, 29), 5, 0.2);
      food +=
        path(d, { fill: soft(c, '#e8d39a', 0.2) }) +
        path(d, { fill: 'none', stroke: sauce, 'stroke-width': 6, opacity: 0.5 });
    }
  }
  for (let i = 0; i < 12; i++) {
    const [x, y] = c.rng.inDisc(R * 0.85);
    food += I.pea(c, x, y, 8, family(veg) === 'green' ? veg : '#6aa83a');
  }
  let top = I.flecks(c, 55, R * 0.8, R * 0.8, herb, 5);
  top += I.herbLeaf(
    c,
    c.rng.jitter(0, 80),
    c.rng.jitter(0, 80),
    c.rng.range(0, 360),
    95,
    '#5b6b2e',
  );
  top += I.sprig(
    c,
    c.rng.jitter(-60, 40),
    c.rng.jitter(60, 40),
    c.rng.range(0, 360),
    120,
    '#4f6f35',
  );
  return {
    base: pot.back + inside(c, pot.clip, bed),
    outline: pot.back,
    food: inside(c, pot.clip, food),
    front: pot.front,
    top:
      inside(c, pot.clip, top) +
      g(props.woodenSpoon(c, 440), { transform: place(150, 120, c.angle + 125) }),
  };
}

/** Salad: a big bowl of mixed leaves with colourful toppings and a drizzle of dressing. */
export function salad(c: DishCtx): DishParts {
  const wood = c.rng.chance(0.45);
  const bowlColor = wood
    ? c.rng.pick(['#a8743f', '#c28f5a', '#7d5431'] as const)
    : c.rng.pick(['#f4f1ea', '#e9e4da', '#3b4a5a', '#c9d3d6'] as const);
  const b = bowlParts(c, 400, bowlColor, { rim: 0.06, inner: 0.92 });
  const R = b.inner;
  const greens = c.pal.colors.filter((x) => family(x) === 'green');
  const leafColors = [...greens, '#6fa83c', '#4d8a2e', '#9cc45a', '#3f6f2a', '#86b84a'];
  const bed = circle(0, 0, R, { fill: '#4f7f34' });
  let leaves = '';
  for (let i = 0; i < 68; i++) {
    const [x, y] = c.rng.inDisc(R * 0.95);
    const col = c.rng.pick(leafColors);
    const len = c.rng.range(100, 160);
    if (c.rng.chance(0.5)) {
      const pts: Pt[] = [];
      const n = 22;
      for (let k = 0; k < n; k++) {
        const t = (k / n) * Math.PI * 2;
        const wob = 1 + Math.sin(t * 11 + i) * 0.08;
        pts.push([Math.cos(t) * len * 0.5 * wob + len * 0.5, Math.sin(t) * len * 0.33 * wob]);
      }
      leaves += g(
        path(smooth(pts, true), {
          fill: c.defs.linear(
            [
              [0, lighten(col, 0.3)],
              [0.6, col],
              [1, darken(col, 0.25)],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 1 },
          ),
          stroke: darken(col, 0.3),
          'stroke-width': 1.5,
        }) +
          path(`M${f(len * 0.05)} 0L${f(len * 0.9)} 0`, {
            stroke: lighten(col, 0.45),
            'stroke-width': 4,
          }),
        { transform: place(x, y, c.rng.range(0, 360)) },
      );
    } else {
      leaves += g(
        path(leaf(len, len * 0.3, c.rng.jitter(0, 0.2)), {
          fill: c.defs.linear(
            [
              [0, lighten(col, 0.25)],
              [1, darken(col, 0.2)],
            ],
            { x1: 0, y1: 0, x2: 0.3, y2: 1 },
          ),
          stroke: darken(col, 0.3),
          'stroke-width': 1.2,
        }) + path(`M0 0L${f(len * 0.9)} 0`, { stroke: lighten(col, 0.4), 'stroke-width': 2.5 }),
        { transform: place(x, y, c.rng.range(0, 360)) },
      );
    }
  }
  let top = '';
  const others = c.pal.colors.filter((x) => family(x) !== 'green');
  const list = others.length ? others.slice(0, 4) : ['#d2321f', '#f7f4ea'];
  list.forEach((col, i) => {
    const a = ((i + 0.3) / list.length) * Math.PI * 2;
    top += toppingCluster(
      c,
      toppingFor(col, i),
      col,
      Math.cos(a) * R * 0.45,
      Math.sin(a) * R * 0.45,
      R * 0.42,
    );
  });
  if (greens.length > 0) top += toppingCluster(c, 'cucumber', '#9cc45a', 0, 0, R * 0.32);
  top += I.seeds(c, 40, R * 0.8, R * 0.8, '#e9dcb4', 6);
  top += I.drizzle(
    c,
    Array.from({ length: 7 }, (_, i) => [-R * 0.6 + i * R * 0.2, Math.sin(i * 1.7) * 60] as Pt),
    '#f4ead0',
    4,
    0.75,
  );
  return inBowl(c, b, 400, { bed, food: leaves, top });
}

/** Porridge / overnight oats: creamy oats topped with banana, berries, nuts, seeds and a drizzle. */
export function oats(c: DishCtx): DishParts {
  const base = c.pal.near('#e6d6b4', 100, 0.5);
  const fruit = c.pal.next();
  const fruit2 = c.pal.next();
  const bowlColor = c.rng.pick(['#f4f1ea', '#2f3338', '#9fb0a2', '#d6c2a8', '#3b4a5a'] as const);
  const b = bowlParts(c, 385, bowlColor, { rim: 0.09, inner: 0.86 });
  const R = b.inner;
  let bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(base, 0.12)],
      [0.7, base],
      [1, darken(base, 0.2)],
    ]),
  });
  let flakes = '';
  let flakes2 = '';
  for (let i = 0; i < 170; i++) {
    const [x, y] = c.rng.inDisc(R);
    const d = blob(c.rng, x, y, c.rng.range(7, 12), c.rng.range(4, 7), 0.2, 6, c.rng.range(0, 3));
    if (i % 2) flakes += d;
    else flakes2 += d;
  }
  bed += path(flakes, { fill: lighten(base, 0.2), stroke: darken(base, 0.15), 'stroke-width': 1 });
  bed += path(flakes2, { fill: darken(base, 0.05), stroke: darken(base, 0.2), 'stroke-width': 1 });
  let food = '';
  for (let i = 0; i < 7; i++) {
    const a = -2.4 + i * 0.36;
    food += I.bananaSlice(c, Math.cos(a) * R * 0.55, Math.sin(a) * R * 0.55, 40);
  }
  const fFam = family(fruit);
  for (let i = 0; i < 14; i++) {
    const x = R * 0.38 + c.rng.jitter(0, 60);
    const y = R * 0.3 + c.rng.jitter(0, 60);
    food +=
      fFam === 'red' || fFam === 'pink'
        ? I.raspberry(c, x, y, 23, fruit)
        : I.blueberry(c, x, y, 19, fFam === 'blue' || fFam === 'purple' ? fruit : '#3a3f78');
  }
  for (let i = 0; i < 12; i++)
    food += I.blueberry(
      c,
      -R * 0.3 + c.rng.jitter(0, 55),
      R * 0.45 + c.rng.jitter(0, 40),
      18,
      family(fruit2) === 'blue' || family(fruit2) === 'purple' ? fruit2 : '#3a3f78',
    );
  for (let i = 0; i < 9; i++)
    food += I.almond(c, c.rng.jitter(-40, 60), c.rng.jitter(0, 50), c.rng.range(0, 360), 24);
  let top = I.dots(c, 110, 80, 60, '#2d2b2a', 2.4, -R * 0.5, -R * 0.05);
  for (let i = 0; i < 14; i++)
    top += I.shaving(
      c,
      R * 0.15 + c.rng.jitter(0, 60),
      -R * 0.15 + c.rng.jitter(0, 45),
      13,
      '#fbf8f0',
    );
  top += I.drizzle(
    c,
    Array.from(
      { length: 8 },
      (_, i) => [-R * 0.7 + i * R * 0.2, Math.sin(i * 1.3) * 50 - 20] as Pt,
    ),
    c.rng.pick(['#c98a2a', '#8a5a2e'] as const),
    6,
    0.9,
  );
  top += I.mint(c, -R * 0.05, R * 0.1, c.rng.range(0, 360), 52);
  return inBowl(c, b, 385, { bed, food, top });
}

/** Dip: hummus/guacamole-style bowl with a swirl and oil, surrounded by dippers on a board. */
export function dip(c: DishCtx): DishParts {
  const dipCol = c.pal.get(0);
  const accent = c.pal.get(1);
  const herb = herbGreen(c);
  const base = board(c, 830, 830, 'round');
  const kind = c.rng.pick(['pita', 'chips', 'veg'] as const);
  let dippers = '';
  const n = 16;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + c.rng.jitter(0, 0.1);
    const r = c.rng.range(292, 318);
    const x = Math.cos(a) * r;
    const y = Math.sin(a) * r;
    const rot = (a * 180) / Math.PI + c.rng.jitter(0, 20);
    const k = kind === 'veg' ? c.rng.pick(['carrot', 'cucumber', 'pepper'] as const) : kind;
    if (k === 'pita') {
      dippers += g(
        path('M-75 -48L80 0L-75 48Q-90 0 -75 -48Z', {
          fill: c.defs.linear(
            [
              [0, '#f1d7a6'],
              [1, '#c99556'],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 1 },
          ),
          stroke: '#a8743a',
          'stroke-width': 2,
        }) + I.dots(c, 10, 40, 22, '#9a6530', 2.5, -20, 0),
        { transform: place(x, y, rot) },
      );
    } else if (k === 'chips') {
      dippers += g(
        path('M-58 -48L70 0L-58 48Q-68 0 -58 -48Z', {
          fill: c.defs.linear(
            [
              [0, '#f7dc7a'],
              [1, '#d9a93c'],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 1 },
          ),
          stroke: '#c28a2a',
          'stroke-width': 1.5,
        }) + I.dots(c, 8, 35, 20, '#b5772a', 1.8, -15, 0),
        { transform: place(x, y, rot) },
      );
    } else if (k === 'carrot') {
      dippers += I.strip(c, x, y, rot, 160, 24, '#ec7f2c');
    } else if (k === 'cucumber') {
      dippers += g(
        path('M-80 -14h160v28h-160z', { fill: '#d9ecb0', stroke: '#2f5e22', 'stroke-width': 5 }) +
          I.seeds(c, 6, 50, 3, '#eef3d0', 6),
        { transform: place(x, y, rot) },
      );
    } else {
      dippers += I.strip(c, x, y, rot, 150, 26, c.rng.pick(['#d9302a', '#f2b61c'] as const));
    }
  }
  const bowlColor = pickCeramic(c, dipCol);
  const b = bowlParts(c, 220, bowlColor, { rim: 0.12, inner: 0.86 });
  const R = b.inner;
  let bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(dipCol, 0.1)],
      [0.8, dipCol],
      [1, darken(dipCol, 0.2)],
    ]),
  });
  const bumps = blobs(c.rng, 40, R, R, [8, 16], [6, 12], 0.2, 6);
  bed += path(bumps, { fill: lighten(dipCol, 0.12), opacity: 0.5 });
  const sw: Pt[] = [];
  for (let t = 0; t < 24; t++) {
    const a = t * 0.5;
    const r = 12 + t * 5.4;
    sw.push([Math.cos(a) * r, Math.sin(a) * r]);
  }
  const swD = smooth(sw, false);
  bed += path(swD, {
    stroke: darken(dipCol, 0.18),
    'stroke-width': 16,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  bed += path(swD, {
    stroke: '#d4a82a',
    'stroke-width': 10,
    fill: 'none',
    'stroke-linecap': 'round',
    opacity: 0.55,
  });
  bed += path(swD, {
    stroke: lighten(dipCol, 0.25),
    'stroke-width': 4,
    fill: 'none',
    transform: 'translate(-7 -7)',
    opacity: 0.7,
  });
  let top = I.dots(
    c,
    70,
    R * 0.5,
    R * 0.5,
    family(accent) === 'red' || family(accent) === 'orange' ? accent : '#c2401f',
    2,
  );
  for (let i = 0; i < 7; i++) top += I.chickpea(c, c.rng.jitter(0, 38), c.rng.jitter(0, 38), 12);
  top += I.flecks(c, 26, R * 0.6, R * 0.6, herb, 4);
  top += I.parsley(c, 30, -30, c.rng.range(0, 360), 24, herb);
  return {
    base: base + b.back + inside(c, b.clip, bed),
    outline: circle(0, 0, 415),
    food: turn(c, dippers),
    front: b.front,
    top: inside(c, b.clip, top),
  };
}
