/**
 * Plated and pan dishes: mash (stamppot, hutspot), chunky salads (beetroot and herring,
 * potato and mackerel), meatballs, fried noodles, dumplings, fried rice, risotto, mango
 * sticky rice, egg muffins, frittata, stuffed peppers and poached pears.
 */
import { darken, family, lighten, mix, toHsl } from '../color';
import * as I from '../items';
import type { Ctx, DishCtx } from '../paint';
import { glint, soft, sphere } from '../paint';
import * as props from '../props';
import type { DishParts } from '../render';
import { blob, blobs, chunk, circlePath, roundRect, smooth } from '../shapes';
import type { Pt } from '../shapes';
import { circle, ellipse, f, g, path, place } from '../svg';
import { bowlParts, muffinTin, ovalDish, pickCeramic, plate, skillet } from '../vessels';
import {
  herbGreen,
  inBowl,
  inDish,
  inPan,
  inside,
  prawnColor,
  saucePool,
  soupBowl,
  turn,
} from './common';
import { prawn } from './seafood';

/** The darkest brown/dark colour of the palette (gravy), if any. */
const gravyOf = (c: DishCtx, fallback: string): string =>
  c.pal.colors
    .filter((x) => ['brown', 'dark'].includes(family(x)))
    .sort((a, b) => toHsl(a).l - toHsl(b).l)[0] ?? fallback;

/** A smoked-sausage slice: glossy dark skin ring, pink-brown meat with flecks of fat. */
function sausageSlice(c: Ctx, x: number, y: number, r: number, skin: string): string {
  return g(
    ellipse(0, 0, r, r * 0.92, { fill: darken(skin, 0.25) }) +
      ellipse(0, 0, r * 0.86, r * 0.78, { fill: soft(c, mix(skin, '#d98a78', 0.45), 0.15) }) +
      I.dots(c, 10, r * 0.6, r * 0.55, '#f3d8c8', r * 0.06) +
      glint(c, -r * 0.3, -r * 0.35, r * 0.35, r * 0.1, 0.5, -30),
    { transform: place(x, y, c.rng.range(0, 360)) },
  );
}

/**
 * Mash on a plate: stamppot (potato with kale flecks, smoked sausage) or hutspot (potato
 * with carrot and onion, braised beef), swirled with a spoon, a well of gravy and butter.
 */
export function mash(c: DishCtx): DishParts {
  const green = c.pal.ofFamily('green');
  const carrot = c.pal.ofFamily('orange');
  const potato = c.pal.near('#efe2bf', 90, 0.6);
  const mashCol = !green && carrot ? mix(potato, carrot, 0.5) : potato;
  const gravy = gravyOf(c, '#6b4423');
  const meat =
    c.pal.colors.find((x) => (family(x) === 'red' || family(x) === 'brown') && x !== gravy) ??
    gravy;
  const dish = pickCeramic(c, mashCol);
  const base = plate(
    c,
    400,
    dish,
    c.rng.pick(['plain', 'band', 'enamel', 'speckle'] as const),
    0.78,
  );
  const moundD = blob(c.rng, -20, -10, 250, 235, 0.08, 12);
  let food = path(moundD, {
    fill: c.defs.radial(
      [
        [0, lighten(mashCol, 0.25)],
        [0.7, mashCol],
        [1, darken(mashCol, 0.18)],
      ],
      { cx: 0.42, cy: 0.4, r: 0.62 },
    ),
  });
  // Spoon swirls: soft ridges with a light and a dark side.
  let ridges = '';
  for (let i = 0; i < 7; i++) {
    const r = 40 + i * 30;
    const a0 = c.rng.range(0, Math.PI * 2);
    const pts: Pt[] = [];
    for (let k = 0; k <= 8; k++) {
      const a = a0 + (k / 8) * c.rng.range(2.5, 4.5);
      pts.push([-20 + Math.cos(a) * r, -10 + Math.sin(a) * r * 0.94]);
    }
    ridges += smooth(pts, false);
  }
  let tex =
    path(ridges, {
      stroke: darken(mashCol, 0.25),
      'stroke-width': 12,
      fill: 'none',
      opacity: 0.45,
      'stroke-linecap': 'round',
    }) +
    path(ridges, {
      stroke: lighten(mashCol, 0.5),
      'stroke-width': 5,
      fill: 'none',
      opacity: 0.55,
      'stroke-linecap': 'round',
      transform: 'translate(-4 -4)',
    });
  if (green) {
    tex += I.flecks(c, 170, 250, 235, darken(green, 0.1), 8, -20, -10);
    tex += I.flecks(c, 90, 250, 235, lighten(green, 0.15), 6, -20, -10);
  } else if (carrot) {
    let bits = '';
    for (let i = 0; i < 60; i++)
      bits += chunk(
        c.rng,
        -20 + c.rng.jitter(0, 230),
        -10 + c.rng.jitter(0, 220),
        c.rng.range(5, 10),
        5,
        0.4,
      );
    tex +=
      path(bits, { fill: carrot, opacity: 0.85 }) +
      I.flecks(c, 30, 230, 220, '#f7f0dc', 5, -20, -10);
  }
  food += g(tex, { 'clip-path': c.defs.clip(path(moundD)) });
  // The gravy well with a knob of butter.
  const well = blob(c.rng, -30, -20, 82, 70, 0.15, 10);
  food += path(well, { fill: darken(mashCol, 0.2) });
  food += path(blob(c.rng, -30, -20, 70, 58, 0.12, 10), {
    fill: c.defs.radial([
      [0, lighten(gravy, 0.2)],
      [0.7, gravy],
      [1, darken(gravy, 0.3)],
    ]),
  });
  food += glint(c, -55, -40, 30, 9, 0.6, -25);
  food += g(
    path(roundRect(0, 0, 46, 36, 9), {
      fill: soft(c, '#fbeea8', 0.2),
      stroke: '#e4cc68',
      'stroke-width': 1.5,
    }),
    {
      transform: place(-20, -15, c.rng.range(0, 90)),
    },
  );
  let top = '';
  if (green) {
    // Smoked sausage: slices fanned along one side.
    for (let i = 0; i < 6; i++) {
      const a = 0.2 + i * 0.3;
      top += sausageSlice(c, Math.cos(a) * 270, Math.sin(a) * 250, 54, meat);
    }
  } else {
    // Braised beef: fibrous, glossy pieces at the side in a pool of gravy.
    top += saucePool(c, 205, 150, 110, 85, gravy, 0.2);
    const beef = mix(meat, '#a8683e', 0.5);
    for (let i = 0; i < 4; i++) {
      const d = chunk(c.rng, 0, 0, c.rng.range(52, 60), 5, 0.2);
      let fibres = '';
      for (let k = -3; k <= 3; k++)
        fibres += `M-50 ${k * 11}Q0 ${k * 11 + c.rng.jitter(0, 6)} 50 ${k * 11}`;
      top += g(
        path(d, { fill: soft(c, beef, 0.3) }) +
          g(
            path(fibres, {
              stroke: darken(beef, 0.35),
              'stroke-width': 2.5,
              fill: 'none',
              opacity: 0.6,
            }),
            {
              'clip-path': c.defs.clip(path(d)),
            },
          ) +
          path(d, { fill: 'none', stroke: gravy, 'stroke-width': 5, opacity: 0.6 }) +
          glint(c, -10, -14, 22, 6, 0.5, -20),
        {
          transform: place(
            150 + (i % 2) * 115 + c.rng.jitter(0, 8),
            95 + Math.floor(i / 2) * 110 + c.rng.jitter(0, 8),
            c.rng.range(0, 180),
          ),
        },
      );
    }
  }
  top += I.dots(c, 30, 200, 200, '#2a1d14', 2, -20, -10);
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}

