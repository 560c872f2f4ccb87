/** Shellfish and whole fish: mussels, garlic prawns, seared scallops, fish in a salt crust. */
import { darken, family, lighten, mix } from '../color';
import * as I from '../items';
import type { Ctx, DishCtx } from '../paint';
import { glint, soft, sphere } from '../paint';
import type { DishParts } from '../render';
import { blob, chunk, smooth } from '../shapes';
import type { Pt } from '../shapes';
import { circle, ellipse, f, g, path, place } from '../svg';
import { board, bowlParts, dutchOven, plate } from '../vessels';
import { herbGreen, inside, turn } from './common';

/** A cooked prawn from above: a curled, segmented body ending in a tail fan. */
export function prawn(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  size: number,
  color: string,
): string {
  const R = size * 0.55;
  const W = size * 0.24;
  const a0 = -0.2;
  const a1 = Math.PI * 1.25;
  const n = 10;
  const pts: Pt[] = [];
  const inner: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = a0 + (a1 - a0) * t;
    const w = W * (1 - t * 0.55);
    pts.push([Math.cos(a) * (R + w), Math.sin(a) * (R + w)]);
    inner.unshift([Math.cos(a) * (R - w * 0.8), Math.sin(a) * (R - w * 0.8)]);
  }
  const body = smooth([...pts, ...inner], true, 0.6);
  let segs = '';
  for (let i = 1; i < 7; i++) {
    const a = a0 + ((a1 - a0) * i) / 7;
    const w = W * (1 - (i / 7) * 0.55);
    segs += `M${f(Math.cos(a) * (R + w))} ${f(Math.sin(a) * (R + w))}L${f(Math.cos(a) * (R - w * 0.7))} ${f(Math.sin(a) * (R - w * 0.7))}`;
  }
  const ta = a1 + 0.1;
  const tx = Math.cos(ta) * R;
  const ty = Math.sin(ta) * R;
  const tail = g(
    path(
      `M0 0L${f(size * 0.28)} ${f(-size * 0.16)}Q${f(size * 0.34)} 0 ${f(size * 0.28)} ${f(size * 0.16)}Z`,
      {
        fill: darken(color, 0.15),
        stroke: darken(color, 0.35),
        'stroke-width': 1.5,
      },
    ),
    { transform: place(tx, ty, (ta * 180) / Math.PI + 90) },
  );
  return g(
    tail +
      path(body, {
        fill: c.defs.radial(
          [
            [0, lighten(color, 0.45)],
            [0.6, color],
            [1, darken(color, 0.2)],
          ],
          { cx: 0.5, cy: 0.45, r: 0.6 },
        ),
        stroke: darken(color, 0.3),
        'stroke-width': 1.5,
      }) +
      path(segs, { stroke: darken(color, 0.25), 'stroke-width': 2.2, opacity: 0.7 }) +
      path(
        smooth(
          Array.from({ length: 6 }, (_, i) => {
            const a = a0 + ((a1 - a0) * i) / 5;
            return [Math.cos(a) * (R + W * 0.6), Math.sin(a) * (R + W * 0.6)] as Pt;
          }),
          false,
        ),
        { stroke: lighten(color, 0.6), 'stroke-width': size * 0.03, fill: 'none', opacity: 0.6 },
      ),
    { transform: place(x, y, rot) },
  );
}

