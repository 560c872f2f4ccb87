import type { Metadata } from 'next';
import { LOCALES, type Locale } from '../core/contract';
import { localePath } from './routes';
import { originFor } from '../core/site';
import type { CreatorInfo, Site } from '../core/sites';

/**
 * Metadata every public page shares: canonical URL on its own host, hreflang alternates
 * (en, nl, x-default → nl), Open Graph defaults, and `noindex` for creators that asked for it.
 * `path` is the page's path without the locale, starting with '/' ('/' for a home page).
 */
export function pageMetadata(opts: {
  locale: Locale;
  path: string;
  title: string;
  description?: string;
  site: Site<CreatorInfo>;
  image?: string;
}): Metadata {
  const origin = originFor(opts.site);
  const url = (locale: Locale) => `${origin}${localePath(locale, opts.path)}`;
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l, url(l)]));
  languages['x-default'] = url('nl');
  const noIndex = opts.site.kind === 'creator' && opts.site.noIndex;
  return {
    metadataBase: new URL(origin),
    title: opts.title,
    description: opts.description,
    alternates: { canonical: url(opts.locale), languages },
    openGraph: {
      type: 'website',
      url: url(opts.locale),
      title: opts.title,
      description: opts.description,
      siteName: opts.site.kind === 'creator' ? opts.site.name : 'Zesty',
      locale: opts.locale === 'nl' ? 'nl_NL' : 'en_GB',
      alternateLocale: opts.locale === 'nl' ? ['en_GB'] : ['nl_NL'],
      ...(opts.image ? { images: [{ url: opts.image }] } : {}),
    },
    twitter: { card: 'summary_large_image', title: opts.title, description: opts.description },
    robots: noIndex ? { index: false, follow: false } : { index: true, follow: true },
  };
}
