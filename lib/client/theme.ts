'use client';

/**
 * The visitor's theme choice (core/theme-choice.ts): kept in the `theme` cookie and shown at once
 * by setting data-theme on <html>, as the root layout's script does on the next page.
 */
import { useSyncExternalStore } from 'react';
import { THEME_COOKIE, themeChoice, type ThemeChoice } from '@/core/theme-choice';
import { cookieSubscription } from './cookie-subscription';
import { readCookie, removeCookie, writeCookie } from './cookies';

const THEME_CHANGE_EVENT = 'zesty:theme-change';

export function chooseTheme(choice: ThemeChoice) {
  if (choice === 'system') {
    removeCookie(THEME_COOKIE);
    delete document.documentElement.dataset.theme;
  } else {
    writeCookie(THEME_COOKIE, choice);
    document.documentElement.dataset.theme = choice;
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

const subscribe = cookieSubscription(THEME_CHANGE_EVENT);

/** The choice: undefined on the server and while hydrating (the cookie is not known yet). */
export function useThemeChoice(): ThemeChoice | undefined {
  return useSyncExternalStore(
    subscribe,
    () => themeChoice(readCookie(THEME_COOKIE)),
    () => undefined,
  );
}
