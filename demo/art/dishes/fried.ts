/**
 * Crisp things and bite-sized balls: fries, wedges, fritters, nuggets, fried fish,
 * bitterballen, falafel and energy balls.
 */
import { darken, family, lighten, mix } from '../color';
import * as I from '../items';
import type { Ctx, DishCtx } from '../paint';
import { glint, soft, sphere } from '../paint';
import type { DishParts } from '../render';
import { blob, chunk, circlePath, roundRect, smooth } from '../shapes';
import type { Pt } from '../shapes';
import { circle, f, g, path, place } from '../svg';
import { board, bowlParts, paperTray, parchment, pickCeramic, plate } from '../vessels';
import { herbGreen, turn } from './common';

/** A little dipping bowl. */
function dipBowl(c: Ctx, x: number, y: number, r: number, sauce: string, swirl = true): string {
  const b = bowlParts(c, r, c.rng.pick(['#f4f1ea', '#ffffff', '#2f3338', '#e9e4da'] as const), {
    rim: 0.14,
    inner: 0.82,
  });
  let content = circle(0, 0, b.inner, { fill: soft(c, sauce, 0.18) });
  if (swirl)
    content += path(
      smooth(
        Array.from({ length: 12 }, (_, i) => {
          const a = i * 0.9;
          const rr = b.inner * 0.7 * (1 - i / 13);
          return [Math.cos(a) * rr, Math.sin(a) * rr] as Pt;
        }),
        false,
      ),
      { stroke: lighten(sauce, 0.25), 'stroke-width': r * 0.06, fill: 'none', opacity: 0.6 },
    );
  content += glint(c, -b.inner * 0.3, -b.inner * 0.35, b.inner * 0.3, b.inner * 0.1, 0.6, -30);
  return g(b.back + g(content, { 'clip-path': b.clip }) + b.front, { transform: place(x, y) });
}

/**
 * The sauce colours a recipe brings (ketchup red, mayo white…), in order, leaving out the
 * food's own colour and anything golden like it.
 */
const sauces = (c: DishCtx, food: string, fallback: string[]): string[] => {
  const list = c.pal.colors.filter(
    (x) => x !== food && ['red', 'white', 'green', 'pink'].includes(family(x)),
  );
  return [...list.slice(0, 2), ...fallback.filter((x) => !list.includes(x))].slice(0, 2);
};

