/**
 * Small ingredients and garnishes, each drawn around its own centre and placed with
 * (x, y, rotation). Sizes are in the dish's local units (a dinner plate is ~380 radius).
 */
import { adjust, brown, darken, lighten, mix } from './color';
import type { Ctx } from './paint';
import { glint, soft, sphere } from './paint';
import { blob, chunk, circlePath, leaf, poly, roundRect, smooth, wedge } from './shapes';
import type { Pt } from './shapes';
import { circle, ellipse, f, g, path, place } from './svg';

export const HERB = '#4e8a34';

/** Basil/spinach-like leaf with a midrib and veins. */
export function herbLeaf(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  len: number,
  color = HERB,
): string {
  const w = len * 0.36;
  const veins: string[] = [];
  for (let i = 1; i <= 3; i++) {
    const t = i / 4.2;
    veins.push(
      `M${f(len * t)} 0Q${f(len * (t + 0.1))} ${f(-w * 0.45)} ${f(len * (t + 0.2))} ${f(-w * 0.62)}`,
    );
    veins.push(
      `M${f(len * t)} 0Q${f(len * (t + 0.1))} ${f(w * 0.45)} ${f(len * (t + 0.2))} ${f(w * 0.62)}`,
    );
  }
  const fill = c.defs.linear(
    [
      [0, lighten(color, 0.22)],
      [0.55, color],
      [1, darken(color, 0.3)],
    ],
    { x1: 0, y1: 0, x2: 0.3, y2: 1 },
  );
  return g(
    path(leaf(len, w, c.rng.jitter(0, 0.15)), { fill }) +
      path(`M${f(len * 0.02)} 0L${f(len * 0.9)} 0`, {
        stroke: lighten(color, 0.35),
        'stroke-width': len * 0.025,
        opacity: 0.8,
      }) +
      path(veins.join(''), {
        stroke: lighten(color, 0.25),
        'stroke-width': len * 0.014,
        fill: 'none',
        opacity: 0.6,
      }) +
      path(`M0 0L${f(-len * 0.12)} ${f(len * 0.02)}`, {
        stroke: darken(color, 0.1),
        'stroke-width': len * 0.035,
        'stroke-linecap': 'round',
      }),
    { transform: place(x, y, rot) },
  );
}

/** Flat-leaf parsley / coriander leaf: three rounded, toothed lobes. */
export function parsley(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  size: number,
  color = '#4f9a3a',
): string {
  const lobes: string[] = [];
  for (const a of [-50, 0, 50]) {
    const r = a === 0 ? size * 0.55 : size * 0.45;
    const ax = Math.cos((a * Math.PI) / 180) * size * 0.45;
    const ay = Math.sin((a * Math.PI) / 180) * size * 0.45;
    lobes.push(blob(c.rng, ax, ay, r, r * 0.85, 0.22, 11));
  }
  return g(
    path(lobes.join(''), { fill: soft(c, color, 0.18) }) +
      path(
        `M${f(-size * 0.5)} 0L${f(size * 0.5)} 0M0 0L${f(size * 0.3)} ${f(-size * 0.35)}M0 0L${f(size * 0.3)} ${f(size * 0.35)}`,
        {
          stroke: lighten(color, 0.3),
          'stroke-width': size * 0.05,
          opacity: 0.7,
        },
      ),
    { transform: place(x, y, rot) },
  );
}

/** Tiny chopped herb flecks scattered over a disc. */
export function flecks(
  c: Ctx,
  n: number,
  rx: number,
  ry: number,
  color = HERB,
  size = 6,
  cx = 0,
  cy = 0,
): string {
  let d = '';
  let d2 = '';
  for (let i = 0; i < n; i++) {
    const [px, py] = c.rng.inDisc(rx, ry);
    const s = size * c.rng.range(0.6, 1.3);
    const sh = chunk(c.rng, cx + px, cy + py, s, 4, 0.45);
    if (i % 3 === 0) d2 += sh;
    else d += sh;
  }
  return path(d, { fill: color }) + path(d2, { fill: lighten(color, 0.2) });
}

/** Small dots (pepper, chia, poppy seeds, chilli flakes). */
export function dots(
  c: Ctx,
  n: number,
  rx: number,
  ry: number,
  color: string,
  size = 2.5,
  cx = 0,
  cy = 0,
): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const [px, py] = c.rng.inDisc(rx, ry);
    d += circlePath(cx + px, cy + py, size * c.rng.range(0.6, 1.4));
  }
  return path(d, { fill: color });
}

