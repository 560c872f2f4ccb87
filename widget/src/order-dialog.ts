/**
 * The order dialog, shared by the recipe page's button, the week menu's "Order all" and the
 * order card: choose a store (the host page's dialog or the widget's own list), the priced
 * basket with the four stores compared, checkout's product links and shopping list. This is its
 * controller: what is asked and when, and which view follows. What is ordered (a recipe,
 * order-recipe.ts, or a menu, order-menu.ts) prices itself; the frame (order-frame.ts) and the
 * views (order-stores.ts, order-basket.ts, order-checkout.ts) draw.
 */
import { STORES, WIDGET_EVENTS, isStoreId, type StoreId } from '../../core/grocery/stores';
import { ApiError, type Checkout } from './api';
import { h, report } from './dom';
import { formatEuros, t, type Locale, type MessageKey } from './i18n';
import type { BasketActions } from './order-basket';
import { checkoutView, type Ordered } from './order-checkout';
import { orderFrame, type OrderFrame, type View } from './order-frame';
import { storesView } from './order-stores';
import type { StoreChoice } from './store-choice';

/** The page's servings control can change several times in a row: price once it settles. */
const REPRICE_DELAY_MS = 150;

/** The `zesty:order` event's detail: an order handed to a store, per recipe. */
export type OrderDetail = {
  recipeId: number;
  slug: string;
  store: StoreId;
  servings: number;
  totalCents: number;
  websiteId: string;
};

/** A basket priced at a store, as the dialog shows it and checks it out. */
export type Priced = Ordered & {
  store: StoreId;
  totalCents: number;
  view(actions: BasketActions): View;
  checkout(signal: AbortSignal): Promise<Checkout>;
  /** The order events of its checkout `order` on a Zesty page: one per recipe. */
  orders(order: Checkout): OrderDetail[];
  /** Whether the page now asks for another basket than this one (then it is priced again). */
  changed(): boolean;
};

/** What a dialog orders: a recipe or a week menu. */
export type Orderable = {
  /** The pricing of what the page asks for now at `store`; null when it names nothing to order. */
  price(store: StoreId): ((signal: AbortSignal) => Promise<Priced>) | null;
  /** What is said when there is nothing to order; without it, that is an error. */
  empty?: MessageKey;
};

export type OrderContext = {
  /** 'page': a Zesty page (host events, cookie, order events); 'card': any page. */
  mode: 'page' | 'card';
  locale: Locale;
  stores: StoreChoice;
  order: Orderable;
  /** Calls back when the page changes what is ordered (servings, owned lines, the menu). */
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
  let priced: Priced | null = null;
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
    priced = null;
    shown.open();
    stopWatching = ctx.watch?.(pageChanged);
    return shown;
  }

  function stop(): void {
    stopWatching?.();
    stopWatching = undefined;
    clearTimeout(repriceTimer);
    cancel();
  }

  /** Makes the call under way void. */
  function cancel(): void {
    controller?.abort();
    seq++;
  }

  /** Runs one API call; a newer call, closing or leaving the page makes its answer void. */
  async function run<T>(call: (signal: AbortSignal) => Promise<T>, done: (value: T) => void) {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const mine = ++seq;
    frame?.loading(priced?.line ?? '');
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
    frame?.fail(status, priced?.line ?? '', () => retry());
  }

  // --- pricing ----------------------------------------------------------------------------

  function price(): void {
    const chosen = store;
    if (!chosen) return;
    retry = price;
    const call = ctx.order.price(chosen);
    if (!call) return nothing();
    void run(call, (answer) => {
      priced = answer;
      showBasket();
      frame?.announce(
        t(ctx.locale, 'totalAt', {
          store: STORES[answer.store].name,
          total: formatEuros(answer.totalCents, ctx.locale),
        }),
      );
    });
  }

  /** The page names nothing to order (a menu emptied while open): said, or an error. */
  function nothing(): void {
    const key = ctx.order.empty;
    if (!key) return fail(0);
    cancel();
    priced = null;
    const text = t(ctx.locale, key);
    frame?.announce(text);
    frame?.show({
      name: 'error',
      title: t(ctx.locale, 'basketTitle'),
      subtitle: '',
      body: [h('p', { 'data-part': 'empty' }, text)],
    });
  }

  /** The page changed what is ordered: re-price the basket that is open, once it settles. */
  function pageChanged(): void {
    clearTimeout(repriceTimer);
    repriceTimer = setTimeout(() => {
      try {
        if (!frame?.dialog.open || !store || frame.current === 'stores') return;
        if (!priced || priced.changed()) price();
      } catch (err) {
        report(err);
      }
    }, REPRICE_DELAY_MS);
  }

  function showBasket(): void {
    if (priced) frame?.show(priced.view({ switchStore, checkout }));
  }

  function switchStore(chosen: StoreId): void {
    if (frame?.busy || chosen === store) return;
    ctx.stores.set(chosen);
    store = chosen;
    price();
  }

  // --- checkout ---------------------------------------------------------------------------

  function checkout(): void {
    const current = priced;
    if (frame?.busy || !current) return;
    retry = checkout;
    void run(
      (signal) => current.checkout(signal),
      (order) => {
        frame?.show(
          checkoutView(ctx.locale, order, current, {
            announce: (text) => frame?.announce(text),
            back: showBasket,
          }),
        );
        if (ctx.mode !== 'page') return;
        // The host records each order (cookie, order-change event, the API through its proxy).
        for (const detail of current.orders(order)) {
          window.dispatchEvent(new CustomEvent(WIDGET_EVENTS.order, { detail }));
        }
      },
    );
  }

  return { start, destroy };
}
