import type { Metadata } from 'next';
import { LOCALES } from '@/core/contract';

/**
 * The reference page of `npm run bench:pages`: the cheapest page this app can serve — the same
 * middleware and root layout (`app/[locale]/layout.tsx`: fonts, styles, providers) as every other
 * page, but no site chrome and no data, prerendered at build time. A cached recipe page is
 * measured against it in the same run, so the ratio says what the recipe page costs beyond what
 * serving any cached page of this app costs on this machine. It is not a screen: search engines
 * are told not to index it, and the sitemap (an explicit list in lib/sitemap.ts) never lists it.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  title: 'Static reference page',
  robots: { index: false, follow: false },
};

export default function StaticReferencePage() {
  return (
    <main>
      <h1>Static reference page</h1>
    </main>
  );
}
