/** Registry: how each dish kind is drawn, garnished and laid with cutlery. */
import type { DishKind } from '../../../db/seed/types';
import type { GarnishKind } from '../garnish';
import type { DishCtx } from '../paint';
import type { CutleryKind } from '../props';
import type { DishParts } from '../render';
import * as B from './bowls';
import * as H from './handheld';
import * as M from './mains';
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
};
