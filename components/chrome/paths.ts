/**
 * Path rules of the chrome. Paths are next-intl pathnames: without the locale prefix, starting
 * with '/' ('/' for the home page).
 */

const normalise = (pathname: string) => {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').toLowerCase();
};

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** Spec §2: the bottom bar is hidden on sign-up, sign-in, verify, search and legal pages. */
export function isBottomBarHidden(pathname: string): boolean {
  const path = normalise(pathname);
  return (
    path === '/account/signup' ||
    path === '/account/signin' ||
    under(path, '/account/verify') ||
    under(path, '/search') ||
    under(path, '/legal')
  );
}

/** Whether a navigation entry for `href` is the current page (its section, for list pages). */
export function isCurrent(pathname: string, href: string, exact = false): boolean {
  const path = normalise(pathname);
  const target = normalise(href);
  if (exact || target === '/') return path === target;
  return under(path, target);
}

/**
 * An http(s) link to another origin: those open the leaving-site dialog on the main site.
 * Internal links, Zesty's own hosts (ROOT_DOMAIN and its subdomains: creator sites), mailto:,
 * tel: and anything unparsable are not external.
 */
export function isExternalHttpUrl(href: string, origin: string, rootDomain?: string): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === origin) return false;
  const own =
    rootDomain && (url.hostname === rootDomain || url.hostname.endsWith(`.${rootDomain}`));
  return !own;
}

/**
 * Spec §2: the top navigation is hidden on a collection page and on recipe detail pages
 * (/recipes/{slug}, /c/{creator}/recipes/{slug}, /collections/{c}/recipes/{slug}).
 */
export function isMainNavHidden(pathname: string): boolean {
  const parts = normalise(pathname).split('/').filter(Boolean);
  if (parts.length === 4 && parts[0] === 'c' && parts[2] === 'collections') return true;
  if (parts.length === 2 && parts[0] === 'recipes') return true;
  if (parts.length === 4 && parts[0] === 'c' && parts[2] === 'recipes') return true;
  if (parts.length === 4 && parts[0] === 'collections' && parts[2] === 'recipes') return true;
  return false;
}
