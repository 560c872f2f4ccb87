/**
 * The grocery API as the widget calls it (POST basket and checkout, for a recipe and for a week
 * menu) and hand-written guards for its answers: the bundle has no room for zod, and a page must
 * never see a half-valid basket.
 * The types are the contract's (core/contract/grocery.ts, imported type-only: no bytes), and each
 * guard is typed field by field against them, so a contract change the guards do not follow
 * fails typecheck.
 */
import type {
  Basket as ContractBasket,
  BasketInput,
  BasketLine,
  Handoff,
  MenuBasket,
  MenuBasketInput,
  MenuBasketLine,
  StoreTotal,
} from '../../core/contract/grocery';
import { isStoreId, type StoreId } from '../../core/grocery/stores';

export type { BasketLine, MenuBasket, MenuBasketLine, StoreTotal };
/** What the widget sends to both routes: the basket body with nothing left to defaults. */
export type BasketRequest = BasketInput;
/** What the widget sends to both menu routes, whole as well. */
export type MenuBasketRequest = MenuBasketInput;
/** The basket as the widget reads it: the contract's, less the two constants it never reads. */
export type Basket = Omit<ContractBasket, 'indicative' | 'currency'>;
export type Product = NonNullable<BasketLine['product']>;
export type Checkout = Handoff;

/**
 * A run-time check of a value, typed exactly: the second parameter is never passed, it makes
 * the type invariant, so a `Guard<'a'>` is not a `Guard<'a' | 'b'>` and a contract field that
 * widens (a new status, a nullable field) fails typecheck rather than being refused at run time.
 */
type Guard<T> = (v: unknown, exact?: T) => v is T;
/** A guard per field of T: a field the contract adds, drops, renames or retypes fails typecheck. */
type Shape<T> = { [K in keyof T]-?: Guard<T[K]> };

const isString: Guard<string> = (v): v is string => typeof v === 'string';
const isNumber: Guard<number> = (v): v is number => typeof v === 'number' && Number.isFinite(v);
const isCount: Guard<number> = (v): v is number => Number.isInteger(v) && (v as number) >= 0;
const isPositive: Guard<number> = (v): v is number => isCount(v) && v > 0;
const isStore: Guard<StoreId> = isStoreId;
/** Links are opened in a new tab: only web URLs (never `javascript:` from a bad answer). */
const isWebUrl: Guard<string> = (v): v is string => isString(v) && /^https?:\/\//i.test(v);
// Written out, not the contract's types: a value the contract adds fails typecheck here.
type Status = 'matched' | 'pantry' | 'unmatched';
const isStatus: Guard<Status> = (v): v is Status =>
  v === 'matched' || v === 'pantry' || v === 'unmatched';
const isLinks: Guard<'links'> = (v): v is 'links' => v === 'links';
type Language = 'en' | 'nl';
const isLanguage: Guard<Language> = (v): v is Language => v === 'en' || v === 'nl';
type PackUnit = 'g' | 'ml' | 'piece';
const isPackUnit: Guard<PackUnit> = (v): v is PackUnit => v === 'g' || v === 'ml' || v === 'piece';

const listOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every((x) => item(x));

const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (v): v is T | null =>
    v === null || guard(v);

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object with each of T's fields passing its guard (other fields are ignored). */
const object =
  <T>(shape: Shape<T>): Guard<T> =>
  (v): v is T => {
    if (!isJson(v)) return false;
    for (const key in shape) if (!shape[key](v[key])) return false;
    return true;
  };

const isProduct = object<Product>({
  id: isCount,
  name: isString,
  sizeLabel: isString,
  priceCents: isCount,
  url: isString,
});

const isLineShape = object<BasketLine>({
  index: isCount,
  text: isString,
  status: isStatus,
  product: nullable(isProduct),
  packs: isCount,
  subtotalCents: isCount,
});
/** A matched line has its product; the others have none. */
const isLine: Guard<BasketLine> = (v): v is BasketLine =>
  isLineShape(v) && (v.status === 'matched') === (v.product !== null);

const isStoreTotal = object<StoreTotal>({
  store: isStore,
  name: isString,
  totalCents: isCount,
  matched: isCount,
  unmatched: isCount,
});