type ChunkySalad = {
  dressing: string;
  cubes: string[];
  /** Pieces laid on top: herring fillets (silver skin) or smoked mackerel (golden). */
  fish: 'herring' | 'mackerel';
  fishColor: string;
  herb: string;
  egg: boolean;
  onion?: string;
};

/** A herring or smoked-mackerel piece: skin on top, a glimpse of flesh along one edge. */
function fishPiece(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  len: number,
  kind: ChunkySalad['fish'],
  color: string,
): string {
  const w = len * 0.36;
  const d = `M${f(-len / 2)} 0C${f(-len * 0.4)} ${f(-w)} ${f(len * 0.4)} ${f(-w)} ${f(len / 2)} ${f(-w * 0.1)}C${f(len * 0.4)} ${f(w * 0.8)} ${f(-len * 0.4)} ${f(w * 0.8)} ${f(-len / 2)} 0Z`;
  const skin =
    kind === 'herring'
      ? c.defs.linear([
          [0, '#3e4c5c'],
          [0.35, mix(color, '#8fa3b5', 0.5)],
          [0.6, lighten(color, 0.35)],
          [1, '#f4e8e6'],
        ])
      : c.defs.linear([
          [0, darken(color, 0.35)],
          [0.5, color],
          [1, lighten(color, 0.3)],
        ]);
  let o = path(d, {
    fill: kind === 'herring' ? '#f3d6d8' : '#f3e4c4',
    transform: 'translate(0 5)',
  });
  o += path(d, { fill: skin });
  if (kind === 'herring') o += glint(c, -len * 0.05, -w * 0.35, len * 0.3, w * 0.08, 0.7);
  else {
    let flakes = '';
    for (let i = 0; i < 5; i++)
      flakes += `M${f(-len * 0.3 + i * len * 0.14)} ${f(-w * 0.6)}q8 ${f(w * 0.5)} 0 ${f(w)}`;
    o += path(flakes, {
      stroke: darken(color, 0.3),
      'stroke-width': 2,
      fill: 'none',
      opacity: 0.5,
    });
  }
  return g(o, { transform: place(x, y, rot) });
}

/** A bowl of dressed, diced salad heaped up, fish on top, egg and herbs. */
function chunkySalad(c: DishCtx, o: ChunkySalad): DishParts {
  const bowlColor = c.rng.pick(['#f4f1ea', '#ffffff', '#e9e4da', '#c9d3d6', '#2f3338'] as const);
  const b = bowlParts(c, 400, bowlColor, { rim: 0.06, inner: 0.92 });
  const R = b.inner;
  const bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(o.dressing, 0.12)],
      [0.85, o.dressing],
      [1, darken(o.dressing, 0.2)],
    ]),
  });
  let food = '';
  for (let i = 0; i < 120; i++) {
    const [x, y] = c.rng.inDisc(R * 0.95);
    const col = o.cubes[i % o.cubes.length] ?? o.dressing;
    food += I.cube(c, x, y, c.rng.range(30, 42), mix(col, o.dressing, 0.15), c.rng.range(0, 90));
  }
  // A creamy gloss over the dice.
  const gloss = blobs(c.rng, 14, R * 0.8, R * 0.8, [30, 60], [14, 26], 0.3, 7, true);
  food += path(gloss, { fill: lighten(o.dressing, 0.3), opacity: 0.35 });
  let top = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + c.rng.jitter(0, 0.3);
    top += fishPiece(
      c,
      Math.cos(a) * R * 0.38,
      Math.sin(a) * R * 0.38,
      (a * 180) / Math.PI + 90,
      170,
      o.fish,
      o.fishColor,
    );
  }
  if (o.egg)
    for (let i = 0; i < 2; i++)
      top += I.eggHalf(c, (i ? 1 : -1) * R * 0.62, R * 0.2 * (i ? -1 : 1), c.rng.range(0, 360), 62);
  if (o.onion)
    for (let i = 0; i < 5; i++) top += I.onionRing(c, ...c.rng.inDisc(R * 0.7), 26, o.onion, true);
  top += I.sprig(c, -R * 0.05, -R * 0.05, c.rng.range(0, 360), 120, o.herb, true);
  top += I.flecks(c, 60, R * 0.8, R * 0.8, o.herb, 3.5);
  top += I.dots(c, 30, R * 0.8, R * 0.8, '#2a1d14', 2);
  return inBowl(c, b, 400, { bed, food, top });
}

/** Dutch herring salad: beetroot-pink dice in a pink dressing, silver herring, egg, dill. */
export function beetSalad(c: DishCtx): DishParts {
  const beet = c.pal.near('#9b1b4a', 130, 0.8);
  const pink =
    c.pal.colors.find((x) => x !== beet && ['red', 'pink', 'purple'].includes(family(x))) ??
    lighten(beet, 0.3);
  const silver = c.pal.near('#b8c2c8', 80, 0.7);
  return chunkySalad(c, {
    dressing: mix(beet, '#f5e6e8', 0.35),
    cubes: [beet, pink, darken(beet, 0.15), mix(beet, '#f3e6c8', 0.5)],
    fish: 'herring',
    fishColor: silver,
    herb: herbGreen(c),
    egg: true,
    onion: lighten(pink, 0.2),
  });
}

/** Potato salad: creamy dressed potato dice, smoked mackerel pieces, radish or onion, chives. */
export function potatoSalad(c: DishCtx): DishParts {
  const potato = c.pal.near('#e8d9a8', 90, 0.6);
  const fish = c.pal.near('#b8860b', 110, 0.6);
  const accent = c.pal.ofFamily('red', 'pink', 'purple') ?? '#c85a7a';
  return chunkySalad(c, {
    dressing: mix(potato, '#fbf6e6', 0.5),
    cubes: [potato, lighten(potato, 0.1), darken(potato, 0.06), '#a8c470'],
    fish: 'mackerel',
    fishColor: fish,
    herb: herbGreen(c),
    egg: false,
    onion: accent,
  });
}

