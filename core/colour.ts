/** Spec §9 defaults of a creator's colours. */
export const DEFAULT_COLOURS = {
  primary: '#212121',
  secondary: '#F5F5F5',
  tertiary: '#E0E0E0',
} as const;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

const channel = (value: string) => {
  const c = parseInt(value, 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of a `#rrggbb` colour, or undefined when it is not one. */
export function relativeLuminance(hex: string): number | undefined {
  const m = HEX.exec(hex.trim());
  if (!m) return undefined;
  return 0.2126 * channel(m[1]!) + 0.7152 * channel(m[2]!) + 0.0722 * channel(m[3]!);
}

/** WCAG 2 contrast ratio between two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a) ?? 0;
  const lb = relativeLuminance(b) ?? 0;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` mixed with `b` in sRGB, `share` (0 to 1) of `b`: a `#rrggbb` colour. */
export function mix(a: string, b: string, share: number): string {
  const [ma, mb] = [HEX.exec(a.trim()), HEX.exec(b.trim())];
  if (!ma || !mb) return a;
  const channels = [1, 2, 3].map((i) => {
    const value = parseInt(ma[i]!, 16) * (1 - share) + parseInt(mb[i]!, 16) * share;
    return Math.round(value).toString(16).padStart(2, '0');
  });
  return `#${channels.join('')}`;
}

/**
 * `colour` as it is when it passes `ok`, else moved towards `target` in steps of 2 % until it
 * does (at worst `target` itself): the least change that keeps text legible.
 */
export function towards(colour: string, target: string, ok: (c: string) => boolean): string {
  for (let step = 0; step <= 50; step++) {
    const candidate = mix(colour, target, step / 50);
    if (ok(candidate)) return candidate;
  }
  return target;
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111111';

/**
 * The text colour for a creator's primary background: white on a dark primary, near-black on a
 * light one, whichever contrasts more. Invalid colours fall back to the default primary, as the
 * theme itself does (lib/theme.ts), so text and background always agree.
 */
export function textColourOn(background: string | null | undefined): string {
  const bg =
    background && relativeLuminance(background) !== undefined
      ? background
      : DEFAULT_COLOURS.primary;
  return contrastRatio(bg, LIGHT_TEXT) >= contrastRatio(bg, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