/** One mussel: a dark teardrop shell, or an open pair showing the orange meat. */
function mussel(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  len: number,
  open: boolean,
  meat: string,
): string {
  const w = len * 0.46;
  const shellD = `M${f(-len / 2)} 0C${f(-len / 2)} ${f(-w * 0.5)} ${f(len * 0.1)} ${f(-w * 0.75)} ${f(len / 2)} ${f(-w * 0.15)}C${f(len * 0.55)} ${f(w * 0.2)} ${f(len * 0.1)} ${f(w * 0.7)} ${f(-len / 2)} 0Z`;
  const dark = c.defs.radial(
    [
      [0, '#4a5268'],
      [0.5, '#23242e'],
      [1, '#0f0f14'],
    ],
    { cx: 0.6, cy: 0.35, r: 0.7 },
  );
  let lines = '';
  for (let i = 1; i < 4; i++) {
    const k = i / 4;
    lines += `M${f(-len / 2 + 4)} 0C${f(-len / 2)} ${f(-w * 0.5 * k)} ${f(len * 0.1 * k)} ${f(-w * 0.75 * k)} ${f(len / 2 - len * (1 - k) * 0.6)} ${f(-w * 0.15 * k)}`;
  }
  let o = '';
  if (open) {
    const inner = `M${f(-len / 2 + 6)} 0C${f(-len / 2 + 6)} ${f(-w * 0.4)} ${f(len * 0.1)} ${f(-w * 0.6)} ${f(len / 2 - 8)} ${f(-w * 0.12)}C${f(len * 0.5)} ${f(w * 0.15)} ${f(len * 0.1)} ${f(w * 0.55)} ${f(-len / 2 + 6)} 0Z`;
    o += g(path(shellD, { fill: dark }), { transform: `translate(0 ${f(w * 0.55)}) scale(1 -1)` });
    o += path(shellD, { fill: dark });
    o += path(inner, {
      fill: c.defs.linear([
        [0, '#dfe4ec'],
        [1, '#8a93a8'],
      ]),
    });
    o += path(blob(c.rng, len * 0.02, -w * 0.08, len * 0.34, w * 0.25, 0.15, 9), {
      fill: sphere(c, meat, 0.35),
    });
  } else {
    o += path(shellD, { fill: dark });
    o += path(lines, { stroke: '#5b6478', 'stroke-width': 1.5, fill: 'none', opacity: 0.6 });
    o += glint(c, len * 0.05, -w * 0.35, len * 0.25, w * 0.06, 0.5, -12);
  }
  return g(o, { transform: place(x, y, rot) });
}

/** Mussels steamed in white wine: a pot full of dark shells, many open, parsley and lemon. */
export function mussels(c: DishCtx): DishParts {
  const broth = c.pal.near('#f2e6c9', 100, 0.5);
  const meat = c.pal.near('#e8a25c', 90, 0.6);
  const herb = herbGreen(c);
  const pot = dutchOven(
    c,
    380,
    c.rng.pick(['#2b2b2b', '#b5342a', '#2f6f73', '#e8e2d4', '#4a5a7c'] as const),
  );
  const R = pot.inner;
  const bed = circle(0, 0, R, { fill: soft(c, broth, 0.2) });
  let food = '';
  const items: { r: number; s: string }[] = [];
  for (let i = 0; i < 58; i++) {
    const [x, y] = c.rng.inDisc(R * 0.92);
    items.push({
      r: c.rng.next(),
      s: mussel(c, x, y, c.rng.range(0, 360), c.rng.range(95, 120), i % 5 < 3, meat),
    });
  }
  items.sort((a, b) => a.r - b.r);
  food += items.map((x) => x.s).join('');
  let top = I.flecks(c, 90, R * 0.85, R * 0.85, herb, 5);
  top += I.citrusWedge(c, R * 0.3, -R * 0.35, c.rng.range(0, 360), 110, '#f4d23c');
  top += I.garlic(c, -R * 0.3, R * 0.2, c.rng.range(0, 360), 22);
  return {
    base: pot.back + inside(c, pot.clip, bed),
    outline: pot.back,
    food: inside(c, pot.clip, food),
    front: pot.front,
    top: inside(c, pot.clip, top),
  };
}

/** Gambas al ajillo: prawns sizzling in garlicky olive oil in a terracotta dish, bread beside. */
export function prawns(c: DishCtx): DishParts {
  const shrimp = c.pal.near('#f08a5d', 130, 0.7);
  const oil = c.pal.ofFamily('yellow') ?? '#f2c84a';
  const chilli = c.pal.ofFamily('red') ?? '#c8261b';
  const herb = herbGreen(c);
  const b = bowlParts(c, 330, '#b5533a', { rim: 0.1, inner: 0.86 });
  const R = b.inner;
  let bed = circle(0, 0, R, {
    fill: c.defs.radial([
      [0, lighten(oil, 0.2)],
      [0.8, mix(oil, '#d9822b', 0.4)],
      [1, darken(oil, 0.3)],
    ]),
  });
  bed += I.oilDrops(c, 40, R * 0.9, R * 0.9, oil, 0, 0, 8);
  let food = '';
  for (let i = 0; i < 11; i++) {
    const a = (i / 11) * Math.PI * 2;
    const r = i % 2 ? R * 0.55 : R * 0.3;
    food += prawn(
      c,
      Math.cos(a) * r,
      Math.sin(a) * r,
      c.rng.range(0, 360),
      135,
      mix(shrimp, '#f4a582', c.rng.range(0, 0.4)),
    );
  }
  let top = '';
  for (let i = 0; i < 14; i++) {
    const [x, y] = c.rng.inDisc(R * 0.8);
    top += g(ellipse(0, 0, 11, 8, { fill: '#f4ecd6', stroke: '#d9c8a0', 'stroke-width': 1.5 }), {
      transform: place(x, y, c.rng.range(0, 180)),
    });
  }
  for (let i = 0; i < 8; i++) top += I.chilliRing(c, ...c.rng.inDisc(R * 0.8), 10, chilli);
  top += I.flecks(c, 50, R * 0.8, R * 0.8, herb, 4);
  const bread = g(
    path('M-130 -55C-70 -85 70 -85 130 -55L130 55C70 85 -70 85 -130 55Z', {
      fill: c.defs.radial([
        [0, '#f0d3a0'],
        [0.7, '#dcae6c'],
        [1, '#a8682a'],
      ]),
    }) + I.dots(c, 30, 110, 45, '#9a6530', 3),
    { transform: place(260, 270, 35, 0.85) },
  );
  return {
    base: turn(c, bread) + turn(c, b.back) + inside(c, b.clip, bed),
    outline: circle(0, 0, 330),
    food: inside(c, b.clip, food),
    front: turn(c, b.front),
    top: inside(c, b.clip, top),
  };
}

