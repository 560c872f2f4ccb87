/**
 * Drag-to-scroll physics for the category chip row (spec: "Chip drag"). Pure functions and plain
 * data only, so the numbers can be tested without a DOM.
 */

/** A press that moved less than this (euclidean, px) is a tap; anything more is a drag. */
export const TAP_TOLERANCE_PX = 5;
/** Content moves faster than the pointer; fingers cover less ground than a mouse, so more. */
export const SPEED_FACTOR = { mouse: 1.3, touch: 1.8 } as const;
/** Inertia keeps this share of its velocity each frame. */
export const DECAY = 0.95;
/** Inertia stops once it is slower than this (px per frame). */
export const MIN_VELOCITY = 0.5;
/** Release velocity is measured over this many of the latest pointer positions. */
export const VELOCITY_SAMPLES = 5;
/** One frame at 60 fps, the unit of velocity here. */
export const FRAME_MS = 1000 / 60;

export type PointerKind = keyof typeof SPEED_FACTOR;
export type Sample = { x: number; t: number };

/** Pens behave like fingers here: only a mouse gets the mouse factor. */
export function pointerKind(pointerType: string): PointerKind {
  return pointerType === 'touch' || pointerType === 'pen' ? 'touch' : 'mouse';
}

export function isTap(startX: number, startY: number, x: number, y: number): boolean {
  return Math.hypot(x - startX, y - startY) < TAP_TOLERANCE_PX;
}

/** How far the content moves for a pointer movement of `pointerDelta` px. */
export function scrollDelta(pointerDelta: number, kind: PointerKind): number {
  return pointerDelta * SPEED_FACTOR[kind];
}

/** The velocity one inertia frame later, or 0 once it has decayed below MIN_VELOCITY. */
export function nextVelocity(velocity: number): number {
  const next = velocity * DECAY;
  return Math.abs(next) < MIN_VELOCITY ? 0 : next;
}

export type VelocityTracker = {
  add(x: number, t: number): void;
  /** px per frame from the oldest to the newest kept sample; 0 without two samples in time. */
  velocity(): number;
  reset(): void;
  readonly samples: readonly Sample[];
};

/** Keeps the last VELOCITY_SAMPLES positions (`t` in ms), so an old slow start does not count. */
export function createVelocityTracker(): VelocityTracker {
  let samples: Sample[] = [];
  return {
    add(x, t) {
      samples = [...samples, { x, t }].slice(-VELOCITY_SAMPLES);
    },
    velocity() {
      const oldest = samples[0];
      const newest = samples[samples.length - 1];
      if (!oldest || !newest || newest.t <= oldest.t) return 0;
      return ((newest.x - oldest.x) / (newest.t - oldest.t)) * FRAME_MS;
    },
    reset() {
      samples = [];
    },
    get samples() {
      return samples;
    },
  };
}
