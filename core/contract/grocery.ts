/**
 * The grocery half of the contract (issue 15): the widget's routes (stores, a store's products,
 * the priced basket, the week menu's merged basket and the checkout hand-off, reachable
 * cross-origin) and the orders (same origin, through the proxy). Money is integer euro cents; a
 * basket's prices are indicative.
 */
import { z } from '../zod';
import type { PackUnit } from '../grocery/catalogue-types';
import { STORE_IDS } from '../grocery/stores';
import { MENU_LIMIT } from '../kitchen/menu';
import { RECIPE_LIST_LIMITS } from './paths';
import { favouriteListQuery, searchTermSchema } from './requests';
import { listOf, localeSchema, recipeListResponse, slugSchema } from './schemas';

export const GROCERY_LIMITS = {
  minServings: 1,
  maxServings: 50,
  /** Lines ticked off as owned: no recipe has more. */
  maxExcluded: 100,
  /** Recipes in one week menu's basket: three meals a day for a week. */
  maxMenuRecipes: MENU_LIMIT,
  /** Request bodies of the grocery and order routes, in bytes. */
  maxBodyBytes: 16 * 1024,
  productsPerPage: 20,
  maxProductsPerPage: 50,
} as const;

/**
 * The grocery routes' CORS (the only routes with any): every origin, no credentials, JSON
 * bodies. The API answers with it, and so does the web app's mount of these routes.
 */
export const GROCERY_CORS = {
  allowMethods: ['GET', 'POST'],
  allowHeaders: ['Content-Type'],
  maxAgeSeconds: 600,
} as const;

const STORE_LIST = STORE_IDS.join(', ');
export const storeIdSchema = z.enum(STORE_IDS, { error: `must be one of ${STORE_LIST}` });

/** A page's `website-id` (its channel); the API answers 403 for one it does not know. */
export const websiteIdSchema = z
  .string({ error: 'must be a website id' })
  .min(1, 'must be a website id')
  .max(100, 'must be a website id');

const servingsMessage = `must be a whole number from ${GROCERY_LIMITS.minServings} to ${GROCERY_LIMITS.maxServings}`;
export const servingsSchema = z
  .number({ error: servingsMessage })
  .int(servingsMessage)
  .min(GROCERY_LIMITS.minServings, servingsMessage)
  .max(GROCERY_LIMITS.maxServings, servingsMessage);

const lineIndex = z
  .number({ error: 'must be a line index' })
  .int('must be a line index')
  .min(0, 'must be a line index')
  .max(999, 'must be a line index');

/** `POST /api/v1/grocery/basket` and `/checkout`: the basket as the recipe page shows it. */
export const basketBody = z.object({
  websiteId: websiteIdSchema,
  /** The recipe's slug. */
  recipe: slugSchema,
  servings: servingsSchema,
  /** 0-based indexes of the ingredient lines ticked off as owned. */
  exclude: z
    .array(lineIndex)
    .max(GROCERY_LIMITS.maxExcluded, `must list at most ${GROCERY_LIMITS.maxExcluded} lines`)
    .default([]),
  store: storeIdSchema,
  locale: localeSchema.default('nl'),
});
export type BasketBody = z.input<typeof basketBody>;
/** The body as the route reads it (defaults applied), and as the widget sends it: whole. */
export type BasketInput = z.output<typeof basketBody>;

/** A menu recipe's lines ticked off as owned (0-based indexes), as the basket's `exclude`. */
const excludeSchema = z
  .array(lineIndex, { error: 'must be a list of line indexes' })
  .max(GROCERY_LIMITS.maxExcluded, `must list at most ${GROCERY_LIMITS.maxExcluded} lines`)
  .default([]);

const menuRecipesMessage = `must list from 1 to ${GROCERY_LIMITS.maxMenuRecipes} recipes`;

/**
 * `POST /api/v1/grocery/menu-basket`: the week menu's "Order all", one basket for several
 * recipes, each at its own servings without its own owned lines. The same recipe may come
 * twice (the same dish twice in a week).
 */
export const menuBasketBody = z.object({
  websiteId: websiteIdSchema,
  recipes: z
    .array(
      z.object(
        {
          /** The recipe's slug. */
          recipe: slugSchema,
          servings: servingsSchema,
          /** 0-based indexes of this recipe's ingredient lines ticked off as owned. */
          exclude: excludeSchema,
        },
        { error: 'must be a recipe with its servings' },
      ),
      { error: menuRecipesMessage },
    )
    .min(1, menuRecipesMessage)
    .max(GROCERY_LIMITS.maxMenuRecipes, menuRecipesMessage),
  store: storeIdSchema,
  locale: localeSchema.default('nl'),
});
export type MenuBasketBody = z.input<typeof menuBasketBody>;
/** The body as the route reads it (defaults applied). */
export type MenuBasketInput = z.output<typeof menuBasketBody>;

export const groceryStoresQuery = z.object({}).strict();
export const groceryStoresResponse = z.object({
  data: z.array(
    z.object({ id: z.enum(STORE_IDS), name: z.string(), productCount: z.number().int() }),
  ),
});

/** `GET /api/v1/grocery/stores/{store}/products`: a store's products, searched with `q`. */
export const groceryProductsQuery = z
  .object({
    q: searchTermSchema.optional(),
    page: z.number().int().min(1).max(RECIPE_LIST_LIMITS.maxPage).default(1),
    perPage: z
      .number()
      .int()
      .min(1)
      .max(GROCERY_LIMITS.maxProductsPerPage)
      .default(GROCERY_LIMITS.productsPerPage),
    locale: localeSchema.default('nl'),
  })
  .strict();