/** A meatball: browned, rough, glazed with sauce. */
function meatball(c: Ctx, x: number, y: number, r: number, color: string, glaze: string): string {
  const d = blob(c.rng, 0, 0, r, r * 0.95, 0.06, 10);
  return g(
    path(d, { fill: sphere(c, color, 0.4) }) +
      g(
        I.dots(c, 30, r, r, darken(color, 0.3), r * 0.06) +
          path(blob(c.rng, r * 0.1, r * 0.15, r * 0.7, r * 0.5, 0.3, 8), {
            fill: glaze,
            opacity: 0.45,
          }),
        {
          'clip-path': c.defs.clip(path(d)),
        },
      ) +
      glint(c, -r * 0.3, -r * 0.35, r * 0.3, r * 0.14, 0.5, -35),
    { transform: place(x, y, c.rng.range(0, 360)) },
  );
}

/**
 * Meatballs: in butter gravy in a skillet, or (when the recipe is green first, courgetti)
 * in tomato sauce on a nest of courgette spaghetti.
 */
export function meatballs(c: DishCtx): DishParts {
  const first = c.pal.get(0);
  const meat = mix(c.pal.near('#8b4a2b', 110, 0.6), '#b0703a', 0.35);
  const herb = herbGreen(c);
  if (family(first) === 'green') {
    const sauce = c.pal.ofFamily('red') ?? '#c0392b';
    const dish = pickCeramic(c, first);
    const base = plate(c, 400, dish, c.rng.pick(['plain', 'band'] as const), 0.74);
    let food = '';
    for (let i = 0; i < 70; i++) {
      const r0 = 30 + 210 * Math.sqrt(c.rng.next());
      const a0 = c.rng.range(0, Math.PI * 2);
      const pts: Pt[] = [];
      for (let t = 0; t <= 10; t++) {
        const a = a0 + (t / 10) * c.rng.range(1.2, 2.4);
        pts.push([Math.cos(a) * r0, Math.sin(a) * r0]);
      }
      const d = smooth(pts, false);
      food += path(d, {
        stroke: darken(first, 0.35),
        'stroke-width': 11,
        fill: 'none',
        'stroke-linecap': 'round',
      });
      food += path(d, {
        stroke: lighten(first, 0.35),
        'stroke-width': 7,
        fill: 'none',
        'stroke-linecap': 'round',
      });
    }
    let top = saucePool(c, 0, 0, 150, 140, sauce, 0.2);
    const spots: Pt[] = [
      [-60, -55],
      [60, -50],
      [0, 40],
      [-85, 70],
      [90, 60],
    ];
    for (const [x, y] of spots) top += meatball(c, x, y, 62, meat, sauce);
    for (let i = 0; i < 20; i++) top += I.shaving(c, ...c.rng.inDisc(160), c.rng.range(3, 7));
    for (let i = 0; i < 3; i++)
      top += I.herbLeaf(c, ...c.rng.inDisc(120), c.rng.range(0, 360), 60, herb);
    return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
  }
  const gravy = mix(gravyOf(c, '#6b3a1e'), '#7a4420', 0.4);
  const s = skillet(c, 330);
  const R = s.inner;
  let bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(gravy, 0.15)],
      [0.8, gravy],
      [1, darken(gravy, 0.35)],
    ]),
  });
  bed += I.oilDrops(c, 20, R * 0.9, R * 0.9, '#e0a040', 0, 0, 8);
  let food = '';
  const spots: Pt[] = [
    [-90, -80],
    [90, -85],
    [-110, 80],
    [95, 90],
    [0, 0],
  ];
  for (const [x, y] of spots)
    food += meatball(c, x + c.rng.jitter(0, 10), y + c.rng.jitter(0, 10), 88, meat, gravy);
  let top = I.flecks(c, 40, R * 0.8, R * 0.8, herb, 5);
  for (let i = 0; i < 3; i++)
    top += I.parsley(c, ...c.rng.inDisc(R * 0.6), c.rng.range(0, 360), 26, herb);
  top += g(path(roundRect(0, 0, 50, 40, 9), { fill: soft(c, '#fbeea8', 0.2) }), {
    transform: place(-40, 150, 20),
  });
  return inPan(c, s, { bed, food, top });
}

/**
 * Stir-fried flat noodles on a plate (pad thai, peanut noodles): tangled ribbons, prawns when
 * the recipe has them, sprouts, crushed peanuts, spring onion and lime.
 */
