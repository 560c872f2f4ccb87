/** The two screens of saved recipes (spec §2 Favourites and orders), for server and client code. */
export type SavedKind = 'favourites' | 'orders';

/** Each screen's messages. */
export const SAVED_NAMESPACES = { favourites: 'Favourites', orders: 'Orders' } as const;
