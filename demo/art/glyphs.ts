/**
 * Flat one-colour icons for each dish kind (logos, favicons, product labels). Drawn in a
 * 100 × 100 box centred on (0, 0); `ink` is the icon colour, `cut` the background colour
 * used for cut-outs.
 */
import type { DishKind } from '../seed/types';
import { circle, ellipse, g, path, rect } from './svg';

const bowl = (ink: string) =>
  path('M-44 -4H44C44 24 24 40 0 40C-24 40 -44 24 -44 -4Z', { fill: ink }) +
  rect(-16, 40, 32, 6, { fill: ink, rx: 3 });
const stroke = (ink: string, w = 6) => ({
  stroke: ink,
  'stroke-width': w,
  fill: 'none',
  'stroke-linecap': 'round' as const,
  'stroke-linejoin': 'round' as const,
});

export function glyph(kind: DishKind, ink: string, cut: string): string {
  switch (kind) {
    case 'pasta':
      return (
        bowl(ink) +
        path(
          'M-24 -10C-30 -30 -14 -34 -18 -48M-4 -10C-10 -30 6 -34 2 -48M16 -10C10 -30 26 -34 22 -48',
          stroke(ink, 5),
        )
      );
    case 'noodles':
      return (
        bowl(ink) +
        path('M-10 -8L30 -46M4 -8L40 -40', stroke(ink, 5)) +
        path('M-30 -6Q-20 -18 -10 -6Q0 6 10 -6', stroke(ink, 4))
      );
    case 'rice-bowl':
      return (
        bowl(ink) +
        path('M-36 -6C-34 -34 34 -34 36 -6Z', { fill: ink }) +
        circle(-12, -18, 3, { fill: cut }) +
        circle(6, -22, 3, { fill: cut }) +
        circle(18, -12, 3, { fill: cut })
      );
    case 'curry':
      return (
        path('M-46 0H46C44 22 26 34 0 34C-26 34 -44 22 -46 0Z', { fill: ink }) +
        path('M-30 -8C-30 -26 -6 -30 0 -18C6 -30 30 -26 30 -8Z', { fill: ink }) +
        path('M30 -30Q44 -44 38 -52', stroke(ink, 4))
      );
    case 'soup':
      return (
        bowl(ink) +
        path(
          'M-18 -14Q-26 -24 -18 -34Q-10 -44 -18 -52M0 -14Q-8 -24 0 -34Q8 -44 0 -52M18 -14Q10 -24 18 -34Q26 -44 18 -52',
          stroke(ink, 4),
        )
      );
    case 'stew':
      return (
        path('M-38 -14H38V26C38 36 30 42 20 42H-20C-30 42 -38 36 -38 26Z', { fill: ink }) +
        rect(-48, -10, 10, 14, { fill: ink, rx: 4 }) +
        rect(38, -10, 10, 14, { fill: ink, rx: 4 }) +
        path('M-42 -22H42', stroke(ink, 6)) +
        rect(-8, -34, 16, 8, { fill: ink, rx: 3 })
      );
    case 'salad':
      return (
        bowl(ink) +
        path(
          'M-34 -6C-40 -30 -14 -36 -10 -8Z M-12 -8C-14 -40 14 -44 12 -8Z M10 -8C14 -36 42 -30 34 -6Z',
          { fill: ink },
        )
      );
    case 'pizza':
      return (
        path('M-40 -34Q0 -52 40 -34L0 46Z', { fill: ink }) +
        path('M-40 -34Q0 -52 40 -34', stroke(cut, 4)) +
        circle(-10, -14, 7, { fill: cut }) +
        circle(12, -6, 6, { fill: cut }) +
        circle(0, 16, 5, { fill: cut })
      );
    case 'burger':
      return (
        path('M-42 -8C-42 -40 42 -40 42 -8Z', { fill: ink }) +
        rect(-46, -2, 92, 12, { fill: ink, rx: 6 }) +
        path('M-44 16H44L36 24H-36Z', { fill: ink }) +
        rect(-42, 28, 84, 14, { fill: ink, rx: 7 }) +
        circle(-14, -22, 2.5, { fill: cut }) +
        circle(4, -28, 2.5, { fill: cut }) +
        circle(18, -18, 2.5, { fill: cut })
      );
    case 'tacos':
      return (
        path('M-46 26A46 46 0 0 1 46 26Z', { fill: ink }) +
        path('M-40 8Q-30 -4 -20 6Q-10 -6 0 4Q10 -6 20 6Q30 -4 40 8', stroke(cut, 5))
      );
    case 'wrap':
      return g(
        rect(-44, -18, 80, 36, { fill: ink, rx: 18 }) +
          ellipse(38, 0, 12, 18, { fill: cut }) +
          path('M38 -8Q46 0 38 8Q32 4 36 0', stroke(ink, 3)),
        { transform: 'rotate(-25)' },
      );
    case 'sandwich':
      return (
        path('M-44 30L0 -40L44 30Z', { fill: ink }) + path('M-30 10H30M-20 -6H20', stroke(cut, 4))
      );
    case 'toast':
      return (
        path('M-34 40V-10C-50 -18 -44 -44 -20 -40C-8 -50 8 -50 20 -40C44 -44 50 -18 34 -10V40Z', {
          fill: ink,
        }) +
        path(
          'M-24 30V-4C-34 -10 -30 -30 -14 -28C-6 -36 6 -36 14 -28C30 -30 34 -10 24 -4V30Z',
          stroke(cut, 3),
        )
      );
    case 'eggs':
      return (
        path(
          'M-10 -42C20 -46 44 -24 40 4C38 30 14 44 -10 40C-36 36 -46 12 -40 -12C-36 -30 -26 -40 -10 -42Z',
          { fill: ink },
        ) + circle(0, 0, 15, { fill: cut })
      );
    case 'pancakes':
      return (
        rect(-42, 22, 84, 14, { fill: ink, rx: 7 }) +
        rect(-40, 4, 80, 14, { fill: ink, rx: 7 }) +
        rect(-38, -14, 76, 14, { fill: ink, rx: 7 }) +
        rect(-10, -30, 20, 12, { fill: ink, rx: 3 }) +
        path('M24 -14V2', stroke(cut, 4))
      );
    case 'oats':
      return (
        bowl(ink) +
        path('M-36 -8C-20 -16 20 -16 36 -8', stroke(ink, 5)) +
        path('M14 -10L40 -46', stroke(ink, 6)) +
        ellipse(42, -48, 6, 9, { fill: ink, transform: 'rotate(35 42 -48)' })
      );
    case 'smoothie':
      return (
        path('M-28 -24H28L20 44H-20Z', { fill: ink }) +
        path('M4 -24L18 -52H34', stroke(ink, 5)) +
        path('M-24 -8H24', stroke(cut, 3))
      );
    case 'fish':
      return (
        ellipse(-6, 0, 34, 22, { fill: ink }) +
        path('M24 0L46 -20V20Z', { fill: ink }) +
        circle(-24, -6, 4, { fill: cut }) +
        path('M-6 -14Q2 0 -6 14', stroke(cut, 3))
      );
    case 'steak':
      return (
        path(
          'M-40 -10C-44 -34 -4 -44 20 -34C44 -26 48 4 36 22C22 42 -20 40 -34 20C-42 10 -38 2 -40 -10Z',
          { fill: ink },
        ) + path('M-14 -18C0 -10 4 8 -6 22', stroke(cut, 5))
      );
    case 'chicken':
      return (
        path(
          'M-44 -10C-44 -40 -8 -48 10 -22C18 -10 22 0 26 6L16 16C10 12 0 8 -12 6C-36 4 -44 10 -44 -10Z',
          { fill: ink },
        ) +
        path('M20 12L36 28', stroke(ink, 8)) +
        circle(40, 24, 7, { fill: ink }) +
        circle(32, 34, 7, { fill: ink })
      );
    case 'roast-veg':
      return (
        path('M-36 40L-6 -6C0 -14 14 -14 20 -6C26 2 24 12 16 16Z', { fill: ink }) +
        path('M14 -12L24 -44M18 -10L42 -30M16 -10L40 -8', stroke(ink, 5)) +
        path('M-18 14L-6 18M-8 2L2 6', stroke(cut, 3))
      );
    case 'stir-fry':
      return (
        path('M-46 -8H34C30 22 12 34 -6 34C-26 34 -44 22 -46 -8Z', { fill: ink }) +
        path('M30 -4L50 -18', stroke(ink, 7)) +
        circle(-20, -16, 6, { fill: ink }) +
        rect(-6, -24, 18, 8, { fill: ink, rx: 4, transform: 'rotate(-20)' }) +
        circle(16, -16, 5, { fill: ink })
      );
    case 'cake':
      return (
        path('M-44 34V-6L40 -30V34Z', { fill: ink }) +
        path('M-44 6L40 -16M-44 20L40 0', stroke(cut, 4)) +
        circle(16, -36, 8, { fill: ink })
      );
    case 'cookies':
      return (
        circle(0, 0, 42, { fill: ink }) +
        circle(-14, -14, 5, { fill: cut }) +
        circle(12, -18, 4, { fill: cut }) +
        circle(16, 10, 5, { fill: cut }) +
        circle(-12, 16, 4, { fill: cut }) +
        circle(2, 0, 3, { fill: cut })
      );
    case 'pie':
      return (
        path('M-46 8H46L38 34H-38Z', { fill: ink }) +
        path('M-40 8C-40 -26 40 -26 40 8Z', { fill: ink }) +
        path('M-20 4L-8 -18M0 4L12 -18M20 4L28 -10', stroke(cut, 4))
      );
    case 'bread':
      return (
        path('M-46 14C-46 -22 46 -22 46 14C46 30 30 34 0 34C-30 34 -46 30 -46 14Z', { fill: ink }) +
        path('M-26 -4L-14 10M-6 -8L6 6M14 -6L26 8', stroke(cut, 5))
      );
    case 'dessert-cup':
      return (
        path('M-32 -10H32L22 30H-22Z', { fill: ink }) +
        rect(-4, 30, 8, 10, { fill: ink }) +
        rect(-18, 40, 36, 6, { fill: ink, rx: 3 }) +
        path('M-26 -16C-20 -40 20 -40 26 -16Z', { fill: ink }) +
        circle(0, -40, 7, { fill: ink }) +
        path('M-28 6H28', stroke(cut, 3))
      );
    case 'dip':
      return (
        path('M-40 0H40C40 24 22 36 0 36C-22 36 -40 24 -40 0Z', { fill: ink }) +
        path('M-30 -6C-20 -18 20 -18 30 -6', stroke(ink, 5)) +
        path('M10 -10L40 -44L48 -18Z', { fill: ink })
      );
    default:
      return glyph(GLYPH_ALIAS[kind] ?? 'salad', ink, cut);
  }
}

