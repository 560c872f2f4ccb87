/** Fish, steak, chicken, roast vegetables, stir-fry and eggs. */
import { darken, family, lighten, mix, toHsl } from '../color';
import * as I from '../items';
import type { DishCtx } from '../paint';
import { glint, soft, sphere } from '../paint';
import * as props from '../props';
import type { DishParts } from '../render';
import { blob, chunk, roundRect } from '../shapes';
import { circle, ellipse, f, g, path, place } from '../svg';
import { board, bowlParts, pickCeramic, plate, skillet, tray, wok } from '../vessels';
import { herbGreen, inDish, inside, saucePool, turn } from './common';

/** A fillet (salmon or white fish) with a seared top and flake lines, lemon, dill, greens. */
export function fish(c: DishCtx): DishParts {
  // A recipe that lists a white first is white fish (hake, cod); otherwise salmon-coloured.
  const first = c.pal.get(0);
  const flesh =
    family(first) === 'white'
      ? mix(c.pal.near(first, 10, 1), '#f6efe2', 0.3)
      : c.pal.near('#f08a5d', 140, 0.8);
  const side = c.pal.next();
  const herb = herbGreen(c);
  const dish = pickCeramic(c, flesh);
  const base = plate(
    c,
    400,
    dish,
    c.rng.pick(['plain', 'band', 'speckle', 'enamel'] as const),
    0.76,
    darken(dish, 0.45),
  );
  // Sauce smear under the fillet.
  const bed = saucePool(
    c,
    -10,
    20,
    230,
    120,
    c.rng.pick(['#f3e6c0', '#e9d27a', '#7aa04a'] as const),
    0.2,
  );
  // Sides: asparagus or greens, baby potatoes.
  let food = '';
  if (family(side) === 'green' || c.rng.chance(0.5)) {
    const green = family(side) === 'green' ? side : '#5f9a3a';
    for (let i = 0; i < 6; i++) {
      const y = 150 + i * 20;
      food += g(
        path(roundRect(0, 0, 300, 18, 9), {
          fill: c.defs.linear([
            [0, lighten(green, 0.3)],
            [0.5, green],
            [1, darken(green, 0.3)],
          ]),
        }) +
          path('M-150 -9Q-175 0 -150 9Q-140 0 -150 -9Z', { fill: darken(green, 0.15) }) +
          path('M-120 -7l10 5M-80 -7l10 5M-30 -7l10 5M20 -7l10 5', {
            stroke: darken(green, 0.3),
            'stroke-width': 2,
          }),
        { transform: place(-20 + c.rng.jitter(0, 15), y, c.rng.jitter(0, 4) - 8) },
      );
    }
  } else {
    for (let i = 0; i < 5; i++) {
      const x = -170 + i * 80 + c.rng.jitter(0, 10);
      const y = 190 + c.rng.jitter(0, 30);
      food += g(
        circle(0, 0, 38, { fill: sphere(c, '#d9b25f', 0.3) }) +
          ellipse(6, 4, 26, 20, { fill: '#f3df9a' }) +
          I.flecks(c, 6, 26, 20, herb, 3, 6, 4),
        { transform: place(x, y) },
      );
    }
  }
  // The fillet.
  const L = 400;
  const W = 190;
  const fil = `M${-L / 2} ${-W * 0.1}C${-L * 0.45} ${-W * 0.62} ${L * 0.25} ${-W * 0.6} ${L / 2} ${-W * 0.22}C${L * 0.54} ${W * 0.1} ${L * 0.45} ${W * 0.45} ${L * 0.2} ${W * 0.5}C${-L * 0.1} ${W * 0.55} ${-L * 0.45} ${W * 0.4} ${-L / 2} ${-W * 0.1}Z`;
  let fillet = path(fil, { fill: '#8a8d90', transform: 'translate(4 8)' });
  fillet += path(fil, {
    fill: c.defs.radial(
      [
        [0, lighten(flesh, 0.25)],
        [0.6, flesh],
        [0.9, mix(flesh, '#b86a2a', 0.45)],
        [1, '#8a4a1c'],
      ],
      { cx: 0.45, cy: 0.4, r: 0.6 },
    ),
  });
  let lines = '';
  for (let i = 0; i < 9; i++) {
    const x = -L * 0.38 + i * (L * 0.09);
    lines += `M${f(x)} ${f(-W * 0.42)}Q${f(x + 30)} ${f(0)} ${f(x - 5)} ${f(W * 0.42)}`;
  }
  fillet += g(
    path(lines, { stroke: lighten(flesh, 0.6), 'stroke-width': 5, fill: 'none', opacity: 0.65 }),
    { 'clip-path': c.defs.clip(path(fil)) },
  );
  fillet += g(
    path(blob(c.rng, 0, -W * 0.05, L * 0.4, W * 0.28, 0.15, 10), {
      fill: '#b8652a',
      opacity: 0.35,
    }),
    { 'clip-path': c.defs.clip(path(fil)) },
  );
  fillet += glint(c, -L * 0.1, -W * 0.2, L * 0.25, W * 0.08, 0.45, -5);
  food += g(fillet, { transform: place(0, -35, c.rng.jitter(0, 8)) });
  let top =
    I.citrusSlice(c, 150, -150, 48, '#f4d23c', c.rng.range(0, 360)) +
    I.citrusSlice(c, 200, -95, 44, '#f4d23c', c.rng.range(0, 360));
  top += I.sprig(c, -120, -70, c.rng.range(-30, 30), 130, '#5f9a3a', true);
  top += I.sprig(c, -20, -40, c.rng.range(120, 200), 110, '#5f9a3a', true);
  top += I.dots(c, 20, L * 0.35, W * 0.3, '#2a1d14', 2.2, 0, -35);
  for (let i = 0; i < 6; i++)
    top += I.pea(c, -60 + c.rng.jitter(0, 80), -40 + c.rng.jitter(0, 40), 6, '#6a7a2a');
  return { base: turn(c, base + bed), food: turn(c, food), top: turn(c, top) };
}

