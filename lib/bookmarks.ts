import {
  ID_LIST_MAX_AGE,
  ID_LIST_MAX_IDS,
  parseIdList,
  serializeIdList,
  withId,
} from './id-list-cookie';

/** Spec §3: the bookmarks cookie holds the visitor's saved recipe ids (lib/id-list-cookie.ts). */
export { BOOKMARKS_COOKIE } from './bookmarks-cookie-name';
export const BOOKMARKS_MAX_AGE = ID_LIST_MAX_AGE;
/** The most ids a valid value holds; the cookie's 4 KB are the limit in practice. */
export const BOOKMARKS_LIMIT = ID_LIST_MAX_IDS;

export const parseBookmarks = parseIdList;
export const serializeBookmarks = serializeIdList;
/** The list with `id` added (saved) or removed. */
export const toggleBookmark = withId;