/** Kinds without an icon of their own borrow the nearest one. */
const GLYPH_ALIAS: Partial<Record<DishKind, DishKind>> = {
  lasagne: 'pasta',
  penne: 'pasta',
  ravioli: 'pasta',
  'pasta-bake': 'pie',
  tiramisu: 'cake',
  crumble: 'pie',
  croissant: 'bread',
  scones: 'bread',
  buns: 'bread',
  focaccia: 'bread',
  flatbread: 'bread',
  oliebollen: 'cookies',
  'loaf-cake': 'bread',
  'butter-cake': 'cake',
  turnovers: 'pie',
  poffertjes: 'pancakes',
  'mug-cake': 'dessert-cup',
  fries: 'burger',
  wedges: 'roast-veg',
  fritters: 'cookies',
  nuggets: 'chicken',
  'fried-fish': 'fish',
  bitterballen: 'cookies',
  falafel: 'wrap',
  'energy-balls': 'cookies',
  mussels: 'fish',
  prawns: 'fish',
  scallops: 'fish',
  'whole-fish': 'fish',
  mash: 'stew',
  'beet-salad': 'salad',
  'potato-salad': 'salad',
  'cucumber-salad': 'salad',
  'chunky-soup': 'soup',
  'cauliflower-steak': 'roast-veg',
  pannenkoek: 'pancakes',
  'beans-on-toast': 'toast',
  'french-toast': 'toast',
  meatballs: 'stew',
  'fried-noodles': 'noodles',
  dumplings: 'stir-fry',
  'fried-rice': 'rice-bowl',
  risotto: 'rice-bowl',
  'sticky-rice': 'rice-bowl',
  'egg-muffins': 'eggs',
  frittata: 'eggs',
  'stuffed-peppers': 'roast-veg',
  'poached-pears': 'dessert-cup',
};
