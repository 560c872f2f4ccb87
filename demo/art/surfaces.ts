/**
 * Table surfaces. Noise-based textures (wood grain, marble, linen, stone) are expensive to
 * render, so each variant is rendered once at a modest size, cached in memory, and then
 * cropped, flipped, tinted and scaled per picture. Crisp details (plank seams, weave,
 * veins) are drawn at full resolution in the foreground by `surfaceDetails`.
 */
import sharp from 'sharp';
import type { OutputInfo, Sharp } from 'sharp';
import { parseHex } from './color';
import type { Ctx } from './paint';
import type { Rng } from './prng';
import { smooth } from './shapes';
import type { Pt } from './shapes';
import { el, f, path, rect } from './svg';

export const SURFACES = [
  'oak',
  'walnut',
  'whitewash',
  'marble',
  'linen',
  'slate',
  'concrete',
  'terracotta',
] as const;
export type SurfaceKind = (typeof SURFACES)[number];

const TW = 840;
const TH = 630;

/** Gradient-map table from a list of hex colours (dark → light). */
function tables(colors: readonly string[]): { r: string; g: string; b: string } {
  const rgb = colors.map((c) => parseHex(c) ?? { r: 128, g: 128, b: 128 });
  const t = (k: 'r' | 'g' | 'b') => rgb.map((x) => (x[k] / 255).toFixed(3)).join(' ');
  return { r: t('r'), g: t('g'), b: t('b') };
}

function gradientMap(colors: readonly string[], input: string, result: string): string {
  const t = tables(colors);
  return el(
    'feComponentTransfer',
    { in: input, result },
    el('feFuncR', { type: 'table', tableValues: t.r }) +
      el('feFuncG', { type: 'table', tableValues: t.g }) +
      el('feFuncB', { type: 'table', tableValues: t.b }),
  );
}

const toGrey = (input: string, result: string, gain = 1, bias = 0) =>
  el('feColorMatrix', {
    in: input,
    type: 'matrix',
    values: `${gain} 0 0 0 ${bias}  ${gain} 0 0 0 ${bias}  ${gain} 0 0 0 ${bias}  0 0 0 0 1`,
    result,
  });

