/**
 * The four supermarkets (spec §1, §3: a Store is a name and a logo). Zod-free and tiny: the
 * site's supermarket dialog, the grocery widget's bundle and the API all read it. Logos are
 * drawn locally as wordmarks in each store's colours (no downloaded artwork).
 */
export const STORE_IDS = ['albert-heijn', 'jumbo', 'plus', 'coop'] as const;
export type StoreId = (typeof STORE_IDS)[number];

export type StoreInfo = {
  id: StoreId;
  name: string;
  /** The wordmark's text and colours (text on background passes WCAG AA). */
  wordmark: { text: string; background: string; color: string };
  /** The store's own product search, for the retailer adapters' product links. */
  searchUrl: (query: string) => string;
};

const q = encodeURIComponent;

export const STORES: Record<StoreId, StoreInfo> = {
  'albert-heijn': {
    id: 'albert-heijn',
    name: 'Albert Heijn',
    wordmark: { text: 'AH', background: '#00539F', color: '#FFFFFF' },
    searchUrl: (query) => `https://www.ah.nl/zoeken?query=${q(query)}`,
  },
  jumbo: {
    id: 'jumbo',
    name: 'Jumbo',
    wordmark: { text: 'Jumbo', background: '#FFD700', color: '#1A1A1A' },
    searchUrl: (query) => `https://www.jumbo.com/producten/?searchTerms=${q(query)}`,
  },
  plus: {
    id: 'plus',
    name: 'Plus',
    wordmark: { text: 'PLUS', background: '#D6001C', color: '#FFFFFF' },
    searchUrl: (query) => `https://www.plus.nl/zoekresultaten?SearchTerm=${q(query)}`,
  },
  coop: {
    id: 'coop',
    name: 'Coop',
    wordmark: { text: 'Coop', background: '#C84A04', color: '#FFFFFF' },
    searchUrl: (query) => `https://www.coop.nl/zoeken?SearchTerm=${q(query)}`,
  },
};

export const isStoreId = (value: unknown): value is StoreId =>
  typeof value === 'string' && (STORE_IDS as readonly string[]).includes(value);

/** The preferred-store cookie (spec §3, §9: 30 days; empty until chosen, can be cleared). */
export const PREFERRED_STORE_COOKIE = 'preferredStore';
export const PREFERRED_STORE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * The grocery widget's default website ids, one per channel (the pages' `website-id` meta tag);
 * the web app and the API read the same GROCERY_WEBSITE_ID_* settings with these defaults.
 */
export const DEFAULT_WEBSITE_IDS = { main: 'zesty-main', whiteLabel: 'zesty-white-label' } as const;

export { WIDGET_EVENTS } from './events';
