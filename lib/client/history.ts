/**
 * Whether the previous history entry is a page of this site: the Navigation API knows (it only
 * lists same-origin entries); elsewhere a same-origin referrer is the best hint.
 */
export function canGoBackInSite(): boolean {
  const nav = (window as Window & { navigation?: { canGoBack?: boolean } }).navigation;
  if (typeof nav?.canGoBack === 'boolean') return nav.canGoBack;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}