/** Sesame-like seeds: small teardrops at random angles. */
export function seeds(
  c: Ctx,
  n: number,
  rx: number,
  ry: number,
  color = '#efe2c0',
  len = 7,
  cx = 0,
  cy = 0,
): string {
  let d = '';
  let dark = '';
  for (let i = 0; i < n; i++) {
    const [px, py] = c.rng.inDisc(rx, ry);
    const a = c.rng.range(0, Math.PI * 2);
    const l = len * c.rng.range(0.8, 1.15);
    const w = l * 0.36;
    const ca = Math.cos(a);
    const sa = Math.sin(a);
    const P = (u: number, v: number): Pt => [cx + px + u * ca - v * sa, cy + py + u * sa + v * ca];
    d += smooth([P(-l / 2, 0), P(0, -w), P(l / 2, 0), P(0, w)], true, 0.9);
    const [sx, sy] = P(l * 0.1, w * 0.6);
    dark += circlePath(sx + 0.8, sy + 0.8, w * 0.7);
  }
  return (
    path(dark, { fill: '#2a1a0c', opacity: 0.18 }) +
    path(d, { fill: color, stroke: darken(color, 0.25), 'stroke-width': 0.6 })
  );
}

/** Flaky salt: small white angular crystals. */
export function salt(c: Ctx, n: number, rx: number, ry: number, cx = 0, cy = 0, size = 4): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const [px, py] = c.rng.inDisc(rx, ry);
    const s = size * c.rng.range(0.6, 1.5);
    const pts: Pt[] = [];
    const k = c.rng.int(3, 5);
    const ph = c.rng.range(0, 6.3);
    for (let j = 0; j < k; j++) {
      const a = ph + (j / k) * Math.PI * 2;
      pts.push([
        cx + px + Math.cos(a) * s * c.rng.range(0.6, 1.2),
        cy + py + Math.sin(a) * s * c.rng.range(0.6, 1.2),
      ]);
    }
    d += poly(pts);
  }
  return path(d, { fill: '#fbfaf6', stroke: '#d8d4cc', 'stroke-width': 0.6, opacity: 0.95 });
}

/** Citrus slice seen from above (lemon, lime, orange). */
export function citrusSlice(
  c: Ctx,
  x: number,
  y: number,
  r: number,
  color = '#f4d23c',
  rot = 0,
): string {
  const segs = 9;
  let seg = '';
  for (let i = 0; i < segs; i++) {
    const a0 = (i / segs) * Math.PI * 2 + 0.06;
    const a1 = ((i + 1) / segs) * Math.PI * 2 - 0.06;
    seg += wedge(r * 0.8, a0, a1, r * 0.1);
  }
  const pulp = c.defs.radial([
    [0, lighten(color, 0.55)],
    [0.6, lighten(color, 0.2)],
    [1, color],
  ]);
  return g(
    circle(0, 0, r, { fill: sphere(c, color, 0.3) }) +
      circle(0, 0, r * 0.9, { fill: lighten(color, 0.72) }) +
      path(seg, { fill: pulp, 'stroke-linejoin': 'round' }) +
      glint(c, -r * 0.3, -r * 0.35, r * 0.35, r * 0.2, 0.5, -35),
    { transform: place(x, y, rot) },
  );
}

/** Citrus wedge seen from above: a half-moon with segment lines. */
export function citrusWedge(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  len: number,
  color = '#f4d23c',
): string {
  const w = len * 0.38;
  const outer = `M${f(-len / 2)} 0Q0 ${f(-w * 1.45)} ${f(len / 2)} 0Q0 ${f(w * 0.25)} ${f(-len / 2)} 0Z`;
  const inner = `M${f(-len * 0.42)} ${f(-w * 0.05)}Q0 ${f(-w * 1.15)} ${f(len * 0.42)} ${f(-w * 0.05)}Q0 ${f(w * 0.12)} ${f(-len * 0.42)} ${f(-w * 0.05)}Z`;
  let lines = '';
  for (let i = 1; i < 5; i++) {
    const t = i / 5;
    const px = -len * 0.42 + len * 0.84 * t;
    const py = -w * 1.1 * Math.sin(t * Math.PI) * 0.5 - w * 0.05;
    lines += `M0 ${f(w * 0.05)}L${f(px)} ${f(py)}`;
  }
  return g(
    path(outer, { fill: darken(color, 0.05) }) +
      path(inner, {
        fill: c.defs.linear([
          [0, lighten(color, 0.35)],
          [1, lighten(color, 0.6)],
        ]),
      }) +
      path(lines, { stroke: lighten(color, 0.75), 'stroke-width': len * 0.018, fill: 'none' }) +
      glint(c, -len * 0.1, -w * 0.45, len * 0.18, w * 0.12, 0.5),
    { transform: place(x, y, rot) },
  );
}

