/**
 * Deterministic randomness for the art generator: the same slug always yields the same
 * composition. A 32-bit string hash (cyrb-style) seeds a mulberry32 generator.
 */

/** 32-bit hash of a string, well mixed (cyrb53 folded to 32 bits). */
export function hashString(input: string): number {
  let h1 = 0xdeadbeef ^ input.length;
  let h2 = 0x41c6ce57 ^ input.length;
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32: tiny, fast, good enough for picture layout. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly gen: () => number;
  readonly seed: number;

  constructor(seed: number | string) {
    this.seed = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
    this.gen = mulberry32(this.seed);
  }

  /** An independent stream for one part of the picture, so parts don't shift each other. */
  fork(label: string): Rng {
    return new Rng(hashString(`${this.seed}:${label}`));
  }

  next(): number {
    return this.gen();
  }

  /** Float in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.gen();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(p: number): boolean {
    return this.gen() < p;
  }

  sign(): 1 | -1 {
    return this.gen() < 0.5 ? -1 : 1;
  }

  /** value ± spread. */
  jitter(value: number, spread: number): number {
    return value + (this.gen() * 2 - 1) * spread;
  }

  /** Roughly normal (sum of three uniforms), mean 0, within ±1. */
  bell(): number {
    return (this.gen() + this.gen() + this.gen()) / 1.5 - 1;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list');
    const item = items[Math.floor(this.gen() * items.length)];
    return item as T;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.gen() * total;
    for (const [item, w] of items) {
      roll -= w;
      if (roll <= 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('Rng.weighted: empty list');
    return last[0];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.gen() * (i + 1));
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }

  /** A point uniformly inside a disc of radius r (optionally an ellipse rx × ry). */
  inDisc(rx: number, ry = rx): [number, number] {
    const a = this.range(0, Math.PI * 2);
    const d = Math.sqrt(this.gen());
    return [Math.cos(a) * rx * d, Math.sin(a) * ry * d];
  }
}
