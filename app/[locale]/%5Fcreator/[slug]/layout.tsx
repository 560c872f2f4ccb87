import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';
import { getCreatorForSite } from '@/lib/api/cached';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { creatorHomeMetadata } from '@/lib/seo-creator';
import { themeStyle } from '@/lib/theme';
import { CreatorChrome } from '@/components/chrome/creator-chrome';
import { ClientMessages } from '@/components/page/client-messages';
import { CREATOR_SCREEN_MESSAGES } from '@/components/screens/creator-host';

type Params = Promise<{ locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  // What every page of the site shares; the canonical URL is each page's own (not-found: none).
  return (await creatorHomeMetadata(slug, locale))?.shared ?? {};
}

/** The white-label frame: the creator's colours, favicon and title; unknown or disabled creators are a 404. */
export default async function CreatorLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Params;
}) {
  const { slug } = await params;
  const locale = await pageLocale(params);
  let creator: Awaited<ReturnType<typeof getCreatorForSite>>;
  try {
    creator = await getCreatorForSite(slug, locale);
  } catch {
    // The page fails the same way and its error boundary loads the creator client-side.
    return (
      <div data-site="creator">
        <ClientMessages locale={locale} namespaces={CREATOR_SCREEN_MESSAGES}>
          {children}
        </ClientMessages>
      </div>
    );
  }
  if (!creator) notFound();
  return (
    <div data-site="creator" style={themeStyle(creator) as CSSProperties}>
      <ClientMessages locale={locale} namespaces={CREATOR_SCREEN_MESSAGES}>
        <CreatorChrome creator={creator} locale={locale}>
          {children}
        </CreatorChrome>
      </ClientMessages>
    </div>
  );
}
