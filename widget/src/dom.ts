/** A tiny element builder for the widget's views (no framework fits the size budget). */
import { STORES, type StoreId } from '../../core/grocery/stores';

type Listener = (event: Event) => void;
export type Attrs = Record<string, string | number | boolean | null | undefined | Listener>;
export type Child = Node | string | number | null | undefined | false;

/** Reports a bug in the widget without letting it surface as the host page's uncaught error. */
export function report(err: unknown): void {
  console.warn('[zesty widget]', err);
}

/** A listener that cannot throw into the page. */
export const safe =
  <E extends Event>(fn: (event: E) => void) =>
  (event: E): void => {
    try {
      fn(event);
    } catch (err) {
      report(err);
    }
  };

/**
 * `h('button', { type: 'button', onclick: fn, 'aria-pressed': 'true' }, 'Text')`: `on…` keys are
 * listeners, `true` is an empty attribute, `false`, null and undefined are left out.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (typeof value === 'function') el.addEventListener(key.slice(2), safe(value));
    else if (value === true) el.setAttribute(key, '');
    else if (value !== false && value != null) el.setAttribute(key, String(value));
  }
  return append(el, children);
}

/** Appends the children that are there (`cond ? node : null` leaves a gap, not "null"). */
export function append<E extends Element>(el: E, children: readonly Child[]): E {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === 'number' ? String(child) : child);
  }
  return el;
}

/** A store's wordmark: its text in its colours on a rounded rectangle (decorative: the name follows). */
export function wordmark(store: StoreId): HTMLElement {
  const { text, background, color } = STORES[store].wordmark;
  const el = h('span', { class: 'wm', 'aria-hidden': 'true' }, text);
  el.style.background = background;
  el.style.color = color;
  return el;
}
