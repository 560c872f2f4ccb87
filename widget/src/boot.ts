/**
 * Finds where the widget renders and keeps up with a page that changes without reloading: the
 * recipe page's order slot (mode 1) and any number of order cards (mode 2), found at start and on
 * every `zesty:page` (the site's loader fires it after each client-side route change).
 */
import { STORE_IDS, WIDGET_EVENTS } from '../../core/grocery/stores';
import { groceryApi, type GroceryApi } from './api';
import { h, report, safe, wordmark } from './dom';
import { t, type Locale } from './i18n';
import { orderDialog, type OrderContext } from './order-dialog';
import { cardSettings, findRecipe, pageLocale, pageRequest, pageWebsiteId } from './page';
import { cardStoreChoice, pageStoreChoice } from './store-choice';
import { applyStyles } from './styles';

/** The site's event when the page changed under the widget (a client-side route change). */
export const PAGE_EVENT = WIDGET_EVENTS.page;

const SLOT = '[data-zesty-order-slot]';
const CARD = '[data-zesty-order-card]';
const PAGE_ATTRIBUTES = ['data-servings', 'data-excluded'];

type Mount = { locale: Locale; destroy(): void };

export type Widget = { scan(): void; destroy(): void };

/** Calls back when the ingredients panel's servings or owned lines change (wherever it is). */
function watchIngredients(onChange: () => void): () => void {
  const observer = new MutationObserver((records) => {
    if (records.some((r) => (r.target as Element).matches?.('[data-zesty-ingredients]'))) {
      onChange();
    }
  });
  observer.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: PAGE_ATTRIBUTES,
  });
  return () => observer.disconnect();
}

/** Renders a button (and for a card, its frame) into the element's shadow root. */
function render(host: HTMLElement, ctx: OrderContext, card: boolean): Mount {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.replaceChildren();
  applyStyles(root);
  const button = h(
    'button',
    { type: 'button', class: 'primary', 'data-part': 'button' },
    t(ctx.locale, card ? 'card' : 'order'),
  );
  const dialog = orderDialog(root, button, ctx);
  button.addEventListener(
    'click',
    safe(() => dialog.start()),
  );
  root.append(
    card
      ? h(
          'div',
          { class: 'card', 'data-part': 'card' },
          h('div', { class: 'marks' }, ...STORE_IDS.map(wordmark)),
          h('p', { class: 'muted' }, t(ctx.locale, 'cardHint')),
          button,
        )
      : button,
  );
  return { locale: ctx.locale, destroy: () => dialog.destroy() };
}

function pageContext(api: GroceryApi): OrderContext {
  return {
    mode: 'page',
    locale: pageLocale(document),
    websiteId: () => pageWebsiteId(document),
    api,
    stores: pageStoreChoice(document),
    read: () => pageRequest(document),
    watch: watchIngredients,
  };
}

function cardContext(api: GroceryApi, card: HTMLElement, locale: Locale): OrderContext {
  return {
    mode: 'card',
    locale,
    websiteId: () => cardSettings(card)?.websiteId ?? '',
    api,
    stores: cardStoreChoice(window),
    read: () => {
      const settings = cardSettings(card);
      return settings ? { slug: settings.slug, servings: settings.servings, exclude: [] } : null;
    },
  };
}

/** Starts the widget with the API at `base` (the origin the script was served from). */
export function startWidget(base: string): Widget {
  const api = groceryApi(base);
  const mounts = new Map<HTMLElement, Mount>();

  const mount = (host: HTMLElement, make: () => Mount) => {
    try {
      mounts.set(host, make());
    } catch (err) {
      report(err); // e.g. an element that cannot have a shadow root
    }
  };

  function scan(): void {
    // A slot or card that left the page takes its dialog with it.
    for (const [host, m] of mounts) {
      if (host.isConnected) continue;
      m.destroy();
      mounts.delete(host);
    }
    if (findRecipe(document)) {
      const locale = pageLocale(document);
      for (const slot of document.querySelectorAll<HTMLElement>(SLOT)) {
        const existing = mounts.get(slot);
        if (existing?.locale === locale) continue; // rendered already: left alone
        existing?.destroy();
        mount(slot, () => render(slot, pageContext(api), false));
      }
    }
    for (const card of document.querySelectorAll<HTMLElement>(CARD)) {
      if (mounts.has(card)) continue;
      const settings = cardSettings(card);
      if (!settings) continue; // no recipe URL or website id: nothing to offer
      mount(card, () => render(card, cardContext(api, card, settings.locale), true));
    }
  }

  const onPage = safe(scan);
  window.addEventListener(PAGE_EVENT, onPage);
  onPage(new Event(PAGE_EVENT));
  return {
    scan,
    destroy() {
      window.removeEventListener(PAGE_EVENT, onPage);
      for (const m of mounts.values()) m.destroy();
      mounts.clear();
    },
  };
}
