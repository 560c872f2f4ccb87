/** The order dialog's own store list, for a page whose host offers no supermarket dialog. */
import { STORES, STORE_IDS, type StoreId } from '../../core/grocery/stores';
import { h, wordmark } from './dom';
import { t, type Locale } from './i18n';
import type { View } from './order-frame';

/** The four stores, `chosen` pressed; a tap chooses. */
export function storesView(
  locale: Locale,
  chosen: StoreId | null,
  choose: (store: StoreId) => void,
): View {
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
          'aria-pressed': String(id === chosen),
          onclick: () => choose(id),
        },
        wordmark(id),
        h('span', { class: 'name' }, STORES[id].name),
      ),
    ),
  );
  return {
    name: 'stores',
    title: t(locale, 'chooseTitle'),
    subtitle: t(locale, 'chooseHint'),
    body: [h('ul', { class: 'opts' }, ...options)],
  };
}
