/** Creator logos and favicons: round badges in the creator's colours with a monogram. */
import type { DishKind } from '../seed/types';
import { darken, distance, lighten, luminance, parseHex } from './color';
import { glyph } from './glyphs';
import { Rng } from './prng';
import { arc } from './shapes';
import { circle, Defs, el, escapeXml, f, g, path } from './svg';

export type BadgeInput = {
  slug: string;
  name: string;
  monogram: string;
  primary: string;
  secondary: string;
  motif: DishKind;
};

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const safe = (c: string, fallback: string) => (parseHex(c) ? c : fallback);

/** Readable ink on a background: white on dark, near-black on light. */
export const inkOn = (bg: string) => (luminance(bg) < 0.6 ? '#ffffff' : '#1d1a17');

/** The monogram: trimmed, at most three characters (grapheme-safe enough for names). */
function monogramText(input: BadgeInput): string {
  const raw = (input.monogram || input.name || input.slug).trim();
  const chars = Array.from(raw.replace(/\s+/g, ''));
  return chars.slice(0, 3).join('').toUpperCase() || '?';
}

function colours(input: BadgeInput): { primary: string; secondary: string } {
  const primary = safe(input.primary, '#c0462f');
  let secondary = safe(input.secondary, '#f3e3c3');
  if (distance(primary, secondary) < 90)
    secondary = luminance(primary) < 0.5 ? lighten(primary, 0.65) : darken(primary, 0.55);
  return { primary, secondary };
}

export function logoSvg(input: BadgeInput): string {
  const S = 512;
  const defs = new Defs('l');
  const rng = new Rng(`logo:${input.slug}`);
  const { primary, secondary } = colours(input);
  const ink = inkOn(primary);
  const text = monogramText(input);
  const len = Array.from(text).length;
  const size = len === 1 ? 230 : len === 2 ? 176 : 128;
  const body = defs.radial(
    [
      [0, lighten(primary, 0.14)],
      [0.7, primary],
      [1, darken(primary, 0.22)],
    ],
    { cx: 0.42, cy: 0.38, r: 0.7 },
  );
  const style = rng.int(0, 2);
  let deco = '';
  if (style === 0) {
    // Dotted inner ring.
    let d = '';
    for (let i = 0; i < 48; i++) {
      const a = (i / 48) * Math.PI * 2;
      d += `M${f(Math.cos(a) * 206)} ${f(Math.sin(a) * 206)}m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0`;
    }
    deco = path(d, { fill: secondary, opacity: 0.9 });
  } else if (style === 1) {
    deco = circle(0, 0, 206, { fill: 'none', stroke: secondary, 'stroke-width': 3, opacity: 0.85 });
  } else {
    deco =
      path(arc(0, 0, 206, Math.PI * 1.15, Math.PI * 1.85), {
        fill: 'none',
        stroke: secondary,
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }) +
      path(arc(0, 0, 206, Math.PI * 0.15, Math.PI * 0.85), {
        fill: 'none',
        stroke: secondary,
        'stroke-width': 4,
        'stroke-linecap': 'round',
      });
  }
  const monoY = -14;
  const textAttrs = {
    x: 0,
    y: monoY + size * 0.36,
    'text-anchor': 'middle',
    'font-family': FONT,
    'font-weight': 'bold',
    'font-size': size,
    'letter-spacing': len > 1 ? -size * 0.04 : 0,
  };
  const mono =
    el(
      'text',
      { ...textAttrs, fill: darken(primary, 0.5), opacity: 0.35, transform: 'translate(4 6)' },
      escapeXml(text),
    ) + el('text', { ...textAttrs, fill: ink }, escapeXml(text));
  const motif = g(
    circle(0, 0, 58, { fill: secondary }) +
      g(glyph(input.motif, primary, secondary), { transform: 'scale(0.78)' }),
    { transform: 'translate(0 160)' },
  );
  const content =
    circle(0, 0, 252, { fill: darken(primary, 0.3) }) +
    circle(0, 0, 248, { fill: body }) +
    circle(0, 0, 230, { fill: 'none', stroke: secondary, 'stroke-width': 12 }) +
    deco +
    mono +
    motif +
    circle(0, 0, 246, {
      fill: defs.linear(
        [
          [0, '#ffffff', 0.22],
          [0.5, '#ffffff', 0],
          [1, '#000000', 0.12],
        ],
        { x1: 0.2, y1: 0, x2: 0.8, y2: 1 },
      ),
    });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="${-S / 2} ${-S / 2} ${S} ${S}">${defs}${content}</svg>`;
}

export function faviconSvg(input: BadgeInput): string {
  const S = 64;
  const { primary, secondary } = colours(input);
  const text = Array.from(monogramText(input)).slice(0, 2).join('');
  const len = Array.from(text).length;
  const size = len === 1 ? 38 : 27;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="-32 -32 64 64">` +
    circle(0, 0, 31.5, { fill: primary }) +
    circle(0, 0, 28, { fill: 'none', stroke: secondary, 'stroke-width': 3 }) +
    el(
      'text',
      {
        x: 0,
        y: size * 0.36,
        'text-anchor': 'middle',
        'font-family': FONT,
        'font-weight': 'bold',
        'font-size': size,
        fill: inkOn(primary),
        'letter-spacing': len > 1 ? -1 : 0,
      },
      escapeXml(text),
    ) +
    '</svg>'
  );
}