function textureSvg(kind: SurfaceKind): string {
  let filter = '';
  switch (kind) {
    case 'oak':
    case 'walnut':
    case 'whitewash': {
      const ramp =
        kind === 'oak'
          ? ['#8a5a32', '#a8743f', '#c08a52', '#cf9d64', '#d9ae78']
          : kind === 'walnut'
            ? ['#3a2214', '#4e2f1b', '#654026', '#7a5134', '#8c6242']
            : ['#b9ab98', '#cfc3b1', '#ddd3c3', '#e7dfd1', '#efe9de'];
      filter =
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.0029 0.085',
          numOctaves: 3,
          seed: 11,
          result: 'n',
        }) +
        toGrey('n', 'g', 2.4, -0.7) +
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.023 0.45',
          numOctaves: 1,
          seed: 5,
          result: 'fine',
        }) +
        toGrey('fine', 'fg', 1.2, -0.1) +
        el('feBlend', { in: 'g', in2: 'fg', mode: 'multiply', result: 'mix' }) +
        gradientMap(ramp, 'mix', 'out');
      break;
    }
    case 'marble':
      filter =
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.0046 0.0069',
          numOctaves: 4,
          seed: 3,
          result: 'n',
        }) +
        toGrey('n', 'g', 1.6, -0.3) +
        el(
          'feComponentTransfer',
          { in: 'g', result: 'veins' },
          ['R', 'G', 'B']
            .map((ch) =>
              el(`feFunc${ch}`, {
                type: 'table',
                tableValues: '1 1 1 1 0.97 0.93 0.72 0.93 0.97 1 1 1 0.98 0.86 0.98 1',
              }),
            )
            .join(''),
        ) +
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.014',
          numOctaves: 2,
          seed: 9,
          result: 'cloud',
        }) +
        toGrey('cloud', 'cg', 0.35, 0.78) +
        el('feBlend', { in: 'veins', in2: 'cg', mode: 'multiply', result: 'm' }) +
        el('feColorMatrix', {
          in: 'm',
          type: 'matrix',
          values: '0.97 0 0 0 0.02  0 0.97 0 0 0.02  0 0 0.98 0 0.025  0 0 0 0 1',
        });
      break;
    case 'linen':
      filter =
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.007',
          numOctaves: 2,
          seed: 21,
          result: 'n',
        }) +
        toGrey('n', 'g', 0.5, 0.62) +
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.9 0.05',
          numOctaves: 1,
          seed: 4,
          result: 'w1',
        }) +
        toGrey('w1', 'w1g', 0.5, 0.72) +
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.05 0.9',
          numOctaves: 1,
          seed: 8,
          result: 'w2',
        }) +
        toGrey('w2', 'w2g', 0.5, 0.72) +
        el('feBlend', { in: 'w1g', in2: 'w2g', mode: 'multiply', result: 'w' }) +
        el('feBlend', { in: 'g', in2: 'w', mode: 'multiply' });
      break;
    case 'slate':
      filter =
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.0034 0.029',
          numOctaves: 3,
          seed: 14,
          result: 'n',
        }) +
        toGrey('n', 'g', 0.9, 0.05) +
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.6',
          numOctaves: 1,
          seed: 6,
          result: 'fine',
        }) +
        toGrey('fine', 'fg', 0.35, 0.72) +
        el('feBlend', { in: 'g', in2: 'fg', mode: 'multiply', result: 'm' }) +
        gradientMap(['#1d2125', '#262b30', '#2f353a', '#383f45', '#424950'], 'm', 'out');
      break;
    case 'concrete':
      filter =
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.007',
          numOctaves: 3,
          seed: 31,
          result: 'n',
        }) +
        toGrey('n', 'g', 0.7, 0.2) +
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.7',
          numOctaves: 1,
          seed: 2,
          result: 's',
        }) +
        toGrey('s', 'sg', 0.5, 0.68) +
        el('feBlend', { in: 'g', in2: 'sg', mode: 'multiply', result: 'm' }) +
        gradientMap(['#9a968f', '#aaa69f', '#b8b4ad', '#c4c0b9', '#cfcbc4'], 'm', 'out');
      break;
    case 'terracotta':
      filter =
        el('feTurbulence', {
          type: 'fractalNoise',
          baseFrequency: '0.014',
          numOctaves: 3,
          seed: 17,
          result: 'n',
        }) +
        toGrey('n', 'g', 1.3, -0.15) +
        gradientMap(['#8f4a2e', '#a65a38', '#b86a45', '#c77c55', '#d18d66'], 'g', 'out');
      break;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TW}" height="${TH}">` +
    el(
      'filter',
      {
        id: 't',
        x: 0,
        y: 0,
        width: '100%',
        height: '100%',
        filterUnits: 'userSpaceOnUse',
        'color-interpolation-filters': 'sRGB',
      },
      filter,
    ) +
    rect(0, 0, TW, TH, { fill: '#808080', filter: 'url(#t)' }) +
    '</svg>'
  );
}

type Raw = { data: Buffer; info: OutputInfo };

const cache = new Map<SurfaceKind, Promise<Raw>>();

