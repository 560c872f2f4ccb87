import type { FilterOption, LocalizedText } from '../../server/db/schema';
import type { TagKey } from './types';

export const TAG_NAMES: Record<TagKey, LocalizedText> = {
  vegetarian: { en: 'Vegetarian', nl: 'Vegetarisch' },
  vegan: { en: 'Vegan', nl: 'Vegan' },
  'red-meat': { en: 'Red meat', nl: 'Rood vlees' },
  seafood: { en: 'Seafood', nl: 'Vis & zeevruchten' },
  poultry: { en: 'Poultry', nl: 'Gevogelte' },
  'one-pot': { en: 'One pot', nl: 'Eenpansgerecht' },
  'high-protein': { en: 'High protein', nl: 'Eiwitrijk' },
  italian: { en: 'Italian', nl: 'Italiaans' },
  asian: { en: 'Asian', nl: 'Aziatisch' },
  mexican: { en: 'Mexican', nl: 'Mexicaans' },
  dutch: { en: 'Dutch', nl: 'Hollands' },
  mediterranean: { en: 'Mediterranean', nl: 'Mediterraans' },
  'middle-eastern': { en: 'Middle Eastern', nl: 'Midden-Oosters' },
  'air-fryer': { en: 'Air fryer', nl: 'Airfryer' },
  'low-carb': { en: 'Low carb', nl: 'Koolhydraatarm' },
  'gluten-free': { en: 'Gluten-free', nl: 'Glutenvrij' },
  'dairy-free': { en: 'Dairy-free', nl: 'Zuivelvrij' },
  'quick-easy': { en: 'Quick & easy', nl: 'Snel & makkelijk' },
  'kid-friendly': { en: 'Kid-friendly', nl: 'Kindvriendelijk' },
  'meal-prep': { en: 'Meal prep', nl: 'Meal prep' },
  'comfort-food': { en: 'Comfort food', nl: 'Comfortfood' },
  spicy: { en: 'Spicy', nl: 'Pittig' },
  baking: { en: 'Baking', nl: 'Bakken' },
  summer: { en: 'Summer', nl: 'Zomer' },
  winter: { en: 'Winter', nl: 'Winter' },
};

const opt = (key: string, en: string, nl: string): FilterOption => ({ key, name: { en, nl } });

/**
 * Filter definitions for model 'recipe' (spec §2 Type and Category groups, and the creator
 * profile's type, difficulty, category, time and tags filters).
 */
export const FILTER_DEFINITIONS: {
  key: string;
  kind: 'single' | 'multiple' | 'boolean';
  name: LocalizedText;
  options: FilterOption[];
}[] = [
  {
    key: 'type',
    kind: 'multiple',
    name: { en: 'Type', nl: 'Soort' },
    options: [
      opt('breakfast', 'Breakfast', 'Ontbijt'),
      opt('lunch', 'Lunch', 'Lunch'),
      opt('dinner', 'Dinner', 'Diner'),
      opt('vegetarian', 'Vegetarian', 'Vegetarisch'),
      opt('vegan', 'Vegan', 'Vegan'),
      opt('red-meat', 'Red Meat', 'Rood vlees'),
      opt('seafood', 'Seafood', 'Vis & zeevruchten'),
    ],
  },
  {
    key: 'category',
    kind: 'multiple',
    name: { en: 'Category', nl: 'Categorie' },
    options: [
      opt('one-pot', 'One Pot', 'Eenpansgerecht'),
      opt('under-30', 'Under 30min', 'Onder 30 min'),
      opt('vegetarian', 'Vegetarian', 'Vegetarisch'),
      opt('under-2', 'Under €2 p/p', 'Onder €2 p.p.'),
      opt('vegan', 'Vegan', 'Vegan'),
      opt('high-protein', 'High Protein', 'Eiwitrijk'),
      opt('new', 'New', 'Nieuw'),
      opt('red-meat', 'Red Meat', 'Rood vlees'),
      opt('italian', 'Italian', 'Italiaans'),
      opt('asian', 'Asian', 'Aziatisch'),
      opt('air-fryer', 'Air Fryer', 'Airfryer'),
      opt('low-carb', 'Low Carb', 'Koolhydraatarm'),
      opt('trending', 'Trending', 'Trending'),
    ],
  },
  {
    key: 'difficulty',
    kind: 'single',
    name: { en: 'Difficulty', nl: 'Moeilijkheid' },
    options: [
      opt('easy', 'Easy', 'Makkelijk'),
      opt('medium', 'Medium', 'Gemiddeld'),
      opt('hard', 'Hard', 'Uitdagend'),
    ],
  },
  {
    key: 'time',
    kind: 'single',
    name: { en: 'Time', nl: 'Tijd' },
    options: [
      opt('under-15', 'Under 15 min', 'Onder 15 min'),
      opt('under-30', 'Under 30 min', 'Onder 30 min'),
      opt('under-60', 'Under 1 hour', 'Onder 1 uur'),
      opt('over-60', 'Over 1 hour', 'Meer dan 1 uur'),
    ],
  },
  {
    key: 'tags',
    kind: 'multiple',
    name: { en: 'Tags', nl: 'Tags' },
    options: Object.entries(TAG_NAMES).map(([key, name]) => ({ key, name })),
  },
  {
    key: 'quick',
    kind: 'boolean',
    name: { en: 'Quick & Easy', nl: 'Snel & makkelijk' },
    options: [opt('quick-easy', 'Quick & Easy', 'Snel & makkelijk')],
  },
];
