import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SearchScreen, SearchScreenFallback } from '@/components/search/search-screen';
import { searchIcons } from '@/components/search/search-icons';
import { pageLocale } from '@/lib/i18n/page';
import { mainPageMetadata } from '@/lib/seo-main';

// The same shell for every visitor and term: `?s=` is read in the client island, never here,
// so the page renders on first request and is then served from the full-route cache.
export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

// A search screen is no landing page, but its links (suggestion chips) may still be followed.
export const generateMetadata = mainPageMetadata(
  '/search',
  async (locale) => ({
    title: (await getTranslations({ locale, namespace: 'Search' }))('metaTitle'),
  }),
  { index: false },
);

export default async function SearchPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const icons = searchIcons();
  return (
    <Suspense fallback={<SearchScreenFallback icons={icons} />}>
      <SearchScreen locale={locale} icons={icons} />
    </Suspense>
  );
}