function texture(kind: SurfaceKind): Promise<Raw> {
  let p = cache.get(kind);
  if (!p) {
    p = sharp(Buffer.from(textureSvg(kind)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    cache.set(kind, p);
  }
  return p;
}

/** Linen and stone come in several colours; wood stays natural. */
const TINTS: Partial<Record<SurfaceKind, readonly string[]>> = {
  linen: ['#efe8dc', '#dcd6cb', '#c9d4d8', '#d8c3b0', '#bfc8b4', '#e9dcc6', '#c6b7a6', '#a9b5bf'],
  marble: ['#ffffff', '#f4f1ee', '#ecefef'],
  concrete: ['#ffffff', '#f6efe4', '#e6edf0', '#efe6dc'],
};

export type Surface = {
  kind: SurfaceKind;
  tint: string | null;
  flip: boolean;
  flop: boolean;
  zoom: number;
  ox: number;
  oy: number;
  bright: number;
};

export function chooseSurface(rng: Rng, kind?: SurfaceKind): Surface {
  const k =
    kind ??
    rng.weighted<SurfaceKind>([
      ['oak', 3],
      ['walnut', 2],
      ['whitewash', 2],
      ['marble', 3],
      ['linen', 3],
      ['slate', 1.5],
      ['concrete', 1],
      ['terracotta', 1],
    ]);
  const tints = TINTS[k];
  return {
    kind: k,
    tint: tints ? rng.pick(tints) : null,
    flip: rng.chance(0.5),
    flop: rng.chance(0.5),
    zoom: rng.range(0.72, 1),
    ox: rng.next(),
    oy: rng.next(),
    bright: rng.range(0.94, 1.06),
  };
}

/** The crop of the cached texture for this picture's aspect, flipped and tinted (small). */
async function surfaceCrop(
  s: Surface,
  width: number,
  height: number,
): Promise<{ img: Sharp; cw: number; ch: number }> {
  const tex = await texture(s.kind);
  const aspect = width / height;
  let cw = TW;
  let ch = Math.round(TW / aspect);
  if (ch > TH) {
    ch = TH;
    cw = Math.round(TH * aspect);
  }
  cw = Math.max(16, Math.round(cw * s.zoom));
  ch = Math.max(16, Math.round(ch * s.zoom));
  const left = Math.round((TW - cw) * s.ox);
  const top = Math.round((TH - ch) * s.oy);
  // Tint and flip the small crop, then scale it up (bilinear is plenty for soft textures).
  let img = sharp(tex.data, {
    raw: { width: tex.info.width, height: tex.info.height, channels: 3 },
  }).extract({ left, top, width: cw, height: ch });
  if (s.flip) img = img.flip();
  if (s.flop) img = img.flop();
  if (s.tint) {
    const t = parseHex(s.tint) ?? { r: 255, g: 255, b: 255 };
    img = img.linear(
      [(t.r / 255) * s.bright, (t.g / 255) * s.bright, (t.b / 255) * s.bright],
      [0, 0, 0],
    );
  } else if (s.bright !== 1) {
    img = img.linear(s.bright, 0);
  }
  return { img, cw, ch };
}

/**
 * The surface as an <image> element covering width × height: the small, lit crop is embedded
 * (as a high-quality JPEG) and scaled up by librsvg while it draws the picture, which is
 * cheaper than scaling and compositing a full-size layer.
 */
export async function surfaceImage(s: Surface, width: number, height: number): Promise<string> {
  const { img, cw, ch } = await surfaceCrop(s, width, height);
  const small = await img.raw().toBuffer();
  light(small, cw, ch, isDark(s));
  const jpeg = await sharp(small, { raw: { width: cw, height: ch, channels: 3 } })
    .jpeg({ quality: 94, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return `<image href="data:image/jpeg;base64,${jpeg.toString('base64')}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="none"/>`;
}

/** Full-resolution details drawn over the surface texture (plank seams, tile joints, folds). */
export function surfaceDetails(c: Ctx, s: Surface, width: number, height: number): string {
  const out: string[] = [];
  if (s.kind === 'oak' || s.kind === 'walnut' || s.kind === 'whitewash') {
    const base = s.kind === 'walnut' ? '#2a180d' : s.kind === 'oak' ? '#5e3a1e' : '#8f8272';
    const plank = c.rng.range(230, 330) * (height / 1200);
    let y = -c.rng.range(0, plank);
    let seams = '';
    let hi = '';
    while (y < height + plank) {
      seams += `M0 ${f(y)}H${f(width)}`;
      hi += `M0 ${f(y + 2.5)}H${f(width)}`;
      // an occasional butt joint
      if (c.rng.chance(0.6)) {
        const x = c.rng.range(0.1, 0.9) * width;
        seams += `M${f(x)} ${f(y)}V${f(y + plank)}`;
      }
      y += plank;
    }
    out.push(path(seams, { stroke: base, 'stroke-width': 3.5, opacity: 0.75, fill: 'none' }));
    out.push(path(hi, { stroke: '#ffffff', 'stroke-width': 1.5, opacity: 0.14, fill: 'none' }));
    // knots
    for (let i = 0; i < c.rng.int(0, 3); i++) {
      const x = c.rng.range(0, width);
      const yy = c.rng.range(0, height);
      out.push(
        el('ellipse', {
          cx: x,
          cy: yy,
          rx: c.rng.range(14, 28),
          ry: c.rng.range(6, 10),
          fill: base,
          opacity: 0.35,
        }) +
          el('ellipse', {
            cx: x,
            cy: yy,
            rx: c.rng.range(30, 50),
            ry: c.rng.range(12, 18),
            fill: 'none',
            stroke: base,
            'stroke-width': 2,
            opacity: 0.2,
          }),
      );
    }
  } else if (s.kind === 'terracotta') {
    const tile = c.rng.range(260, 340) * (height / 1200);
    let d = '';
    for (let x = -c.rng.range(0, tile); x < width + tile; x += tile) d += `M${f(x)} 0V${f(height)}`;
    for (let y = -c.rng.range(0, tile); y < height + tile; y += tile) d += `M0 ${f(y)}H${f(width)}`;
    out.push(path(d, { stroke: '#d8c7b4', 'stroke-width': 9, opacity: 0.85, fill: 'none' }));
    out.push(
      path(d, {
        stroke: '#6b3520',
        'stroke-width': 2,
        opacity: 0.3,
        fill: 'none',
        transform: 'translate(5 5)',
      }),
    );
  } else if (s.kind === 'linen') {
    // soft folds
    for (let i = 0; i < 3; i++) {
      const pts: Pt[] = [];
      const y0 = c.rng.range(0, height);
      for (let k = 0; k <= 6; k++) pts.push([(width * k) / 6, y0 + c.rng.jitter(0, height * 0.08)]);
      const d = smooth(pts, false);
      out.push(
        path(d, {
          stroke: '#000000',
          'stroke-width': 90 * (height / 1200),
          opacity: 0.035,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      );
      out.push(
        path(d, {
          stroke: '#ffffff',
          'stroke-width': 50 * (height / 1200),
          opacity: 0.04,
          fill: 'none',
          transform: `translate(0 ${f((-70 * height) / 1200)})`,
        }),
      );
    }
  } else if (s.kind === 'slate') {
    let d = '';
    for (let i = 0; i < 10; i++) {
      const x = c.rng.range(0, width);
      const y = c.rng.range(0, height);
      const a = c.rng.range(-0.4, 0.4);
      const l = c.rng.range(40, 160);
      d += `M${f(x)} ${f(y)}l${f(Math.cos(a) * l)} ${f(Math.sin(a) * l)}`;
    }
    out.push(path(d, { stroke: '#8a949c', 'stroke-width': 1.2, opacity: 0.35, fill: 'none' }));
  }
  return out.join('');
}

/**
 * Light falloff baked into the (small) surface before it is scaled up: a warm window light
 * from the top left, a little darker towards the bottom right, and a soft vignette. Done in
 * JS on the raw pixels because full-canvas SVG gradients are slow to rasterise.
 */
function light(buf: Buffer, w: number, h: number, dark: boolean): void {
  const up = dark ? 0.1 : 0.14;
  const down = dark ? 0.16 : 0.12;
  for (let y = 0; y < h; y++) {
    const fy = y / h;
    const dy = fy - 0.5;
    for (let x = 0; x < w; x++) {
      const fx = x / w;
      const t = (fx + fy) / 2;
      const lin = t < 0.45 ? 1 + (up * (0.45 - t)) / 0.45 : 1 - (down * (t - 0.45)) / 0.55;
      const dx = fx - 0.5;
      const d = Math.sqrt(dx * dx + dy * dy) / 0.7071;
      const vig = d < 0.6 ? 1 : 1 - 0.3 * ((d - 0.6) / 0.4) ** 1.5;
      const k = lin * vig;
      const o = (y * w + x) * 3;
      const warm = t < 0.45 ? (0.45 - t) * 12 : 0;
      buf[o] = Math.min(255, (buf[o] ?? 0) * k + warm);
      buf[o + 1] = Math.min(255, (buf[o + 1] ?? 0) * k + warm * 0.6);
      buf[o + 2] = Math.min(255, (buf[o + 2] ?? 0) * k);
    }
  }
}

export const isDark = (s: Surface) => s.kind === 'walnut' || s.kind === 'slate';
