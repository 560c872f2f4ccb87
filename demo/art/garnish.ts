/** Loose garnish scattered on the table around a dish. */
import * as I from './items';
import type { Ctx } from './paint';
import { g, place } from './svg';

export const GARNISH = [
  'basil',
  'parsley',
  'rosemary',
  'thyme',
  'dill',
  'mint',
  'cherry-tomato',
  'tomato-half',
  'garlic',
  'lemon-wedge',
  'lime-wedge',
  'lemon-slice',
  'orange-slice',
  'chilli',
  'peppercorns',
  'salt',
  'blueberries',
  'raspberries',
  'strawberry',
  'almonds',
  'walnut',
  'olives',
  'sesame',
  'banana',
  'crumbs',
  'chocolate',
  'wheat',
  'flour',
  'sugar',
] as const;
export type GarnishKind = (typeof GARNISH)[number];

/** Approximate radius of each garnish, for spacing. */
export const GARNISH_SIZE: Record<GarnishKind, number> = {
  basil: 45,
  parsley: 40,
  rosemary: 80,
  thyme: 60,
  dill: 65,
  mint: 50,
  'cherry-tomato': 45,
  'tomato-half': 45,
  garlic: 40,
  'lemon-wedge': 55,
  'lime-wedge': 50,
  'lemon-slice': 50,
  'orange-slice': 55,
  chilli: 70,
  peppercorns: 35,
  salt: 35,
  blueberries: 40,
  raspberries: 40,
  strawberry: 40,
  almonds: 40,
  walnut: 35,
  olives: 40,
  sesame: 35,
  banana: 40,
  crumbs: 45,
  chocolate: 45,
  wheat: 90,
  flour: 70,
  sugar: 45,
};

export function garnish(c: Ctx, kind: GarnishKind, x: number, y: number, rot: number): string {
  const r = c.rng;
  switch (kind) {
    case 'basil':
      return I.herbLeaf(c, x, y, rot, 60) + I.herbLeaf(c, x + 10, y + 8, rot + 50, 48);
    case 'parsley':
      return (
        I.parsley(c, x, y, rot, 26, '#4f9a3a') +
        I.parsley(c, x + 24, y + 14, rot + 70, 20, '#4f9a3a')
      );
    case 'rosemary':
      return I.rosemary(c, x - 70, y, rot, 150);
    case 'thyme':
      return I.sprig(c, x - 55, y, rot, 115, '#5e7a3a');
    case 'dill':
      return I.sprig(c, x - 60, y, rot, 125, '#5f9a3a', true);
    case 'mint':
      return I.mint(c, x, y, rot, 46);
    case 'cherry-tomato':
      return (
        I.cherryTomato(c, x, y, 26) +
        I.cherryTomato(c, x + 38, y + 16, 22) +
        (r.chance(0.5) ? I.tomatoHalf(c, x - 10, y + 40, 22, '#d2321f', rot) : '')
      );
    case 'tomato-half':
      return I.tomatoHalf(c, x, y, 42, '#d2321f', rot);
    case 'garlic':
      return I.garlic(c, x, y, rot, 24) + I.garlic(c, x + 30, y + 20, rot + 80, 20);
    case 'lemon-wedge':
      return I.citrusWedge(c, x, y, rot, 100, '#f4d23c');
    case 'lime-wedge':
      return I.citrusWedge(c, x, y, rot, 90, '#8cc43c');
    case 'lemon-slice':
      return I.citrusSlice(c, x, y, 42, '#f4d23c', rot);
    case 'orange-slice':
      return I.citrusSlice(c, x, y, 46, '#f39a2b', rot);
    case 'chilli':
      return I.chilli(c, x - 55, y, rot, 120);
    case 'peppercorns': {
      let out = '';
      for (let i = 0; i < 9; i++) {
        const [u, v] = r.inDisc(30);
        out += I.peppercorn(c, x + u, y + v, 5);
      }
      return out;
    }
    case 'salt':
      return I.salt(c, 20, 32, 26, x, y, 4);
    case 'blueberries': {
      let out = '';
      for (let i = 0; i < 6; i++) {
        const [u, v] = r.inDisc(30);
        out += I.blueberry(c, x + u, y + v, 12);
      }
      return out;
    }
    case 'raspberries':
      return (
        I.raspberry(c, x, y, 18) +
        I.raspberry(c, x + 30, y + 12, 16) +
        I.raspberry(c, x + 6, y + 32, 16)
      );
    case 'strawberry':
      return I.strawberryHalf(c, x, y, rot, 30) + I.strawberryHalf(c, x + 40, y + 10, rot + 40, 26);
    case 'almonds': {
      let out = '';
      for (let i = 0; i < 5; i++) {
        const [u, v] = r.inDisc(30);
        out += I.almond(c, x + u, y + v, r.range(0, 360), 16);
      }
      return out;
    }
    case 'walnut':
      return I.walnut(c, x, y, rot, 26) + I.walnut(c, x + 34, y + 20, rot + 60, 22);
    case 'olives': {
      let out = '';
      for (let i = 0; i < 5; i++) {
        const [u, v] = r.inDisc(28);
        out += I.olive(
          c,
          x + u,
          y + v,
          11,
          r.pick(['#2d2a26', '#6f7a2e', '#4a2b38'] as const),
          r.range(0, 180),
        );
      }
      return out;
    }
    case 'sesame':
      return I.seeds(c, 30, 30, 22, '#efe2c0', 7, x, y);
    case 'banana':
      return I.bananaSlice(c, x, y, 24) + I.bananaSlice(c, x + 34, y + 14, 22);
    case 'crumbs':
      return I.salt(c, 14, 40, 30, x, y, 5)
        .replace(/#fbfaf6/g, '#d9a55a')
        .replace(/#d8d4cc/g, '#a8702f');
    case 'chocolate':
      return g(
        `<path d="M-40 -25h80v50h-80z" fill="#4a2a18"/><path d="M-40 -25h80v50h-80z" fill="none" stroke="#2e190e" stroke-width="3"/><path d="M-13 -25v50M13 -25v50M-40 0h80" stroke="#2e190e" stroke-width="2.5"/><path d="M-36 -22h30" stroke="#8a5a3a" stroke-width="3" opacity=".6"/>`,
        { transform: place(x, y, rot) },
      );
    case 'wheat': {
      let grains = '';
      for (let i = 0; i < 9; i++) {
        const t = i * 11;
        grains += `<ellipse cx="${t}" cy="-6" rx="8" ry="4.2" transform="rotate(-25 ${t} -6)"/><ellipse cx="${t}" cy="6" rx="8" ry="4.2" transform="rotate(25 ${t} 6)"/>`;
      }
      return g(
        `<path d="M-90 0H100" stroke="#c9a25a" stroke-width="3"/>` +
          g(grains, { fill: '#dcb46a', stroke: '#b08440', 'stroke-width': 1 }),
        { transform: place(x, y, rot) },
      );
    }
    case 'flour':
      return (
        I.dots(c, 160, 60, 42, '#ffffff', 2.2, x, y) + I.dots(c, 60, 80, 55, '#ffffff', 1.4, x, y)
      );
    case 'sugar':
      return I.salt(c, 30, 30, 24, x, y, 2.5);
  }
}
