import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale, Recipe } from '@/core/contract';
import { fetchRelated, getRecipePage, relatedScope } from '@/lib/api/recipe-page';
import { imageCrops } from '@/core/image-crops';
import { localePath, recipeBackFallback, routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { originFor } from '@/core/site';
import {
  MAIN_SITE,
  creatorSite,
  type CreatorInfo,
  type RecipeContext,
  type RecipeScope,
  type Site,
} from '@/core/sites';
import { recipeCanonicalUrl, recipeJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { PrintLink } from './print-link';
import { ViewPixel } from './view-pixel';
import { RecipeScreen } from './recipe-screen';
import { RelatedRecipes } from './related-recipes';

/**
 * A recipe page in its context (spec §2), carried by the route so the HTML stays cacheable per
 * URL: the site, with a creator site's name and noIndex for its metadata (white label), and the
 * scope on the main site (none for the global lists and on a creator's own site).
 */
export type RecipeDetailProps = {
  slug: string;
  locale: Locale;
  site: Site<CreatorInfo>;
  scope?: RecipeScope;
};

/** The context without the creator's details (the screens only need which site). */
const contextOf = ({ site, scope = {} }: RecipeDetailProps): RecipeContext => ({
  site: site.kind === 'creator' ? creatorSite(site.slug) : MAIN_SITE,
  scope,
});

/**
 * Metadata of every recipe route. All main-site routes of a recipe share one canonical URL,
 * /{locale}/recipes/{slug}; a creator's site points at its own. A failing API leaves the
 * layout's title (the page shows the not-found view).
 */
export async function recipeMetadata(props: RecipeDetailProps): Promise<Metadata> {
  const { slug, locale, site } = props;
  const recipe = await getRecipePage(slug, locale, contextOf(props)).catch(() => undefined);
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
export async function RecipeDetailPage(props: RecipeDetailProps) {
  const { slug, locale } = props;
  const context = contextOf(props);
  const recipe = await getRecipePage(slug, locale, context);
  if (!recipe) notFound();
  const { site } = context;
  const creator = recipe.website?.data;
  const scope = relatedScope(recipe, context);
  // Related recipes fail on their own: the page still renders and the browser tries again.
  const related = await fetchRelated(recipe.slug, locale, scope).catch(() => null);
  const t = await getTranslations({ locale, namespace: 'Recipe' });
  return (
    <>
      <RecipeScreen
        recipe={recipe}
        locale={locale}
        site={site}
        backFallback={recipeBackFallback(context, creator?.slug)}
        structuredData={<JsonLd data={structuredData(recipe, locale, site)} />}
        printLink={
          <PrintLink url={recipeCanonicalUrl(locale, site, recipe.slug)} label={t('printLink')} />
        }
        related={
          <RelatedRecipes
            recipes={related}
            locale={locale}
            site={site}
            slug={recipe.slug}
            creator={scope}
          />
        }
      />
      {/* Outside the page's content: it counts the view, it is no part of the recipe. */}
      <ViewPixel recipeId={recipe.id} />
    </>
  );
  function structuredData(r: Recipe, l: Locale, m: Site) {
    return recipeJsonLd(r, {
      url: recipeCanonicalUrl(l, m, r.slug),
      origin: originFor(m),
      authorUrl: `${originFor(m)}${localePath(l, creator ? routes.creatorHome(m, creator.slug) : routes.home())}`,
      locale: l,
    });
  }
}
