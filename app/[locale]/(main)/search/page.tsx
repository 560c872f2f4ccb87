import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { SearchScreen, SearchScreenFallback } from '@/components/search/search-screen';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

// The same shell for every visitor and term: `?s=` is read in the client island, never here,
// so the page renders on first request and is then served from the full-route cache.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return {
    ...pageMetadata({
      locale,
      path: '/search',
      title: meta('pageTitle', { page: t('metaTitle') }),
      site: { kind: 'main' },
    }),
    // pageMetadata has no noIndex option for the main site: a search screen is no landing page,
    // but its links (suggestion chips) may still be followed.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <Suspense fallback={<SearchScreenFallback />}>
      <SearchScreen locale={locale} />
    </Suspense>
  );
}
