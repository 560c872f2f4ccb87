/** Plates, bowls, boards and pans, seen from straight above, centred on (0, 0). */
import { darken, lighten, mix } from './color';
import type { Ctx } from './paint';
import { glint } from './paint';
import { arc, circlePath, roundRect, smooth } from './shapes';
import type { Pt } from './shapes';
import { circle, f, g, path } from './svg';

export type PlateStyle = 'plain' | 'enamel' | 'speckle' | 'band';

/** Flat dinner plate with a rim and a well. `well` is the well radius as a share of r. */
export function plate(
  c: Ctx,
  r: number,
  color: string,
  style: PlateStyle = 'plain',
  well = 0.72,
  accent = '#1f3552',
): string {
  const body = c.defs.radial(
    [
      [0, lighten(color, 0.06)],
      [0.85, color],
      [1, darken(color, 0.12)],
    ],
    { cx: 0.46, cy: 0.45, r: 0.55 },
  );
  const wellFill = c.defs.radial(
    [
      [0, lighten(color, 0.05)],
      [0.86, color],
      [0.95, darken(color, 0.07)],
      [1, darken(color, 0.03)],
    ],
    { cx: 0.47, cy: 0.46, r: 0.53 },
  );
  const rimLight = c.defs.linear(
    [
      [0, '#ffffff', 0.8],
      [0.45, '#ffffff', 0],
      [0.6, '#000000', 0],
      [1, '#000000', 0.14],
    ],
    { x1: 0.15, y1: 0.1, x2: 0.85, y2: 0.9 },
  );
  const wellEdge = c.defs.linear(
    [
      [0, '#000000', 0.16],
      [0.5, '#000000', 0],
      [1, '#ffffff', 0.6],
    ],
    { x1: 0.15, y1: 0.1, x2: 0.85, y2: 0.9 },
  );
  let deco = '';
  if (style === 'enamel') {
    deco = circle(0, 0, r * 0.985, { fill: 'none', stroke: accent, 'stroke-width': r * 0.03 });
  } else if (style === 'band') {
    deco = circle(0, 0, r * 0.9, {
      fill: 'none',
      stroke: accent,
      'stroke-width': r * 0.02,
      opacity: 0.75,
    });
  } else if (style === 'speckle') {
    let d = '';
    for (let i = 0; i < 140; i++) {
      const [x, y] = c.rng.inDisc(r * 0.97);
      d += circlePath(x, y, c.rng.range(0.8, 2.2));
    }
    deco = path(d, { fill: darken(color, 0.45), opacity: 0.5 });
  }
  return (
    circle(0, 0, r, { fill: body }) +
    circle(0, 0, r * well, { fill: wellFill }) +
    circle(0, 0, r * well, { fill: 'none', stroke: wellEdge, 'stroke-width': r * 0.025 }) +
    deco +
    circle(0, 0, r * 0.985, { fill: 'none', stroke: rimLight, 'stroke-width': r * 0.03 }) +
    path(arc(0, 0, r * 0.93, Math.PI * 1.05, Math.PI * 1.45), {
      stroke: '#ffffff',
      'stroke-width': r * 0.018,
      'stroke-linecap': 'round',
      fill: 'none',
      opacity: 0.45,
    })
  );
}

export type Bowl = { back: string; front: string; inner: number; clip: string };