export function friedNoodles(c: DishCtx): DishParts {
  const noodle = c.pal.near('#e8b86a', 110, 0.55);
  const shrimp = prawnColor(c, [noodle]);
  const veg = c.pal.ofFamily('orange');
  const green = herbGreen(c);
  const dish = pickCeramic(c, noodle);
  const base = plate(c, 400, dish, c.rng.pick(['plain', 'band', 'speckle'] as const), 0.76);
  // Flat rice noodles: short wide ribbons, the ones near the middle piled on top.
  const ribbons: { r: number; s: string }[] = [];
  for (let i = 0; i < 85; i++) {
    const [x, y] = c.rng.inDisc(195);
    const a = c.rng.range(0, Math.PI * 2);
    const l = c.rng.range(110, 200);
    const bend = c.rng.jitter(0, 0.9);
    const pts: Pt[] = [];
    for (let t = 0; t <= 4; t++) {
      const u = t / 4 - 0.5;
      const aa = a + bend * u;
      pts.push([x + Math.cos(aa) * l * u, y + Math.sin(aa) * l * u + Math.sin(u * 6 + i) * 6]);
    }
    const d = smooth(pts, false);
    const col = mix(noodle, '#a8602a', c.rng.range(0, 0.3));
    ribbons.push({
      r: Math.hypot(x, y) + c.rng.range(0, 60),
      s:
        path(d, {
          stroke: darken(col, 0.4),
          'stroke-width': 23,
          fill: 'none',
          'stroke-linecap': 'round',
        }) +
        path(d, { stroke: col, 'stroke-width': 19, fill: 'none', 'stroke-linecap': 'round' }) +
        path(d, {
          stroke: lighten(col, 0.35),
          'stroke-width': 4,
          fill: 'none',
          opacity: 0.55,
          transform: 'translate(-3 -3)',
        }),
    });
  }
  ribbons.sort((p, q) => q.r - p.r);
  let food = ribbons.map((x) => x.s).join('');
  // Bean sprouts and vegetables.
  let sprouts = '';
  for (let i = 0; i < 18; i++) {
    const [x, y] = c.rng.inDisc(210);
    const a = c.rng.range(0, Math.PI * 2);
    sprouts += `M${f(x)} ${f(y)}q${f(Math.cos(a + 0.5) * 30)} ${f(Math.sin(a + 0.5) * 30)} ${f(Math.cos(a) * 60)} ${f(Math.sin(a) * 60)}`;
  }
  food += path(sprouts, {
    stroke: '#f6f1dc',
    'stroke-width': 6,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  if (veg)
    for (let i = 0; i < 14; i++)
      food += I.strip(c, ...c.rng.inDisc(200), c.rng.range(0, 180), 70, 10, veg);
  let top = '';
  if (shrimp)
    for (let i = 0; i < 6; i++)
      top += prawn(c, ...c.rng.inDisc(150), c.rng.range(0, 360), 105, shrimp);
  let nuts = '';
  for (let i = 0; i < 40; i++)
    nuts += chunk(c.rng, ...c.rng.inDisc(120), c.rng.range(5, 10), 5, 0.35);
  top += path(nuts, { fill: soft(c, '#e2c08a', 0.2), stroke: '#a87a3a', 'stroke-width': 1 });
  for (let i = 0; i < 26; i++)
    top += I.springOnion(c, ...c.rng.inDisc(190), c.rng.range(7, 10), green);
  top += I.dots(c, 30, 180, 180, '#8a1a0c', 2.2);
  top += I.citrusWedge(c, 250, -230, c.rng.range(0, 360), 110, '#8cc43c');
  top += I.parsley(c, -60, -80, c.rng.range(0, 360), 26, green);
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}

/** One potsticker: a pleated crescent, pale on top or turned to show its crisp golden base. */
function dumpling(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  size: number,
  dough: string,
  crisp: string,
  flipped: boolean,
): string {
  const w = size * 0.62;
  const d = `M${f(-size / 2)} ${f(w * 0.25)}C${f(-size / 2)} ${f(-w * 0.9)} ${f(size / 2)} ${f(-w * 0.9)} ${f(size / 2)} ${f(w * 0.25)}Q0 ${f(w * 0.55)} ${f(-size / 2)} ${f(w * 0.25)}Z`;
  let o = path(d, { fill: darken(dough, 0.35), transform: 'translate(3 4)', opacity: 0.4 });
  if (flipped) {
    o += path(d, {
      fill: c.defs.radial(
        [
          [0, darken(crisp, 0.2)],
          [0.6, crisp],
          [1, lighten(dough, 0.1)],
        ],
        { cx: 0.5, cy: 0.6, r: 0.6 },
      ),
    });
  } else {
    o += path(d, {
      fill: c.defs.radial(
        [
          [0, lighten(dough, 0.3)],
          [0.7, dough],
          [1, darken(dough, 0.15)],
        ],
        { cx: 0.45, cy: 0.5, r: 0.6 },
      ),
    });
    let pleats = '';
    for (let i = 0; i < 6; i++) {
      const t = (i + 0.5) / 6;
      const px = -size / 2 + size * t;
      const py = -w * 0.62 * Math.sin(t * Math.PI) + w * 0.1;
      pleats += `M${f(px)} ${f(py)}q${f((t - 0.5) * 14)} ${f(-w * 0.15)} ${f((t - 0.5) * 30)} ${f(-w * 0.28)}`;
    }
    o += path(pleats, {
      stroke: darken(dough, 0.25),
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    });
    o += path(
      `M${f(-size * 0.42)} ${f(w * 0.28)}Q0 ${f(w * 0.52)} ${f(size * 0.42)} ${f(w * 0.28)}`,
      {
        stroke: crisp,
        'stroke-width': 6,
        fill: 'none',
        'stroke-linecap': 'round',
        opacity: 0.8,
      },
    );
  }
  o += glint(c, -size * 0.1, -w * 0.3, size * 0.18, w * 0.07, 0.5, -10);
  return g(o, { transform: place(x, y, rot) });
}

/** Potstickers in a pan: pleated tops and crisp bottoms, dipping sauce, spring onion, sesame. */
export function dumplings(c: DishCtx): DishParts {
  const dough = c.pal.near('#f3e7cf', 90, 0.6);
  const crisp = c.pal.near('#d89a4e', 110, 0.6);
  const dipCol = c.pal.ofFamily('dark') ?? '#2b1e16';
  const green = herbGreen(c);
  const s = skillet(c, 320);
  const R = s.inner;
  let food = '';
  const spots: Pt[] = [
    [-130, -120],
    [20, -150],
    [150, -60],
    [-170, 30],
    [-20, -10],
    [140, 80],
    [-110, 150],
    [40, 150],
  ];
  spots.forEach(([x, y], i) => {
    food += dumpling(
      c,
      x + c.rng.jitter(0, 8),
      y + c.rng.jitter(0, 8),
      c.rng.range(-40, 40) + (i % 2) * 180,
      150,
      dough,
      crisp,
      i % 3 === 1,
    );
  });
  let top = '';
  for (let i = 0; i < 20; i++)
    top += I.springOnion(c, ...c.rng.inDisc(R * 0.8), c.rng.range(7, 10), green);
  top += I.seeds(c, 40, R * 0.8, R * 0.8, '#efe3c2', 6);
  const b = bowlParts(c, 85, c.rng.pick(['#f4f1ea', '#2f3338', '#c9d3d6'] as const), {
    rim: 0.14,
    inner: 0.82,
  });
  const dip = g(
    b.back +
      g(
        circle(0, 0, b.inner, { fill: soft(c, mix(dipCol, '#5a2a10', 0.4), 0.2) }) +
          I.oilDrops(c, 8, b.inner * 0.7, b.inner * 0.7, '#d9482a', 0, 0, 5),
        {
          'clip-path': b.clip,
        },
      ) +
      b.front,
    { transform: place(-260, 270) },
  );
  return {
    base: turn(c, s.back + dip),
    food: inside(c, s.clip, food),
    front: turn(c, s.front),
    top:
      inside(c, s.clip, top) +
      g(props.chopsticks(c, 520), { transform: place(60, 40, c.angle + 60) }),
  };
}

/**
 * Fried rice: rice tinted by the recipe (soy brown for nasi goreng, golden for egg fried
 * rice, red-orange for jambalaya) with peas, carrot, egg, spring onion; a fried egg on top
 * when the recipe has a white, sausage slices when it has a deep red.
 */
export function friedRice(c: DishCtx): DishParts {
  const tint = c.pal.get(0);
  const yolk = c.pal.ofFamily('yellow');
  const white = c.pal.ofFamily('white');
  const sausage = c.pal.colors.find((x, i) => i > 0 && family(x) === 'red');
  const green = herbGreen(c);
  const orange = c.pal.ofFamily('orange') ?? '#e67e22';
  const pan = family(tint) === 'red' || family(tint) === 'orange';
  const riceCol = mix(
    '#f4ecd8',
    tint,
    family(tint) === 'white' || family(tint) === 'yellow' ? 0.45 : 0.5,
  );
  const v = pan
    ? skillet(c, 330)
    : bowlParts(c, 380, pickCeramic(c, riceCol), { rim: 0.1, inner: 0.86 });
  const R = v.inner;
  let food = I.rice(c, R * 0.98, R * 0.98, 1500, riceCol, 0, 0, 11);
  for (let i = 0; i < 40; i++) food += I.pea(c, ...c.rng.inDisc(R * 0.9), 9, green);
  for (let i = 0; i < 30; i++)
    food += I.cube(c, ...c.rng.inDisc(R * 0.9), 14, orange, c.rng.range(0, 90));
  if (!white && yolk) {
    const egg = blobs(c.rng, 26, R * 0.85, R * 0.85, [12, 22], [9, 15], 0.35);
    food += path(egg, {
      fill: soft(c, lighten(yolk, 0.2), 0.2),
      stroke: darken(yolk, 0.15),
      'stroke-width': 1,
    });
  }
  if (sausage)
    for (let i = 0; i < 12; i++) food += sausageSlice(c, ...c.rng.inDisc(R * 0.8), 30, sausage);
  let top = '';
  for (let i = 0; i < 30; i++)
    top += I.springOnion(c, ...c.rng.inDisc(R * 0.85), c.rng.range(7, 10), green);
  if (white) top += I.friedEgg(c, 10, -10, 130, yolk ?? '#f6a81d');
  if (!white) top += I.seeds(c, 30, R * 0.7, R * 0.7, '#efe3c2', 6);
  if (pan)
    for (let i = 0; i < 4; i++)
      top += I.parsley(c, ...c.rng.inDisc(R * 0.6), c.rng.range(0, 360), 24, green);
  let side = '';
  if (white && !pan) {
    // Nasi goreng: cucumber and tomato on the side.
    side += I.cucumberSlice(c, 300, 260, 34) + I.cucumberSlice(c, 340, 200, 32);
  }
  if (pan) return inPan(c, v, { food, top });
  return {
    base: v.back + turn(c, side),
    outline: circle(0, 0, 380),
    food: inside(c, v.clip, food),
    front: v.front,
    top: inside(c, v.clip, top),
  };
}

/** Risotto in a shallow bowl: creamy rice, sliced mushrooms, parmesan shavings, thyme. */
export function risotto(c: DishCtx): DishParts {
  const cream = c.pal.near('#e8d9b5', 90, 0.6);
  const mushroom = c.pal.near('#8b6a45', 110, 0.6);
  const herb = herbGreen(c);
  const dish = pickCeramic(c, cream);
  const b = bowlParts(c, 400, dish, { rim: 0.22, inner: 0.76 });
  const R = b.inner;
  let bed = circle(0, 0, R, { fill: soft(c, darken(cream, 0.05), 0.15) });
  bed += I.rice(c, R * 0.97, R * 0.97, 1700, lighten(cream, 0.12), 0, 0, 12);
  // Creamy, glossy sauce between the grains.
  const gloss = blobs(c.rng, 18, R * 0.85, R * 0.85, [25, 50], [14, 26], 0.3, 7, true);
  bed += path(gloss, { fill: lighten(cream, 0.2), opacity: 0.45 });
  let top = '';
  for (let i = 0; i < 12; i++)
    top += I.mushroomSlice(
      c,
      ...c.rng.inDisc(R * 0.6),
      c.rng.range(0, 360),
      c.rng.range(30, 40),
      mushroom,
    );
  for (let i = 0; i < 24; i++) top += I.shaving(c, ...c.rng.inDisc(R * 0.65), c.rng.range(5, 9));
  top += I.sprig(c, -40, -60, c.rng.range(0, 360), 120, herb);
  top += I.flecks(c, 30, R * 0.7, R * 0.7, herb, 4);
  top += I.dots(c, 50, R * 0.75, R * 0.75, '#2a1d14', 2);
  for (let i = 0; i < 6; i++)
    top += glint(c, ...c.rng.inDisc(R * 0.7), 24, 6, 0.35, c.rng.range(0, 180));
  return inBowl(c, b, 400, { bed, top });
}

/** Mango sticky rice: a dome of glossy sticky rice, coconut sauce, fanned mango, black sesame. */
export function stickyRice(c: DishCtx): DishParts {
  const mango = c.pal.near('#f7b733', 100, 0.6);
  const coconut = c.pal.near('#f7f3e8', 60, 0.6);
  const sesame = c.pal.ofFamily('dark') ?? '#2b2b2b';
  const dish = c.rng.pick(['#2f3338', '#3b4a5a', '#9fb0a2', '#f4f1ea'] as const);
  const base = plate(c, 400, dish, 'plain', 0.76);
  const dome = blob(c.rng, -90, 0, 150, 170, 0.06, 10);
  let food = saucePool(c, -80, 40, 200, 210, coconut, 0.12);
  food += g(I.rice(c, 150, 170, 600, '#fbf8ef', -90, 0, 13), {
    'clip-path': c.defs.clip(path(dome)),
  });
  food += glint(c, -130, -60, 50, 14, 0.4, -40);
  // Mango slices fanned out beside the rice.
  let slices = '';
  for (let i = 0; i < 6; i++) {
    const a = -0.5 + i * 0.2;
    const d = `M0 -26C90 -34 220 -24 260 0C220 24 90 34 0 26Q-14 0 0 -26Z`;
    slices += g(
      path(d, {
        fill: c.defs.linear([
          [0, lighten(mango, 0.3)],
          [0.6, mango],
          [1, darken(mango, 0.2)],
        ]),
        stroke: darken(mango, 0.25),
        'stroke-width': 1.5,
      }) + glint(c, 120, -10, 80, 6, 0.45),
      { transform: place(40, 0, (a * 180) / Math.PI) },
    );
  }
  let top = I.drizzle(
    c,
    Array.from({ length: 6 }, (_, i) => [-180 + i * 36, -60 + Math.sin(i * 1.4) * 40] as Pt),
    coconut,
    12,
    0.95,
  );
  top += I.dots(c, 40, 100, 110, sesame, 2.4, -90, 0);
  top += I.mint(c, 220, -150, c.rng.range(0, 360), 44);
  return { base: turn(c, base), food: turn(c, food + slices), top: turn(c, top) };
}

/** Egg muffins in the tin: puffed golden tops studded with spinach, pepper and cheese. */
export function eggMuffins(c: DishCtx): DishParts {
  const egg = c.pal.near('#f2c94c', 100, 0.6);
  const green = c.pal.ofFamily('green') ?? '#3e8e41';
  const red = c.pal.ofFamily('red') ?? '#d64541';
  const tin = muffinTin(c, 3, 2, 92);
  let food = '';
  for (const [x, y] of tin.cups) {
    const d = blob(c.rng, 0, 0, 100, 96, 0.08, 11);
    let m = path(d, {
      fill: c.defs.radial(
        [
          [0, lighten(egg, 0.3)],
          [0.6, egg],
          [0.9, mix(egg, '#b8782a', 0.4)],
          [1, '#8a5418'],
        ],
        { cx: 0.45, cy: 0.42, r: 0.58 },
      ),
    });
    let bits = '';
    for (let i = 0; i < 6; i++)
      bits += chunk(c.rng, ...c.rng.inDisc(62), c.rng.range(9, 14), 5, 0.4);
    m += path(bits, { fill: soft(c, green, 0.2) });
    for (let i = 0; i < 4; i++) m += I.cube(c, ...c.rng.inDisc(55), 14, red, c.rng.range(0, 90));
    for (let i = 0; i < 3; i++)
      m += I.cube(c, ...c.rng.inDisc(55), 15, '#f7f4ea', c.rng.range(0, 90));
    m += glint(c, -30, -35, 36, 12, 0.45, -30);
    food += g(m, { transform: place(x, y, c.rng.range(0, 360)) });
  }
  const top = I.flecks(c, 40, 330, 220, green, 4) + I.dots(c, 40, 330, 220, '#2a1d14', 2);
  return { base: turn(c, tin.back), food: turn(c, food), top: turn(c, top) };
}

/** Frittata in a skillet: a set golden round, browned in patches, studded with vegetables, cut. */
export function frittata(c: DishCtx): DishParts {
  const egg = c.pal.near('#f2c94c', 100, 0.6);
  const vegs = c.pal.colors.filter((x) => ['green', 'red', 'orange', 'white'].includes(family(x)));
  const herb = herbGreen(c);
  const s = skillet(c, 330);
  const R = s.inner;
  let food = circle(0, 0, R * 0.96, {
    fill: c.defs.radial([
      [0, lighten(egg, 0.15)],
      [0.75, egg],
      [0.95, mix(egg, '#a86a24', 0.5)],
      [1, '#7a4a18'],
    ]),
  });
  const brown = blobs(c.rng, 30, R * 0.9, R * 0.9, [15, 40], [10, 25]);
  food += path(brown, { fill: '#b8782a', opacity: 0.35 });
  vegs.forEach((col, k) => {
    for (let i = 0; i < 7; i++) {
      const [x, y] = c.rng.inDisc(R * 0.8);
      const fam = family(col);
      if (fam === 'green') food += I.herbLeaf(c, x, y, c.rng.range(0, 360), 55, col);
      else if (fam === 'red') food += I.tomatoHalf(c, x, y, 24, col, c.rng.range(0, 360));
      else if (fam === 'white')
        food += path(blob(c.rng, x, y, 24, 18, 0.3, 7), { fill: soft(c, '#fbf3dc', 0.15) });
      else food += I.strip(c, x, y, c.rng.range(0, 180), 60, 14, col);
    }
    return k;
  });
  let cuts = '';
  const a0 = c.rng.range(0, Math.PI);
  for (let i = 0; i < 3; i++) {
    const a = a0 + (i / 3) * Math.PI;
    cuts += `M${f(Math.cos(a) * R * 0.95)} ${f(Math.sin(a) * R * 0.95)}L${f(-Math.cos(a) * R * 0.95)} ${f(-Math.sin(a) * R * 0.95)}`;
  }
  food += path(cuts, { stroke: '#5a3210', 'stroke-width': 4, opacity: 0.45 });
  const top =
    I.flecks(c, 40, R * 0.8, R * 0.8, herb, 5) + I.dots(c, 40, R * 0.8, R * 0.8, '#2a1d14', 2);
  return inPan(c, s, { food, top });
}

/** Stuffed pepper halves in a dish: glossy, charred skins filled with couscous and feta. */
export function stuffedPeppers(c: DishCtx): DishParts {
  const pepper = c.pal.near('#c62828', 130, 0.7);
  const filling = c.pal.near('#e9d8a6', 90, 0.6);
  const herb = herbGreen(c);
  const d = ovalDish(
    c,
    420,
    330,
    c.rng.pick(['#f4f1ea', '#2f6f73', '#e8dccb', '#3b4a5a'] as const),
  );
  const half = (x: number, y: number, rot: number) => {
    const outline = `M-130 0C-130 -80 -60 -95 0 -85C70 -95 135 -70 135 0C135 70 70 95 0 85C-60 95 -130 80 -130 0Z`;
    let o = path(outline, { fill: darken(pepper, 0.5), transform: 'translate(4 6)', opacity: 0.4 });
    o += path(outline, { fill: sphere(c, pepper, 0.4) });
    const inner = `M-112 0C-112 -64 -55 -76 0 -68C60 -76 116 -58 116 0C116 58 60 76 0 68C-55 76 -112 64 -112 0Z`;
    o += path(inner, { fill: soft(c, filling, 0.2) });
    o += g(I.dots(c, 160, 110, 70, darken(filling, 0.2), 2.2) + I.flecks(c, 20, 100, 60, herb, 4), {
      'clip-path': c.defs.clip(path(inner)),
    });
    for (let i = 0; i < 4; i++)
      o += I.cube(c, ...c.rng.inDisc(80, 45), 16, '#f7f4ea', c.rng.range(0, 90));
    o += path(blob(c.rng, 60, -60, 30, 12, 0.3, 7), { fill: '#2a1a10', opacity: 0.35 });
    o += path('M-128 -6Q-160 -10 -170 -30', {
      stroke: '#4e7a2c',
      'stroke-width': 14,
      fill: 'none',
      'stroke-linecap': 'round',
    });
    return g(o, { transform: place(x, y, rot) });
  };
  let food = path(circlePath(0, 0, 420), { fill: darken(pepper, 0.2), opacity: 0.35 });
  food += half(-150, -95, -8) + half(150, -85, 172) + half(-140, 105, 5) + half(155, 110, 185);
  return inDish(c, d, food, I.parsley(c, 0, 0, c.rng.range(0, 360), 30, herb));
}

/** Pears poached in red wine: deep ruby pears in a syrup pool, cinnamon, star anise, cream. */
export function poachedPears(c: DishCtx): DishParts {
  const wine = c.pal.near('#7b1e2b', 120, 0.7);
  const syrup =
    c.pal.colors.find((x) => x !== wine && ['red', 'purple', 'dark'].includes(family(x))) ??
    darken(wine, 0.25);
  const dish = c.rng.pick(['#f4f1ea', '#ffffff', '#e9e4da', '#c9d3d6'] as const);
  const b = bowlParts(c, 400, dish, { rim: 0.14, inner: 0.84 });
  const R = b.inner;
  const bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(syrup, 0.1)],
      [0.8, syrup],
      [1, darken(syrup, 0.3)],
    ]),
  });
  const pear = (x: number, y: number, rot: number) => {
    const d = `M-120 0C-120 -70 -40 -80 10 -52C40 -36 60 -38 90 -30C130 -20 130 20 90 30C60 38 40 36 10 52C-40 80 -120 70 -120 0Z`;
    return g(
      path(d, { fill: darken(wine, 0.5), transform: 'translate(5 8)', opacity: 0.5 }) +
        path(d, {
          fill: c.defs.radial(
            [
              [0, lighten(wine, 0.35)],
              [0.5, wine],
              [1, darken(wine, 0.4)],
            ],
            { cx: 0.4, cy: 0.38, r: 0.65 },
          ),
        }) +
        glint(c, -60, -30, 45, 14, 0.55, -20) +
        glint(c, 70, -12, 25, 6, 0.4) +
        path('M120 0q22 -4 36 -22', {
          stroke: '#5a3a1a',
          'stroke-width': 7,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      { transform: place(x, y, rot) },
    );
  };
  const food = pear(-40, -110, -15) + pear(30, 30, 20) + pear(-110, 140, -40);
  let top = g(
    path('M-70 -9H70V9H-70Z', { fill: '#8a4a24', stroke: '#5a2a10', 'stroke-width': 2 }) +
      path('M-70 0H70', { stroke: '#b0703a', 'stroke-width': 3 }),
    {
      transform: place(140, -170, 30),
    },
  );
  let star = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    star += `M0 0L${f(Math.cos(a - 0.2) * 14)} ${f(Math.sin(a - 0.2) * 14)}L${f(Math.cos(a) * 32)} ${f(Math.sin(a) * 32)}L${f(Math.cos(a + 0.2) * 14)} ${f(Math.sin(a + 0.2) * 14)}Z`;
  }
  top += g(path(star, { fill: '#7a3e1c', stroke: '#4a2410', 'stroke-width': 1.5 }), {
    transform: place(170, 120),
  });
  top += g(path(blob(c.rng, 0, 0, 70, 60, 0.2, 10), { fill: sphere(c, '#fdf8ec', 0.15) }), {
    transform: place(-170, -60),
  });
  top += I.mint(c, -150, -90, c.rng.range(0, 360), 36);
  return inBowl(c, b, 400, { bed, food, top });
}