export const isBasket = object<Basket>({
  recipe: object<Basket['recipe']>({
    id: isCount,
    slug: isString,
    name: isString,
    servings: isPositive,
    // The recipe's own servings as stored (the widget clamps it to 1..50 before asking with it).
    baseServings: isCount,
  }),
  store: isStore,
  lines: listOf(isLine),
  excluded: listOf(isCount),
  totalCents: isCount,
  comparison: listOf(isStoreTotal),
  cheapest: isStore,
});

type Amount = NonNullable<MenuBasketLine['total']>;
const isMenuLineShape = object<MenuBasketLine>({
  food: isString,
  total: nullable(object<Amount>({ amount: isNumber, unit: isPackUnit })),
  unadded: listOf(object<MenuBasketLine['unadded'][number]>({ amount: isNumber, unit: isString })),
  sources: listOf(
    object<MenuBasketLine['sources'][number]>({
      entry: isCount,
      recipe: isString,
      index: isCount,
    }),
  ),
  status: isStatus,
  product: nullable(isProduct),
  packs: isCount,
  subtotalCents: isCount,
});
const isMenuLine: Guard<MenuBasketLine> = (v): v is MenuBasketLine =>
  isMenuLineShape(v) && (v.status === 'matched') === (v.product !== null);

const isMenuShape = object<MenuBasket>({
  store: isStore,
  locale: isLanguage,
  lines: listOf(isMenuLine),
  totals: listOf(isStoreTotal),
  cheapest: isStore,
  recipes: listOf(
    object<MenuBasket['recipes'][number]>({
      id: isCount,
      recipe: isString,
      name: isString,
      servings: isPositive,
    }),
  ),
});
/** Every line comes from recipes of the menu (a recipe's share of the order is counted by them). */
export const isMenuBasket: Guard<MenuBasket> = (v): v is MenuBasket =>
  isMenuShape(v) && v.lines.every((line) => line.sources.every((s) => s.entry < v.recipes.length));

export const isCheckout = object<Checkout>({
  store: isStore,
  kind: isLinks,
  links: listOf(
    object<Checkout['links'][number]>({ name: isString, packs: isCount, url: isWebUrl }),
  ),
  list: isString,
  totalCents: isCount,
});

/** A failed call: the HTTP status, or 0 for a network failure or an answer that is not valid. */
export class ApiError extends Error {
  constructor(readonly status: number) {
    super(status ? `The grocery API answered ${status}` : 'The grocery API could not be reached');
    this.name = 'ApiError';
  }
}

export type GroceryApi = {
  basket(body: BasketRequest, signal?: AbortSignal): Promise<Basket>;
  checkout(body: BasketRequest, signal?: AbortSignal): Promise<Checkout>;
  /** The week menu's merged basket ("Order all"). */
  menuBasket(body: MenuBasketRequest, signal?: AbortSignal): Promise<MenuBasket>;
  /** The week menu's checkout: answered like a recipe's. */
  menuCheckout(body: MenuBasketRequest, signal?: AbortSignal): Promise<Checkout>;
};

/** The API at `base` (the widget script's own origin): `{ data }` answers, checked. */
export function groceryApi(base: string): GroceryApi {
  async function post<T>(
    path: string,
    body: BasketRequest | MenuBasketRequest,
    guard: Guard<T>,
    signal?: AbortSignal,
  ): Promise<T> {
    let res: Response;
    try {
      // No cookies: the grocery routes need no session and answer CORS without credentials.
      res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
        signal,
      });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new ApiError(0);
    }
    if (!res.ok) throw new ApiError(res.status);
    const json: unknown = await res.json().catch(() => undefined);
    const data = isJson(json) ? json.data : undefined;
    if (!guard(data)) throw new ApiError(0);
    return data;
  }
  return {
    basket: (body, signal) => post('/api/v1/grocery/basket', body, isBasket, signal),
    checkout: (body, signal) => post('/api/v1/grocery/checkout', body, isCheckout, signal),
    menuBasket: (body, signal) => post('/api/v1/grocery/menu-basket', body, isMenuBasket, signal),
    menuCheckout: (body, signal) => post('/api/v1/grocery/menu-checkout', body, isCheckout, signal),
  };
}
