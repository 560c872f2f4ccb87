/**
 * The order dialog's checkout view: the basket handed to the store as product links (each in a
 * new tab, or through the host's leaving-site dialog), the total, and the shopping list to copy
 * or share.
 */
import { STORES, WIDGET_EVENTS } from '../../core/grocery/stores';
import type { Checkout } from './api';
import { h } from './dom';
import { formatEuros, t, type Locale } from './i18n';
import type { View } from './order-frame';

export type CheckoutActions = { announce(text: string): void; back(): void };

/** What was checked out: the subtitle of its views, and the shared list's title. */
export type Ordered = { line: string; name: string };

/** `order`: the checkout's answer for the basket `ordered`. */
export function checkoutView(
  locale: Locale,
  order: Checkout,
  ordered: Ordered,
  actions: CheckoutActions,
): View {
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
        h('span', { class: 'sr' }, ` ${t(locale, 'newTab')}`),
      ),
    ),
  );
  const listBox = h('textarea', {
    readonly: true,
    hidden: true,
    'data-part': 'list-text',
    'aria-label': t(locale, 'shoppingList'),
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
              navigator.share({ title: ordered.name, text: order.list }).catch(() => undefined); // dismissed by the visitor
            },
          },
          t(locale, 'share'),
        )
      : null;

  return {
    name: 'order',
    title: t(locale, 'orderAt', { store: storeName }),
    subtitle: ordered.line,
    body: [
      h('p', null, t(locale, 'orderHint', { store: storeName })),
      h('ul', { class: 'links' }, ...links),
      h(
        'p',
        { class: 'total' },
        h('span', null, t(locale, 'total')),
        h('strong', { 'data-cents': order.totalCents }, formatEuros(order.totalCents, locale)),
      ),
      h('p', { class: 'muted' }, t(locale, 'indicative')),
      h(
        'div',
        { class: 'row' },
        h(
          'button',
          {
            type: 'button',
            'data-part': 'copy-list',
            onclick: () => void copy(locale, order.list, listBox, actions.announce),
          },
          t(locale, 'copy'),
        ),
        share,
        h(
          'button',
          { type: 'button', 'data-part': 'back', onclick: () => actions.back() },
          t(locale, 'back'),
        ),
      ),
      listBox,
    ],
  };
}

/** The clipboard where the browser allows it; otherwise the list shown, selected, to copy by hand. */
async function copy(
  locale: Locale,
  list: string,
  box: HTMLTextAreaElement,
  announce: (text: string) => void,
): Promise<void> {
  try {
    await navigator.clipboard.writeText(list);
    announce(t(locale, 'copied'));
  } catch {
    box.hidden = false;
    box.focus();
    box.select();
    announce(t(locale, 'copyFallback'));
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