/**
 * A chunky soup (minestrone, pasta e fagioli, fish soup): a broth with diced vegetables,
 * beans, little pasta, fish or prawns when the recipe has them, herbs and cheese.
 */
export function chunkySoup(c: DishCtx): DishParts {
  const broth = c.pal.get(0);
  const herb = herbGreen(c);
  const shrimp = prawnColor(c, [broth]);
  const { b, serve } = soupBowl(c, pickCeramic(c, broth), 310);
  const R = b.inner;
  let bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(broth, 0.12)],
      [0.75, broth],
      [1, darken(broth, 0.25)],
    ]),
  });
  bed += I.oilDrops(c, 22, R * 0.85, R * 0.85, '#d8b340', 0, 0, 7);
  let food = '';
  const others = c.pal.colors.filter((x) => x !== broth && x !== shrimp);
  for (let i = 0; i < 46; i++) {
    const [x, y] = c.rng.inDisc(R * 0.85);
    const col = others[i % Math.max(1, others.length)] ?? '#e8792a';
    const fam = family(col);
    if (fam === 'green') food += I.cube(c, x, y, 26, col, c.rng.range(0, 90));
    else if (fam === 'brown' || fam === 'red')
      food += I.chickpea(c, x, y, 16, mix(col, '#8a3a2a', 0.2));
    else if (fam === 'white' || fam === 'yellow')
      food += g(
        circle(0, 0, 13, { fill: soft(c, '#f0d58e', 0.2) }) + circle(0, 0, 6, { fill: '#c89a4a' }),
        { transform: place(x, y) },
      );
    else food += I.cube(c, x, y, 27, col, c.rng.range(0, 90));
  }
  if (shrimp) {
    for (let i = 0; i < 5; i++) {
      const [x, y] = c.rng.inDisc(R * 0.6);
      food += path(chunk(c.rng, x, y, 26, 6, 0.3), { fill: soft(c, '#fbf6ec', 0.12) });
    }
    for (let i = 0; i < 5; i++)
      food += prawn(c, ...c.rng.inDisc(R * 0.6), c.rng.range(0, 360), 90, shrimp);
  }
  let top = I.flecks(c, 60, R * 0.8, R * 0.8, herb, 5);
  for (let i = 0; i < 2; i++)
    top += I.herbLeaf(c, ...c.rng.inDisc(R * 0.4), c.rng.range(0, 360), 60, herb);
  if (!shrimp)
    for (let i = 0; i < 16; i++) top += I.shaving(c, ...c.rng.inDisc(R * 0.5), c.rng.range(3, 6));
  top += I.dots(c, 30, R * 0.7, R * 0.7, '#2a1d14', 1.8);
  return serve({ bed, food, top });
}

