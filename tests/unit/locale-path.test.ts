/**
 * Absolute URLs outside navigation (canonical, hreflang, JSON-LD, sitemaps) use `localePath`;
 * links and the router use next-intl's navigation. Both must put a path in the same place.
 */
import { getPathname } from '@/lib/i18n/navigation';
import { LOCALES } from '@/core/locale';
import { localePath, routes } from '@/lib/routes';
import { MAIN_SITE, creatorSite } from '@/core/sites';

const HREFS = [
  routes.home(),
  routes.recipes(),
  routes.recipes('category=vegan&s=curry'),
  routes.search('kip curry'),
  routes.creators(),
  routes.creator('pastapapa'),
  routes.collection(MAIN_SITE, 'pastapapa', 'winter'),
  routes.collection(creatorSite('pastapapa'), 'pastapapa', 'winter'),
  routes.recipe(MAIN_SITE, 'lasagne', { collection: 'winter' }),
  routes.recipe(creatorSite('pastapapa'), 'lasagne'),
  routes.creatorHome(creatorSite('pastapapa'), 'pastapapa'),
  '/legal/cookie-policy',
];

test.each(LOCALES.flatMap((locale) => HREFS.map((href) => [locale, href] as const)))(
  '%s %s: localePath is what next-intl links to',
  (locale, href) => {
    expect(localePath(locale, href)).toBe(getPathname({ locale, href }));
  },
);

test('the home of a locale is /{locale}, everything else under it', () => {
  expect(localePath('nl', '/')).toBe('/nl');
  expect(localePath('en', '/recipes?s=kip')).toBe('/en/recipes?s=kip');
});
