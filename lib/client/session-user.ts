'use client';

/**
 * The signed-in user as the chrome shows it, from the readable `user` cookie. Apart from the
 * session's requests (lib/client/session.ts) because the header imports it on nearly every page:
 * the cookie's parser, and zod's small build with it (some 23 kB compressed once bundled), loads
 * only when there is a `user` cookie to read, so a visitor's page never loads or runs it.
 */
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { UserCookie } from '@/lib/auth/user-cookie';
import { SESSION_CHANGE_EVENT, USER_COOKIE } from '@/lib/auth/user-cookie-name';
import { cookieSubscription } from './cookie-subscription';

type Parse = (raw: string | undefined) => UserCookie | null;

let parse: Parse | undefined;
let loading: Promise<void> | undefined;

/** Loads the parser once; the islands look again when it is there. A failed load may retry. */
function loadParser() {
  loading ??= import('@/lib/auth/user-cookie').then(
    (m) => {
      parse = m.parseUserCookie;
      notifySessionChange();
    },
    () => {
      loading = undefined;
    },
  );
}

let snapshot: { raw: string | undefined; user: UserCookie | null } = {
  raw: undefined,
  user: null,
};

/**
 * The signed-in user from the cookie; the same object while the cookie is unchanged. Null
 * without a cookie, and until the parser has loaded (the islands are told when it has).
 */
export function readSessionUser(): UserCookie | null {
  const raw = Cookies.get(USER_COOKIE);
  if (raw === undefined) {
    if (snapshot.raw !== undefined) snapshot = { raw, user: null };
    return snapshot.user;
  }
  if (!parse) {
    loadParser();
    return null;
  }
  if (raw !== snapshot.raw) snapshot = { raw, user: parse(raw) };
  return snapshot.user;
}

// Another tab may sign in or out: the cookie is read again when this one comes back.
const subscribe = cookieSubscription(SESSION_CHANGE_EVENT);

/** Tells every island that the session changed (after the server has set or cleared the cookies). */
export function notifySessionChange() {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/**
 * The signed-in user for the chrome. Null on the server and while hydrating, so public pages are
 * the same for everyone (and cacheable); the cookie is read right after.
 */
export function useSessionUser(): UserCookie | null {
  return useSyncExternalStore(subscribe, readSessionUser, () => null);
}
