/** Table props around the dish: napkins, cutlery, chopsticks, a small side bowl. */
import { darken, lighten, mix } from './color';
import type { Ctx } from './paint';
import { roundRect } from './shapes';
import { circle, ellipse, f, g, path, place, rect } from './svg';

export const NAPKINS = [
  '#e9e1d3',
  '#c96f4a',
  '#8aa68c',
  '#3f5a73',
  '#e4c36b',
  '#b9b0a4',
  '#d89a9a',
  '#f3efe6',
  '#5b6b4a',
] as const;

export type NapkinPattern = 'plain' | 'stripes' | 'gingham' | 'border';

/** A folded linen napkin, centred, w × h. */
export function napkin(
  c: Ctx,
  w: number,
  h: number,
  color: string,
  pattern: NapkinPattern,
): string {
  const clip = c.defs.clip(path(roundRect(0, 0, w, h, 6)));
  const pale = color === '#f3efe6' || color === '#e9e1d3';
  const stripe = pale ? '#3f5a73' : '#f3efe6';
  if (pattern === 'gingham' && !pale)
    return napkin(c, w, h, '#f3efe6', 'gingham').replace(/#3f5a73/g, color);
  let deco = '';
  if (pattern === 'stripes') {
    const s = w * 0.04;
    deco =
      rect(-w / 2 + w * 0.12, -h / 2, s, h, { fill: stripe, opacity: 0.8 }) +
      rect(-w / 2 + w * 0.12 + s * 1.8, -h / 2, s * 0.5, h, { fill: stripe, opacity: 0.8 });
  } else if (pattern === 'gingham') {
    const n = 14;
    const step = w / n;
    let v = '';
    let hz = '';
    for (let i = 0; i < n; i += 2)
      v += `M${f(-w / 2 + step * i)} ${f(-h / 2)}h${f(step)}v${f(h)}h${f(-step)}Z`;
    for (let y = -h / 2; y < h / 2; y += step * 2)
      hz += `M${f(-w / 2)} ${f(y)}h${f(w)}v${f(step)}h${f(-w)}Z`;
    deco = path(v, { fill: stripe, opacity: 0.45 }) + path(hz, { fill: stripe, opacity: 0.45 });
  } else if (pattern === 'border') {
    deco = path(roundRect(0, 0, w * 0.86, h * 0.86, 4), {
      fill: 'none',
      stroke: stripe,
      'stroke-width': 3,
      opacity: 0.7,
      'stroke-dasharray': '10 6',
    });
  }
  const fold = c.defs.linear(
    [
      [0, '#000000', 0],
      [0.48, '#000000', 0.1],
      [0.5, '#ffffff', 0.25],
      [0.53, '#000000', 0],
      [1, '#000000', 0.08],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const light = c.defs.linear(
    [
      [0, '#ffffff', 0.25],
      [1, '#000000', 0.12],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let weave = '';
  for (let i = 0; i < 40; i++) weave += `M${f(-w / 2)} ${f(-h / 2 + (h * i) / 40)}h${f(w)}`;
  return (
    path(roundRect(0, 0, w, h, 6), { fill: color }) +
    g(deco + path(weave, { stroke: darken(color, 0.2), 'stroke-width': 0.8, opacity: 0.25 }), {
      'clip-path': clip,
    }) +
    path(roundRect(0, 0, w, h, 6), { fill: fold }) +
    path(roundRect(0, 0, w, h, 6), { fill: light }) +
    path(roundRect(0, 0, w, h, 6), {
      fill: 'none',
      stroke: darken(color, 0.15),
      'stroke-width': 1.5,
    })
  );
}

export const METALS = ['#c8ccd2', '#c9a35a', '#2e2e30', '#b97b55'] as const;

function metalFill(c: Ctx, metal: string): string {
  return c.defs.linear(
    [
      [0, darken(metal, 0.35)],
      [0.3, lighten(metal, 0.55)],
      [0.5, metal],
      [0.8, darken(metal, 0.1)],
      [1, darken(metal, 0.4)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
}

/** Fork pointing up (tines at −y), length len. */
export function fork(c: Ctx, len: number, metal: string): string {
  const fill = metalFill(c, metal);
  const hw = len * 0.035;
  const handle = `M${f(-hw)} ${f(len * 0.5)}Q${f(-hw * 1.3)} ${f(len * 0.1)} ${f(-hw * 0.5)} ${f(-len * 0.12)}L${f(hw * 0.5)} ${f(-len * 0.12)}Q${f(hw * 1.3)} ${f(len * 0.1)} ${f(hw)} ${f(len * 0.5)}Q0 ${f(len * 0.53)} ${f(-hw)} ${f(len * 0.5)}Z`;
  const head = `M${f(-hw * 0.5)} ${f(-len * 0.11)}Q${f(-hw * 2.6)} ${f(-len * 0.17)} ${f(-hw * 2.4)} ${f(-len * 0.3)}L${f(hw * 2.4)} ${f(-len * 0.3)}Q${f(hw * 2.6)} ${f(-len * 0.17)} ${f(hw * 0.5)} ${f(-len * 0.11)}Z`;
  let tines = '';
  for (let i = 0; i < 4; i++) {
    const x = -hw * 2.4 + (hw * 4.8 * (i + 0.5)) / 4;
    tines += path(roundRect(x, -len * 0.37, hw * 0.75, len * 0.18, hw * 0.35), { fill });
  }
  return g(path(handle, { fill }) + path(head, { fill }) + tines);
}

export function knife(c: Ctx, len: number, metal: string): string {
  const fill = metalFill(c, metal);
  const hw = len * 0.04;
  const handle = path(roundRect(0, len * 0.25, hw * 2, len * 0.5, hw), { fill });
  const blade = path(
    `M${f(-hw * 0.9)} 0L${f(-hw * 0.9)} ${f(-len * 0.45)}Q${f(-hw * 0.5)} ${f(-len * 0.52)} ${f(hw * 1.1)} ${f(-len * 0.5)}L${f(hw * 0.9)} 0Z`,
    {
      fill: c.defs.linear(
        [
          [0, lighten(metal, 0.4)],
          [0.6, metal],
          [1, darken(metal, 0.3)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    },
  );
  return g(
    handle +
      blade +
      path(`M${f(-hw)} 0h${f(hw * 2)}`, { stroke: darken(metal, 0.3), 'stroke-width': 2 }),
  );
}

export function spoon(c: Ctx, len: number, metal: string): string {
  const fill = metalFill(c, metal);
  const hw = len * 0.03;
  const handle = `M${f(-hw)} ${f(len * 0.5)}Q${f(-hw * 1.4)} ${f(len * 0.1)} ${f(-hw * 0.45)} ${f(-len * 0.16)}L${f(hw * 0.45)} ${f(-len * 0.16)}Q${f(hw * 1.4)} ${f(len * 0.1)} ${f(hw)} ${f(len * 0.5)}Q0 ${f(len * 0.53)} ${f(-hw)} ${f(len * 0.5)}Z`;
  const bowlFill = c.defs.radial(
    [
      [0, lighten(metal, 0.5)],
      [0.5, metal],
      [1, darken(metal, 0.35)],
    ],
    { cx: 0.6, cy: 0.62, r: 0.6 },
  );
  return g(
    path(handle, { fill }) +
      ellipse(0, -len * 0.3, len * 0.11, len * 0.16, {
        fill: bowlFill,
        stroke: darken(metal, 0.2),
        'stroke-width': 1.5,
      }) +
      ellipse(-len * 0.03, -len * 0.34, len * 0.03, len * 0.06, { fill: '#ffffff', opacity: 0.5 }),
  );
}

/** Wooden spoon (for pots). */
export function woodenSpoon(c: Ctx, len: number, wood = '#c99a62'): string {
  const fill = c.defs.linear(
    [
      [0, lighten(wood, 0.2)],
      [0.5, wood],
      [1, darken(wood, 0.25)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  return g(
    path(roundRect(0, len * 0.15, len * 0.06, len * 0.7, len * 0.03), { fill }) +
      ellipse(0, -len * 0.3, len * 0.1, len * 0.15, { fill }) +
      ellipse(len * 0.01, -len * 0.29, len * 0.07, len * 0.11, {
        fill: darken(wood, 0.12),
        opacity: 0.6,
      }),
  );
}

export function chopsticks(c: Ctx, len: number, color = '#3a2a22'): string {
  const one = (dx: number, a: number) =>
    path(
      `M${f(-len * 0.012)} ${f(-len / 2)}L${f(len * 0.012)} ${f(-len / 2)}L${f(len * 0.02)} ${f(len / 2)}L${f(-len * 0.02)} ${f(len / 2)}Z`,
      {
        fill: c.defs.linear(
          [
            [0, lighten(color, 0.35)],
            [0.5, color],
            [1, darken(color, 0.3)],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
        transform: `translate(${f(dx)} 0) rotate(${f(a)})`,
      },
    ) +
    rect(dx - len * 0.02, len * 0.3, len * 0.04, len * 0.04, {
      fill: mix(color, '#c0392b', 0.6),
      transform: `rotate(${f(a)} ${f(dx)} 0)`,
    });
  return g(one(-len * 0.03, -1.5) + one(len * 0.03, 1.5));
}

export type CutleryKind = 'fork-knife' | 'fork' | 'spoon' | 'knife' | 'chopsticks';

/** Cutlery set along a vertical line; `kind` picks which pieces. */
export function cutlery(c: Ctx, kind: CutleryKind, len: number, metal: string): string {
  switch (kind) {
    case 'fork-knife':
      return (
        g(fork(c, len, metal), { transform: place(-len * 0.09, 0) }) +
        g(knife(c, len * 0.98, metal), { transform: place(len * 0.09, 0) })
      );
    case 'fork':
      return fork(c, len, metal);
    case 'spoon':
      return spoon(c, len, metal);
    case 'knife':
      return knife(c, len, metal);
    case 'chopsticks':
      return chopsticks(c, len * 1.1);
  }
}

/** A tiny bowl of something (salt, herbs, chilli flakes, pepper, sauce). */
export function pinchBowlContent(
  c: Ctx,
  r: number,
  what: 'salt' | 'flakes' | 'pepper' | 'oil' | 'sauce',
  color: string,
): string {
  switch (what) {
    case 'salt': {
      let d = '';
      for (let i = 0; i < 60; i++) {
        const [x, y] = c.rng.inDisc(r);
        d += `M${f(x)} ${f(y)}l${f(c.rng.range(2, 5))} ${f(c.rng.range(-2, 2))}l${f(c.rng.range(-3, 0))} ${f(c.rng.range(2, 5))}Z`;
      }
      return (
        circle(0, 0, r, { fill: '#efece6' }) +
        path(d, { fill: '#ffffff', stroke: '#cfc9bf', 'stroke-width': 0.6 })
      );
    }
    case 'flakes': {
      let d = '';
      for (let i = 0; i < 70; i++) {
        const [x, y] = c.rng.inDisc(r);
        d += `M${f(x)} ${f(y)}l${f(c.rng.range(2, 5))} ${f(c.rng.range(-2, 2))}l${f(c.rng.range(-3, 0))} ${f(c.rng.range(2, 4))}Z`;
      }
      return (
        circle(0, 0, r, { fill: '#9c2a18' }) +
        path(d, { fill: '#d8461f' }) +
        path(d, { fill: '#f0c070', transform: 'translate(3 2) rotate(20)', opacity: 0.7 })
      );
    }
    case 'pepper': {
      let out = circle(0, 0, r, { fill: '#3a2a20' });
      for (let i = 0; i < 26; i++) {
        const [x, y] = c.rng.inDisc(r * 0.9);
        out += circle(x, y, c.rng.range(3, 5), {
          fill: c.defs.radial(
            [
              [0, '#6b5040'],
              [1, '#231812'],
            ],
            { cx: 0.4, cy: 0.35 },
          ),
        });
      }
      return out;
    }
    case 'oil':
      return (
        circle(0, 0, r, {
          fill: c.defs.radial([
            [0, '#e8c75a'],
            [0.7, '#c99a2a'],
            [1, '#8a6a1a'],
          ]),
        }) + circle(-r * 0.3, -r * 0.3, r * 0.2, { fill: '#fff8d0', opacity: 0.5 })
      );
    case 'sauce':
      return (
        circle(0, 0, r, {
          fill: c.defs.radial([
            [0, lighten(color, 0.15)],
            [0.8, color],
            [1, darken(color, 0.25)],
          ]),
        }) + ellipse(-r * 0.3, -r * 0.35, r * 0.25, r * 0.12, { fill: '#ffffff', opacity: 0.35 })
      );
  }
}
