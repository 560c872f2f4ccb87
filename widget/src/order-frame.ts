/**
 * The order dialog's frame: a native modal <dialog> inside the caller's shadow root with a title,
 * a subtitle, the current view and a polite status line. Focus moves in when it opens, Escape
 * and the backdrop close it, and focus returns to the button that opened it. The loading and
 * error views are the frame's own: they stand in for whichever view a call replaces.
 */
import { append, h, safe, type Child } from './dom';
import { t, type Locale } from './i18n';

export type ViewName = 'stores' | 'loading' | 'basket' | 'order' | 'error';

/** What a view shows: the dialog's title and subtitle, and its content. */
export type View = { name: ViewName; title: string; subtitle: string; body: Child[] };

export type OrderFrame = {
  readonly dialog: HTMLDialogElement;
  /** The view on show. */
  current: ViewName;
  /** A call runs over the basket or order view (it stays readable but takes no new action). */
  busy: boolean;
  /** Opens the dialog modally (focus moves in); its next view replaces a loading one. */
  open(): void;
  /** Says `text` in the status line (a screen reader reads it out). */
  announce(text: string): void;
  show(view: View): void;
  /** Loading: over the basket or order already shown (it stays readable), else a loading view. */
  loading(subtitle: string): void;
  /** A failed call (`status` 0: no valid answer), announced, with a button to try it again. */
  fail(status: number, subtitle: string, retry: () => void): void;
};

/** Builds the dialog into `root` (closed); `onClose` runs when it closes, by any means. */
export function orderFrame(
  root: ShadowRoot,
  trigger: HTMLElement,
  locale: Locale,
  onClose: () => void,
): OrderFrame {
  const title = h('h2', { id: 'zw-title', tabindex: '-1' });
  const subtitle = h('p', { class: 'muted' });
  const view = h('div', { class: 'view' });
  const status = h('p', { class: 'sr', role: 'status', 'aria-live': 'polite' });
  const dialog = h(
    'dialog',
    { 'data-part': 'dialog', 'aria-labelledby': 'zw-title' },
    h(
      'div',
      { class: 'in' },
      h(
        'div',
        { class: 'head' },
        h('div', null, title, subtitle),
        h(
          'button',
          {
            type: 'button',
            class: 'x',
            'data-part': 'close',
            'aria-label': t(locale, 'close'),
            onclick: () => dialog.close(),
          },
          h('span', { 'aria-hidden': 'true' }, '×'),
        ),
      ),
      view,
      status,
    ),
  );

  const announce = (text: string) => {
    status.textContent = text;
  };

  /**
   * Replaces the view. Focus stays on the element with the same `data-key` when there is one
   * (a compare button after re-pricing); otherwise focus that was in the old view goes to the title.
   */
  function show(next: View): void {
    const active = root.activeElement;
    const key = active instanceof HTMLElement ? active.dataset.key : undefined;
    const hadFocus = active !== null && view.contains(active);
    frame.current = next.name;
    frame.busy = false;
    view.removeAttribute('aria-busy');
    title.textContent = next.title;
    subtitle.textContent = next.subtitle;
    view.replaceChildren();
    append(view, next.body);
    const again = key ? view.querySelector<HTMLElement>(`[data-key="${key}"]`) : null;
    if (again) again.focus();
    else if (hadFocus) title.focus();
  }

  const frame: OrderFrame = {
    dialog,
    current: 'loading',
    busy: false,
    open() {
      frame.current = 'loading';
      dialog.showModal();
    },
    announce,
    show,
    loading(line) {
      const loading = t(locale, 'loading');
      announce(loading);
      if (frame.current === 'basket' || frame.current === 'order') {
        frame.busy = true;
        view.setAttribute('aria-busy', 'true');
        if (!view.querySelector('.busy')) {
          view.prepend(h('p', { class: 'busy muted', 'data-part': 'loading' }, loading));
        }
        return;
      }
      show({
        name: 'loading',
        // A retry keeps the title of what failed.
        title: (frame.current === 'error' && title.textContent) || t(locale, 'basketTitle'),
        subtitle: line,
        body: [h('p', { 'data-part': 'loading' }, loading)],
      });
    },
    fail(code, line, retry) {
      const message = t(locale, code === 429 ? 'tooMany' : 'error');
      announce(message);
      show({
        name: 'error',
        title: title.textContent || t(locale, 'basketTitle'),
        subtitle: line,
        body: [
          h('p', { class: 'err', role: 'alert', 'data-part': 'error' }, message),
          h(
            'button',
            { type: 'button', 'data-part': 'retry', 'data-key': 'retry', onclick: retry },
            t(locale, 'retry'),
          ),
        ],
      });
    },
  };

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
      frame.busy = false;
      onClose();
      if (trigger.isConnected) trigger.focus();
    }),
  );
  root.append(dialog);
  return frame;
}
