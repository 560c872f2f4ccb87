/** Minimal SVG building blocks: number formatting, escaping, elements and a defs registry. */

/** One decimal is plenty at these sizes and keeps the markup small. */
export const f = (n: number): string => {
  const v = Math.round(n * 10) / 10;
  return Object.is(v, -0) ? '0' : String(v);
};

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === "'" ? '&apos;' : '&quot;',
  );
}

export type Attrs = Record<string, string | number | undefined | null | false>;

export function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? f(v) : escapeXml(v)}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined
    ? `<${tag}${attrs(a)}/>`
    : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export const g = (children: string, a: Attrs = {}): string =>
  children ? el('g', a, children) : '';
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...a });
export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, ...a });
export const path = (d: string, a: Attrs = {}): string => el('path', { d, ...a });

export const translate = (x: number, y: number) => `translate(${f(x)} ${f(y)})`;
export const rotate = (deg: number) => `rotate(${f(deg)})`;
export const place = (x: number, y: number, deg = 0, s = 1) =>
  `translate(${f(x)} ${f(y)})${deg ? ` rotate(${f(deg)})` : ''}${s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : ''}`;

/** A gradient stop: offset 0–1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

const stopsMarkup = (stops: readonly Stop[]) =>
  stops
    .map(([o, c, op]) =>
      el('stop', { offset: Math.round(o * 1000) / 1000, 'stop-color': c, 'stop-opacity': op }),
    )
    .join('');

export type LinearOpts = {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  user?: boolean;
  spread?: 'pad' | 'reflect' | 'repeat';
};
export type RadialOpts = {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  user?: boolean;
};

/**
 * Collects gradients, filters, clip paths and patterns for one picture. Identical
 * definitions are shared; ids are sequential so output is deterministic.
 */
export class Defs {
  private readonly byKey = new Map<string, string>();
  private readonly markup: string[] = [];
  private n = 0;
  constructor(private readonly prefix = 'd') {}

  /** Registers `make(id)` under `key` (once) and returns the id. */
  add(key: string, make: (id: string) => string): string {
    const found = this.byKey.get(key);
    if (found) return found;
    const id = `${this.prefix}${(this.n++).toString(36)}`;
    this.byKey.set(key, id);
    this.markup.push(make(id));
    return id;
  }

  /** A unique (never shared) definition. */
  unique(make: (id: string) => string): string {
    const id = `${this.prefix}${(this.n++).toString(36)}`;
    this.markup.push(make(id));
    return id;
  }

  linear(stops: readonly Stop[], o: LinearOpts = {}): string {
    const a: Attrs = {
      x1: o.x1 ?? 0,
      y1: o.y1 ?? 0,
      x2: o.x2 ?? 0,
      y2: o.y2 ?? 1,
      gradientUnits: o.user ? 'userSpaceOnUse' : undefined,
      spreadMethod: o.spread,
    };
    const id = this.add(`L${JSON.stringify(stops)}${JSON.stringify(a)}`, (i) =>
      el('linearGradient', { id: i, ...a }, stopsMarkup(stops)),
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], o: RadialOpts = {}): string {
    const a: Attrs = {
      cx: o.cx ?? 0.5,
      cy: o.cy ?? 0.5,
      r: o.r ?? 0.5,
      fx: o.fx,
      fy: o.fy,
      gradientUnits: o.user ? 'userSpaceOnUse' : undefined,
    };
    const id = this.add(`R${JSON.stringify(stops)}${JSON.stringify(a)}`, (i) =>
      el('radialGradient', { id: i, ...a }, stopsMarkup(stops)),
    );
    return `url(#${id})`;
  }

  /** A clip path from raw shape markup; returns the `url(#…)` reference. */
  clip(shape: string): string {
    const id = this.add(`C${shape}`, (i) => el('clipPath', { id: i }, shape));
    return `url(#${id})`;
  }

  filter(key: string, body: string, region = { x: -0.3, y: -0.3, w: 1.6, h: 1.6 }): string {
    const id = this.add(`F${key}`, (i) =>
      el(
        'filter',
        {
          id: i,
          x: `${Math.round(region.x * 100)}%`,
          y: `${Math.round(region.y * 100)}%`,
          width: `${Math.round(region.w * 100)}%`,
          height: `${Math.round(region.h * 100)}%`,
          'color-interpolation-filters': 'sRGB',
        },
        body,
      ),
    );
    return `url(#${id})`;
  }

  /** Symbol-like group that can be drawn several times with <use>. */
  group(content: string): string {
    return this.unique((i) => el('g', { id: i }, content));
  }

  toString(): string {
    return this.markup.length ? `<defs>${this.markup.join('')}</defs>` : '';
  }
}
