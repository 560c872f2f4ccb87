import type { Metadata } from 'next';
import { getCreatorForSite } from '@/lib/api/cached';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import type { SiteRef } from '@/lib/seo';
import { RecipeRoutePage, recipeMetadata } from '@/components/recipe/detail/recipe-route';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; slug: string; recipeSlug: string }>;

async function siteRef(slug: string, locale: 'en' | 'nl'): Promise<SiteRef> {
  const creator = await getCreatorForSite(slug, locale).catch(() => undefined);
  return {
    kind: 'creator',
    slug,
    name: creator?.name ?? slug,
    noIndex: creator?.noIndex ?? false,
  };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug, recipeSlug } = await params;
  if (!isLocale(locale)) return {};
  const route = { kind: 'site', creator: slug } as const;
  return recipeMetadata({ slug: recipeSlug, locale, route, site: await siteRef(slug, locale) });
}

/** A recipe on a creator's own site: only that creator's recipes exist here (spec §2). */
export default async function CreatorSiteRecipePage({ params }: { params: Params }) {
  const { slug, recipeSlug } = await params;
  const locale = await pageLocale(params);
  const route = { kind: 'site', creator: slug } as const;
  return (
    <RecipeRoutePage
      slug={recipeSlug}
      locale={locale}
      route={route}
      site={await siteRef(slug, locale)}
    />
  );
}
