/**
 * Finds where the widget renders and keeps up with a page that changes without reloading: the
 * recipe page's order slot and the menu page's "Order all" slot (mode 1), and any number of order
 * cards, each a recipe or a week menu (mode 2), found at start and on every `zesty:page` (the
 * site's loader fires it after each client-side route change).
 */
import { STORE_IDS, WIDGET_EVENTS } from '../../core/grocery/stores';
import { groceryApi, type GroceryApi } from './api';
import { h, report, safe, wordmark } from './dom';
import { t, type Locale, type MessageKey } from './i18n';
import { orderDialog, type OrderContext } from './order-dialog';
import { menuOrder } from './order-menu';
import { recipeOrder } from './order-recipe';
import { cardSettings, findRecipe, pageLocale, pageRequest, pageWebsiteId, slotMenu } from './page';
import { cardStoreChoice, pageStoreChoice } from './store-choice';
import { applyStyles } from './styles';

/** The site's event when the page changed under the widget (a client-side route change). */
export const PAGE_EVENT = WIDGET_EVENTS.page;

const SLOT = '[data-zesty-order-slot]';
const CARD = '[data-zesty-order-card]';
/** The menu page's slot; `data-menu` is the menu (a menu link's query), kept up to date by the page. */
const MENU_SLOT = '[data-zesty-menu-slot]';
const PAGE_ATTRIBUTES = ['data-servings', 'data-excluded'];
const MENU_ATTRIBUTE = 'data-menu';

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

/** Renders a button saying `label` (and for a card, its frame) into the element's shadow root. */
function render(
  host: HTMLElement,
  ctx: OrderContext,
  label: MessageKey,
  card: boolean,
): Mount & { button: HTMLButtonElement } {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.replaceChildren();
  applyStyles(root);
  const button = h(
    'button',
    { type: 'button', class: 'primary', 'data-part': 'button' },
    t(ctx.locale, label),
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
  return { locale: ctx.locale, button, destroy: () => dialog.destroy() };
}

function renderRecipeSlot(slot: HTMLElement, api: GroceryApi): Mount {
  const locale = pageLocale(document);
  const websiteId = () => pageWebsiteId(document);
  return render(
    slot,
    {
      mode: 'page',
      locale,
      stores: pageStoreChoice(document),
      order: recipeOrder(locale, websiteId, api, () => pageRequest(document)),
      watch: watchIngredients,
    },
    'order',
    false,
  );
}

/**
 * The menu page's "Order all": disabled while the menu has no day; a change of `data-menu` (the
 * visitor changed servings or days) re-prices the basket that is open.
 */
function renderMenuSlot(slot: HTMLElement, api: GroceryApi): Mount {
  const locale = pageLocale(document);
  const listeners = new Set<() => void>();
  const mounted = render(
    slot,
    {
      mode: 'page',
      locale,
      stores: pageStoreChoice(document),
      order: menuOrder(
        locale,
        () => pageWebsiteId(document),
        api,
        () => slotMenu(slot),
      ),
      watch: (onChange) => {
        listeners.add(onChange);
        return () => listeners.delete(onChange);
      },
    },
    'orderAll',
    false,
  );
  const sync = () => {
    mounted.button.disabled = slotMenu(slot).length === 0;
  };
  sync();
  const observer = new MutationObserver(() => {
    try {
      sync();
      for (const onChange of listeners) onChange();
    } catch (err) {
      report(err);
    }
  });
  observer.observe(slot, { attributes: true, attributeFilter: [MENU_ATTRIBUTE] });
  return {
    locale,
    destroy() {
      observer.disconnect();
      mounted.destroy();
    },
  };
}

/** An order card: a recipe, or a week menu when its URL is a menu link. */
function renderCard(card: HTMLElement, api: GroceryApi, locale: Locale, menu: boolean): Mount {
  const settings = () => cardSettings(card);
  const websiteId = () => settings()?.websiteId ?? '';
  return render(
    card,
    {
      mode: 'card',
      locale,
      stores: cardStoreChoice(window),
      order: menu
        ? menuOrder(locale, websiteId, api, () => settings()?.menu ?? null)
        : recipeOrder(locale, websiteId, api, () => {
            const s = settings();
            return s?.slug ? { slug: s.slug, servings: s.servings, exclude: [] } : null;
          }),
    },
    menu ? 'cardMenu' : 'card',
    true,
  );
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
    const locale = pageLocale(document);
    const slots = (selector: string, make: (slot: HTMLElement, api: GroceryApi) => Mount) => {
      for (const slot of document.querySelectorAll<HTMLElement>(selector)) {
        const existing = mounts.get(slot);
        if (existing?.locale === locale) continue; // rendered already: left alone
        existing?.destroy();
        mount(slot, () => make(slot, api));
      }
    };
    if (findRecipe(document)) slots(SLOT, renderRecipeSlot);
    slots(MENU_SLOT, renderMenuSlot);
    for (const card of document.querySelectorAll<HTMLElement>(CARD)) {
      if (mounts.has(card)) continue;
      const settings = cardSettings(card);
      if (!settings) continue; // no recipe or menu URL, or no website id: nothing to offer
      mount(card, () => renderCard(card, api, settings.locale, settings.menu !== undefined));
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