/** Chilli pepper: curved glossy pod with a green cap. */
export function chilli(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  len: number,
  color = '#c8261b',
): string {
  const w = len * 0.13;
  const bend = c.rng.range(0.05, 0.2) * len;
  const body = `M0 ${f(-w)}C${f(len * 0.35)} ${f(-w * 1.2)} ${f(len * 0.75)} ${f(bend - w * 0.3)} ${f(len)} ${f(bend)}C${f(len * 0.7)} ${f(bend + w * 0.6)} ${f(len * 0.35)} ${f(w * 1.1)} 0 ${f(w)}Z`;
  return g(
    path(body, {
      fill: c.defs.linear([
        [0, lighten(color, 0.25)],
        [0.5, color],
        [1, darken(color, 0.35)],
      ]),
    }) +
      path(
        `M${f(len * 0.08)} ${f(-w * 0.45)}C${f(len * 0.35)} ${f(-w * 0.65)} ${f(len * 0.6)} ${f(bend * 0.4 - w * 0.4)} ${f(len * 0.8)} ${f(bend * 0.7 - w * 0.2)}`,
        {
          stroke: '#ffffff',
          'stroke-opacity': 0.5,
          'stroke-width': w * 0.3,
          fill: 'none',
          'stroke-linecap': 'round',
        },
      ) +
      path(
        `M${f(w * 0.4)} ${f(-w * 1.05)}Q${f(-w * 0.8)} 0 ${f(w * 0.4)} ${f(w * 1.05)}Q${f(-w * 0.3)} 0 ${f(w * 0.4)} ${f(-w * 1.05)}Z`,
        { fill: '#4d7a26' },
      ) +
      path(`M${f(-w * 0.1)} 0Q${f(-w * 1.2)} ${f(-w * 0.2)} ${f(-w * 1.8)} ${f(-w * 0.9)}`, {
        stroke: '#557f2a',
        'stroke-width': w * 0.45,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    { transform: place(x, y, rot) },
  );
}

/** Sliced chilli rings. */
export function chilliRing(c: Ctx, x: number, y: number, r: number, color = '#c8261b'): string {
  return g(
    path(circlePath(0, 0, r) + circlePath(0, 0, r * 0.62), {
      fill: color,
      'fill-rule': 'evenodd',
    }) + dots(c, 3, r * 0.35, r * 0.35, '#f3e2a6', r * 0.12),
    { transform: place(x, y, c.rng.range(0, 360)) },
  );
}

export function peppercorn(c: Ctx, x: number, y: number, r = 4.5): string {
  return circle(x, y, r * c.rng.range(0.8, 1.2), { fill: sphere(c, '#3b2a20', 0.35) });
}

/** Garlic clove: papery teardrop. */
export function garlic(c: Ctx, x: number, y: number, rot: number, size: number): string {
  const body = `M${f(-size)} 0C${f(-size)} ${f(-size * 0.75)} ${f(size * 0.4)} ${f(-size * 0.7)} ${f(size)} ${f(-size * 0.08)}C${f(size * 0.4)} ${f(size * 0.55)} ${f(-size)} ${f(size * 0.6)} ${f(-size)} 0Z`;
  return g(
    path(body, { fill: sphere(c, '#efe6d6', 0.4), stroke: '#d7c7b0', 'stroke-width': 1 }) +
      path(
        `M${f(-size * 0.7)} ${f(-size * 0.2)}Q0 ${f(-size * 0.45)} ${f(size * 0.8)} ${f(-size * 0.1)}M${f(-size * 0.6)} ${f(size * 0.25)}Q0 ${f(size * 0.3)} ${f(size * 0.7)} ${f(0)}`,
        {
          stroke: '#c9b59a',
          'stroke-width': size * 0.04,
          fill: 'none',
          opacity: 0.7,
        },
      ) +
      path(`M${f(size * 0.95)} ${f(-size * 0.08)}L${f(size * 1.25)} ${f(-size * 0.15)}`, {
        stroke: '#b59a78',
        'stroke-width': size * 0.1,
        'stroke-linecap': 'round',
      }),
    { transform: place(x, y, rot) },
  );
}

/** Whole cherry tomato with a calyx. */
export function cherryTomato(c: Ctx, x: number, y: number, r: number, color = '#d2321f'): string {
  const star: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    const rr = i % 2 === 0 ? r * 0.5 : r * 0.14;
    star.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  return g(
    circle(0, 0, r, { fill: sphere(c, color, 0.45) }) +
      path(poly(star), {
        fill: '#3f6e24',
        transform: `rotate(${f(c.rng.range(0, 72))}) translate(${f(r * 0.05)} ${f(r * 0.05)})`,
      }) +
      glint(c, -r * 0.42, -r * 0.4, r * 0.22, r * 0.14, 0.8, -40),
    { transform: place(x, y) },
  );
}

/** Tomato half / slice: flesh ring with seed chambers. */
export function tomatoHalf(
  c: Ctx,
  x: number,
  y: number,
  r: number,
  color = '#d2321f',
  rot = 0,
): string {
  const chambers = r > 40 ? 5 : 3;
  let gel = '';
  let sd = '';
  for (let i = 0; i < chambers; i++) {
    const a = (i / chambers) * Math.PI * 2;
    const cx = Math.cos(a) * r * 0.45;
    const cy = Math.sin(a) * r * 0.45;
    gel += blob(c.rng, cx, cy, r * 0.27, r * 0.2, 0.1, 7, a);
    for (let k = 0; k < 3; k++)
      sd += circlePath(cx + c.rng.jitter(0, r * 0.1), cy + c.rng.jitter(0, r * 0.08), r * 0.04);
  }
  return g(
    circle(0, 0, r, { fill: darken(color, 0.1) }) +
      circle(0, 0, r * 0.9, { fill: soft(c, lighten(color, 0.05), 0.2) }) +
      path(gel, { fill: mix(color, '#f0b24a', 0.45) }) +
      path(sd, { fill: '#f6e3a1' }) +
      circle(0, 0, r * 0.18, { fill: lighten(color, 0.15) }) +
      glint(c, -r * 0.3, -r * 0.35, r * 0.3, r * 0.15, 0.45, -35),
    { transform: place(x, y, rot) },
  );
}

export function cucumberSlice(c: Ctx, x: number, y: number, r: number): string {
  return g(
    circle(0, 0, r, { fill: '#2f5e22' }) +
      circle(0, 0, r * 0.9, { fill: soft(c, '#cfe3a2', 0.15) }) +
      circle(0, 0, r * 0.5, { fill: '#b7d47c', opacity: 0.8 }) +
      seeds(c, 6, r * 0.28, r * 0.28, '#eef3d0', r * 0.22),
    { transform: place(x, y) },
  );
}

export function olive(c: Ctx, x: number, y: number, r: number, color = '#2d2a26', rot = 0): string {
  return g(
    path(
      `M${f(-r * 1.2)} 0a${f(r * 1.2)} ${f(r)} 0 1 0 ${f(r * 2.4)} 0a${f(r * 1.2)} ${f(r)} 0 1 0 ${f(-r * 2.4)} 0Z${circlePath(0, 0, r * 0.38)}`,
      {
        fill: sphere(c, color, 0.45),
        'fill-rule': 'evenodd',
      },
    ) + circle(0, 0, r * 0.38, { fill: darken(color, 0.5), opacity: 0.55 }),
    { transform: place(x, y, rot) },
  );
}

export function blueberry(c: Ctx, x: number, y: number, r: number, color = '#3a3f78'): string {
  const star: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    const rr = i % 2 === 0 ? r * 0.32 : r * 0.14;
    star.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  const ox = c.rng.jitter(0, r * 0.2);
  const oy = c.rng.jitter(0, r * 0.2);
  return g(
    circle(0, 0, r, { fill: sphere(c, color, 0.35) }) +
      circle(0, 0, r, { fill: '#b8c0e0', opacity: 0.18 }) +
      path(poly(star), { fill: darken(color, 0.45), transform: `translate(${f(ox)} ${f(oy)})` }),
    { transform: place(x, y) },
  );
}

export function raspberry(c: Ctx, x: number, y: number, r: number, color = '#c8224a'): string {
  let out = circle(0, 0, r, { fill: darken(color, 0.25) });
  const fill = sphere(c, color, 0.4);
  const ring = [
    [0, 0, 0.32],
    ...Array.from({ length: 6 }, (_, i) => [
      Math.cos(i * 1.047) * 0.48,
      Math.sin(i * 1.047) * 0.48,
      0.3,
    ]),
    ...Array.from({ length: 10 }, (_, i) => [
      Math.cos(i * 0.628 + 0.3) * 0.8,
      Math.sin(i * 0.628 + 0.3) * 0.8,
      0.24,
    ]),
  ];
  for (const [u, v, s] of ring) out += circle((u ?? 0) * r, (v ?? 0) * r, (s ?? 0.3) * r, { fill });
  return g(out + circle(0, 0, r * 0.12, { fill: darken(color, 0.5) }), {
    transform: place(x, y, c.rng.range(0, 360)),
  });
}

/** Strawberry halved lengthwise: heart shape, pale core. */
export function strawberryHalf(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  size: number,
  color = '#d42a2f',
): string {
  const heart = `M0 ${f(size)}C${f(-size * 0.9)} ${f(size * 0.3)} ${f(-size * 0.85)} ${f(-size * 0.75)} ${f(-size * 0.25)} ${f(-size * 0.8)}Q0 ${f(-size * 0.7)} ${f(size * 0.25)} ${f(-size * 0.8)}C${f(size * 0.85)} ${f(-size * 0.75)} ${f(size * 0.9)} ${f(size * 0.3)} 0 ${f(size)}Z`;
  const core = `M0 ${f(size * 0.7)}C${f(-size * 0.5)} ${f(size * 0.2)} ${f(-size * 0.45)} ${f(-size * 0.5)} 0 ${f(-size * 0.55)}C${f(size * 0.45)} ${f(-size * 0.5)} ${f(size * 0.5)} ${f(size * 0.2)} 0 ${f(size * 0.7)}Z`;
  return g(
    path(heart, { fill: color }) +
      path(core, { fill: lighten(color, 0.5) }) +
      path(`M0 ${f(size * 0.55)}L0 ${f(-size * 0.5)}`, {
        stroke: lighten(color, 0.8),
        'stroke-width': size * 0.1,
      }) +
      path(
        `M${f(-size * 0.3)} ${f(-size * 0.78)}L0 ${f(-size * 1.05)}L${f(size * 0.3)} ${f(-size * 0.78)}Z`,
        { fill: '#4f8a2e' },
      ),
    { transform: place(x, y, rot) },
  );
}

export function bananaSlice(c: Ctx, x: number, y: number, r: number): string {
  let seedsD = '';
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2 + 0.3;
    seedsD += circlePath(Math.cos(a) * r * 0.18, Math.sin(a) * r * 0.18, r * 0.06);
  }
  return g(
    circle(0, 0, r, { fill: '#e9d9a4' }) +
      circle(0, 0, r * 0.9, { fill: soft(c, '#f6ecc4', 0.1) }) +
      circle(0, 0, r * 0.3, { fill: '#eadba8' }) +
      path(seedsD, { fill: '#8a7550', opacity: 0.6 }),
    { transform: place(x, y) },
  );
}

export function almond(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  size: number,
  color = '#a8683a',
): string {
  const d = `M${f(-size)} 0C${f(-size * 0.6)} ${f(-size * 0.6)} ${f(size * 0.5)} ${f(-size * 0.55)} ${f(size)} 0C${f(size * 0.5)} ${f(size * 0.55)} ${f(-size * 0.6)} ${f(size * 0.6)} ${f(-size)} 0Z`;
  return g(
    path(d, { fill: sphere(c, color, 0.3) }) +
      path(`M${f(-size * 0.6)} ${f(-size * 0.1)}Q0 ${f(-size * 0.2)} ${f(size * 0.6)} 0`, {
        stroke: darken(color, 0.3),
        'stroke-width': size * 0.05,
        fill: 'none',
        opacity: 0.6,
      }),
    { transform: place(x, y, rot) },
  );
}

/** Walnut half: bumpy lobed blob. */
export function walnut(c: Ctx, x: number, y: number, rot: number, size: number): string {
  const color = '#9a6a3c';
  let lobes = '';
  for (const [u, v] of [
    [-0.45, -0.35],
    [0.45, -0.35],
    [-0.45, 0.35],
    [0.45, 0.35],
  ] as const) {
    lobes += blob(c.rng, u * size, v * size, size * 0.5, size * 0.42, 0.2, 8);
  }
  return g(
    path(lobes, { fill: sphere(c, color, 0.25), stroke: darken(color, 0.3), 'stroke-width': 1 }) +
      path(`M0 ${f(-size * 0.8)}L0 ${f(size * 0.8)}`, {
        stroke: darken(color, 0.4),
        'stroke-width': size * 0.1,
      }),
    { transform: place(x, y, rot) },
  );
}

export function springOnion(c: Ctx, x: number, y: number, r: number, color = '#6fae3f'): string {
  return g(
    path(circlePath(0, 0, r) + circlePath(0, 0, r * 0.68), {
      fill: color,
      'fill-rule': 'evenodd',
    }) +
      path(circlePath(0, 0, r * 0.6) + circlePath(0, 0, r * 0.4), {
        fill: lighten(color, 0.45),
        'fill-rule': 'evenodd',
        opacity: 0.85,
      }),
    { transform: place(x + c.rng.jitter(0, 0.5), y) },
  );
}

/** Half a soft-boiled egg seen from above. */
export function eggHalf(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  size: number,
  yolk = '#f29a1f',
): string {
  return g(
    ellipse(0, 0, size, size * 0.74, {
      fill: soft(c, '#fbf7ee', 0.08),
      stroke: '#e8e0cf',
      'stroke-width': 1.5,
    }) +
      ellipse(size * 0.05, 0, size * 0.5, size * 0.42, {
        fill: c.defs.radial([
          [0, lighten(yolk, 0.3)],
          [0.6, yolk],
          [1, darken(yolk, 0.15)],
        ]),
      }) +
      glint(c, -size * 0.1, -size * 0.15, size * 0.22, size * 0.1, 0.7),
    { transform: place(x, y, rot) },
  );
}

/** Fried egg: irregular white with a domed yolk. */
export function friedEgg(c: Ctx, x: number, y: number, size: number, yolk = '#f6a81d'): string {
  const white = blob(c.rng, 0, 0, size, size * 0.88, 0.18, 11);
  const ox = c.rng.jitter(0, size * 0.15);
  const oy = c.rng.jitter(0, size * 0.15);
  return g(
    path(white, { fill: '#d9a45c', transform: 'scale(1.04)', opacity: 0.7 }) +
      path(white, {
        fill: c.defs.radial([
          [0, '#ffffff'],
          [0.7, '#fbf8f0'],
          [1, '#efe6d2'],
        ]),
      }) +
      circle(ox, oy, size * 0.36, { fill: '#f2e8d8', opacity: 0.7 }) +
      circle(ox, oy, size * 0.3, { fill: sphere(c, yolk, 0.45) }) +
      glint(c, ox - size * 0.1, oy - size * 0.1, size * 0.1, size * 0.06, 0.9, -35),
    { transform: place(x, y, c.rng.range(0, 360)) },
  );
}

export function cube(c: Ctx, x: number, y: number, size: number, color: string, rot = 0): string {
  const d = roundRect(0, 0, size, size * c.rng.range(0.85, 1.1), size * 0.22);
  return g(
    path(d, { fill: soft(c, color, 0.18), stroke: darken(color, 0.12), 'stroke-width': 1 }) +
      path(`M${f(-size * 0.35)} ${f(-size * 0.42)}L${f(size * 0.3)} ${f(-size * 0.42)}`, {
        stroke: lighten(color, 0.5),
        'stroke-width': size * 0.08,
        'stroke-linecap': 'round',
        opacity: 0.6,
      }),
    { transform: place(x, y, rot) },
  );
}

export function crouton(c: Ctx, x: number, y: number, size: number): string {
  const d = chunk(c.rng, 0, 0, size * 0.62, 4, 0.15);
  return g(
    path(d, {
      fill: c.defs.radial([
        [0, '#f0c77a'],
        [0.7, '#d89a45'],
        [1, '#9f5f22'],
      ]),
    }) + dots(c, 4, size * 0.35, size * 0.35, '#8a5220', size * 0.05),
    { transform: place(x, y, c.rng.range(0, 90)) },
  );
}

/** Shaved hard cheese (parmesan). */
export function shaving(c: Ctx, x: number, y: number, size: number, color = '#f3e6b8'): string {
  const d = chunk(c.rng, 0, 0, size, 5, 0.45);
  return g(
    path(d, {
      fill: soft(c, color, 0.15),
      stroke: darken(color, 0.12),
      'stroke-width': 0.8,
      opacity: 0.95,
    }),
    {
      transform: place(x, y, c.rng.range(0, 360), 1),
    },
  );
}

export function mushroomSlice(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  size: number,
  color = '#c9a781',
): string {
  const d = `M${f(-size)} ${f(size * 0.1)}C${f(-size)} ${f(-size * 0.9)} ${f(size)} ${f(-size * 0.9)} ${f(size)} ${f(size * 0.1)}Q${f(size * 0.6)} ${f(size * 0.2)} ${f(size * 0.32)} ${f(size * 0.18)}L${f(size * 0.3)} ${f(size * 0.85)}Q0 ${f(size * 0.95)} ${f(-size * 0.3)} ${f(size * 0.85)}L${f(-size * 0.32)} ${f(size * 0.18)}Q${f(-size * 0.6)} ${f(size * 0.2)} ${f(-size)} ${f(size * 0.1)}Z`;
  return g(
    path(d, {
      fill: soft(c, lighten(color, 0.3), 0.1),
      stroke: brown(color, 0.4),
      'stroke-width': size * 0.09,
    }) +
      path(
        `M${f(-size * 0.8)} ${f(-size * 0.05)}Q0 ${f(-size * 0.7)} ${f(size * 0.8)} ${f(-size * 0.05)}`,
        { stroke: darken(color, 0.1), 'stroke-width': size * 0.05, fill: 'none', opacity: 0.5 },
      ),
    { transform: place(x, y, rot) },
  );
}

/** Broccoli floret from above: bumpy green crown. */
export function broccoli(c: Ctx, x: number, y: number, size: number, color = '#3e7a2c'): string {
  let bumps = '';
  let hi = '';
  const n = 9;
  for (let i = 0; i < n; i++) {
    const [u, v] = c.rng.inDisc(size * 0.55);
    const r = size * c.rng.range(0.3, 0.45);
    bumps += circlePath(u, v, r);
    hi += circlePath(u - r * 0.25, v - r * 0.25, r * 0.45);
  }
  return g(
    path(bumps, { fill: darken(color, 0.25) }) +
      path(bumps, { fill: color, transform: 'translate(-2 -2)' }) +
      path(hi, { fill: lighten(color, 0.25), opacity: 0.7 }) +
      dots(c, 18, size * 0.7, size * 0.7, darken(color, 0.35), size * 0.05),
    { transform: place(x, y, c.rng.range(0, 360)) },
  );
}

export function avocadoSlice(c: Ctx, x: number, y: number, rot: number, len: number): string {
  const w = len * 0.24;
  const d = `M${f(-len / 2)} 0Q0 ${f(-w * 2)} ${f(len / 2)} 0Q0 ${f(-w * 0.4)} ${f(-len / 2)} 0Z`;
  return g(
    path(d, { fill: '#2f4a1c', transform: 'scale(1.04 1.12)' }) +
      path(d, {
        fill: c.defs.linear(
          [
            [0, '#a9c456'],
            [0.55, '#d6e08a'],
            [1, '#eee8a3'],
          ],
          { x1: 0, y1: 0, x2: 0, y2: 1 },
        ),
      }) +
      glint(c, -len * 0.08, -w * 0.6, len * 0.2, w * 0.16, 0.4, 0),
    { transform: place(x, y, rot) },
  );
}

export function chickpea(c: Ctx, x: number, y: number, r: number, color = '#dcb06c'): string {
  return g(
    path(blob(c.rng, 0, 0, r, r * 0.9, 0.1, 7), { fill: sphere(c, color, 0.35) }) +
      path(`M${f(r * 0.2)} ${f(-r * 0.9)}Q${f(r * 0.6)} 0 ${f(r * 0.1)} ${f(r * 0.6)}`, {
        stroke: darken(color, 0.3),
        'stroke-width': r * 0.12,
        fill: 'none',
        opacity: 0.6,
      }),
    { transform: place(x, y, c.rng.range(0, 360)) },
  );
}

export function pea(c: Ctx, x: number, y: number, r: number, color = '#6aa83a'): string {
  return circle(x, y, r, { fill: sphere(c, color, 0.4) });
}

export function carrotCoin(c: Ctx, x: number, y: number, r: number, color = '#e8792a'): string {
  return g(
    circle(0, 0, r, { fill: darken(color, 0.12) }) +
      circle(0, 0, r * 0.88, { fill: soft(c, color, 0.15) }) +
      circle(0, 0, r * 0.45, { fill: lighten(color, 0.18), opacity: 0.8 }),
    { transform: place(x, y) },
  );
}

export function cornKernel(c: Ctx, x: number, y: number, size: number, color = '#f2c230'): string {
  return path(roundRect(x, y, size, size * 1.1, size * 0.35), { fill: sphere(c, color, 0.35) });
}

/** Onion (or red onion) ring / half ring. */
export function onionRing(
  c: Ctx,
  x: number,
  y: number,
  r: number,
  color = '#b4547c',
  half = false,
): string {
  const a0 = c.rng.range(0, Math.PI * 2);
  const a1 = a0 + (half ? Math.PI : Math.PI * 1.98);
  const ring = (rr: number) =>
    `M${f(Math.cos(a0) * rr)} ${f(Math.sin(a0) * rr)}A${f(rr)} ${f(rr)} 0 1 1 ${f(Math.cos(a1) * rr)} ${f(Math.sin(a1) * rr)}`;
  return g(
    path(ring(r), {
      stroke: color,
      'stroke-width': r * 0.16,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
      path(ring(r * 0.93), {
        stroke: '#f5eef2',
        'stroke-width': r * 0.06,
        fill: 'none',
        opacity: 0.8,
      }) +
      path(ring(r * 0.62), {
        stroke: color,
        'stroke-width': r * 0.13,
        fill: 'none',
        'stroke-linecap': 'round',
        opacity: 0.9,
      }),
    { transform: place(x, y) },
  );
}

/** Rosemary sprig: stem with many needles. */
export function rosemary(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  len: number,
  color = '#3f6636',
): string {
  let needles = '';
  const n = Math.round(len / 6);
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const px = t * len;
    const side = i % 2 === 0 ? 1 : -1;
    const l = len * 0.16 * (1 - t * 0.45);
    const a = side * (0.7 + c.rng.jitter(0, 0.15));
    needles += `M${f(px)} 0l${f(Math.cos(a) * l)} ${f(Math.sin(a) * l)}`;
  }
  return g(
    path(`M0 0L${f(len)} 0`, { stroke: '#6b5a3a', 'stroke-width': len * 0.018 }) +
      path(needles, { stroke: color, 'stroke-width': len * 0.03, 'stroke-linecap': 'round' }) +
      path(needles, {
        stroke: lighten(color, 0.3),
        'stroke-width': len * 0.008,
        'stroke-linecap': 'round',
        transform: 'translate(-0.8 -0.8)',
      }),
    { transform: place(x, y, rot) },
  );
}

/** Thyme / dill: fine branched sprig. */
export function sprig(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  len: number,
  color = '#5e8a3a',
  feathery = false,
): string {
  let d = `M0 0L${f(len)} 0`;
  let leaves = '';
  const n = Math.round(len / 14);
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const side = i % 2 === 0 ? 1 : -1;
    const bl = len * 0.22 * (1 - t * 0.5);
    const a = side * 0.8;
    const ex = t * len + Math.cos(a) * bl;
    const ey = Math.sin(a) * bl;
    d += `M${f(t * len)} 0L${f(ex)} ${f(ey)}`;
    if (feathery) {
      for (let k = 1; k <= 3; k++) {
        const u = k / 3.5;
        const bx = t * len + Math.cos(a) * bl * u;
        const by = Math.sin(a) * bl * u;
        d += `M${f(bx)} ${f(by)}l${f(len * 0.05)} ${f(side * len * 0.03)}M${f(bx)} ${f(by)}l${f(len * 0.05)} ${f(-side * len * 0.02)}`;
      }
    } else {
      leaves += ellipse(ex, ey, len * 0.035, len * 0.022, {
        transform: `rotate(${f(c.rng.range(0, 180))} ${f(ex)} ${f(ey)})`,
      });
    }
  }
  return g(
    path(d, {
      stroke: color,
      'stroke-width': feathery ? len * 0.012 : len * 0.016,
      fill: 'none',
      'stroke-linecap': 'round',
    }) + g(leaves, { fill: color }),
    {
      transform: place(x, y, rot),
    },
  );
}

/** Mint sprig: a few serrated leaves around a tip. */
export function mint(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  size: number,
  color = '#4f9a45',
): string {
  let out = '';
  const leaves: [number, number, number][] = [
    [0, 0, size],
    [-35, size * 0.1, size * 0.8],
    [38, size * 0.1, size * 0.78],
    [-150, 0, size * 0.55],
  ];
  for (const [a, off, l] of leaves) out += herbLeaf(c, off, 0, a, l, color);
  return g(out, { transform: place(x, y, rot) });
}

/** A drizzle: a wandering glossy line (sauce, honey, oil, yoghurt). */
export function drizzle(c: Ctx, pts: Pt[], color: string, width: number, opacity = 1): string {
  const d = smooth(pts, false);
  return (
    path(d, {
      stroke: darken(color, 0.25),
      'stroke-width': width * 1.15,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: opacity * 0.5,
      transform: 'translate(1.5 2)',
    }) +
    path(d, {
      stroke: color,
      'stroke-width': width,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      opacity,
    }) +
    path(d, {
      stroke: '#ffffff',
      'stroke-width': width * 0.25,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.45 * opacity,
      transform: `translate(${f(-width * 0.2)} ${f(-width * 0.2)})`,
    })
  );
}

/** Zig-zag drizzle across a region. */
export function zigzag(
  c: Ctx,
  cx: number,
  cy: number,
  w: number,
  h: number,
  rot: number,
  color: string,
  width: number,
): string {
  const pts: Pt[] = [];
  const n = 7;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    pts.push([
      cx - w / 2 + w * t + c.rng.jitter(0, w * 0.03),
      cy + (i % 2 === 0 ? -h / 2 : h / 2) + c.rng.jitter(0, h * 0.1),
    ]);
  }
  return g(drizzle(c, pts, color, width), { transform: `rotate(${f(rot)} ${f(cx)} ${f(cy)})` });
}