/** Seared scallops on a swoosh of cauliflower purée, brown butter, herbs. */
export function scallops(c: DishCtx): DishParts {
  const sear = c.pal.near('#e3b15e', 110, 0.6);
  const puree = c.pal.near('#f5efe3', 80, 0.6);
  const herb = herbGreen(c);
  const dish = c.rng.pick(['#2f3338', '#3b4a5a', '#f4f1ea', '#e9e4da'] as const);
  const base = plate(c, 400, dish, 'plain', 0.74);
  // The swoosh: a thick curved stroke of purée.
  const sw: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    sw.push([-230 + t * 460, Math.sin(t * Math.PI) * -60 + 40]);
  }
  const swD = smooth(sw, false);
  let bed =
    path(swD, {
      stroke: darken(puree, 0.12),
      'stroke-width': 130,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    path(swD, { stroke: puree, 'stroke-width': 118, fill: 'none', 'stroke-linecap': 'round' }) +
    path(swD, {
      stroke: '#ffffff',
      'stroke-width': 20,
      fill: 'none',
      opacity: 0.5,
      transform: 'translate(-10 -22)',
      'stroke-linecap': 'round',
    });
  bed += I.oilDrops(c, 12, 220, 150, '#b8742a', 0, 40, 9);
  let food = '';
  for (let i = 0; i < 5; i++) {
    const t = (i + 0.5) / 5;
    const x = -200 + t * 400;
    const y = Math.sin(t * Math.PI) * -60 + 30;
    food += g(
      circle(0, 6, 52, { fill: mix(puree, '#e8d8b8', 0.6) }) +
        circle(0, 0, 50, {
          fill: c.defs.radial(
            [
              [0, darken(sear, 0.35)],
              [0.5, sear],
              [0.85, lighten(sear, 0.25)],
              [1, '#f3e8cc'],
            ],
            { cx: 0.48, cy: 0.46, r: 0.52 },
          ),
        }) +
        glint(c, -14, -16, 16, 6, 0.55, -30),
      { transform: place(x, y) },
    );
  }
  let top = '';
  for (let i = 0; i < 7; i++)
    top += I.parsley(c, -200 + i * 66, 110 + c.rng.jitter(0, 20), c.rng.range(0, 360), 20, herb);
  let bits = '';
  for (let i = 0; i < 14; i++) bits += chunk(c.rng, ...c.rng.inDisc(200, 80), 6, 5, 0.3);
  top += path(bits, { fill: '#c99a5a', stroke: '#8a5a2a', 'stroke-width': 1 });
  top += I.dots(c, 20, 200, 60, '#2a1d14', 2, 0, 0);
  const big = (x: string) => g(x, { transform: place(0, -10, 0, 1.3) });
  return { base: turn(c, base + big(bed)), food: turn(c, big(food)), top: turn(c, big(top)) };
}

/** A whole fish baked in a salt crust on a board: crust cracked open at the side, lemons, herbs. */
export function wholeFish(c: DishCtx): DishParts {
  const skin = c.pal.near('#c0c6c9', 90, 0.6);
  const lemon = c.pal.ofFamily('yellow') ?? '#f4d23c';
  const herb = herbGreen(c);
  const base = board(c, 900, 560, c.rng.chance(0.5) ? 'rect' : 'paddle');
  const L = 640;
  const H = 230;
  const fishD = `M${f(-L / 2)} 0C${f(-L * 0.45)} ${f(-H * 0.55)} ${f(L * 0.05)} ${f(-H * 0.62)} ${f(L * 0.32)} ${f(-H * 0.14)}L${f(L / 2)} ${f(-H * 0.42)}Q${f(L * 0.44)} 0 ${f(L / 2)} ${f(H * 0.42)}L${f(L * 0.32)} ${f(H * 0.14)}C${f(L * 0.05)} ${f(H * 0.62)} ${f(-L * 0.45)} ${f(H * 0.55)} ${f(-L / 2)} 0Z`;
  const clip = c.defs.clip(path(fishD));
  // The fish under the crust, exposed where the crust has been lifted off.
  let fishSkin = path(fishD, {
    fill: c.defs.linear([
      [0, darken(skin, 0.45)],
      [0.45, skin],
      [1, lighten(skin, 0.3)],
    ]),
  });
  let scales = '';
  for (let i = 0; i < 60; i++) {
    const [x, y] = c.rng.inDisc(L * 0.4, H * 0.35);
    scales += `M${f(x)} ${f(y)}a9 9 0 0 1 14 0`;
  }
  fishSkin += g(
    path(scales, { stroke: '#ffffff', 'stroke-width': 1.2, fill: 'none', opacity: 0.35 }),
    {
      'clip-path': clip,
    },
  );
  fishSkin +=
    circle(-L * 0.38, -H * 0.08, 14, { fill: '#f4f4f0' }) +
    circle(-L * 0.38, -H * 0.08, 8, { fill: '#1a1a1a' });
  let crust = '';
  const crackX = -L * 0.18;
  const crustD = `M${f(crackX)} ${f(-H)}L${f(crackX + 30)} ${f(-H * 0.2)}L${f(crackX - 10)} ${f(H * 0.15)}L${f(crackX + 40)} ${f(H)}L${f(L)} ${f(H)}L${f(L)} ${f(-H)}Z`;
  crust += g(
    path(crustD, {
      fill: c.defs.radial(
        [
          [0, '#fbfaf6'],
          [0.7, '#efece4'],
          [1, '#d8d2c4'],
        ],
        { cx: 0.4, cy: 0.4 },
      ),
    }) +
      I.salt(c, 260, L * 0.45, H * 0.45, L * 0.15, 0, 5) +
      I.dots(c, 120, L * 0.45, H * 0.45, '#d2cbbb', 2, L * 0.15, 0),
    { 'clip-path': clip },
  );
  crust += path(
    `M${f(crackX)} ${f(-H)}L${f(crackX + 30)} ${f(-H * 0.2)}L${f(crackX - 10)} ${f(H * 0.15)}L${f(crackX + 40)} ${f(H)}`,
    {
      stroke: '#8a8476',
      'stroke-width': 4,
      fill: 'none',
      opacity: 0.6,
    },
  );
  let pieces = '';
  for (let i = 0; i < 6; i++)
    pieces += path(
      chunk(
        c.rng,
        -L * 0.42 + c.rng.jitter(0, 60),
        (i % 2 ? 1 : -1) * H * 0.7 + c.rng.jitter(0, 20),
        c.rng.range(22, 38),
        5,
        0.3,
      ),
      {
        fill: sphere(c, '#f4f1ea', 0.2),
        stroke: '#d2cbbb',
        'stroke-width': 1.5,
      },
    );
  const food = g(
    path(fishD, { fill: '#1a0f08', opacity: 0.3, transform: 'translate(5 8)' }) + fishSkin + crust,
    {
      transform: place(-20, -20),
    },
  );
  let top = pieces;
  top +=
    I.citrusSlice(c, 260, 190, 50, lemon, c.rng.range(0, 360)) +
    I.citrusSlice(c, 330, 150, 46, lemon, c.rng.range(0, 360));
  top += I.citrusWedge(c, -300, 190, c.rng.range(0, 360), 100, lemon);
  top += I.rosemary(
    c,
    -120,
    200,
    c.rng.range(-20, 20),
    150,
    family(herb) === 'green' ? herb : '#3f6636',
  );
  top += I.sprig(c, 150, -210, c.rng.range(0, 360), 140, '#5e8a3a');
  return { base: turn(c, base), food: turn(c, food), top: turn(c, top) };
}
