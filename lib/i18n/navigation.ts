/**
 * Locale-aware navigation, the one way the app links and navigates between its pages: next-intl's
 * `createNavigation` over the site's routing (`localePrefix: 'always'`). Hrefs are written without
 * the locale ('/recipes') and get the current one ('/en/recipes'); `getPathname` gives the full
 * path where a string is needed (canonical URLs, structured data, history entries, form actions).
 */
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { Link, usePathname, useRouter, getPathname } = navigation;
/** Typed where it is declared, so TypeScript knows code after a redirect never runs. */
export const redirect: typeof navigation.redirect = navigation.redirect;