/** Red pepper strip / generic vegetable strip. */
export function strip(
  c: Ctx,
  x: number,
  y: number,
  rot: number,
  len: number,
  w: number,
  color: string,
): string {
  const bend = c.rng.jitter(0, len * 0.15);
  const d = `M${f(-len / 2)} ${f(-w / 2)}Q0 ${f(-w / 2 + bend)} ${f(len / 2)} ${f(-w / 2)}Q${f(len / 2 + w * 0.5)} 0 ${f(len / 2)} ${f(w / 2)}Q0 ${f(w / 2 + bend)} ${f(-len / 2)} ${f(w / 2)}Q${f(-len / 2 - w * 0.5)} 0 ${f(-len / 2)} ${f(-w / 2)}Z`;
  return g(
    path(d, {
      fill: c.defs.linear([
        [0, lighten(color, 0.25)],
        [0.45, color],
        [1, darken(color, 0.3)],
      ]),
    }) +
      path(
        `M${f(-len * 0.35)} ${f(-w * 0.2 + bend * 0.5)}Q0 ${f(-w * 0.2 + bend)} ${f(len * 0.35)} ${f(-w * 0.2 + bend * 0.5)}`,
        {
          stroke: '#ffffff',
          'stroke-width': w * 0.18,
          opacity: 0.4,
          fill: 'none',
          'stroke-linecap': 'round',
        },
      ),
    { transform: place(x, y, rot) },
  );
}

