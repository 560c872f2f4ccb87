/**
 * The order dialog, shared by the recipe page's button and the order card: choose a store (the
 * host page's dialog or the widget's own list), the priced basket with the four stores compared,
 * checkout's product links and shopping list. A native modal <dialog> inside the caller's shadow
 * root: focus moves in, Escape closes, focus returns to the button that opened it.
 */
import {
  STORES,
  STORE_IDS,
  WIDGET_EVENTS,
  isStoreId,
  type StoreId,
} from '../../core/grocery/stores';
import {
  ApiError,
  type Basket,
  type BasketLine,
  type BasketRequest,
  type Checkout,
  type GroceryApi,
} from './api';
import { append, h, report, safe, wordmark, type Child } from './dom';
import { formatEuros, plural, t, type Locale, type MessageKey } from './i18n';
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

type View = 'stores' | 'loading' | 'basket' | 'order' | 'error';

export class OrderDialog {
  private dialog?: HTMLDialogElement;
  private title!: HTMLElement;
  private subtitle!: HTMLElement;
  private view!: HTMLElement;
  private status!: HTMLElement;
  private current: View = 'loading';
  private store: StoreId | null = null;
  private basket: Basket | null = null;
  private body: BasketRequest | null = null;
  /** A recipe's own servings, learnt from its first answer when nothing gave a count. */
  private base?: { slug: string; servings: number };
  private controller?: AbortController;
  private seq = 0;
  private busy = false;
  private retry: () => void = () => undefined;
  private chooseToken = 0;
  private stopWatching?: () => void;
  private repriceTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly root: ShadowRoot,
    private readonly trigger: HTMLElement,
    private readonly ctx: OrderContext,
  ) {}

  private t(key: MessageKey, vars?: Record<string, string | number>): string {
    return t(this.ctx.locale, key, vars);
  }

  private money(cents: number): string {
    return formatEuros(cents, this.ctx.locale);
  }

  /** The trigger's click: a store first when none is chosen yet, then the basket. */
  start(): void {
    const chosen = this.ctx.stores.get();
    if (chosen) return this.openWith(chosen);
    // The host page's supermarket dialog takes over when it prevents the event; it calls
    // confirm(store) on Save (and writes the site's cookie itself).
    const token = ++this.chooseToken;
    let confirmed = false;
    const confirm = (store: StoreId) => {
      if (confirmed || token !== this.chooseToken || !isStoreId(store)) return;
      confirmed = true;
      if (this.ctx.mode === 'card') this.ctx.stores.set(store);
      try {
        this.openWith(store);
      } catch (err) {
        report(err);
      }
    };
    const event = new CustomEvent(WIDGET_EVENTS.chooseStore, {
      cancelable: true,
      detail: { confirm },
    });
    if (window.dispatchEvent(event) && !confirmed) {
      this.show();
      this.renderStores();
    }
  }

  /** Closes the dialog and stops everything it was doing (its slot left the page). */
  destroy(): void {
    this.chooseToken++;
    if (this.dialog?.open) this.dialog.close();
    this.stop();
    this.dialog?.remove();
    this.dialog = undefined;
  }

  private openWith(store: StoreId): void {
    this.store = store;
    this.show();
    this.price();
  }

  private show(): void {
    const dialog = this.dialog ?? this.build();
    if (dialog.open) return;
    this.basket = null;
    this.current = 'loading';
    dialog.showModal();
    this.stopWatching = this.ctx.watch?.(() => this.pageChanged());
  }

  private build(): HTMLDialogElement {
    this.title = h('h2', { id: 'zw-title', tabindex: '-1' });
    this.subtitle = h('p', { class: 'muted' });
    this.view = h('div', { class: 'view' });
    this.status = h('p', { class: 'sr', role: 'status', 'aria-live': 'polite' });
    const dialog = h(
      'dialog',
      { 'data-part': 'dialog', 'aria-labelledby': 'zw-title' },
      h(
        'div',
        { class: 'in' },
        h(
          'div',
          { class: 'head' },
          h('div', null, this.title, this.subtitle),
          h(
            'button',
            {
              type: 'button',
              class: 'x',
              'data-part': 'close',
              'aria-label': this.t('close'),
              onclick: () => dialog.close(),
            },
            h('span', { 'aria-hidden': 'true' }, '×'),
          ),
        ),
        this.view,
        this.status,
      ),
    );
    // A click on the backdrop lands on the dialog itself (the content fills it).
    dialog.addEventListener(
      'click',
      safe((event) => {
        if (event.target === dialog) dialog.close();
      }),
    );
    dialog.addEventListener(
      'close',
      safe(() => {
        this.stop();
        if (this.trigger.isConnected) this.trigger.focus();
      }),
    );
    this.root.append(dialog);
    this.dialog = dialog;
    return dialog;
  }

  private stop(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    clearTimeout(this.repriceTimer);
    this.controller?.abort();
    this.seq++;
    this.busy = false;
  }

  private announce(text: string): void {
    this.status.textContent = text;
  }

  /**
   * Replaces the view. Focus stays on the element with the same `data-key` when there is one
   * (a compare button after re-pricing); otherwise focus that was in the old view goes to the title.
   */
  private setView(view: View, title: string, subtitle: string, ...children: Child[]): void {
    const active = this.root.activeElement;
    const key = active instanceof HTMLElement ? active.dataset.key : undefined;
    const hadFocus = active !== null && this.view.contains(active);
    this.current = view;
    this.busy = false;
    this.view.removeAttribute('aria-busy');
    this.title.textContent = title;
    this.subtitle.textContent = subtitle;
    this.view.replaceChildren();
    append(this.view, children);
    const again = key ? this.view.querySelector<HTMLElement>(`[data-key="${key}"]`) : null;
    if (again) again.focus();
    else if (hadFocus) this.title.focus();
  }

  private recipeLine(): string {
    const basket = this.basket;
    if (!basket) return '';
    const servings = plural(this.ctx.locale, basket.recipe.servings, 'servingsOne', 'servings');
    return basket.recipe.name ? `${basket.recipe.name} · ${servings}` : servings;
  }

  // --- choosing a store -------------------------------------------------------------------

  private renderStores(): void {
    const options = STORE_IDS.map((id) =>
      h(
        'li',
        null,
        h(
          'button',
          {
            type: 'button',
            class: 'opt',
            'data-part': 'store-option',
            'data-store': id,
            'data-key': `store-${id}`,
            'aria-pressed': String(id === this.store),
            onclick: () => {
              this.ctx.stores.set(id);
              this.openWith(id);
            },
          },
          wordmark(id),
          h('span', { class: 'name' }, STORES[id].name),
        ),
      ),
    );
    this.setView(
      'stores',
      this.t('chooseTitle'),
      this.t('chooseHint'),
      h('ul', { class: 'opts' }, ...options),
    );
  }

  // --- pricing ----------------------------------------------------------------------------

  /** Runs one API call; a newer call, closing or leaving the page makes its answer void. */
  private async run<T>(call: (signal: AbortSignal) => Promise<T>, done: (value: T) => void) {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const seq = ++this.seq;
    this.loading();
    try {
      const value = await call(controller.signal);
      if (seq === this.seq) done(value);
    } catch (err) {
      if (seq !== this.seq) return;
      if (!(err instanceof ApiError)) report(err);
      this.fail(err instanceof ApiError ? err.status : 0);
    }
  }

  /** Loading: over the basket already shown (it stays readable), else a loading view. */
  private loading(): void {
    this.announce(this.t('loading'));
    if (this.current === 'basket' || this.current === 'order') {
      this.busy = true;
      this.view.setAttribute('aria-busy', 'true');
      if (!this.view.querySelector('.busy')) {
        this.view.prepend(
          h('p', { class: 'busy muted', 'data-part': 'loading' }, this.t('loading')),
        );
      }
      return;
    }
    const title = (this.current === 'error' && this.title.textContent) || this.t('basketTitle');
    this.setView(
      'loading',
      title,
      this.recipeLine(),
      h('p', { 'data-part': 'loading' }, this.t('loading')),
    );
  }

  private price(): void {
    const store = this.store;
    if (!store) return;
    this.retry = () => this.price();
    const request = this.ctx.read();
    if (!request) return this.fail(0);
    const known = this.base?.slug === request.slug ? this.base.servings : undefined;
    const servings = request.servings ?? known ?? PROVISIONAL_SERVINGS;
    const body: BasketRequest = {
      websiteId: this.ctx.websiteId(),
      recipe: request.slug,
      servings,
      exclude: request.exclude,
      store,
      locale: this.ctx.locale,
    };
    void this.run(
      (signal) => this.ctx.api.basket(body, signal),
      (basket) => {
        if (request.servings === undefined && known === undefined) {
          // Priced provisionally: the answer names the recipe's own servings; price those.
          const own = Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, basket.recipe.baseServings));
          this.base = { slug: request.slug, servings: own };
          if (own !== servings) return this.price();
        }
        this.body = body;
        this.basket = basket;
        this.renderBasket();
        this.announce(
          this.t('totalAt', {
            store: STORES[basket.store].name,
            total: this.money(basket.totalCents),
          }),
        );
      },
    );
  }

  /** The page's servings or ticked-off lines changed: re-price the basket that is open. */
  private pageChanged(): void {
    clearTimeout(this.repriceTimer);
    this.repriceTimer = setTimeout(() => {
      try {
        if (!this.dialog?.open || !this.store || this.current === 'stores') return;
        const request = this.ctx.read();
        const body = this.body;
        const same =
          request &&
          body &&
          request.slug === body.recipe &&
          (request.servings ?? this.base?.servings) === body.servings &&
          request.exclude.join() === body.exclude.join();
        if (!same) this.price();
      } catch (err) {
        report(err);
      }
    }, REPRICE_DELAY_MS);
  }

  private switchStore(store: StoreId): void {
    if (this.busy || store === this.store) return;
    this.ctx.stores.set(store);
    this.store = store;
    this.price();
  }

  /** A line's product and price; a line sharing an earlier line's product has no packs of its own. */
  private lineDetail(line: BasketLine, storeName: string): Child[] {
    const product = line.status === 'matched' ? line.product : null;
    if (!product) {
      return [
        h(
          'span',
          { class: 'no', 'data-part': 'line-unmatched' },
          this.t('unmatched', { store: storeName }),
        ),
      ];
    }
    const shared = line.packs === 0;
    return [
      h(
        'span',
        null,
        `${product.name} · ${product.sizeLabel}`,
        h('br'),
        h(
          'span',
          { class: 'muted' },
          shared
            ? this.t('shared')
            : this.t('packs', { n: line.packs, price: this.money(product.priceCents) }),
        ),
      ),
      shared ? null : h('span', { class: 'sub' }, this.money(line.subtotalCents)),
    ];
  }

  private renderBasket(): void {
    const basket = this.basket;
    if (!basket) return;
    const storeName = STORES[basket.store].name;
    const excluded = new Set(basket.excluded);
    const shown = basket.lines.filter((l) => !excluded.has(l.index));
    const lines = shown.filter((l) => l.status !== 'pantry');
    const pantry = shown.filter((l) => l.status === 'pantry');

    const lineItems = lines.map((line) =>
      h(
        'li',
        { 'data-part': 'line', 'data-status': line.status },
        h('span', { class: 'text' }, line.text),
        ...this.lineDetail(line, storeName),
      ),
    );

    const comparison = [...basket.comparison]
      .sort((a, b) => STORE_IDS.indexOf(a.store) - STORE_IDS.indexOf(b.store))
      .map((row) =>
        h(
          'li',
          null,
          h(
            'button',
            {
              type: 'button',
              class: 'opt',
              'data-part': 'compare-option',
              'data-store': row.store,
              'data-key': `compare-${row.store}`,
              'aria-pressed': String(row.store === basket.store),
              onclick: () => this.switchStore(row.store),
            },
            wordmark(row.store),
            h(
              'span',
              { class: 'name' },
              STORES[row.store].name,
              row.store === basket.cheapest
                ? h(
                    'span',
                    null,
                    ' ',
                    h('span', { class: 'badge', 'data-part': 'cheapest' }, this.t('cheapest')),
                  )
                : null,
            ),
            h(
              'span',
              { class: 'sum' },
              this.money(row.totalCents),
              row.unmatched > 0
                ? h('span', { class: 'muted' }, h('br'), this.t('missing', { n: row.unmatched }))
                : null,
            ),
          ),
        ),
      );

    this.setView(
      'basket',
      this.t('basketTitle'),
      this.recipeLine(),
      h('p', { class: 'store' }, wordmark(basket.store), storeName),
      excluded.size > 0
        ? h(
            'p',
            { class: 'muted' },
            plural(this.ctx.locale, excluded.size, 'excludedOne', 'excluded'),
          )
        : null,
      h('ul', { class: 'lines' }, ...lineItems),
      pantry.length > 0
        ? h(
            'section',
            { 'aria-labelledby': 'zw-pantry' },
            h('h3', { id: 'zw-pantry' }, this.t('pantry')),
            h('p', { class: 'muted' }, this.t('pantryHint')),
            h(
              'ul',
              { class: 'pantry' },
              ...pantry.map((l) => h('li', { 'data-part': 'pantry-line' }, l.text)),
            ),
          )
        : null,
      h(
        'p',
        { class: 'total' },
        h('span', null, this.t('total')),
        h(
          'strong',
          { 'data-part': 'total', 'data-cents': basket.totalCents },
          this.money(basket.totalCents),
        ),
      ),
      h('p', { class: 'muted' }, this.t('indicative')),
      h(
        'section',
        { 'data-part': 'comparison', 'aria-labelledby': 'zw-compare' },
        h('h3', { id: 'zw-compare' }, this.t('compare')),
        h('ul', { class: 'opts' }, ...comparison),
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'primary',
          'data-part': 'checkout',
          'data-key': 'checkout',
          onclick: () => this.checkout(),
        },
        this.t('checkout'),
      ),
    );
  }

  // --- checkout ---------------------------------------------------------------------------

  private checkout(): void {
    const { body, basket } = this;
    if (this.busy || !body || !basket) return;
    this.retry = () => this.checkout();
    void this.run(
      (signal) => this.ctx.api.checkout(body, signal),
      (order) => {
        this.renderOrder(order);
        if (this.ctx.mode !== 'page') return;
        // The host records the order (cookie, order-change event, the API through its proxy).
        window.dispatchEvent(
          new CustomEvent(WIDGET_EVENTS.order, {
            detail: {
              recipeId: basket.recipe.id,
              slug: basket.recipe.slug,
              store: order.store,
              servings: body.servings,
              totalCents: order.totalCents,
              websiteId: body.websiteId,
            },
          }),
        );
      },
    );
  }

  private renderOrder(order: Checkout): void {
    const storeName = STORES[order.store].name;
    const links = order.links.map((link) =>
      h(
        'li',
        null,
        h('span', { class: 'packs' }, `${link.packs} ×`),
        h(
          'a',
          {
            href: link.url,
            target: '_blank',
            rel: 'noopener noreferrer',
            'data-part': 'link',
            onclick: (event: Event) => openLink(event, link.url),
          },
          link.name,
          h('span', { class: 'sr' }, ` ${this.t('newTab')}`),
        ),
      ),
    );
    const listBox = h('textarea', {
      readonly: true,
      hidden: true,
      'data-part': 'list-text',
      'aria-label': this.t('shoppingList'),
    });
    listBox.value = order.list;
    const share =
      typeof navigator.share === 'function'
        ? h(
            'button',
            {
              type: 'button',
              'data-part': 'share',
              onclick: () => {
                navigator
                  .share({
                    title: this.basket?.recipe.name ?? this.t('shoppingList'),
                    text: order.list,
                  })
                  .catch(() => undefined); // dismissed by the visitor
              },
            },
            this.t('share'),
          )
        : null;

    this.setView(
      'order',
      this.t('orderAt', { store: storeName }),
      this.recipeLine(),
      h('p', null, this.t('orderHint', { store: storeName })),
      h('ul', { class: 'links' }, ...links),
      h(
        'p',
        { class: 'total' },
        h('span', null, this.t('total')),
        h('strong', { 'data-cents': order.totalCents }, this.money(order.totalCents)),
      ),
      h('p', { class: 'muted' }, this.t('indicative')),
      h(
        'div',
        { class: 'row' },
        h(
          'button',
          {
            type: 'button',
            'data-part': 'copy-list',
            onclick: () => void this.copy(order.list, listBox),
          },
          this.t('copy'),
        ),
        share,
        h(
          'button',
          { type: 'button', 'data-part': 'back', onclick: () => this.renderBasket() },
          this.t('back'),
        ),
      ),
      listBox,
    );
  }

  /** The clipboard where the browser allows it; otherwise the list shown, selected, to copy by hand. */
  private async copy(list: string, box: HTMLTextAreaElement): Promise<void> {
    try {
      await navigator.clipboard.writeText(list);
      this.announce(this.t('copied'));
    } catch {
      box.hidden = false;
      box.focus();
      box.select();
      this.announce(this.t('copyFallback'));
    }
  }

  // --- errors -----------------------------------------------------------------------------

  private fail(status: number): void {
    const message = this.t(status === 429 ? 'tooMany' : 'error');
    this.announce(message);
    this.setView(
      'error',
      this.title.textContent || this.t('basketTitle'),
      this.recipeLine(),
      h('p', { class: 'err', role: 'alert', 'data-part': 'error' }, message),
      h(
        'button',
        {
          type: 'button',
          'data-part': 'retry',
          'data-key': 'retry',
          onclick: () => this.retry(),
        },
        this.t('retry'),
      ),
    );
  }
}

/**
 * A product link: the host's leaving-site dialog takes it when it prevents the event; else a new
 * tab. A modified click (new tab or window) is left to the browser.
 */
function openLink(event: Event, url: string): void {
  const mouse = event as MouseEvent;
  if (mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey || mouse.button > 0) return;
  event.preventDefault();
  const external = new CustomEvent(WIDGET_EVENTS.externalLink, {
    cancelable: true,
    detail: { url },
  });
  if (window.dispatchEvent(external)) window.open(url, '_blank', 'noopener');
}
