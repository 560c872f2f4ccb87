import { localizeHref, stripLocale } from '@/lib/i18n/navigation';

describe('locale-aware hrefs', () => {
  it.each([
    ['/', 'en', '/en'],
    ['/recipes', 'nl', '/nl/recipes'],
    ['/recipes?s=pasta#top', 'en', '/en/recipes?s=pasta#top'],
    [{ pathname: '/recipes', query: { category: 'Vegan' } }, 'en', '/en/recipes?category=Vegan'],
    [{ pathname: '/', hash: 'features' }, 'nl', '/nl#features'],
  ] as const)('%j in %s is %s', (href, locale, expected) => {
    expect(localizeHref(href, locale)).toBe(expected);
  });

  it.each([
    ['/en/recipes', '/recipes'],
    ['/nl', '/'],
    ['/en/c/pastapapa/recipes/x', '/c/pastapapa/recipes/x'],
    ['/fr/recipes', '/fr/recipes'],
  ])('%s without its locale is %s', (path, expected) => {
    expect(stripLocale(path)).toBe(expected);
  });
});