/** Rice grains filling a disc: many small ellipses in one compound path (fast to render). */
export function rice(
  c: Ctx,
  rx: number,
  ry: number,
  count: number,
  color = '#f7f3ea',
  cx = 0,
  cy = 0,
  grain = 9,
): string {
  let shade = '';
  let body = '';
  for (let i = 0; i < count; i++) {
    const [px, py] = c.rng.inDisc(rx, ry);
    const a = c.rng.range(0, 180);
    const x = cx + px;
    const y = cy + py;
    const l = grain * c.rng.range(0.85, 1.15);
    const w = l * 0.42;
    const dx = Math.cos((a * Math.PI) / 180) * l;
    const dy = Math.sin((a * Math.PI) / 180) * l;
    const e = (ox: number, oy: number) =>
      `M${f(x + ox - dx)} ${f(y + oy - dy)}A${f(l)} ${f(w)} ${f(a)} 1 0 ${f(x + ox + dx)} ${f(y + oy + dy)}A${f(l)} ${f(w)} ${f(a)} 1 0 ${f(x + ox - dx)} ${f(y + oy - dy)}Z`;
    shade += e(1.2, 1.5);
    body += e(0, 0);
  }
  return (
    ellipse(cx, cy, rx * 1.02, ry * 1.02, { fill: darken(color, 0.12) }) +
    path(shade, { fill: darken(color, 0.3), opacity: 0.35 }) +
    path(body, {
      fill: c.defs.linear(
        [
          [0, '#ffffff'],
          [1, color],
        ],
        { x1: 0, y1: 0, x2: 0.3, y2: 1 },
      ),
    })
  );
}

/** Oil droplets floating on broth: golden rings. */
export function oilDrops(
  c: Ctx,
  n: number,
  rx: number,
  ry: number,
  color: string,
  cx = 0,
  cy = 0,
  size = 8,
): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const [px, py] = c.rng.inDisc(rx, ry);
    d += circlePath(cx + px, cy + py, size * c.rng.range(0.4, 1.6));
  }
  return path(d, {
    fill: lighten(adjust(color, 8, 0.15), 0.25),
    opacity: 0.55,
    stroke: darken(color, 0.15),
    'stroke-width': 1,
    'stroke-opacity': 0.4,
  });
}
