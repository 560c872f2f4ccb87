import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale, Recipe } from '@/lib/api/contract';
import { fetchRelated, getRecipePage, relatedScope, type RecipeRoute } from '@/lib/api/recipe-page';
import { imageCrops } from '@/lib/image-crops';
import { routes, type SiteMode } from '@/lib/routes';
import { pageMetadata, type SiteRef } from '@/lib/seo';
import { originFor } from '@/lib/site';
import { recipeCanonicalUrl, recipeJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { RecipeScreen } from './recipe-screen';
import { RelatedRecipes } from './related-recipes';

export type RecipeRouteProps = {
  slug: string;
  locale: Locale;
  route: RecipeRoute;
  /** The creator site's reference, for its metadata (white label). */
  site: SiteRef;
};

const siteMode = (site: SiteRef): SiteMode =>
  site.kind === 'creator' ? { kind: 'creator', slug: site.slug } : { kind: 'main' };

/**
 * Metadata of every recipe route. All main-site routes of a recipe share one canonical URL,
 * /{locale}/recipes/{slug}; a creator's site points at its own. A failing API leaves the
 * layout's title (the page shows the not-found view).
 */
export async function recipeMetadata({
  slug,
  locale,
  route,
  site,
}: RecipeRouteProps): Promise<Metadata> {
  const recipe = await getRecipePage(slug, locale, route).catch(() => undefined);
  if (!recipe) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const tRecipe = await getTranslations({ locale, namespace: 'Recipe' });
  const creator = recipe.website?.data;
  const image = recipe.image?.data;
  const og = image ? imageCrops(image).find((c) => c.ratio === '16x9') : undefined;
  const base = pageMetadata({
    locale,
    path: `/recipes/${recipe.slug}`,
    title:
      site.kind === 'creator'
        ? t('creatorPageTitle', { page: recipe.name, creator: site.name })
        : t('pageTitle', { page: recipe.name }),
    description:
      recipe.description ||
      tRecipe('metaDescription', { name: recipe.name, creator: creator?.name ?? 'Zesty' }),
    site,
    image: og?.url ?? recipe.heroImage ?? undefined,
  });
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      ...(og
        ? { images: [{ url: og.url, width: og.width, height: og.height, alt: recipe.name }] }
        : {}),
    },
  };
}

/** The page of every recipe route: not-found when missing; a failure goes to error.tsx. */
export async function RecipeRoutePage({ slug, locale, route, site }: RecipeRouteProps) {
  const recipe = await getRecipePage(slug, locale, route);
  if (!recipe) notFound();
  const mode = siteMode(site);
  const creator = recipe.website?.data;
  const scope = relatedScope(recipe, route);
  // Related recipes fail on their own: the page still renders and the browser tries again.
  const related = await fetchRelated(recipe.slug, locale, scope).catch(() => null);
  return (
    <RecipeScreen
      recipe={recipe}
      locale={locale}
      site={mode}
      backFallback={backFallback(recipe, locale, route)}
      structuredData={<JsonLd data={structuredData(recipe, locale, mode)} />}
      related={
        <RelatedRecipes
          recipes={related}
          locale={locale}
          site={mode}
          slug={recipe.slug}
          creator={scope}
        />
      }
    />
  );
  function structuredData(r: Recipe, l: Locale, m: SiteMode) {
    return recipeJsonLd(r, {
      url: recipeCanonicalUrl(l, m, r.slug),
      origin: originFor(m),
      authorUrl: `${originFor(m)}${creator ? routes.creatorHome(l, m, creator.slug) : `/${l}`}`,
      locale: l,
    });
  }
}

/**
 * Spec §2 back rules without in-site history. Main site: the creator page, or /recipes when the
 * page scope is global. A creator's site: its home.
 */
function backFallback(recipe: Recipe, locale: Locale, route: RecipeRoute): string {
  const creator = recipe.website?.data.slug;
  if (route.kind === 'site') return routes.home(locale);
  if (route.kind === 'global' || !creator) return routes.recipes(locale);
  return routes.creator(locale, creator);
}
