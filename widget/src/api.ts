/**
 * The grocery API as the widget calls it (POST basket, POST checkout) and hand-written guards for
 * its answers: the bundle has no room for zod, and a page must never see a half-valid basket.
 */
import { isStoreId, type StoreId } from '../../core/grocery/stores';
import type { Locale } from './i18n';

export type BasketRequest = {
  websiteId: string;
  recipe: string;
  servings: number;
  exclude: number[];
  store: StoreId;
  locale: Locale;
};

export type Product = {
  id: number;
  name: string;
  sizeLabel: string;
  priceCents: number;
  url: string;
};

export type BasketLine = {
  index: number;
  text: string;
  status: 'matched' | 'pantry' | 'unmatched';
  product: Product | null;
  packs: number;
  subtotalCents: number;
};

export type StoreTotal = {
  store: StoreId;
  name: string;
  totalCents: number;
  matched: number;
  unmatched: number;
};

export type Basket = {
  recipe: { id: number; slug: string; name: string; servings: number; baseServings: number };
  store: StoreId;
  lines: BasketLine[];
  excluded: number[];
  totalCents: number;
  comparison: StoreTotal[];
  cheapest: StoreId;
};

export type OrderLink = { name: string; packs: number; url: string };

export type Checkout = {
  store: StoreId;
  kind: 'links';
  links: OrderLink[];
  list: string;
  totalCents: number;
};

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isCount = (v: unknown, min = 0): v is number => Number.isInteger(v) && (v as number) >= min;
const isListOf = <T>(v: unknown, item: (x: unknown) => x is T): v is T[] =>
  Array.isArray(v) && v.every(item);
/** Links are opened in a new tab: only web URLs (never `javascript:` from a bad answer). */
const isWebUrl = (v: unknown): v is string => isString(v) && /^https?:\/\//i.test(v);

const isProduct = (v: unknown): v is Product =>
  isJson(v) &&
  isCount(v.id) &&
  isString(v.name) &&
  isString(v.sizeLabel) &&
  isCount(v.priceCents) &&
  isString(v.url);

const isLine = (v: unknown): v is BasketLine =>
  isJson(v) &&
  isCount(v.index) &&
  isString(v.text) &&
  (v.status === 'matched' || v.status === 'pantry' || v.status === 'unmatched') &&
  // A matched line has its product; the others have none.
  (v.status === 'matched' ? isProduct(v.product) : v.product === null) &&
  isCount(v.packs) &&
  isCount(v.subtotalCents);

const isStoreTotal = (v: unknown): v is StoreTotal =>
  isJson(v) &&
  isStoreId(v.store) &&
  isString(v.name) &&
  isCount(v.totalCents) &&
  isCount(v.matched) &&
  isCount(v.unmatched);

export const isBasket = (v: unknown): v is Basket => {
  if (!isJson(v) || !isJson(v.recipe)) return false;
  const r = v.recipe;
  return (
    isCount(r.id) &&
    isString(r.slug) &&
    isString(r.name) &&
    isCount(r.servings, 1) &&
    // The recipe's own servings as stored (the widget clamps it to 1..50 before asking with it).
    isCount(r.baseServings) &&
    isStoreId(v.store) &&
    isListOf(v.lines, isLine) &&
    isListOf(v.excluded, (x): x is number => isCount(x)) &&
    isCount(v.totalCents) &&
    isListOf(v.comparison, isStoreTotal) &&
    isStoreId(v.cheapest)
  );
};

const isOrderLink = (v: unknown): v is OrderLink =>
  isJson(v) && isString(v.name) && isCount(v.packs) && isWebUrl(v.url);

export const isCheckout = (v: unknown): v is Checkout =>
  isJson(v) &&
  isStoreId(v.store) &&
  v.kind === 'links' &&
  isListOf(v.links, isOrderLink) &&
  isString(v.list) &&
  isCount(v.totalCents);

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
};

/** The API at `base` (the widget script's own origin): `{ data }` answers, checked. */
export function groceryApi(base: string): GroceryApi {
  async function post<T>(
    path: string,
    body: BasketRequest,
    guard: (v: unknown) => v is T,
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
  };
}