/** One thick cauliflower slice: a stem branching into florets, roasted golden at the edges. */
function cauliflowerSlab(c: Ctx, x: number, y: number, rot: number, roast: string): string {
  const florets: [number, number, number][] = [
    [-120, -60, 62],
    [-55, -110, 66],
    [25, -118, 64],
    [100, -80, 62],
    [140, -10, 52],
    [-150, 10, 50],
    [-60, -40, 58],
    [40, -45, 58],
  ];
  let outline = '';
  for (const [fx, fy, r] of florets) outline += blob(c.rng, fx, fy, r, r * 0.9, 0.12, 9);
  outline += `M-45 10L45 10L30 120Q0 135 -30 120Z`;
  let o = g(path(outline, { fill: darken(roast, 0.45) }), {
    transform: 'translate(4 6)',
    opacity: 0.45,
  });
  o += path(outline, { fill: darken(roast, 0.2) });
  o += g(path(outline, { fill: '#f4ecd8' }), { transform: 'scale(0.92)' });
  // Branches inside the slice, and the golden roasted surface in patches.
  o += path(
    'M0 120L0 10M0 30L-60 -40M0 30L40 -45M-10 0L-110 -50M10 0L100 -75M0 10L25 -100M0 10L-55 -100',
    {
      stroke: '#e6dcc2',
      'stroke-width': 16,
      fill: 'none',
      'stroke-linecap': 'round',
    },
  );
  let patches = '';
  for (let i = 0; i < 12; i++)
    patches += blob(
      c.rng,
      c.rng.range(-150, 150),
      c.rng.range(-150, 20),
      c.rng.range(18, 36),
      c.rng.range(12, 24),
      0.3,
      7,
    );
  o += g(path(patches, { fill: roast, opacity: 0.55 }), {
    'clip-path': c.defs.clip(path(outline)),
  });
  o += I.dots(c, 40, 140, 90, darken(roast, 0.4), 2.2, 0, -50);
  return g(o, { transform: place(x, y, rot, 0.95) });
}

