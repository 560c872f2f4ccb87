import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCreatorPage } from '@/lib/api/creator-page';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { creatorHomeMetadata } from '@/lib/seo-creator';
import { creatorSite } from '@/core/sites';
import { CreatorProfile } from '@/components/creator/creator-profile';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  return (await creatorHomeMetadata(slug, locale))?.page ?? {};
}

/** The creator's home on its own subdomain: its profile, collections and recipes in its colours. */
export default async function CreatorHome({ params }: { params: Params }) {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const page = await getCreatorPage(slug, locale);
  if (!page) notFound();
  return (
    <CreatorProfile
      creator={page.creator}
      locale={locale}
      site={creatorSite(page.creator.slug)}
      definitions={page.definitions}
      recipes={page.recipes}
      collections={page.collections}
    />
  );
}
