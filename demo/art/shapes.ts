/** Path geometry: smooth curves through points, organic blobs, leaves, wedges. */
import type { Rng } from './prng';
import { f } from './svg';

export type Pt = readonly [number, number];

/** Catmull-Rom spline through points as cubic Béziers; closed or open. */
export function smooth(points: readonly Pt[], closed: boolean, tension = 1): string {
  const n = points.length;
  if (n < 2) return '';
  const at = (i: number): Pt => {
    if (closed) return points[((i % n) + n) % n] as Pt;
    return points[Math.max(0, Math.min(n - 1, i))] as Pt;
  };
  const first = at(0);
  let d = `M${f(first[0])} ${f(first[1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension;
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Straight polygon. */
export function poly(points: readonly Pt[], closed = true): string {
  return (
    points.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('') + (closed ? 'Z' : '')
  );
}

/** An organic closed shape around (cx, cy): an ellipse with wobbled radius. */
export function blob(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.15,
  n = 9,
  rot = 0,
): string {
  const pts: Pt[] = [];
  const phase = rng.range(0, Math.PI * 2);
  const cr = Math.cos(rot);
  const sr = Math.sin(rot);
  for (let i = 0; i < n; i++) {
    const a = phase + (i / n) * Math.PI * 2;
    const k = 1 + rng.jitter(0, wobble);
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    pts.push([cx + x * cr - y * sr, cy + x * sr + y * cr]);
  }
  return smooth(pts, true);
}

/**
 * `n` blobs scattered over the ellipse (rx, ry) around 0,0 (patches, spots, a gloss): each
 * w × h with w and h drawn from their ranges; `turned` gives each a random angle.
 */
export function blobs(
  rng: Rng,
  n: number,
  rx: number,
  ry: number,
  w: readonly [number, number],
  h: readonly [number, number],
  wobble = 0.3,
  points = 7,
  turned = false,
): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const [x, y] = rng.inDisc(rx, ry);
    const bw = rng.range(w[0], w[1]);
    const bh = rng.range(h[0], h[1]);
    d += blob(rng, x, y, bw, bh, wobble, points, turned ? rng.range(0, 3) : 0);
  }
  return d;
}

/** Rounded irregular polygon (a chunk, a crouton, a piece of meat). */
export function chunk(
  rng: Rng,
  cx: number,
  cy: number,
  size: number,
  corners = 5,
  irregular = 0.3,
): string {
  const pts: Pt[] = [];
  const phase = rng.range(0, Math.PI * 2);
  for (let i = 0; i < corners; i++) {
    const a = phase + ((i + rng.jitter(0, 0.25)) / corners) * Math.PI * 2;
    const r = size * (1 + rng.jitter(0, irregular));
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return smooth(pts, true, 0.55);
}

/** A rounded rectangle path centred on (cx, cy). */
export function roundRect(cx: number, cy: number, w: number, h: number, r: number): string {
  const x = cx - w / 2;
  const y = cy - h / 2;
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${f(x + rr)} ${f(y)}H${f(x + w - rr)}A${f(rr)} ${f(rr)} 0 0 1 ${f(x + w)} ${f(y + rr)}` +
    `V${f(y + h - rr)}A${f(rr)} ${f(rr)} 0 0 1 ${f(x + w - rr)} ${f(y + h)}` +
    `H${f(x + rr)}A${f(rr)} ${f(rr)} 0 0 1 ${f(x)} ${f(y + h - rr)}` +
    `V${f(y + rr)}A${f(rr)} ${f(rr)} 0 0 1 ${f(x + rr)} ${f(y)}Z`
  );
}

/** Leaf from (0,0) along +x to (len,0), max half-width w; `tip` sharpens the end. */
export function leaf(len: number, w: number, asym = 0): string {
  const w1 = w * (1 + asym);
  const w2 = w * (1 - asym);
  return (
    `M0 0C${f(len * 0.25)} ${f(-w1 * 1.1)} ${f(len * 0.7)} ${f(-w1 * 0.9)} ${f(len)} 0` +
    `C${f(len * 0.7)} ${f(w2 * 0.9)} ${f(len * 0.25)} ${f(w2 * 1.1)} 0 0Z`
  );
}

/** Pie wedge (annular sector when r0 > 0), angles in radians. */
export function wedge(r: number, a0: number, a1: number, r0 = 0): string {
  const large = a1 - a0 > Math.PI ? 1 : 0;
  const p = (rad: number, a: number) => `${f(Math.cos(a) * rad)} ${f(Math.sin(a) * rad)}`;
  if (r0 <= 0) return `M0 0L${p(r, a0)}A${f(r)} ${f(r)} 0 ${large} 1 ${p(r, a1)}Z`;
  return `M${p(r0, a0)}L${p(r, a0)}A${f(r)} ${f(r)} 0 ${large} 1 ${p(r, a1)}L${p(r0, a1)}A${f(r0)} ${f(r0)} 0 ${large} 0 ${p(r0, a0)}Z`;
}

/** Circle as a path (for compound paths with holes: use fill-rule evenodd). */
export function circlePath(cx: number, cy: number, r: number): string {
  return `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(r * 2)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-r * 2)} 0Z`;
}

/** Arc stroke path from angle a0 to a1 (radians) on a circle of radius r. */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const large = Math.abs(a1 - a0) > Math.PI ? 1 : 0;
  const sweep = a1 > a0 ? 1 : 0;
  return `M${f(cx + Math.cos(a0) * r)} ${f(cy + Math.sin(a0) * r)}A${f(r)} ${f(r)} 0 ${large} ${sweep} ${f(cx + Math.cos(a1) * r)} ${f(cy + Math.sin(a1) * r)}`;
}