/** `{store}` in a path: any text, so an unknown store is a 404 (not a 400). */
export const storeParam = z.string();

export const groceryProductSchema = z.object({
  id: z.number().int(),
  store: z.enum(STORE_IDS),
  name: z.string(),
  /** '500 g', '1,5 l', '4 stuks' / '4 pieces'. */
  sizeLabel: z.string(),
  priceCents: z.number().int(),
  /** The product at the store's own site (its search). */
  url: z.string(),
});
export type GroceryProduct = z.infer<typeof groceryProductSchema>;
export const groceryProductsResponse = listOf(groceryProductSchema);

export const BASKET_LINE_STATUSES = ['matched', 'pantry', 'unmatched'] as const;
export type BasketLineStatus = (typeof BASKET_LINE_STATUSES)[number];

export const basketLineSchema = z.object({
  index: z.number().int(),
  /** The line at the asked servings. */
  text: z.string(),
  status: z.enum(BASKET_LINE_STATUSES),
  product: groceryProductSchema.omit({ store: true }).nullable(),
  /** 0 unless matched. */
  packs: z.number().int(),
  subtotalCents: z.number().int(),
});
export type BasketLine = z.infer<typeof basketLineSchema>;

export const storeTotalSchema = z.object({
  store: z.enum(STORE_IDS),
  name: z.string(),
  totalCents: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
});
export type StoreTotal = z.infer<typeof storeTotalSchema>;

export const basketSchema = z.object({
  recipe: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    /** As asked. */
    servings: z.number().int(),
    /** The recipe's own. */
    baseServings: z.number().int(),
  }),
  store: z.enum(STORE_IDS),
  indicative: z.literal(true),
  currency: z.literal('EUR'),
  lines: z.array(basketLineSchema),
  excluded: z.array(z.number().int()),
  totalCents: z.number().int(),
  /** The same basket at each of the four stores. */
  comparison: z.array(storeTotalSchema),
  cheapest: z.enum(STORE_IDS),
});
export type Basket = z.infer<typeof basketSchema>;
export const basketResponse = z.object({ data: basketSchema });

export const PACK_UNITS = ['g', 'ml', 'piece'] as const satisfies readonly PackUnit[];

/**
 * A line of the menu's basket: one food, its lines from every recipe merged (core/grocery/
 * merge.ts), the packs chosen for the merged need.
 */
export const menuBasketLineSchema = z.object({
  /** The catalogue item's name in the asked language, or the food as the recipe writes it. */
  food: z.string(),
  /** The merged need in the item's pack unit (or g / ml / pieces); null when nothing adds up. */
  total: z.object({ amount: z.number(), unit: z.enum(PACK_UNITS) }).nullable(),
  /** Amounts that do not convert to the total's unit ('1 bos', '3 cm'), summed per unit. */
  unadded: z.array(z.object({ amount: z.number(), unit: z.string() })),
  /** The recipe lines merged into this one: `entry` is the recipe's position in the body. */
  sources: z.array(
    z.object({ entry: z.number().int(), recipe: z.string(), index: z.number().int() }),
  ),
  status: z.enum(BASKET_LINE_STATUSES),
  product: groceryProductSchema.omit({ store: true }).nullable(),
  /** 0 unless matched. */
  packs: z.number().int(),
  subtotalCents: z.number().int(),
});
export type MenuBasketLine = z.infer<typeof menuBasketLineSchema>;

export const menuBasketSchema = z.object({
  store: z.enum(STORE_IDS),
  locale: localeSchema,
  lines: z.array(menuBasketLineSchema),
  /** The same basket at each of the four stores. */
  totals: z.array(storeTotalSchema),
  cheapest: z.enum(STORE_IDS),
  /** The body's recipes, in its order, with their ids and names in the asked language. */
  recipes: z.array(
    z.object({
      id: z.number().int(),
      recipe: z.string(),
      name: z.string(),
      servings: z.number().int(),
    }),
  ),
});
export type MenuBasket = z.infer<typeof menuBasketSchema>;
export const menuBasketResponse = z.object({ data: menuBasketSchema });

export const handoffSchema = z.object({
  store: z.enum(STORE_IDS),
  /** How the basket reaches the store; without retailer credentials, product links. */
  kind: z.literal('links'),
  links: z.array(z.object({ name: z.string(), packs: z.number().int(), url: z.string() })),
  /** A shareable plain-text shopping list in the asked language. */
  list: z.string(),
  totalCents: z.number().int(),
});
export type Handoff = z.infer<typeof handoffSchema>;
export const checkoutResponse = z.object({ data: handoffSchema });

/** `POST /api/v1/orders`: an order handed to a store (the signed-in user's, or anonymous). */
export const orderBody = z.object({
  recipeId: z
    .number({ error: 'must be a recipe id' })
    .int('must be a recipe id')
    .positive('must be a recipe id')
    .max(2_147_483_647, 'must be a recipe id'),
  store: storeIdSchema,
  servings: servingsSchema,
  totalCents: z
    .number({ error: 'must be an amount in cents' })
    .int('must be an amount in cents')
    .min(0, 'must be an amount in cents')
    .max(100_000_000, 'must be an amount in cents'),
  websiteId: websiteIdSchema,
});
export type OrderBody = z.input<typeof orderBody>;
export const orderQuery = z.object({}).strict();
export const orderResponse = z.object({
  data: z.object({ id: z.number().int(), recipeId: z.number().int() }),
});

/** `GET /api/v1/orders`: the signed-in user's ordered recipes, newest order first. */
export const orderListQuery = favouriteListQuery;
export const orderListResponse = recipeListResponse;
