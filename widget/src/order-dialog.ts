/**
 * The order dialog, shared by the recipe page's button and the order card: choose a store (the
 * host page's dialog or the widget's own list), the priced basket with the four stores compared,
 * checkout's product links and shopping list. This is its controller: what is asked of the API
 * and when, and which view follows; the frame (order-frame.ts) and the views (order-stores.ts,
 * order-basket.ts, order-checkout.ts) draw.
 */
import { STORES, WIDGET_EVENTS, isStoreId, type StoreId } from '../../core/grocery/stores';
import { ApiError, type Basket, type BasketRequest, type GroceryApi } from './api';
import { report } from './dom';
import { formatEuros, t, type Locale } from './i18n';
import { basketView, recipeLine } from './order-basket';
import { checkoutView } from './order-checkout';
import { orderFrame, type OrderFrame } from './order-frame';
import { storesView } from './order-stores';
import { MAX_SERVINGS, MIN_SERVINGS, type RecipeRequest } from './page';
import type { StoreChoice } from './store-choice';

/** What the first basket of a recipe without a servings count is priced at, before its own. */
const PROVISIONAL_SERVINGS = 4;
/** The page's servings control can change several times in a row: price once it settles. */
const REPRICE_DELAY_MS = 150;

export type OrderContext = {
  /** 'page': a Zesty recipe page (host events, cookie, order event); 'card': any page. */
  mode: 'page' | 'card';
  locale: Locale;
  websiteId: () => string;
  api: GroceryApi;
  stores: StoreChoice;
  /** The recipe and the page's choices, read at each pricing (the visitor may change them). */
  read: () => RecipeRequest | null;
  /** Calls back when the page's servings or ticked-off lines change; returns the unsubscribe. */
  watch?: (onChange: () => void) => () => void;
};

export type OrderDialog = {
  /** The trigger's click: a store first when none is chosen yet, then the basket. */
  start(): void;
  /** Closes the dialog and stops everything it was doing (its slot left the page). */
  destroy(): void;
};