/** Sliced steak on a board: pink centres, dark crust, rosemary, garlic and flaky salt. */
export function steak(c: DishCtx): DishParts {
  const pink = c.pal.near('#d0605a', 130, 0.6);
  const crust = c.pal.near('#5a2c16', 110, 0.5);
  const accent = c.pal.next();
  const herb = herbGreen(c);
  const base = board(c, 860, 640, c.rng.pick(['rect', 'rect', 'round'] as const));
  let food = '';
  // The uncut end with grill marks.
  const endD = `M-70 -100C-150 -110 -190 -40 -180 20C-170 90 -110 115 -60 100L-40 -95Z`;
  food += path(endD, {
    fill: c.defs.radial([
      [0, lighten(crust, 0.15)],
      [0.8, crust],
      [1, darken(crust, 0.4)],
    ]),
  });
  food += g(
    path('M-190 -40L-60 -110M-190 20L-50 -60M-180 80L-45 -5M-130 110L-45 50', {
      stroke: '#1d0d05',
      'stroke-width': 11,
      opacity: 0.6,
      'stroke-linecap': 'round',
    }),
    {
      'clip-path': c.defs.clip(path(endD)),
    },
  );
  // Slices fanned out.
  const n = 7;
  for (let i = 0; i < n; i++) {
    const x = -40 + i * 50 + i * i * 1.2;
    const h = 215 - Math.abs(i - 2) * 8;
    const rot = i * 2.5;
    const sl = roundRect(0, 0, 60, h, 7);
    const grad = c.defs.linear(
      [
        [0, darken(crust, 0.15)],
        [0.09, mix(crust, '#8a5a48', 0.5)],
        [0.2, mix(pink, '#a07060', 0.35)],
        [0.5, lighten(pink, 0.08)],
        [0.8, mix(pink, '#a07060', 0.35)],
        [0.91, mix(crust, '#8a5a48', 0.5)],
        [1, darken(crust, 0.15)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
    food += g(
      path(sl, { fill: darken(crust, 0.45), transform: 'translate(7 3)' }) +
        path(sl, { fill: grad }) +
        path(sl, {
          fill: c.defs.linear(
            [
              [0, darken(crust, 0.2)],
              [0.06, crust, 0],
              [0.94, crust, 0],
              [1, darken(crust, 0.25)],
            ],
            { x1: 0, y1: 0, x2: 0, y2: 1 },
          ),
        }) +
        ellipse(-6, -h * 0.2, 7, h * 0.25, { fill: '#ffffff', opacity: 0.2 }) +
        I.dots(c, 10, 18, h * 0.4, darken(pink, 0.15), 1.6),
      { transform: place(x, c.rng.jitter(0, 5), rot) },
    );
  }
  // Chimichurri or butter in a small bowl.
  const sb = bowlParts(c, 80, c.rng.pick(['#f4f1ea', '#2f3338', '#c9d3d6'] as const), {
    rim: 0.14,
    inner: 0.82,
  });
  const chimi = family(accent) === 'green' ? accent : '#5a7f2a';
  const sauce = g(
    sb.back +
      circle(0, 0, sb.inner, { fill: soft(c, chimi, 0.15) }) +
      I.flecks(c, 30, 55, 55, darken(chimi, 0.3), 3) +
      I.dots(c, 14, 50, 50, '#c0392b', 2) +
      sb.front,
    {
      transform: place(250, -210),
    },
  );
  let top = I.rosemary(c, -260, 150, -20, 170) + I.rosemary(c, 140, 175, 10, 150);
  top += g(
    circle(0, 0, 42, { fill: sphere(c, '#e9dcc4', 0.3) }) +
      (() => {
        let d = '';
        for (let i = 0; i < 7; i++) d += `M0 0L${f(Math.cos(i) * 40)} ${f(Math.sin(i) * 40)}`;
        return path(d, { stroke: '#c9b18a', 'stroke-width': 2 });
      })() +
      circle(0, 0, 32, { fill: '#d9b36a', opacity: 0.5 }),
    { transform: place(-250, -190) },
  );
  top += I.garlic(c, -170, -230, 30, 22);
  top += I.salt(c, 40, 180, 90, 60, 0, 4.5) + I.dots(c, 30, 180, 90, '#241810', 2, 60, 0);
  return {
    base: turn(c, base + sauce),
    food: turn(c, g(food, { transform: 'scale(1.15)' })),
    top: turn(c, top + I.flecks(c, 16, 160, 80, herb, 3, 60, 0)),
  };
}

/** One roast drumstick pointing along +x: glossy golden meat and a bone with a knobbly end. */
function drumstick(c: DishCtx, x: number, y: number, rot: number, skin: string, scale = 1): string {
  const meat =
    'M-120 0C-120 -70 -30 -78 40 -30C60 -18 75 -14 88 -12L88 12C75 14 60 18 40 30C-30 78 -120 70 -120 0Z';
  const gold = c.defs.radial(
    [
      [0, lighten(skin, 0.4)],
      [0.45, skin],
      [0.85, darken(skin, 0.25)],
      [1, darken(skin, 0.5)],
    ],
    { cx: 0.4, cy: 0.38, r: 0.62, fx: 0.35, fy: 0.3 },
  );
  let out = path(roundRect(112, 0, 60, 20, 8), {
    fill: c.defs.linear([
      [0, '#fffaf0'],
      [1, '#d9c9a8'],
    ]),
  });
  out +=
    circle(140, -11, 13, { fill: sphere(c, '#f6eedf', 0.3) }) +
    circle(140, 11, 13, { fill: sphere(c, '#f6eedf', 0.3) });
  out += path(meat, { fill: gold, stroke: darken(skin, 0.5), 'stroke-width': 2 });
  out += g(
    I.dots(c, 26, 100, 50, darken(skin, 0.55), 3, -40, 0) +
      I.flecks(c, 12, 90, 40, '#3f6a2a', 3, -40, 0) +
      path(blob(c.rng, -50, 10, 40, 20, 0.3, 7), { fill: darken(skin, 0.35), opacity: 0.35 }),
    {
      'clip-path': c.defs.clip(path(meat)),
    },
  );
  out += glint(c, -55, -28, 45, 14, 0.55, -8) + glint(c, 10, -16, 25, 6, 0.4, -15);
  return g(out, { transform: place(x, y, rot, scale) });
}

/** Roast chicken drumsticks in a skillet with lemon, garlic and herbs; potatoes tucked around. */
export function chicken(c: DishCtx): DishParts {
  const skin = c.pal.near('#d98f3a', 120, 0.55);
  const veg = c.pal.next();
  const herb = herbGreen(c);
  const onPlate = c.rng.chance(0.4);
  const v = onPlate ? null : skillet(c, 330);
  const base = v
    ? turn(c, v.back)
    : turn(
        c,
        plate(
          c,
          400,
          pickCeramic(c, skin),
          c.rng.pick(['plain', 'speckle', 'enamel'] as const),
          0.78,
          '#26405e',
        ),
      );
  const R = v ? v.inner : 300;
  const bed = v
    ? circle(0, 0, R, {
        fill: c.defs.radial([
          [0, '#a8621f', 0.8],
          [1, '#5a2c0e', 0.9],
        ]),
      }) + I.oilDrops(c, 14, R * 0.9, R * 0.9, '#c8842a', 0, 0, 8)
    : '';
  let food = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2 + 0.2;
    const x = Math.cos(a) * R * 0.8;
    const y = Math.sin(a) * R * 0.8;
    if (i % 3 === 0) food += I.carrotCoin(c, x, y, 26, family(veg) === 'orange' ? veg : '#e47a2a');
    else
      food += path(chunk(c.rng, x, y, 34, 6, 0.2), {
        fill: c.defs.radial([
          [0, '#f6d98a'],
          [0.7, '#dca64c'],
          [1, '#9a5a1e'],
        ]),
      });
  }
  const n = 5;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 360 + c.rng.jitter(0, 8);
    const rr = (a * Math.PI) / 180;
    food += drumstick(
      c,
      Math.cos(rr) * 115,
      Math.sin(rr) * 115,
      a + c.rng.jitter(0, 10),
      skin,
      1.1,
    );
  }
  let top =
    I.citrusWedge(c, 0, 0, c.rng.range(0, 360), 90, '#f4d23c') +
    I.rosemary(c, -70, -20, c.rng.range(0, 360), 140) +
    I.sprig(c, 30, 40, c.rng.range(0, 360), 110, '#5e7a3a');
  top +=
    I.garlic(c, -40, 45, 40, 20) +
    I.garlic(c, 45, -40, 160, 20) +
    I.flecks(c, 30, R * 0.8, R * 0.8, herb, 4);
  top += I.salt(c, 30, R * 0.8, R * 0.8, 0, 0, 3.5);
  return v
    ? {
        base: base + inside(c, v.clip, bed),
        food: inside(c, v.clip, food),
        front: turn(c, v.front),
        top: turn(c, top),
      }
    : { base, food: turn(c, food), top: turn(c, top) };
}

const brownish = (col: string) => mix(col, '#5a2e12', 0.55);

/** One roasted vegetable piece, chosen by colour, with caramelised edges. */
function roastPiece(
  c: DishCtx,
  col: string,
  x: number,
  y: number,
  rot: number,
  size: number,
): string {
  const fam = family(col);
  const char = brownish(col);
  switch (fam) {
    case 'green':
      return c.rng.chance(0.5)
        ? I.broccoli(c, x, y, size * 0.9, col)
        : g(
            circle(0, 0, size * 0.7, { fill: sphere(c, col, 0.3) }) +
              path(
                `M${-size * 0.6} 0Q0 ${-size * 0.25} ${size * 0.6} 0M${-size * 0.5} ${size * 0.3}Q0 ${size * 0.1} ${size * 0.5} ${size * 0.3}`,
                { stroke: darken(col, 0.3), 'stroke-width': 2.5, fill: 'none' },
              ) +
              circle(size * 0.2, size * 0.2, size * 0.3, { fill: '#5a2e12', opacity: 0.35 }),
            {
              transform: place(x, y, rot),
            },
          );
    case 'purple':
    case 'pink':
      return (
        I.onionRing(c, x, y, size * 0.7, col, true) +
        I.onionRing(c, x + 6, y + 5, size * 0.5, col, true)
      );
    case 'white':
      return I.broccoli(c, x, y, size * 0.9, '#efe6cf');
    case 'red':
      return c.rng.chance(0.5)
        ? g(
            circle(0, 0, size * 0.55, { fill: sphere(c, col, 0.4) }) +
              path(blob(c.rng, size * 0.1, size * 0.1, size * 0.3, size * 0.2, 0.3, 6), {
                fill: '#3a1a0a',
                opacity: 0.35,
              }),
            { transform: place(x, y) },
          )
        : I.strip(c, x, y, rot, size * 1.8, size * 0.7, col);
    case 'brown':
      return I.mushroomSlice(c, x, y, rot, size * 0.8, mix(col, '#c9a781', 0.4));
    default: {
      const d = chunk(c.rng, 0, 0, size * 0.75, 5, 0.25);
      return g(
        path(d, {
          fill: c.defs.radial([
            [0, lighten(col, 0.2)],
            [0.6, col],
            [1, char],
          ]),
          stroke: darken(char, 0.2),
          'stroke-width': 3,
        }) +
          path(blob(c.rng, size * 0.2, size * 0.15, size * 0.3, size * 0.18, 0.3, 6), {
            fill: '#4a2410',
            opacity: 0.4,
          }),
        { transform: place(x, y, rot) },
      );
    }
  }
}

/** Roasted vegetables on a sheet pan: chunks, florets and onion wedges with caramelised edges. */
export function roastVeg(c: DishCtx): DishParts {
  const cols = c.pal.colors;
  const t = tray(c, 820, 640);
  let food = '';
  const cell = 78;
  let i = 0;
  for (let gy = -260; gy <= 260; gy += cell) {
    for (let gx = -360; gx <= 360; gx += cell) {
      if (!c.rng.chance(0.85)) continue;
      const col = cols[(i + c.rng.int(0, 1)) % cols.length] ?? '#e8792a';
      food += roastPiece(
        c,
        col,
        gx + c.rng.jitter(0, 22),
        gy + c.rng.jitter(0, 22),
        c.rng.range(0, 360),
        c.rng.range(40, 52),
      );
      i++;
    }
  }
  // A traybake with sausages (the recipe lists a brown first): glossy links among the veg.
  if (family(cols[0] ?? '') === 'brown') {
    const meat = cols[0] ?? '#8b4a2b';
    for (let k = 0; k < 6; k++) {
      const d = roundRect(0, 0, 190, 46, 23);
      food += g(
        path(d, { fill: darken(meat, 0.4), transform: 'translate(3 5)', opacity: 0.5 }) +
          path(d, {
            fill: c.defs.linear([
              [0, lighten(meat, 0.3)],
              [0.45, meat],
              [1, darken(meat, 0.35)],
            ]),
          }) +
          glint(c, -30, -12, 60, 6, 0.55),
        {
          transform: place(
            -250 + (k % 3) * 250 + c.rng.jitter(0, 30),
            -150 + Math.floor(k / 3) * 300 + c.rng.jitter(0, 30),
            c.rng.range(-30, 30),
          ),
        },
      );
    }
  }
  let top = '';
  for (let k = 0; k < 4; k++)
    top += I.rosemary(c, c.rng.range(-300, 200), c.rng.range(-220, 220), c.rng.range(0, 360), 140);
  for (let k = 0; k < 6; k++)
    top += I.garlic(c, c.rng.range(-300, 300), c.rng.range(-220, 220), c.rng.range(0, 360), 20);
  top += I.salt(c, 60, 340, 250, 0, 0, 4) + I.dots(c, 60, 340, 250, '#241810', 2);
  for (let k = 0; k < 8; k++)
    top += glint(
      c,
      c.rng.range(-300, 300),
      c.rng.range(-220, 220),
      30,
      7,
      0.3,
      c.rng.range(0, 180),
    );
  return inDish(c, t, food, top, true);
}

/** Stir-fry in a wok: strips of pepper, broccoli, snap peas and meat in a glossy sauce. */
export function stirFry(c: DishCtx): DishParts {
  const cols = c.pal.colors;
  const sauce = '#7a3e16';
  const w = wok(c, 380);
  const R = w.inner;
  let bed = circle(0, 0, R * 0.9, {
    fill: c.defs.radial([
      [0, '#8a4a1e', 0.85],
      [0.8, '#5a2a10', 0.6],
      [1, '#3a1a08', 0],
    ]),
  });
  bed += I.oilDrops(c, 16, R * 0.8, R * 0.8, '#b8742a', 0, 0, 7);
  let food = '';
  for (let i = 0; i < 64; i++) {
    const [x, y] = c.rng.inDisc(R * 0.85);
    const col = cols[i % cols.length] ?? '#d9302a';
    const fam = family(col);
    const rot = c.rng.range(0, 360);
    if (fam === 'green')
      food += i % 2 ? I.broccoli(c, x, y, 44, col) : I.strip(c, x, y, rot, 110, 28, col);
    else if (fam === 'white')
      // Tofu or diced chicken: cubes glazed with the sauce.
      food += I.cube(c, x, y, 38, mix(col, sauce, 0.15), rot);
    else if (fam === 'brown' || fam === 'dark')
      food += I.strip(c, x, y, rot, 95, 30, mix(col, sauce, 0.35));
    else food += I.strip(c, x, y, rot, 115, 27, col);
    if (i % 6 === 0)
      food += path(blob(c.rng, x, y, 30, 16, 0.3, 7, rot), { fill: sauce, opacity: 0.55 });
  }
  let top = saucePool(c, 20, 30, 70, 40, sauce, 0.3);
  for (let i = 0; i < 10; i++)
    top += glint(c, ...c.rng.inDisc(R * 0.7), 22, 6, 0.4, c.rng.range(0, 180));
  top += I.seeds(c, 70, R * 0.8, R * 0.8, '#efe3c2', 6);
  for (let i = 0; i < 22; i++) {
    const [x, y] = c.rng.inDisc(R * 0.8);
    top += I.springOnion(c, x, y, c.rng.range(7, 10), '#6fae3f');
  }
  for (let i = 0; i < 5; i++) top += I.chilliRing(c, ...c.rng.inDisc(R * 0.7), 9);
  return {
    base: turn(c, w.back) + inside(c, w.clip, bed),
    food: inside(c, w.clip, food),
    front: turn(c, w.front),
    top:
      inside(c, w.clip, top) +
      g(props.chopsticks(c, 560), { transform: place(-40, 30, c.angle - 60) }),
  };
}

/** Eggs in a cast-iron skillet: shakshuka in a red sauce, or fried eggs with greens. */
export function eggs(c: DishCtx): DishParts {
  const main = c.pal.get(0);
  const fam = family(main);
  const shakshuka = fam === 'red' || (fam === 'orange' && toHsl(main).h < 24);
  const herb = herbGreen(c);
  const s = skillet(c, 315);
  const R = s.inner;
  let bed = '';
  let food = '';
  if (shakshuka) {
    bed += circle(0, 0, R, {
      fill: c.defs.radial([
        [0, lighten(main, 0.1)],
        [0.8, main],
        [1, darken(main, 0.35)],
      ]),
    });
    let bits = '';
    for (let i = 0; i < 40; i++)
      bits += chunk(c.rng, ...c.rng.inDisc(R * 0.95), c.rng.range(8, 16), 5, 0.4);
    bed +=
      path(bits, { fill: darken(main, 0.15), opacity: 0.6 }) +
      I.oilDrops(c, 14, R * 0.9, R * 0.9, '#e0702a', 0, 0, 8);
  } else {
    bed += circle(0, 0, R, {
      fill: c.defs.radial([
        [0, '#4a4744'],
        [1, '#2a2826'],
      ]),
    });
    const veg = c.pal.get(1);
    for (let i = 0; i < 10; i++)
      food += I.herbLeaf(
        c,
        ...c.rng.inDisc(R * 0.85),
        c.rng.range(0, 360),
        60,
        family(veg) === 'green' ? veg : '#3f7a2e',
      );
    for (let i = 0; i < 6; i++)
      food += I.tomatoHalf(c, ...c.rng.inDisc(R * 0.8), 24, '#d2321f', c.rng.range(0, 360));
  }
  const nEggs = c.rng.int(3, 4);
  for (let i = 0; i < nEggs; i++) {
    const a = (i / nEggs) * Math.PI * 2 + c.rng.jitter(0, 0.3);
    food += I.friedEgg(
      c,
      Math.cos(a) * R * 0.45,
      Math.sin(a) * R * 0.45,
      80,
      c.pal.near('#f6a81d', 80, 0.5),
    );
  }
  let top = I.flecks(c, 40, R * 0.85, R * 0.85, herb, 5);
  if (shakshuka)
    for (let i = 0; i < 10; i++)
      top += I.cube(c, ...c.rng.inDisc(R * 0.8), 16, '#f7f4ea', c.rng.range(0, 90));
  top += I.dots(c, 40, R * 0.8, R * 0.8, shakshuka ? '#2a1d14' : '#c0392b', 2);
  for (let i = 0; i < 3; i++)
    top += I.parsley(c, ...c.rng.inDisc(R * 0.6), c.rng.range(0, 360), 22, herb);
  // Bread on the side.
  const bread = g(
    path('M-120 -60C-60 -90 60 -90 120 -60L120 60C60 90 -60 90 -120 60Z', {
      fill: c.defs.radial([
        [0, '#f0d3a0'],
        [0.7, '#dcae6c'],
        [1, '#a8682a'],
      ]),
    }) + I.dots(c, 30, 100, 50, '#9a6530', 3),
    { transform: place(-250, 260, 30, 0.8) },
  );
  return {
    base: turn(c, s.back) + inside(c, s.clip, bed),
    food: inside(c, s.clip, food) + turn(c, bread),
    front: turn(c, s.front),
    top: inside(c, s.clip, top),
  };
}
