import { LOCALES } from '../core/contract';
import { localePath } from './routes';

/** Pages of the main site every sitemap lists (paths without the locale). Screens add theirs here. */
export const MAIN_SITE_PAGES = [
  '/',
  '/recipes',
  '/creators',
  '/how-it-works',
  '/faqs',
  '/legal',
  '/legal/privacy-policy',
  '/legal/terms-of-use',
  '/legal/cookie-policy',
] as const;

/** Pages of a creator's own site. */
export const CREATOR_SITE_PAGES = ['/'] as const;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A sitemap with one <url> per page and locale, each with its hreflang alternates. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const href = (locale: string, path: string) => `${origin}${localePath(locale, path)}`;
  const urls = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const links = [
        ...LOCALES.map(
          (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(href(l, path))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(href('nl', path))}"/>`,
      ];
      return `<url><loc>${escapeXml(href(locale, path))}</loc>${links.join('')}</url>`;
    }),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}