/** Cauliflower steaks on tahini: roasted slices, pomegranate seeds, herbs and nuts. */
export function cauliflowerSteak(c: DishCtx): DishParts {
  const roast = c.pal.near('#e3b76b', 110, 0.6);
  const tahini = c.pal.near('#f5e6c8', 80, 0.6);
  const seeds = c.pal.ofFamily('red', 'pink') ?? '#b8322f';
  const herb = herbGreen(c);
  const dish = c.rng.pick(['#2f3338', '#3b4a5a', '#9fb0a2', '#e8dccb'] as const);
  const base = plate(c, 400, dish, 'plain', 0.8);
  const bed = saucePool(c, 0, 0, 270, 250, tahini, 0.12);
  const food = cauliflowerSlab(c, -70, -40, -20, roast) + cauliflowerSlab(c, 90, 90, 160, roast);
  let top = '';
  for (let i = 0; i < 30; i++) {
    const [x, y] = c.rng.inDisc(250);
    top += circle(x, y, 7, { fill: sphere(c, seeds, 0.5) });
  }
  for (let i = 0; i < 6; i++)
    top += I.parsley(c, ...c.rng.inDisc(230), c.rng.range(0, 360), 22, herb);
  let nuts = '';
  for (let i = 0; i < 14; i++) nuts += chunk(c.rng, ...c.rng.inDisc(240), 7, 5, 0.3);
  top += path(nuts, { fill: '#d9b27a', stroke: '#9a6a3a', 'stroke-width': 1 });
  top += I.drizzle(
    c,
    Array.from({ length: 7 }, (_, i) => [-200 + i * 66, Math.sin(i * 1.5) * 60] as Pt),
    tahini,
    8,
    0.9,
  );
  return { base: turn(c, base + bed), food: turn(c, food), top: turn(c, top) };
}

