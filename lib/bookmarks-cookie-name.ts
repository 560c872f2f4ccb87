/**
 * The bookmarks cookie's name, apart from its list parser (lib/id-list-cookie.ts, through
 * lib/bookmarks.ts), so that code on every page can look for the cookie without loading it.
 */
export const BOOKMARKS_COOKIE = 'bookmarks';