/** The order dialog of the button `trigger` in `root`. */
export function orderDialog(
  root: ShadowRoot,
  trigger: HTMLElement,
  ctx: OrderContext,
): OrderDialog {
  /** Built on first use: a page can carry many cards that are never opened. */
  let frame: OrderFrame | undefined;
  let store: StoreId | null = null;
  let basket: Basket | null = null;
  let body: BasketRequest | null = null;
  /** A recipe's own servings, learnt from its first answer when nothing gave a count. */
  let base: { slug: string; servings: number } | undefined;
  let controller: AbortController | undefined;
  let seq = 0;
  let retry: () => void = () => undefined;
  let chooseToken = 0;
  let stopWatching: (() => void) | undefined;
  let repriceTimer: ReturnType<typeof setTimeout> | undefined;

  function start(): void {
    const chosen = ctx.stores.get();
    if (chosen) return openWith(chosen);
    // The host page's supermarket dialog takes over when it prevents the event; it calls
    // confirm(store) on Save (and writes the site's cookie itself).
    const token = ++chooseToken;
    let confirmed = false;
    const confirm = (picked: StoreId) => {
      if (confirmed || token !== chooseToken || !isStoreId(picked)) return;
      confirmed = true;
      if (ctx.mode === 'card') ctx.stores.set(picked);
      try {
        openWith(picked);
      } catch (err) {
        report(err);
      }
    };
    const event = new CustomEvent(WIDGET_EVENTS.chooseStore, {
      cancelable: true,
      detail: { confirm },
    });
    if (window.dispatchEvent(event) && !confirmed) {
      open().show(
        storesView(ctx.locale, store, (id) => {
          ctx.stores.set(id);
          openWith(id);
        }),
      );
    }
  }

  function destroy(): void {
    chooseToken++;
    if (frame?.dialog.open) frame.dialog.close();
    stop();
    frame?.dialog.remove();
    frame = undefined;
  }

  function openWith(chosen: StoreId): void {
    store = chosen;
    open();
    price();
  }

  /** Opens the dialog (built on first use) unless it is open; returns its frame. */
  function open(): OrderFrame {
    const shown = (frame ??= orderFrame(root, trigger, ctx.locale, stop));
    if (shown.dialog.open) return shown;
    basket = null;
    shown.open();
    stopWatching = ctx.watch?.(pageChanged);
    return shown;
  }

  function stop(): void {
    stopWatching?.();
    stopWatching = undefined;
    clearTimeout(repriceTimer);
    controller?.abort();
    seq++;
  }

  /** Runs one API call; a newer call, closing or leaving the page makes its answer void. */
  async function run<T>(call: (signal: AbortSignal) => Promise<T>, done: (value: T) => void) {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const mine = ++seq;
    frame?.loading(recipeLine(ctx.locale, basket));
    try {
      const value = await call(current.signal);
      if (mine === seq) done(value);
    } catch (err) {
      if (mine !== seq) return;
      if (!(err instanceof ApiError)) report(err);
      fail(err instanceof ApiError ? err.status : 0);
    }
  }

  function fail(status: number): void {
    frame?.fail(status, recipeLine(ctx.locale, basket), () => retry());
  }

  // --- pricing ----------------------------------------------------------------------------

  function price(): void {
    const chosen = store;
    if (!chosen) return;
    retry = price;
    const request = ctx.read();
    if (!request) return fail(0);
    const known = base?.slug === request.slug ? base.servings : undefined;
    const servings = request.servings ?? known ?? PROVISIONAL_SERVINGS;
    const asked: BasketRequest = {
      websiteId: ctx.websiteId(),
      recipe: request.slug,
      servings,
      exclude: request.exclude,
      store: chosen,
      locale: ctx.locale,
    };
    void run(
      (signal) => ctx.api.basket(asked, signal),
      (answer) => {
        if (request.servings === undefined && known === undefined) {
          // Priced provisionally: the answer names the recipe's own servings; price those.
          const own = Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, answer.recipe.baseServings));
          base = { slug: request.slug, servings: own };
          if (own !== servings) return price();
        }
        body = asked;
        basket = answer;
        showBasket();
        frame?.announce(
          t(ctx.locale, 'totalAt', {
            store: STORES[answer.store].name,
            total: formatEuros(answer.totalCents, ctx.locale),
          }),
        );
      },
    );
  }

  /** The page's servings or ticked-off lines changed: re-price the basket that is open. */
  function pageChanged(): void {
    clearTimeout(repriceTimer);
    repriceTimer = setTimeout(() => {
      try {
        if (!frame?.dialog.open || !store || frame.current === 'stores') return;
        const request = ctx.read();
        const same =
          request &&
          body &&
          request.slug === body.recipe &&
          (request.servings ?? base?.servings) === body.servings &&
          request.exclude.join() === body.exclude.join();
        if (!same) price();
      } catch (err) {
        report(err);
      }
    }, REPRICE_DELAY_MS);
  }

  function showBasket(): void {
    if (basket) frame?.show(basketView(ctx.locale, basket, { switchStore, checkout }));
  }

  function switchStore(chosen: StoreId): void {
    if (frame?.busy || chosen === store) return;
    ctx.stores.set(chosen);
    store = chosen;
    price();
  }

  // --- checkout ---------------------------------------------------------------------------

  function checkout(): void {
    const sent = body;
    const priced = basket;
    if (frame?.busy || !sent || !priced) return;
    retry = checkout;
    void run(
      (signal) => ctx.api.checkout(sent, signal),
      (order) => {
        frame?.show(
          checkoutView(ctx.locale, order, priced, {
            announce: (text) => frame?.announce(text),
            back: showBasket,
          }),
        );
        if (ctx.mode !== 'page') return;
        // The host records the order (cookie, order-change event, the API through its proxy).
        window.dispatchEvent(
          new CustomEvent(WIDGET_EVENTS.order, {
            detail: {
              recipeId: priced.recipe.id,
              slug: priced.recipe.slug,
              store: order.store,
              servings: sent.servings,
              totalCents: order.totalCents,
              websiteId: sent.websiteId,
            },
          }),
        );
      },
    );
  }

  return { start, destroy };
}