/** A Dutch pancake: one large thin pancake filling the plate, apple, cheese, syrup. */
export function pannenkoek(c: DishCtx): DishParts {
  const cake = c.pal.near('#e9b764', 110, 0.6);
  const syrup = gravyOf(c, '#6b3e1a');
  const apple = c.pal.near('#f7e2b0', 80, 0.5);
  const dish = pickCeramic(c, cake);
  const base = plate(c, 400, dish, c.rng.pick(['plain', 'band', 'enamel'] as const), 0.86);
  const d = blob(c.rng, 0, 0, 345, 340, 0.03, 16);
  let food = path(d, {
    fill: c.defs.radial([
      [0, lighten(cake, 0.2)],
      [0.8, cake],
      [0.95, darken(cake, 0.2)],
      [1, darken(cake, 0.35)],
    ]),
  });
  const lace = blobs(c.rng, 120, 320, 320, [5, 16], [4, 10], 0.3, 6);
  food += g(path(lace, { fill: '#9a5a1c', opacity: 0.35 }), { 'clip-path': c.defs.clip(path(d)) });
  // Apple slices baked in, cheese melted over.
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const r = i % 2 ? 150 : 240;
    food += g(
      path('M-46 0A46 46 0 0 1 46 0Q0 -12 -46 0Z', {
        fill: soft(c, apple, 0.15),
        stroke: '#b8502a',
        'stroke-width': 3,
      }),
      { transform: place(Math.cos(a) * r, Math.sin(a) * r, (a * 180) / Math.PI + 90) },
    );
  }
  const cheese = blobs(c.rng, 9, 220, 220, [30, 55], [20, 36], 0.3, 8);
  food += path(cheese, { fill: '#f2c84a', opacity: 0.6 });
  let top = I.drizzle(
    c,
    Array.from(
      { length: 9 },
      (_, i) => [Math.cos(i * 0.9) * (30 + i * 22), Math.sin(i * 0.9) * (30 + i * 22)] as Pt,
    ),
    syrup,
    9,
    0.9,
  );
  top += I.dots(c, 120, 300, 300, '#ffffff', 1.6);
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}

/** Smacked cucumber salad: broken cucumber chunks in chilli oil with garlic, sesame, coriander. */
export function cucumberSalad(c: DishCtx): DishParts {
  const skin =
    c.pal.colors.filter((x) => family(x) === 'green').sort((a, b) => toHsl(a).l - toHsl(b).l)[0] ??
    '#3f6e2a';
  const flesh = c.pal.near('#c8e3a0', 90, 0.6);
  const chilli = c.pal.ofFamily('red') ?? '#b5261e';
  const herb = herbGreen(c);
  const dish = c.rng.pick(['#f4f1ea', '#ffffff', '#2f3338', '#c9d3d6', '#e8dccb'] as const);
  const b = bowlParts(c, 390, dish, { rim: 0.1, inner: 0.86 });
  const R = b.inner;
  const bed = circle(0, 0, R, { fill: soft(c, mix(chilli, '#c0702a', 0.4), 0.2) });
  const pieces: { r: number; s: string }[] = [];
  for (let i = 0; i < 70; i++) {
    const [x, y] = c.rng.inDisc(R * 0.92);
    const d = chunk(c.rng, 0, 0, c.rng.range(52, 66), 5, 0.35);
    // Skin on one side of each broken piece, seedy pale flesh on the other.
    const p =
      path(d, { fill: darken(skin, 0.25) }) +
      g(path(d, { fill: soft(c, flesh, 0.2) }), { transform: 'translate(6 -5) scale(0.82)' }) +
      I.seeds(c, 5, 14, 10, '#eef3d0', 7, 6, -5) +
      glint(c, 0, -10, 18, 6, 0.5, -20);
    pieces.push({ r: c.rng.next(), s: g(p, { transform: place(x, y, c.rng.range(0, 360)) }) });
  }
  pieces.sort((p, q) => p.r - q.r);
  const food = pieces.map((x) => x.s).join('');
  let top = I.oilDrops(c, 30, R * 0.8, R * 0.8, chilli, 0, 0, 8);
  top += I.dots(c, 80, R * 0.8, R * 0.8, darken(chilli, 0.2), 2.6);
  top += I.seeds(c, 50, R * 0.8, R * 0.8, '#efe3c2', 6);
  for (let i = 0; i < 10; i++)
    top += g(ellipse(0, 0, 9, 6, { fill: '#f4ecd6' }), {
      transform: place(...c.rng.inDisc(R * 0.7), c.rng.range(0, 180)),
    });
  for (let i = 0; i < 5; i++)
    top += I.parsley(c, ...c.rng.inDisc(R * 0.6), c.rng.range(0, 360), 24, herb);
  return inBowl(c, b, 390, { bed, food, top });
}