/** A bowl from above: rim ring, shaded inner wall; content goes inside `inner` radius. */
export function bowlParts(
  c: Ctx,
  r: number,
  color: string,
  opts: { rim?: number; inner?: number; accent?: string; speckle?: boolean } = {},
): Bowl {
  const rim = opts.rim ?? 0.09;
  const inner = r * (opts.inner ?? 0.84);
  const rimFill = c.defs.radial(
    [
      [0, color],
      [1 - rim * 1.2, color],
      [1 - rim * 0.5, lighten(color, 0.1)],
      [1, darken(color, 0.18)],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  );
  const wall = c.defs.radial(
    [
      [0, lighten(color, 0.05)],
      [0.75, darken(color, 0.02)],
      [1, darken(color, 0.22)],
    ],
    { cx: 0.58, cy: 0.6, r: 0.62 },
  );
  const rimLight = c.defs.linear(
    [
      [0, '#ffffff', 0.7],
      [0.4, '#ffffff', 0],
      [0.65, '#000000', 0],
      [1, '#000000', 0.2],
    ],
    { x1: 0.15, y1: 0.1, x2: 0.85, y2: 0.9 },
  );
  let deco = '';
  if (opts.accent)
    deco += circle(0, 0, r * (1 - rim * 0.45), {
      fill: 'none',
      stroke: opts.accent,
      'stroke-width': r * rim * 0.35,
      opacity: 0.85,
    });
  if (opts.speckle) {
    let d = '';
    for (let i = 0; i < 90; i++) {
      const a = c.rng.range(0, Math.PI * 2);
      const rr = c.rng.range(r * (1 - rim), r * 0.99);
      d += circlePath(Math.cos(a) * rr, Math.sin(a) * rr, c.rng.range(0.8, 2));
    }
    deco += path(d, { fill: darken(color, 0.5), opacity: 0.5 });
  }
  const back =
    circle(0, 0, r, { fill: rimFill }) +
    deco +
    circle(0, 0, r * (1 - rim), { fill: wall }) +
    circle(0, 0, r * 0.985, { fill: 'none', stroke: rimLight, 'stroke-width': r * 0.03 });
  const shade = c.defs.radial(
    [
      [0, '#000000', 0],
      [0.78, '#000000', 0],
      [1, '#1a0f08', 0.42],
    ],
    { cx: 0.56, cy: 0.58, r: 0.58 },
  );
  const front =
    circle(0, 0, inner, { fill: shade }) +
    path(arc(0, 0, r * (1 - rim * 0.5), Math.PI * 1.08, Math.PI * 1.42), {
      stroke: '#ffffff',
      'stroke-width': r * 0.02,
      'stroke-linecap': 'round',
      fill: 'none',
      opacity: 0.55,
    });
  return { back, front, inner, clip: c.defs.clip(circle(0, 0, inner)) };
}

/** Bowl with content drawn (and clipped) inside. */
export function bowl(
  c: Ctx,
  r: number,
  color: string,
  content: string,
  opts: Parameters<typeof bowlParts>[3] = {},
): string {
  const b = bowlParts(c, r, color, opts);
  return b.back + g(content, { 'clip-path': b.clip }) + b.front;
}

const WOODS = ['#c89a64', '#b07a48', '#d8b282', '#8f5d36', '#c28a56'] as const;

/** Wooden board: round (with or without handle) or rectangular. */
export function board(
  c: Ctx,
  w: number,
  h: number,
  shape: 'round' | 'rect' | 'paddle',
  wood: string = c.rng.pick(WOODS),
): string {
  let outline: string;
  if (shape === 'round') outline = circlePath(0, 0, w / 2);
  else if (shape === 'rect') outline = roundRect(0, 0, w, h, Math.min(w, h) * 0.06);
  else {
    outline =
      circlePath(0, 0, w / 2) +
      roundRect(w / 2 + w * 0.12, 0, w * 0.3, w * 0.12, w * 0.05) +
      circlePath(w / 2 + w * 0.22, 0, w * 0.018);
  }
  const fill = c.defs.linear(
    [
      [0, lighten(wood, 0.12)],
      [0.5, wood],
      [1, darken(wood, 0.12)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let grain = '';
  let grain2 = '';
  const span = shape === 'rect' ? h : w;
  let y = -span / 2;
  while (y < span / 2) {
    y += c.rng.range(6, 30);
    const pts: Pt[] = [];
    const amp = c.rng.range(1, 7);
    const ph = c.rng.range(0, 6);
    const fr = c.rng.range(0.4, 1.2);
    const x0 = c.rng.range(-w * 0.7, -w * 0.3);
    const x1 = c.rng.range(w * 0.3, w * 0.7);
    for (let k = 0; k <= 8; k++) {
      const x = x0 + ((x1 - x0) * k) / 8;
      pts.push([x, y + Math.sin(ph + k * fr) * amp]);
    }
    if (c.rng.chance(0.5)) grain += smooth(pts, false);
    else grain2 += smooth(pts, false);
  }
  const clip = c.defs.clip(path(outline, { 'fill-rule': 'nonzero' }));
  const edge = c.defs.linear(
    [
      [0, '#ffffff', 0.45],
      [0.5, '#ffffff', 0],
      [1, '#000000', 0.35],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  return (
    path(outline, { fill: darken(wood, 0.3), transform: 'translate(3 5)' }) +
    path(outline, { fill }) +
    g(
      path(grain, { stroke: darken(wood, 0.25), 'stroke-width': 1.4, fill: 'none', opacity: 0.3 }) +
        path(grain2, {
          stroke: darken(wood, 0.15),
          'stroke-width': 3,
          fill: 'none',
          opacity: 0.18,
        }),
      { 'clip-path': clip },
    ) +
    path(outline, { fill: 'none', stroke: edge, 'stroke-width': 6 })
  );
}

/** Cast-iron skillet with a handle pointing along +x. Content radius ≈ 0.86 r. */
export function skillet(c: Ctx, r: number, color = '#2c2b2a'): Bowl {
  const handle = roundRect(r + r * 0.28, 0, r * 0.72, r * 0.17, r * 0.07);
  const body = c.defs.radial(
    [
      [0, lighten(color, 0.08)],
      [0.9, color],
      [1, darken(color, 0.4)],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  );
  const inner = c.defs.radial(
    [
      [0, lighten(color, 0.06)],
      [0.8, color],
      [1, darken(color, 0.3)],
    ],
    { cx: 0.58, cy: 0.6, r: 0.6 },
  );
  return {
    back:
      path(handle, {
        fill: c.defs.linear([
          [0, lighten(color, 0.2)],
          [0.4, color],
          [1, darken(color, 0.4)],
        ]),
      }) +
      path(roundRect(r + r * 0.55, 0, r * 0.08, r * 0.06, r * 0.03), { fill: darken(color, 0.5) }) +
      circle(0, 0, r, { fill: body }) +
      circle(0, 0, r * 0.9, { fill: inner }),
    front:
      circle(0, 0, r * 0.86, {
        fill: c.defs.radial(
          [
            [0, '#000', 0],
            [0.85, '#000', 0],
            [1, '#000', 0.35],
          ],
          { cx: 0.56, cy: 0.58, r: 0.57 },
        ),
      }) +
      path(arc(0, 0, r * 0.95, Math.PI * 1.05, Math.PI * 1.45), {
        stroke: '#ffffff',
        'stroke-width': r * 0.02,
        'stroke-linecap': 'round',
        fill: 'none',
        opacity: 0.35,
      }),
    inner: r * 0.86,
    clip: c.defs.clip(circle(0, 0, r * 0.86)),
  };
}

/** Wok: deep carbon-steel bowl with a long wooden handle on +x and a helper handle on −x. */
export function wok(c: Ctx, r: number): Bowl {
  const steel = '#3a3835';
  const bowlFill = c.defs.radial(
    [
      [0, '#5b5650'],
      [0.45, '#46423d'],
      [0.8, '#2c2a27'],
      [1, '#1c1b19'],
    ],
    { cx: 0.55, cy: 0.57, r: 0.55 },
  );
  return {
    back:
      path(roundRect(r * 1.45, 0, r * 0.8, r * 0.13, r * 0.065), {
        fill: c.defs.linear([
          [0, '#c58f57'],
          [0.5, '#8d5a2e'],
          [1, '#5a3518'],
        ]),
      }) +
      path(roundRect(r * 1.0, 0, r * 0.2, r * 0.07, r * 0.03), { fill: '#2a2826' }) +
      path(`M${f(-r * 0.95)} ${f(-r * 0.16)}Q${f(-r * 1.3)} 0 ${f(-r * 0.95)} ${f(r * 0.16)}`, {
        stroke: '#2a2826',
        'stroke-width': r * 0.05,
        fill: 'none',
      }) +
      circle(0, 0, r, { fill: darken(steel, 0.3) }) +
      circle(0, 0, r * 0.97, { fill: bowlFill }) +
      circle(0, 0, r * 0.72, { fill: '#8a6a3a', opacity: 0.12 }),
    front: path(arc(0, 0, r * 0.9, Math.PI * 1.0, Math.PI * 1.5), {
      stroke: '#ffffff',
      'stroke-width': r * 0.03,
      'stroke-linecap': 'round',
      fill: 'none',
      opacity: 0.18,
    }),
    inner: r * 0.8,
    clip: c.defs.clip(circle(0, 0, r * 0.8)),
  };
}

/** Rimmed baking tray with parchment; the content area is about 0.9 w × 0.86 h. */
export function tray(c: Ctx, w: number, h: number, parchmentSheet = true): Bowl {
  const metal = '#8e9296';
  let folds = '';
  for (let i = 0; i < 5; i++) {
    const x = c.rng.range(-w * 0.4, w * 0.4);
    folds += `M${f(x)} ${f(-h * 0.44)}L${f(x + c.rng.jitter(0, 40))} ${f(h * 0.44)}`;
  }
  return {
    back:
      path(roundRect(0, 0, w, h, 22), {
        fill: c.defs.linear(
          [
            [0, lighten(metal, 0.35)],
            [0.5, metal],
            [1, darken(metal, 0.35)],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
      }) +
      path(roundRect(0, 0, w * 0.95, h * 0.92, 16), { fill: darken(metal, 0.15) }) +
      (parchmentSheet
        ? path(roundRect(c.rng.jitter(0, 6), c.rng.jitter(0, 6), w * 0.92, h * 0.88, 8), {
            fill: '#efe6d4',
          }) + path(folds, { stroke: '#d9ccb2', 'stroke-width': 2, fill: 'none', opacity: 0.7 })
        : ''),
    front: path(roundRect(0, 0, w * 0.975, h * 0.96, 19), {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 3,
      opacity: 0.35,
    }),
    inner: Math.min(w, h) * 0.44,
    clip: c.defs.clip(path(roundRect(0, 0, w * 0.92, h * 0.88, 10))),
  };
}

/** Glass tumbler from above: clear rim with reflections; content fills 0.9 r. */
export function glass(c: Ctx, r: number): Bowl {
  return {
    back: circle(0, 0, r, { fill: '#ffffff', opacity: 0.3 }),
    front:
      circle(0, 0, r * 0.9, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': r * 0.03,
        opacity: 0.5,
      }) +
      circle(0, 0, r * 0.985, {
        fill: 'none',
        stroke: '#e8eef0',
        'stroke-width': r * 0.03,
        opacity: 0.9,
      }) +
      path(arc(0, 0, r * 0.95, Math.PI * 1.1, Math.PI * 1.4), {
        stroke: '#ffffff',
        'stroke-width': r * 0.05,
        'stroke-linecap': 'round',
        fill: 'none',
        opacity: 0.9,
      }) +
      path(arc(0, 0, r * 0.95, Math.PI * 0.15, Math.PI * 0.3), {
        stroke: '#ffffff',
        'stroke-width': r * 0.03,
        'stroke-linecap': 'round',
        fill: 'none',
        opacity: 0.6,
      }) +
      glint(c, -r * 0.5, -r * 0.45, r * 0.2, r * 0.06, 0.5, -45),
    inner: r * 0.9,
    clip: c.defs.clip(circle(0, 0, r * 0.9)),
  };
}

/** Ceramic pie dish with a fluted rim. Content radius ≈ 0.84 r. */
export function pieDish(c: Ctx, r: number, color: string): Bowl {
  const n = 36;
  const pts: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.965;
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  return {
    back:
      path(smooth(pts, true), {
        fill: c.defs.radial([
          [0, color],
          [0.85, color],
          [1, darken(color, 0.2)],
        ]),
      }) +
      circle(0, 0, r * 0.88, {
        fill: c.defs.radial(
          [
            [0, darken(color, 0.05)],
            [1, darken(color, 0.25)],
          ],
          { cx: 0.58, cy: 0.6 },
        ),
      }),
    front: circle(0, 0, r * 0.99, {
      fill: 'none',
      stroke: c.defs.linear(
        [
          [0, '#fff', 0.6],
          [0.5, '#fff', 0],
          [1, '#000', 0.2],
        ],
        { x1: 0.15, y1: 0.1, x2: 0.85, y2: 0.9 },
      ),
      'stroke-width': r * 0.03,
    }),
    inner: r * 0.84,
    clip: c.defs.clip(circle(0, 0, r * 0.84)),
  };
}

/** Enamelled cast-iron pot with two lug handles; content radius ≈ 0.82 r. */
export function dutchOven(c: Ctx, r: number, color: string): Bowl {
  const lug = (s: number) =>
    path(roundRect(s * r * 1.05, 0, r * 0.28, r * 0.34, r * 0.12), {
      fill: c.defs.linear([
        [0, lighten(color, 0.2)],
        [1, darken(color, 0.3)],
      ]),
    });
  return {
    back:
      lug(1) +
      lug(-1) +
      circle(0, 0, r, {
        fill: c.defs.radial([
          [0, color],
          [0.9, color],
          [1, darken(color, 0.35)],
        ]),
      }) +
      circle(0, 0, r * 0.9, { fill: '#2b2523' }) +
      circle(0, 0, r * 0.87, {
        fill: c.defs.radial(
          [
            [0, '#efe7d8'],
            [0.8, '#d9cfbd'],
            [1, '#a89c88'],
          ],
          { cx: 0.58, cy: 0.6, r: 0.6 },
        ),
      }),
    front:
      circle(0, 0, r * 0.82, {
        fill: c.defs.radial(
          [
            [0, '#000', 0],
            [0.8, '#000', 0],
            [1, '#140a05', 0.45],
          ],
          { cx: 0.56, cy: 0.58, r: 0.58 },
        ),
      }) +
      circle(0, 0, r * 0.97, {
        fill: 'none',
        stroke: c.defs.linear(
          [
            [0, '#fff', 0.55],
            [0.5, '#fff', 0],
            [1, '#000', 0.3],
          ],
          { x1: 0.15, y1: 0.1, x2: 0.85, y2: 0.9 },
        ),
        'stroke-width': r * 0.05,
      }),
    inner: r * 0.82,
    clip: c.defs.clip(circle(0, 0, r * 0.82)),
  };
}

export const CERAMICS = [
  '#f4f1ea',
  '#ffffff',
  '#e9e4da',
  '#2f3338',
  '#c9d3d6',
  '#e8dccb',
  '#3b4a5a',
  '#d6c2a8',
  '#f2efe8',
  '#9fb0a2',
] as const;

/** A plate colour that flatters the food (dark food on pale plates, mostly). */
export function pickCeramic(c: Ctx, food: string): string {
  const choice = c.rng.pick(CERAMICS);
  const l = (x: string) => {
    const h = x.replace('#', '');
    return parseInt(h.slice(0, 2), 16) + parseInt(h.slice(2, 4), 16) + parseInt(h.slice(4, 6), 16);
  };
  if (Math.abs(l(choice) - l(food)) < 120) return l(food) > 380 ? '#2f3338' : '#f4f1ea';
  return choice;
}

/** Square-ish parchment sheet (for cookies, bread). */
export function parchment(c: Ctx, w: number, h: number): string {
  const pts: Pt[] = [
    [-w / 2 + c.rng.jitter(0, 8), -h / 2 + c.rng.jitter(0, 8)],
    [w / 2 + c.rng.jitter(0, 8), -h / 2 + c.rng.jitter(0, 8)],
    [w / 2 + c.rng.jitter(0, 8), h / 2 + c.rng.jitter(0, 8)],
    [-w / 2 + c.rng.jitter(0, 8), h / 2 + c.rng.jitter(0, 8)],
  ];
  let creases = '';
  for (let i = 0; i < 6; i++) {
    const x = c.rng.range(-w * 0.45, w * 0.45);
    const y = c.rng.range(-h * 0.45, h * 0.45);
    const a = c.rng.range(0, Math.PI);
    const l = c.rng.range(60, 160);
    creases += `M${f(x)} ${f(y)}l${f(Math.cos(a) * l)} ${f(Math.sin(a) * l)}`;
  }
  const fill = '#eee6d6';
  return (
    path(`M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`, {
      fill: c.defs.linear(
        [
          [0, lighten(fill, 0.3)],
          [1, darken(fill, 0.06)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    }) +
    path(creases, {
      stroke: mix(fill, '#9a8a70', 0.3),
      'stroke-width': 1.5,
      fill: 'none',
      opacity: 0.6,
    }) +
    path(creases, {
      stroke: '#ffffff',
      'stroke-width': 1.5,
      fill: 'none',
      opacity: 0.6,
      transform: 'translate(2 2)',
    })
  );
}

/**
 * Rectangular baking dish (ceramic or enamel) with lug handles on the short sides. The
 * content area is about 0.86 w × 0.8 h.
 */
export function bakingDish(c: Ctx, w: number, h: number, color: string): Bowl {
  const iw = w * 0.86;
  const ih = h * 0.8;
  const lug = (s: number) =>
    path(roundRect((s * w) / 2, 0, w * 0.12, h * 0.38, h * 0.08), {
      fill: c.defs.linear(
        [
          [0, lighten(color, 0.18)],
          [1, darken(color, 0.25)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    });
  const rim = c.defs.linear(
    [
      [0, lighten(color, 0.16)],
      [0.5, color],
      [1, darken(color, 0.2)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const wall = c.defs.linear(
    [
      [0, darken(color, 0.3)],
      [0.5, darken(color, 0.08)],
      [1, lighten(color, 0.08)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  return {
    back:
      lug(1) +
      lug(-1) +
      path(roundRect(0, 0, w, h, h * 0.12), { fill: rim }) +
      path(roundRect(0, 0, w * 0.92, h * 0.88, h * 0.09), { fill: wall }),
    front:
      path(roundRect(0, 0, iw, ih, h * 0.06), {
        fill: 'none',
        stroke: c.defs.linear(
          [
            [0, '#1a0f08', 0.4],
            [0.6, '#1a0f08', 0.1],
            [1, '#ffffff', 0.1],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
        'stroke-width': h * 0.03,
      }) +
      path(roundRect(0, 0, w * 0.985, h * 0.975, h * 0.115), {
        fill: 'none',
        stroke: c.defs.linear(
          [
            [0, '#ffffff', 0.55],
            [0.5, '#ffffff', 0],
            [1, '#000000', 0.2],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
        'stroke-width': h * 0.02,
      }),
    inner: Math.min(iw, ih) / 2,
    clip: c.defs.clip(path(roundRect(0, 0, iw, ih, h * 0.06))),
  };
}

/** Oval gratin dish with small handles at the ends; content is an ellipse of 0.86 rx × 0.8 ry. */
export function ovalDish(c: Ctx, rx: number, ry: number, color: string): Bowl {
  const ear = (s: number) =>
    path(
      `M${f(s * rx * 0.9)} ${f(-ry * 0.35)}Q${f(s * rx * 1.16)} 0 ${f(s * rx * 0.9)} ${f(ry * 0.35)}Z`,
      { fill: darken(color, 0.08) },
    );
  const body = c.defs.radial(
    [
      [0, color],
      [0.85, color],
      [1, darken(color, 0.25)],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  );
  return {
    back:
      ear(1) +
      ear(-1) +
      path(ellipsePath(rx, ry), { fill: body }) +
      path(ellipsePath(rx * 0.92, ry * 0.88), {
        fill: c.defs.radial(
          [
            [0, lighten(color, 0.04)],
            [1, darken(color, 0.22)],
          ],
          { cx: 0.58, cy: 0.6, r: 0.6 },
        ),
      }),
    front:
      path(ellipsePath(rx * 0.86, ry * 0.8), {
        fill: c.defs.radial(
          [
            [0, '#000', 0],
            [0.82, '#000', 0],
            [1, '#140a05', 0.4],
          ],
          { cx: 0.55, cy: 0.57, r: 0.56 },
        ),
      }) +
      path(ellipsePath(rx * 0.98, ry * 0.97), {
        fill: 'none',
        stroke: c.defs.linear(
          [
            [0, '#fff', 0.55],
            [0.5, '#fff', 0],
            [1, '#000', 0.25],
          ],
          { x1: 0.15, y1: 0.1, x2: 0.85, y2: 0.9 },
        ),
        'stroke-width': ry * 0.03,
      }),
    inner: Math.min(rx * 0.86, ry * 0.8),
    clip: c.defs.clip(path(ellipsePath(rx * 0.86, ry * 0.8))),
  };
}

/** An ellipse centred on the origin, as a path. */
export function ellipsePath(rx: number, ry: number): string {
  return `M${f(-rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(rx * 2)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-rx * 2)} 0Z`;
}

/**
 * Serving basket or paper tray lined with greaseproof paper (chips, fried fish, nuggets);
 * `checked` prints a red gingham on the paper. Content area ≈ 0.84 w × 0.8 h.
 */
export function paperTray(c: Ctx, w: number, h: number, color: string, checked: boolean): Bowl {
  const paper = '#f6f0e2';
  let check = '';
  if (checked) {
    const step = 34;
    let d = '';
    for (let x = -w / 2; x < w / 2; x += step * 2) d += roundRect(x + step / 2, 0, step, h, 0);
    let d2 = '';
    for (let y = -h / 2; y < h / 2; y += step * 2) d2 += roundRect(0, y + step / 2, w, step, 0);
    check =
      path(d, { fill: '#c8322a', opacity: 0.28 }) + path(d2, { fill: '#c8322a', opacity: 0.28 });
  }
  const inner = roundRect(0, 0, w * 0.84, h * 0.8, 18);
  return {
    back:
      path(roundRect(0, 0, w, h, 30), {
        fill: c.defs.linear(
          [
            [0, lighten(color, 0.2)],
            [0.5, color],
            [1, darken(color, 0.3)],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
      }) +
      path(roundRect(0, 0, w * 0.9, h * 0.87, 24), { fill: darken(color, 0.18) }) +
      g(path(roundRect(0, 0, w * 0.88, h * 0.85, 22), { fill: paper }) + check, {
        'clip-path': c.defs.clip(path(roundRect(0, 0, w * 0.88, h * 0.85, 22))),
      }),
    front: path(roundRect(0, 0, w * 0.88, h * 0.85, 22), {
      fill: 'none',
      stroke: '#1a0f08',
      'stroke-width': 6,
      opacity: 0.18,
    }),
    inner: Math.min(w * 0.84, h * 0.8) / 2,
    clip: c.defs.clip(path(inner)),
  };
}

/** A mug from above with its handle along +x; content radius ≈ 0.86 r. */
export function mug(c: Ctx, r: number, color: string): Bowl {
  return {
    back:
      path(roundRect(r * 1.12, 0, r * 0.42, r * 0.22, r * 0.1), {
        fill: c.defs.linear([
          [0, lighten(color, 0.2)],
          [1, darken(color, 0.3)],
        ]),
      }) +
      circle(0, 0, r, {
        fill: c.defs.radial([
          [0, color],
          [0.9, color],
          [1, darken(color, 0.3)],
        ]),
      }),
    front:
      circle(0, 0, r * 0.86, {
        fill: c.defs.radial(
          [
            [0, '#000', 0],
            [0.8, '#000', 0],
            [1, '#140a05', 0.45],
          ],
          { cx: 0.56, cy: 0.58, r: 0.57 },
        ),
      }) +
      path(arc(0, 0, r * 0.93, Math.PI * 1.05, Math.PI * 1.45), {
        stroke: '#ffffff',
        'stroke-width': r * 0.035,
        'stroke-linecap': 'round',
        fill: 'none',
        opacity: 0.5,
      }),
    inner: r * 0.86,
    clip: c.defs.clip(circle(0, 0, r * 0.86)),
  };
}

/** Muffin tin with `cols × rows` round cups; returns the tin and the cup centres. */
export function muffinTin(
  c: Ctx,
  cols: number,
  rows: number,
  cup: number,
): { back: string; cups: [number, number][] } {
  const gap = cup * 2.45;
  const w = cols * gap + cup * 0.5;
  const h = rows * gap + cup * 0.5;
  const metal = '#9a9ea3';
  let back = path(roundRect(0, 0, w, h, cup * 0.4), {
    fill: c.defs.linear(
      [
        [0, lighten(metal, 0.35)],
        [0.5, metal],
        [1, darken(metal, 0.35)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  });
  const cups: [number, number][] = [];
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const x = (i - (cols - 1) / 2) * gap;
      const y = (j - (rows - 1) / 2) * gap;
      cups.push([x, y]);
      back += circle(x, y, cup * 1.12, {
        fill: c.defs.radial(
          [
            [0, '#55585c'],
            [0.8, '#6d7075'],
            [1, '#c4c7cb'],
          ],
          { cx: 0.55, cy: 0.57, r: 0.55 },
        ),
      });
    }
  return { back, cups };
}
