import type { StoreId } from './stores';

/**
 * The demo product catalogue's shapes (issue 15). Zod-free and dependency-free: the seed data,
 * the pack arithmetic, the API's matcher and the tests all read them. Amounts are always in
 * the pack's base unit (grams, millilitres or pieces); money is integer euro cents.
 */
export type PackUnit = 'g' | 'ml' | 'piece';

export type Pack = { amount: number; unit: PackUnit };

export type CatalogueItem = {
  /** Stable kebab-case key, unique: 'knoflook', 'spaghetti', 'tomatenblokjes-400g'. */
  key: string;
  /** Dutch product name as a Dutch supermarket shelves it: 'Knoflook', 'Tomatenblokjes'. */
  nl: string;
  /** English name: 'Garlic', 'Chopped tomatoes'. */
  en: string;
  /** Words a recipe line may use, both languages, singular and plural, lowercase. */
  aliases: string[];
  /** 500 g, 1 l = 1000 ml, 1 piece (a bulb, a lemon, a bunch). */
  pack: Pack;
  /**
   * Piece goods: the weight (or volume) of one piece, and for goods sold whole but used in
   * parts, how many parts one piece has (a bulb of garlic: 10 cloves, partUnits
   * ['teentje', 'clove']). `countsParts`: a bare count in a recipe counts parts, not pieces
   * ('4 lente-uitjes' are four stems of one bunch).
   */
  perPiece?: {
    g?: number;
    ml?: number;
    parts?: number;
    partUnits?: string[];
    countsParts?: boolean;
  };
  /** Grams per millilitre, for spoon and cup measures of solids (flour ≈ 0.55, sugar ≈ 0.85). */
  densityGPerMl?: number;
  /** Indicative base price of one pack in euro cents (Dutch supermarket prices, 2025-2026). */
  priceCents: number;
  /** Shelf: 'groente' | 'fruit' | 'zuivel' | 'vlees' | 'vis' | 'pasta-rijst' | 'conserven' | … */
  category: string;
  /** Salt, pepper, water, ice: never bought unless nothing else is in the basket. */
  pantry?: boolean;
  /** An A-brand name used as is by every store ('Barilla Spaghetti n.5'); else a house brand. */
  brand?: string;
};

export type StoreProduct = {
  store: StoreId;
  key: string;
  name: string;
  pack: Pack;
  priceCents: number;
};
