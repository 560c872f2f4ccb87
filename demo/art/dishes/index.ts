/**
 * Registry: how each dish kind is drawn, garnished and laid with cutlery. Every kind has a
 * drawing of its own (tests/integration/dish-art.test.ts checks no two draw the same).
 */
import type { DishKind } from '../../seed/types';
import type { GarnishKind } from '../garnish';
import type { DishCtx } from '../paint';
import type { CutleryKind } from '../props';
import type { DishParts } from '../render';
import * as Y from './bakery';
import * as K from './bakes';
import * as B from './bowls';
import * as F from './fried';
import * as H from './handheld';
import * as M from './mains';
import * as P from './pastas';
import * as L from './plates';
import * as S2 from './seafood';
import * as S from './sweets';

export type DishSpec = {
  draw: (c: DishCtx) => DishParts;
  /** Loose garnish that suits the dish, scattered on the table. */
  garnish: readonly GarnishKind[];
  cutlery: CutleryKind | null;
  /** Colours used when a recipe provides fewer than three. */
  fallback: readonly string[];
};

export const DISHES: Record<DishKind, DishSpec> = {
  pasta: {
    draw: B.pasta,
    garnish: ['basil', 'cherry-tomato', 'garlic', 'peppercorns', 'salt'],
    cutlery: 'fork',
    fallback: ['#efcf86', '#c0392b', '#3f7a2e'],
  },
  noodles: {
    draw: B.noodles,
    garnish: ['chilli', 'lime-wedge', 'sesame', 'garlic'],
    cutlery: 'spoon',
    fallback: ['#d89a55', '#c98c76', '#6fae3f'],
  },
  'rice-bowl': {
    draw: B.riceBowl,
    garnish: ['lime-wedge', 'sesame', 'chilli', 'parsley'],
    cutlery: 'chopsticks',
    fallback: ['#f08a6c', '#7cb342', '#f2c230', '#8e44ad'],
  },
  curry: {
    draw: B.curry,
    garnish: ['chilli', 'parsley', 'lime-wedge', 'garlic', 'peppercorns'],
    cutlery: 'spoon',
    fallback: ['#d9822b', '#f2dcb0', '#7aa83a'],
  },
  soup: {
    draw: B.soup,
    garnish: ['parsley', 'garlic', 'peppercorns', 'thyme', 'salt'],
    cutlery: null,
    fallback: ['#d35b2a', '#f5efe0', '#4e8a34'],
  },
  stew: {
    draw: B.stew,
    garnish: ['thyme', 'rosemary', 'garlic', 'peppercorns'],
    cutlery: 'spoon',
    fallback: ['#7a3a1c', '#e47a2a', '#6aa83a'],
  },
  salad: {
    draw: B.salad,
    garnish: ['lemon-wedge', 'olives', 'cherry-tomato', 'salt', 'peppercorns'],
    cutlery: 'fork-knife',
    fallback: ['#6fa83c', '#d2321f', '#f7f4ea', '#b4547c'],
  },
  pizza: {
    draw: H.pizza,
    garnish: ['basil', 'cherry-tomato', 'chilli', 'garlic', 'olives'],
    cutlery: null,
    fallback: ['#c8321f', '#f6e6bd', '#3f7a2e', '#2d2a26'],
  },
  burger: {
    draw: H.burger,
    garnish: ['tomato-half', 'salt', 'peppercorns', 'parsley'],
    cutlery: null,
    fallback: ['#d08a3c', '#f3b62e', '#7fb743', '#d2321f'],
  },
  tacos: {
    draw: H.tacos,
    garnish: ['lime-wedge', 'chilli', 'parsley', 'cherry-tomato', 'salt'],
    cutlery: null,
    fallback: ['#8a4a2a', '#8e44ad', '#d2321f', '#3f7a2e'],
  },
  wrap: {
    draw: H.wrap,
    garnish: ['parsley', 'cherry-tomato', 'lime-wedge', 'salt'],
    cutlery: null,
    fallback: ['#7fb743', '#e8c88a', '#d2321f', '#8e44ad'],
  },
  sandwich: {
    draw: H.sandwich,
    garnish: ['cherry-tomato', 'salt', 'peppercorns', 'parsley'],
    cutlery: 'knife',
    fallback: ['#7fb743', '#e8a0a0', '#f3b62e', '#d2321f'],
  },
  toast: {
    draw: H.toast,
    garnish: ['chilli', 'salt', 'lemon-wedge', 'sesame', 'parsley'],
    cutlery: 'fork-knife',
    fallback: ['#7cb342', '#f6a81d', '#c2301c'],
  },
  eggs: {
    draw: M.eggs,
    garnish: ['parsley', 'chilli', 'salt', 'peppercorns', 'garlic'],
    cutlery: 'fork',
    fallback: ['#c8321f', '#f6a81d', '#f7f4ea', '#3f7a2e'],
  },
  pancakes: {
    draw: S.pancakes,
    garnish: ['blueberries', 'raspberries', 'strawberry', 'mint', 'sugar'],
    cutlery: 'fork-knife',
    fallback: ['#e0a552', '#b8651c', '#3a3f78', '#c8224a'],
  },
  oats: {
    draw: B.oats,
    garnish: ['blueberries', 'almonds', 'banana', 'raspberries', 'mint'],
    cutlery: 'spoon',
    fallback: ['#e6d6b4', '#3a3f78', '#c8224a'],
  },
  smoothie: {
    draw: S.smoothie,
    garnish: ['banana', 'blueberries', 'strawberry', 'mint', 'raspberries', 'orange-slice'],
    cutlery: null,
    fallback: ['#d9487a', '#c8224a', '#3a3f78', '#f3d36b'],
  },
  fish: {
    draw: M.fish,
    garnish: ['lemon-wedge', 'dill', 'peppercorns', 'salt', 'lemon-slice'],
    cutlery: 'fork-knife',
    fallback: ['#f08a5d', '#5f9a3a', '#f4d23c'],
  },
  steak: {
    draw: M.steak,
    garnish: ['rosemary', 'garlic', 'peppercorns', 'salt', 'thyme'],
    cutlery: 'fork-knife',
    fallback: ['#d0605a', '#5a2c16', '#5a7f2a'],
  },
  chicken: {
    draw: M.chicken,
    garnish: ['rosemary', 'lemon-wedge', 'garlic', 'thyme', 'peppercorns'],
    cutlery: 'fork-knife',
    fallback: ['#d98d3a', '#e47a2a', '#4e8a34'],
  },
  'roast-veg': {
    draw: M.roastVeg,
    garnish: ['rosemary', 'garlic', 'thyme', 'salt', 'peppercorns'],
    cutlery: null,
    fallback: ['#e8792a', '#8e3b6e', '#4e8a34', '#f2b61c'],
  },
  'stir-fry': {
    draw: M.stirFry,
    garnish: ['chilli', 'garlic', 'lime-wedge', 'sesame'],
    cutlery: null,
    fallback: ['#d9302a', '#3e7a2c', '#f2b61c', '#7a3e16'],
  },
  cake: {
    draw: S.cake,
    garnish: ['raspberries', 'blueberries', 'mint', 'strawberry', 'sugar'],
    cutlery: null,
    fallback: ['#e8c48a', '#fbf3e4', '#6b3a22', '#c8224a'],
  },
  cookies: {
    draw: S.cookies,
    garnish: ['chocolate', 'crumbs', 'almonds', 'walnut', 'salt'],
    cutlery: null,
    fallback: ['#c98a4a', '#3b2214', '#f2e6c8'],
  },
  pie: {
    draw: S.pie,
    garnish: ['raspberries', 'blueberries', 'mint', 'flour', 'sugar'],
    cutlery: 'fork',
    fallback: ['#9b1b30', '#d9a05a', '#f7efe0'],
  },
  bread: {
    draw: S.bread,
    garnish: ['wheat', 'flour', 'salt', 'rosemary'],
    cutlery: null,
    fallback: ['#b8702e', '#f1dfb8', '#f8e7a0'],
  },
  'dessert-cup': {
    draw: S.dessertCup,
    garnish: ['raspberries', 'blueberries', 'mint', 'chocolate', 'strawberry'],
    cutlery: null,
    fallback: ['#c8224a', '#f7efe0', '#5a3520', '#3a3f78'],
  },
  dip: {
    draw: B.dip,
    garnish: ['parsley', 'lemon-wedge', 'olives', 'chilli', 'sesame'],
    cutlery: null,
    fallback: ['#e3c99a', '#c2401f', '#4e8a34'],
  },
  lasagne: {
    draw: K.lasagne,
    garnish: ['basil', 'cherry-tomato', 'garlic', 'peppercorns', 'salt'],
    cutlery: 'fork',
    fallback: ['#e3a14a', '#b83b24', '#f4e3b5', '#fff6e0'],
  },
  tiramisu: {
    draw: K.tiramisu,
    garnish: ['chocolate', 'mint', 'raspberries', 'sugar'],
    cutlery: null,
    fallback: ['#f3e6cf', '#5a3a22', '#8b5e3c'],
  },
  'pasta-bake': {
    draw: K.pastaBake,
    garnish: ['basil', 'parsley', 'cherry-tomato', 'peppercorns', 'salt'],
    cutlery: 'fork',
    fallback: ['#e8b84a', '#f5e6b8', '#c0392b', '#6aa84f'],
  },
  crumble: {
    draw: K.crumble,
    garnish: ['mint', 'flour', 'sugar', 'almonds', 'raspberries'],
    cutlery: 'spoon',
    fallback: ['#d4a25a', '#f2e1b9', '#9c5a2e'],
  },
  penne: {
    draw: P.penne,
    garnish: ['basil', 'chilli', 'garlic', 'cherry-tomato', 'peppercorns'],
    cutlery: 'fork',
    fallback: ['#c7301f', '#f3d79a', '#3d7a2c'],
  },
  ravioli: {
    draw: P.ravioli,
    garnish: ['basil', 'garlic', 'peppercorns', 'salt', 'walnut'],
    cutlery: 'fork',
    fallback: ['#f1d88e', '#c98a3b', '#3f6e2a', '#fbf4e2'],
  },
  croissant: {
    draw: Y.croissant,
    garnish: ['crumbs', 'flour', 'strawberry', 'raspberries', 'sugar'],
    cutlery: null,
    fallback: ['#d9974a', '#b8732f', '#f3d9a4'],
  },
  scones: {
    draw: Y.scones,
    garnish: ['strawberry', 'raspberries', 'flour', 'crumbs', 'mint'],
    cutlery: 'knife',
    fallback: ['#e3b25b', '#f6e7c1', '#c8224a', '#fdf6e6'],
  },
  buns: {
    draw: Y.buns,
    garnish: ['flour', 'sugar', 'crumbs', 'wheat'],
    cutlery: null,
    fallback: ['#c98b4f', '#8b5a2b', '#f1d7a8', '#ffffff'],
  },
  focaccia: {
    draw: Y.focaccia,
    garnish: ['rosemary', 'salt', 'olives', 'garlic', 'cherry-tomato'],
    cutlery: null,
    fallback: ['#e3b868', '#3f6b2a', '#d2382e'],
  },
  flatbread: {
    draw: Y.flatbread,
    garnish: ['garlic', 'parsley', 'salt', 'flour', 'lemon-wedge'],
    cutlery: null,
    fallback: ['#e8c27a', '#c98b3e', '#4e7a3a'],
  },
  oliebollen: {
    draw: Y.oliebollen,
    garnish: ['sugar', 'flour', 'crumbs'],
    cutlery: 'fork',
    fallback: ['#b8742a', '#d9a05b', '#ffffff', '#4a2c1a'],
  },
  'loaf-cake': {
    draw: Y.loafCake,
    garnish: ['walnut', 'banana', 'almonds', 'crumbs', 'flour'],
    cutlery: 'knife',
    fallback: ['#8b5a2b', '#c08a4d', '#e9cf9e'],
  },
  'butter-cake': {
    draw: Y.butterCake,
    garnish: ['almonds', 'sugar', 'flour', 'lemon-slice', 'crumbs'],
    cutlery: 'knife',
    fallback: ['#e3b15e', '#c98e3d', '#f6dfa8'],
  },
  turnovers: {
    draw: Y.turnovers,
    garnish: ['sugar', 'flour', 'crumbs', 'walnut'],
    cutlery: null,
    fallback: ['#d9a441', '#f2d38a', '#a0522d'],
  },
  poffertjes: {
    draw: Y.poffertjes,
    garnish: ['sugar', 'strawberry', 'flour'],
    cutlery: null,
    fallback: ['#c8893d', '#e9b865', '#ffffff'],
  },
  'mug-cake': {
    draw: Y.mugCake,
    garnish: ['chocolate', 'raspberries', 'mint', 'strawberry', 'sugar'],
    cutlery: 'spoon',
    fallback: ['#4a2c1d', '#6b3e26', '#f3e6c8', '#c8224a'],
  },
  fries: {
    draw: F.fries,
    garnish: ['salt', 'parsley', 'lemon-wedge', 'peppercorns'],
    cutlery: null,
    fallback: ['#f2c14e', '#e0a33a', '#c0392b', '#fbf3dc'],
  },
  wedges: {
    draw: F.wedges,
    garnish: ['rosemary', 'salt', 'garlic', 'parsley', 'chilli'],
    cutlery: null,
    fallback: ['#e07b2a', '#c4561c', '#f7f3ea', '#5e8c3a'],
  },
  fritters: {
    draw: F.fritters,
    garnish: ['chilli', 'lime-wedge', 'parsley', 'mint'],
    cutlery: null,
    fallback: ['#c98a2e', '#e6b45a', '#4e8a34'],
  },
  nuggets: {
    draw: F.nuggets,
    garnish: ['salt', 'lemon-wedge', 'parsley', 'peppercorns'],
    cutlery: null,
    fallback: ['#d9a24a', '#b87a2c', '#c0392b', '#e8b04a'],
  },
  'fried-fish': {
    draw: F.friedFish,
    garnish: ['lemon-wedge', 'dill', 'salt', 'peppercorns', 'lemon-slice'],
    cutlery: 'fork',
    fallback: ['#d9a04a', '#f5ebd2', '#f2d94e'],
  },
  bitterballen: {
    draw: F.bitterballen,
    garnish: ['salt', 'parsley', 'peppercorns'],
    cutlery: null,
    fallback: ['#a8652a', '#c98a3e', '#e8c547'],
  },
  falafel: {
    draw: F.falafel,
    garnish: ['parsley', 'lemon-wedge', 'sesame', 'mint', 'chilli'],
    cutlery: 'fork',
    fallback: ['#8a5a2b', '#5e7b2e', '#e9d8b4'],
  },
  'energy-balls': {
    draw: F.energyBalls,
    garnish: ['almonds', 'walnut', 'chocolate', 'banana'],
    cutlery: null,
    fallback: ['#8b5a2b', '#c89a5e', '#3e2314', '#f5efe3'],
  },
  mussels: {
    draw: S2.mussels,
    garnish: ['lemon-wedge', 'parsley', 'garlic', 'peppercorns'],
    cutlery: 'fork',
    fallback: ['#1f1f2e', '#e8a25c', '#f2e6c9', '#3e8e41'],
  },
  prawns: {
    draw: S2.prawns,
    garnish: ['lemon-wedge', 'chilli', 'garlic', 'parsley', 'salt'],
    cutlery: 'fork',
    fallback: ['#f08a5d', '#e85d3f', '#f7d57a', '#3e8e41'],
  },
  scallops: {
    draw: S2.scallops,
    garnish: ['lemon-wedge', 'dill', 'salt', 'peppercorns'],
    cutlery: 'fork-knife',
    fallback: ['#e3b15e', '#f5efe3', '#8b5a2b', '#3e8e41'],
  },
  'whole-fish': {
    draw: S2.wholeFish,
    garnish: ['lemon-wedge', 'lemon-slice', 'rosemary', 'salt', 'dill'],
    cutlery: 'fork-knife',
    fallback: ['#c0c6c9', '#f5f5f0', '#f2d94e', '#3e8e41'],
  },
  mash: {
    draw: L.mash,
    garnish: ['parsley', 'thyme', 'peppercorns', 'salt', 'garlic'],
    cutlery: 'fork',
    fallback: ['#efe2bf', '#3e6b2e', '#8b3a1e', '#6b4423'],
  },
  'beet-salad': {
    draw: L.beetSalad,
    garnish: ['dill', 'lemon-wedge', 'peppercorns', 'salt', 'parsley'],
    cutlery: 'fork',
    fallback: ['#9b1b4a', '#c2185b', '#b8c2c8', '#f5e6e8', '#3e8e41'],
  },
  'potato-salad': {
    draw: L.potatoSalad,
    garnish: ['dill', 'parsley', 'lemon-wedge', 'peppercorns', 'salt'],
    cutlery: 'fork',
    fallback: ['#e8d9a8', '#b8860b', '#e05a6a', '#7fb24d'],
  },
  meatballs: {
    draw: L.meatballs,
    garnish: ['parsley', 'thyme', 'garlic', 'peppercorns', 'salt'],
    cutlery: 'fork',
    fallback: ['#8b4a2b', '#8f5228', '#c68a4c', '#3f2a17'],
  },
  'fried-noodles': {
    draw: L.friedNoodles,
    garnish: ['lime-wedge', 'chilli', 'sesame', 'garlic', 'parsley'],
    cutlery: 'chopsticks',
    fallback: ['#e8b86a', '#f29a6b', '#8db84a', '#c97b3a'],
  },
  dumplings: {
    draw: L.dumplings,
    garnish: ['chilli', 'sesame', 'garlic', 'lime-wedge'],
    cutlery: null,
    fallback: ['#f3e7cf', '#d89a4e', '#5e8c3a', '#2b1e16'],
  },
  'fried-rice': {
    draw: L.friedRice,
    garnish: ['chilli', 'lime-wedge', 'sesame', 'garlic', 'parsley'],
    cutlery: 'spoon',
    fallback: ['#f3e3b5', '#f4c430', '#6aa84f', '#e67e22'],
  },
  risotto: {
    draw: L.risotto,
    garnish: ['thyme', 'parsley', 'garlic', 'peppercorns', 'salt'],
    cutlery: 'fork',
    fallback: ['#e8d9b5', '#8b6a45', '#f6efdc', '#7a8b4a'],
  },
  'sticky-rice': {
    draw: L.stickyRice,
    garnish: ['mint', 'lime-wedge', 'sesame', 'banana'],
    cutlery: 'spoon',
    fallback: ['#f7b733', '#fce38a', '#f7f3e8', '#3b3b3b'],
  },
  'egg-muffins': {
    draw: L.eggMuffins,
    garnish: ['parsley', 'cherry-tomato', 'salt', 'peppercorns'],
    cutlery: null,
    fallback: ['#f2c94c', '#3e8e41', '#d64541', '#ffffff'],
  },
  frittata: {
    draw: L.frittata,
    garnish: ['parsley', 'cherry-tomato', 'basil', 'peppercorns', 'salt'],
    cutlery: 'fork',
    fallback: ['#f2c94c', '#e8b04a', '#c0392b', '#6aa84f'],
  },
  'stuffed-peppers': {
    draw: L.stuffedPeppers,
    garnish: ['parsley', 'garlic', 'lemon-wedge', 'olives', 'mint'],
    cutlery: 'fork-knife',
    fallback: ['#c62828', '#e9d8a6', '#f7f7f2', '#4e8a3e'],
  },
  'poached-pears': {
    draw: L.poachedPears,
    garnish: ['mint', 'almonds', 'walnut', 'sugar'],
    cutlery: 'spoon',
    fallback: ['#7b1e2b', '#a8323e', '#5a1420', '#e8c1a0'],
  },
  'chunky-soup': {
    draw: L.chunkySoup,
    garnish: ['parsley', 'basil', 'garlic', 'peppercorns', 'thyme'],
    cutlery: null,
    fallback: ['#c9562f', '#e98a3e', '#5e8f3a', '#f1e4c3'],
  },
  'cauliflower-steak': {
    draw: L.cauliflowerSteak,
    garnish: ['parsley', 'lemon-wedge', 'garlic', 'almonds', 'mint'],
    cutlery: 'fork-knife',
    fallback: ['#e3b76b', '#f5e6c8', '#b8322f', '#7ba23f'],
  },
  pannenkoek: {
    draw: L.pannenkoek,
    garnish: ['strawberry', 'sugar', 'blueberries', 'mint'],
    cutlery: 'fork-knife',
    fallback: ['#e9b764', '#d39a45', '#f7e2b0', '#6b3e1a'],
  },
  'beans-on-toast': {
    draw: H.beansOnToast,
    garnish: ['parsley', 'chilli', 'salt', 'peppercorns'],
    cutlery: 'fork-knife',
    fallback: ['#c0532b', '#d9a45b', '#f4c430', '#ffffff'],
  },
  'french-toast': {
    draw: H.frenchToast,
    garnish: ['strawberry', 'blueberries', 'raspberries', 'sugar', 'mint'],
    cutlery: 'fork-knife',
    fallback: ['#c98b3e', '#e8b86a', '#c0392b', '#f7f1e3'],
  },
  'cucumber-salad': {
    draw: L.cucumberSalad,
    garnish: ['chilli', 'garlic', 'sesame', 'lime-wedge', 'parsley'],
    cutlery: 'chopsticks',
    fallback: ['#7db84a', '#c8e3a0', '#b5261e', '#3f6e2a'],
  },
};
