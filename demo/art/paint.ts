/** Shared painting context and shading recipes (light comes from the top left). */
import { darken, lighten } from './color';
import type { Palette } from './color';
import type { Rng } from './prng';
import { Defs, ellipse, f } from './svg';

export type Ctx = { rng: Rng; defs: Defs };
export type DishCtx = Ctx & {
  pal: Palette;
  /** Degrees; each dish turns its food (and non-round vessels) by this much. */
  angle: number;
};

/** Rounded object: bright top-left, deeper bottom-right. */
export function sphere(c: Ctx, color: string, spec = 0.5): string {
  return c.defs.radial(
    [
      [0, lighten(color, spec)],
      [0.3, lighten(color, spec * 0.25)],
      [0.75, color],
      [1, darken(color, 0.38)],
    ],
    { cx: 0.42, cy: 0.4, r: 0.62, fx: 0.32, fy: 0.28 },
  );
}

/** Gentle shading for flat-ish food (a slice, a fillet, a sauce). */
export function soft(c: Ctx, color: string, amount = 0.14): string {
  return c.defs.radial(
    [
      [0, lighten(color, amount)],
      [0.7, color],
      [1, darken(color, amount * 1.4)],
    ],
    { cx: 0.42, cy: 0.4, r: 0.68 },
  );
}

/** Specular highlight blob: white fading out. */
export function glint(
  c: Ctx,
  x: number,
  y: number,
  rx: number,
  ry: number,
  opacity = 0.7,
  rot = 0,
): string {
  const fill = c.defs.radial([
    [0, '#ffffff', opacity],
    [0.5, '#ffffff', opacity * 0.45],
    [1, '#ffffff', 0],
  ]);
  return ellipse(x, y, rx, ry, {
    fill,
    transform: rot ? `rotate(${f(rot)} ${f(x)} ${f(y)})` : undefined,
  });
}
