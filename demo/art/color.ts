/** Colour helpers: parsing, mixing and a small palette that hands out food colours by role. */

export type Rgb = { r: number; g: number; b: number };

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(input: string): Rgb | null {
  const m = HEX.exec(input.trim());
  if (!m || !m[1]) return null;
  let hex = m[1];
  if (hex.length === 3) hex = hex.replace(/./g, (c) => c + c);
  const n = parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function rgbOf(color: string): Rgb {
  return parseHex(color) ?? { r: 128, g: 128, b: 128 };
}

const clamp255 = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

export function toHex({ r, g, b }: Rgb): string {
  return `#${((1 << 24) | (clamp255(r) << 16) | (clamp255(g) << 8) | clamp255(b)).toString(16).slice(1)}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#1a0f08', t);
/** Darken towards a warm brown, the way food browns. */
export const brown = (c: string, t: number) => mix(c, '#5a2e12', t);

export type Hsl = { h: number; s: number; l: number };

export function toHsl(color: string): Hsl {
  const { r, g, b } = rgbOf(color);
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

export function fromHsl({ h, s, l }: Hsl): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const f = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  if (s === 0) return toHex({ r: l * 255, g: l * 255, b: l * 255 });
  return toHex({ r: f(hue + 1 / 3) * 255, g: f(hue) * 255, b: f(hue - 1 / 3) * 255 });
}

/** Shift hue (degrees), saturation and lightness (additive, clamped). */
export function adjust(color: string, dh: number, ds = 0, dl = 0): string {
  const hsl = toHsl(color);
  return fromHsl({
    h: hsl.h + dh,
    s: Math.max(0, Math.min(1, hsl.s + ds)),
    l: Math.max(0, Math.min(1, hsl.l + dl)),
  });
}

/** Relative luminance 0–1 (sRGB approximation, good enough for contrast picks). */
export function luminance(color: string): number {
  const { r, g, b } = rgbOf(color);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A perceptual-ish distance (weighted RGB, "redmean"), 0 … ~765. */
export function distance(a: string, b: string): number {
  const x = rgbOf(a);
  const y = rgbOf(b);
  const rm = (x.r + y.r) / 2;
  const dr = x.r - y.r;
  const dg = x.g - y.g;
  const db = x.b - y.b;
  return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

/** Broad food-colour family, used to decide what a palette colour should become. */
export type Family =
  'green' | 'red' | 'orange' | 'yellow' | 'brown' | 'purple' | 'pink' | 'white' | 'dark' | 'blue';

export function family(color: string): Family {
  const { h, s, l } = toHsl(color);
  if (l > 0.86 || (s < 0.18 && l > 0.7)) return 'white';
  if (l < 0.16 || (s < 0.12 && l < 0.4)) return 'dark';
  if (s < 0.22) return l > 0.55 ? 'white' : 'brown';
  if (h >= 70 && h < 170) return 'green';
  if (h >= 170 && h < 255) return 'blue';
  if (h >= 255 && h < 310) return 'purple';
  if (h >= 310 && h < 345) return l > 0.6 ? 'pink' : 'red';
  if (h >= 345 || h < 14) return l > 0.72 ? 'pink' : 'red';
  if (h < 40) return l < 0.42 || s < 0.45 ? 'brown' : 'orange';
  return l < 0.38 ? 'brown' : 'yellow';
}

/**
 * The colours of one dish. Roles take the palette colour nearest to what the food part
 * naturally looks like (so tomato sauce is never painted on the pasta); what is left is
 * handed out in order for toppings.
 */
export class Palette {
  readonly colors: string[];
  private readonly used = new Set<number>();
  private cursor = 0;

  constructor(colors: readonly string[], fallback: readonly string[]) {
    const valid = colors
      .map((c) => parseHex(c))
      .filter((c): c is Rgb => c !== null)
      .map(toHex);
    const extra = fallback.filter((c) => !valid.includes(c));
    this.colors =
      valid.length >= 3 ? valid : [...valid, ...extra].slice(0, Math.max(3, valid.length));
    if (this.colors.length === 0) this.colors.push('#d9a35f', '#7a9e4a', '#c0462f');
  }

  get(i: number): string {
    return (
      this.colors[((i % this.colors.length) + this.colors.length) % this.colors.length] ?? '#c08040'
    );
  }

  /**
   * The palette colour closest to `natural` if it is within `tolerance`, blended a little
   * towards the natural colour; otherwise the natural colour tinted by the nearest one.
   */
  near(natural: string, tolerance = 110, keep = 0.75): string {
    let best = -1;
    let bestD = Infinity;
    this.colors.forEach((c, i) => {
      const d = distance(c, natural) + (this.used.has(i) ? 60 : 0);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    });
    const c = this.colors[best];
    if (c === undefined) return natural;
    if (bestD <= tolerance) {
      this.used.add(best);
      return mix(natural, c, keep);
    }
    return mix(natural, c, 0.12);
  }

  /** The next palette colour not yet claimed by a role (cycles when all are used). */
  next(): string {
    for (let k = 0; k < this.colors.length; k++) {
      const i = (this.cursor + k) % this.colors.length;
      if (!this.used.has(i)) {
        this.used.add(i);
        this.cursor = i + 1;
        return this.colors[i] ?? '#c08040';
      }
    }
    const c = this.get(this.cursor);
    this.cursor++;
    return c;
  }

  /** The first colour of a family, if any. */
  ofFamily(...families: Family[]): string | undefined {
    return this.colors.find((c) => families.includes(family(c)));
  }

  /** Remaining (unclaimed) colours, in order. */
  rest(): string[] {
    const out = this.colors.filter((_, i) => !this.used.has(i));
    return out.length > 0 ? out : this.colors.slice();
  }
}