/** One chip: a long stick, golden with browner ends. */
function stick(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  len: number,
  w: number,
  color: string,
): string {
  const d = roundRect(0, 0, len, w, w * 0.3);
  return g(
    path(d, { fill: darken(color, 0.45), transform: 'translate(2 3)', opacity: 0.45 }) +
      path(d, {
        fill: c.defs.linear([
          [0, lighten(color, 0.35)],
          [0.45, color],
          [1, darken(color, 0.3)],
        ]),
      }) +
      path(d, {
        fill: c.defs.linear(
          [
            [0, '#7a3e10', 0.45],
            [0.12, '#7a3e10', 0],
            [0.88, '#7a3e10', 0],
            [1, '#7a3e10', 0.45],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      }),
    { transform: place(x, y, rot) },
  );
}

/** Chips in a paper-lined basket, salted, with ketchup and mayonnaise. */
export function fries(c: DishCtx): DishParts {
  const gold = c.pal.near('#f2c14e', 100, 0.6);
  const [s1, s2] = sauces(c, c.pal.get(0), ['#c0392b', '#fbf3dc']);
  const basket = c.rng.pick(['#c8322a', '#2e2e30', '#3b4a5a', '#b5342a'] as const);
  const t = paperTray(c, 560, 600, basket, c.rng.chance(0.6));
  let food = '';
  // A heap: sticks near the middle lie on top of those at the edge.
  const sticks: { r: number; s: string }[] = [];
  for (let i = 0; i < 90; i++) {
    const [x, y] = c.rng.inDisc(210, 230);
    const r = Math.hypot(x / 210, y / 230);
    const col = mix(gold, i % 4 === 0 ? '#e8a23a' : '#f6d56a', c.rng.range(0, 0.4));
    sticks.push({
      r,
      s: stick(c, x, y, c.rng.range(0, 180), c.rng.range(150, 230), c.rng.range(24, 30), col),
    });
  }
  sticks.sort((a, b) => b.r - a.r);
  food += sticks.map((x) => x.s).join('');
  let top = I.salt(c, 70, 200, 220, 0, 0, 4.5);
  top += I.flecks(c, 14, 160, 180, herbGreen(c), 3);
  const dips =
    dipBowl(c, 330, -150, 88, s1 ?? '#c0392b') + dipBowl(c, 310, 120, 78, s2 ?? '#fbf3dc');
  return {
    base: turn(c, t.back) + turn(c, dips),
    food: turn(c, g(food, { 'clip-path': t.clip })),
    front: turn(c, t.front),
    top: turn(c, g(top, { 'clip-path': t.clip })),
  };
}

/** Potato (or sweet-potato) wedges on a board: skin edge, charred ridges, paprika and a dip. */
export function wedges(c: DishCtx): DishParts {
  const flesh = c.pal.near('#e07b2a', 140, 0.7);
  const skin = c.pal.near('#c4561c', 110, 0.6);
  const dip = c.pal.ofFamily('white') ?? '#f7f3ea';
  const herb = herbGreen(c);
  const base = c.rng.chance(0.5)
    ? board(c, 860, 660, 'rect')
    : plate(c, 400, pickCeramic(c, flesh), 'plain', 0.8);
  const wedge = (x: number, y: number, rot: number, len: number) => {
    const w = len * 0.46;
    const d = `M${f(-len / 2)} 0Q0 ${f(-w * 1.25)} ${f(len / 2)} 0Q0 ${f(w * 0.45)} ${f(-len / 2)} 0Z`;
    const skinD = `M${f(-len / 2)} 0Q0 ${f(-w * 1.25)} ${f(len / 2)} 0Q0 ${f(-w * 0.85)} ${f(-len / 2)} 0Z`;
    return g(
      path(d, { fill: darken(skin, 0.5), transform: 'translate(3 5)', opacity: 0.4 }) +
        path(d, {
          fill: c.defs.linear([
            [0, darken(flesh, 0.15)],
            [0.5, lighten(flesh, 0.2)],
            [1, darken(flesh, 0.25)],
          ]),
        }) +
        path(skinD, { fill: soft(c, darken(skin, 0.15), 0.2) }) +
        path(`M${f(-len * 0.35)} ${f(w * 0.02)}Q0 ${f(w * 0.25)} ${f(len * 0.35)} ${f(w * 0.02)}`, {
          stroke: darken(flesh, 0.45),
          'stroke-width': 4,
          fill: 'none',
          opacity: 0.5,
        }) +
        I.dots(c, 8, len * 0.3, w * 0.2, '#8a2a10', 2.4, 0, -w * 0.1) +
        glint(c, -len * 0.1, -w * 0.2, len * 0.2, w * 0.08, 0.35),
      { transform: place(x, y, rot) },
    );
  };
  let food = '';
  for (let i = 0; i < 22; i++) {
    const [x, y] = c.rng.inDisc(230, 210);
    food += wedge(x - 40, y, c.rng.range(0, 360), c.rng.range(170, 210));
  }
  let top = I.flecks(c, 40, 250, 230, herb, 4, -40, 0);
  top += I.salt(c, 40, 250, 230, -40, 0, 4);
  return {
    base: turn(c, base + dipBowl(c, 290, 220, 80, dip)),
    food: turn(c, food),
    top: turn(c, top),
  };
}

/** A rough fried surface: crumbs in two tones over a shaded shape `d`. */
function crumbed(c: Ctx, d: string, color: string, w: number, h: number, n = 60): string {
  return (
    path(d, { fill: darken(color, 0.5), transform: 'translate(3 5)', opacity: 0.45 }) +
    path(d, {
      fill: c.defs.radial(
        [
          [0, lighten(color, 0.3)],
          [0.6, color],
          [1, darken(color, 0.35)],
        ],
        { cx: 0.42, cy: 0.38, r: 0.62 },
      ),
    }) +
    g(I.dots(c, n, w, h, darken(color, 0.3), 2.6) + I.dots(c, n, w, h, lighten(color, 0.35), 2.2), {
      'clip-path': c.defs.clip(path(d)),
    })
  );
}

/** Onion bhajis: craggy tangles of fried onion strands, with a green chutney and lemon. */
export function fritters(c: DishCtx): DishParts {
  const gold = c.pal.near('#c98a2e', 110, 0.6);
  const chutney = c.pal.ofFamily('green') ?? '#4e8a34';
  const dish = pickCeramic(c, gold);
  const base = plate(c, 400, dish, c.rng.pick(['plain', 'band', 'speckle'] as const), 0.78);
  const one = (x: number, y: number, r: number) => {
    let o = path(blob(c.rng, 0, 0, r * 0.85, r * 0.8, 0.2, 9), { fill: darken(gold, 0.35) });
    let strands = '';
    let light = '';
    for (let i = 0; i < 26; i++) {
      const [u, v] = c.rng.inDisc(r * 0.7);
      const a = c.rng.range(0, Math.PI * 2);
      const l = c.rng.range(r * 0.35, r * 0.6);
      const s = `M${f(u - Math.cos(a) * l * 0.5)} ${f(v - Math.sin(a) * l * 0.5)}q${f(Math.cos(a + 0.8) * l * 0.4)} ${f(Math.sin(a + 0.8) * l * 0.4)} ${f(Math.cos(a) * l)} ${f(Math.sin(a) * l)}`;
      if (i % 3 === 0) light += s;
      else strands += s;
    }
    o += path(strands, {
      stroke: gold,
      'stroke-width': r * 0.14,
      fill: 'none',
      'stroke-linecap': 'round',
    });
    o += path(light, {
      stroke: lighten(gold, 0.3),
      'stroke-width': r * 0.1,
      fill: 'none',
      'stroke-linecap': 'round',
    });
    o += path(strands, {
      stroke: darken(gold, 0.4),
      'stroke-width': r * 0.03,
      fill: 'none',
      opacity: 0.5,
      transform: 'translate(2 3)',
    });
    o += I.flecks(c, 8, r * 0.6, r * 0.6, '#3f6e24', 3);
    return g(o, { transform: place(x, y, c.rng.range(0, 360)) });
  };
  const food =
    one(-130, -110, 120) +
    one(110, -130, 115) +
    one(-150, 120, 118) +
    one(90, 110, 122) +
    one(-10, 0, 110);
  let top = '';
  for (let i = 0; i < 4; i++)
    top += I.parsley(c, ...c.rng.inDisc(200), c.rng.range(0, 360), 24, herbGreen(c));
  top += I.citrusWedge(c, 250, -230, c.rng.range(0, 360), 90, '#f4d23c');
  return {
    base: turn(c, base + dipBowl(c, -300, 240, 82, chutney)),
    food: turn(c, food),
    top: turn(c, top),
  };
}

/** Chicken nuggets: breaded bites in a lined basket, with ketchup and a second dip. */
export function nuggets(c: DishCtx): DishParts {
  const gold = c.pal.near('#d9a24a', 110, 0.6);
  const [s1, s2] = sauces(c, c.pal.get(0), ['#c0392b', '#e8b04a']);
  const t = paperTray(
    c,
    620,
    560,
    c.rng.pick(['#2e2e30', '#c8322a', '#3b4a5a'] as const),
    c.rng.chance(0.5),
  );
  let food = '';
  const spots: Pt[] = [];
  for (let j = 0; j < 3; j++)
    for (let i = 0; i < 4; i++)
      spots.push([(i - 1.5) * 125 + c.rng.jitter(0, 18), (j - 1) * 140 + c.rng.jitter(0, 18)]);
  for (const [x, y] of spots) {
    const d = blob(c.rng, 0, 0, c.rng.range(62, 74), c.rng.range(44, 54), 0.18, 9);
    food += g(crumbed(c, d, mix(gold, '#c98a3a', c.rng.range(0, 0.4)), 60, 45, 40), {
      transform: place(x, y, c.rng.range(0, 360)),
    });
  }
  const dips =
    dipBowl(c, 350, -170, 85, s1 ?? '#c0392b') + dipBowl(c, 340, 170, 78, s2 ?? '#e8b04a');
  return {
    base: turn(c, t.back + dips),
    food: turn(c, g(food, { 'clip-path': t.clip })),
    front: turn(c, t.front),
  };
}

/** Kibbeling: chunks of battered fish in a paper tray, garlic sauce, lemon and dill. */
export function friedFish(c: DishCtx): DishParts {
  const batter = c.pal.near('#d9a04a', 110, 0.6);
  const sauce = c.pal.ofFamily('white') ?? '#f7f3e6';
  const t = paperTray(c, 600, 560, '#f4f1ea', false);
  let food = '';
  for (let i = 0; i < 16; i++) {
    const [x, y] = c.rng.inDisc(210, 190);
    const d = chunk(c.rng, 0, 0, c.rng.range(48, 62), 6, 0.28);
    let p = crumbed(c, d, mix(batter, '#f0c878', c.rng.range(0, 0.5)), 55, 50, 26);
    let bubbles = '';
    for (let k = 0; k < 6; k++) bubbles += circlePath(...c.rng.inDisc(40), c.rng.range(4, 8));
    p += path(bubbles, { fill: lighten(batter, 0.35), opacity: 0.6 });
    // Some pieces broken open: white flakes of fish.
    if (i % 4 === 0)
      p += path(blob(c.rng, 10, 6, 26, 18, 0.2, 7), { fill: soft(c, '#fbf6ec', 0.1) });
    food += g(p, { transform: place(x, y, c.rng.range(0, 360)) });
  }
  const top =
    I.citrusWedge(c, -120, -150, c.rng.range(0, 360), 110, '#f4d23c') +
    I.citrusWedge(c, 140, 130, c.rng.range(0, 360), 100, '#f4d23c') +
    I.sprig(c, 30, -60, c.rng.range(0, 360), 130, '#5f9a3a', true);
  return {
    base: turn(c, t.back + dipBowl(c, 340, -150, 85, sauce)),
    food: turn(c, g(food, { 'clip-path': t.clip })),
    front: turn(c, t.front),
    top: turn(c, top),
  };
}

type BallStyle = 'crumb' | 'craggy' | 'coconut' | 'seeds' | 'cocoa' | 'oats';

/** A bite-sized ball with a surface: breadcrumbs, craggy fried, coconut, seeds, cocoa, oats. */
function ball(c: Ctx, x: number, y: number, r: number, color: string, style: BallStyle): string {
  const d = blob(c.rng, 0, 0, r, r * 0.96, style === 'craggy' ? 0.1 : 0.04, 12);
  let o = path(d, { fill: sphere(c, color, 0.55) });
  const clip = c.defs.clip(path(d));
  let tex = '';
  switch (style) {
    case 'crumb':
      tex =
        I.dots(c, 110, r, r, darken(color, 0.25), r * 0.035) +
        I.dots(c, 80, r, r, lighten(color, 0.18), r * 0.03);
      break;
    case 'craggy': {
      let bits = '';
      for (let i = 0; i < 16; i++)
        bits += chunk(c.rng, ...c.rng.inDisc(r * 0.9), r * c.rng.range(0.08, 0.16), 5, 0.4);
      tex =
        path(bits, { fill: darken(color, 0.3), opacity: 0.7 }) +
        I.dots(c, 30, r, r, lighten(color, 0.3), r * 0.04);
      break;
    }
    case 'coconut': {
      let flakes = '';
      for (let i = 0; i < 60; i++) {
        const [u, v] = c.rng.inDisc(r);
        flakes += blob(c.rng, u, v, r * 0.09, r * 0.035, 0.2, 5, c.rng.range(0, 3));
      }
      tex = path(flakes, { fill: '#fbf8f0', opacity: 0.95 });
      break;
    }
    case 'seeds':
      tex = I.seeds(c, 40, r, r, '#efe2c0', r * 0.14) + I.dots(c, 20, r, r, '#1e1a18', r * 0.035);
      break;
    case 'cocoa':
      tex =
        I.dots(c, 160, r, r, darken(color, 0.35), r * 0.025) +
        I.dots(c, 80, r, r, lighten(color, 0.2), r * 0.02);
      break;
    case 'oats': {
      let flakes = '';
      for (let i = 0; i < 14; i++)
        flakes += blob(
          c.rng,
          ...c.rng.inDisc(r * 0.85),
          r * 0.14,
          r * 0.09,
          0.2,
          6,
          c.rng.range(0, 3),
        );
      tex = path(flakes, { fill: '#e9d7ae', stroke: '#b99a66', 'stroke-width': 1, opacity: 0.9 });
      break;
    }
  }
  o += g(tex, { 'clip-path': clip });
  // Keep the light on top: a shade at the lower right, a small glint at the upper left.
  o += path(d, {
    fill: c.defs.radial(
      [
        [0, '#000', 0],
        [0.55, '#000', 0],
        [1, '#1a0f08', 0.6],
      ],
      { cx: 0.38, cy: 0.36, r: 0.68 },
    ),
  });
  o += glint(c, -r * 0.32, -r * 0.36, r * 0.3, r * 0.17, 0.45, -35);
  return g(o, { transform: place(x, y, c.rng.range(0, 360)) });
}

/** Positions on a loose hexagonal heap. */
function heap(c: Ctx, n: number, step: number): Pt[] {
  const out: Pt[] = [[0, 0]];
  for (let ring = 1; out.length < n; ring++) {
    const k = ring * 6;
    for (let i = 0; i < k && out.length < n; i++) {
      const a = (i / k) * Math.PI * 2 + ring * 0.4;
      out.push([
        Math.cos(a) * ring * step + c.rng.jitter(0, 8),
        Math.sin(a) * ring * step + c.rng.jitter(0, 8),
      ]);
    }
  }
  return out;
}

/** Bitterballen on a board: crumbed golden balls, cocktail sticks, a pot of mustard. */
export function bitterballen(c: DishCtx): DishParts {
  const gold = c.pal.near('#a8652a', 110, 0.6);
  const mustard = c.pal.ofFamily('yellow') ?? '#e8c547';
  const base = c.rng.chance(0.5)
    ? board(c, 860, 680, 'rect')
    : plate(c, 400, pickCeramic(c, gold), 'plain', 0.8);
  let food = '';
  let top = '';
  heap(c, 9, 150).forEach(([x, y], i) => {
    food += ball(c, x - 40, y, 70, mix(gold, '#c98a3e', c.rng.range(0, 0.4)), 'crumb');
    if (i % 3 === 1) {
      const a = c.rng.range(0, Math.PI * 2);
      top += path(`M${f(x - 40)} ${f(y)}l${f(Math.cos(a) * 110)} ${f(Math.sin(a) * 110)}`, {
        stroke: '#e8d2a8',
        'stroke-width': 6,
        'stroke-linecap': 'round',
      });
    }
  });
  return {
    base: turn(c, base + dipBowl(c, 300, 230, 88, mustard, false)),
    food: turn(c, food),
    top: turn(c, top),
  };
}

/** Falafel on a plate: craggy dark balls, one broken open to show the green inside, tahini. */
export function falafel(c: DishCtx): DishParts {
  const crust = c.pal.near('#8a5a2b', 110, 0.6);
  const green = c.pal.ofFamily('green') ?? '#5e7b2e';
  const tahini = c.pal.ofFamily('white') ?? '#e9d8b4';
  const dish = pickCeramic(c, crust);
  const base = plate(c, 400, dish, c.rng.pick(['plain', 'band', 'speckle'] as const), 0.8);
  let food = '';
  const spots = heap(c, 7, 165);
  spots.forEach(([x, y], i) => {
    if (i === 3) {
      // A halved falafel: crust ring, speckled green inside.
      food += g(
        circle(0, 0, 72, { fill: darken(crust, 0.2) }) +
          circle(0, 0, 62, { fill: soft(c, mix(green, '#b9b36a', 0.35), 0.15) }) +
          I.flecks(c, 30, 50, 50, darken(green, 0.3), 4) +
          I.dots(c, 20, 50, 50, '#e9d8a0', 2.5),
        { transform: place(x, y) },
      );
    } else food += ball(c, x, y, 72, mix(crust, '#5a3a1a', c.rng.range(0, 0.3)), 'craggy');
  });
  let top = I.drizzle(
    c,
    Array.from({ length: 8 }, (_, i) => [-220 + i * 62, Math.sin(i * 1.6) * 70] as Pt),
    tahini,
    10,
    0.9,
  );
  for (let i = 0; i < 5; i++)
    top += I.parsley(c, ...c.rng.inDisc(220), c.rng.range(0, 360), 26, green);
  top += I.seeds(c, 30, 220, 220, '#efe2c0', 6);
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}

/** Energy balls: rolled date-and-nut balls in coconut, seeds, cocoa and oats, on parchment. */
export function energyBalls(c: DishCtx): DishParts {
  const brown = c.pal.near('#8b5a2b', 110, 0.6);
  const darkC = c.pal.near('#3e2314', 90, 0.6);
  const base = c.rng.chance(0.5) ? parchment(c, 800, 660) : board(c, 820, 820, 'round');
  const styles: BallStyle[] = ['coconut', 'cocoa', 'seeds', 'oats', 'coconut', 'cocoa'];
  let food = '';
  heap(c, 10, 158).forEach(([x, y], i) => {
    const style = styles[(i + c.rng.int(0, 1)) % styles.length] ?? 'cocoa';
    const col = style === 'cocoa' ? darkC : mix(brown, darkC, c.rng.range(0, 0.35));
    food += ball(c, x * 1.05, y, 72, col, style);
  });
  let top = '';
  for (let i = 0; i < 5; i++)
    top += I.almond(c, ...c.rng.inDisc(330, 300), c.rng.range(0, 360), 20);
  let oats = '';
  for (let i = 0; i < 14; i++)
    oats += blob(c.rng, ...c.rng.inDisc(340, 300), 11, 7, 0.2, 6, c.rng.range(0, 3));
  top += path(oats, { fill: '#e9d7ae', stroke: '#b99a66', 'stroke-width': 1 });
  top += I.dots(c, 40, 340, 300, '#fbf8f0', 2);
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}
