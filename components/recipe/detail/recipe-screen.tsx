import { Link } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, type ReactNode } from 'react';
import type { Locale, Recipe } from '@/core/contract';
import { timeBand } from '@/lib/page-sizes';
import { routes } from '@/lib/routes';
import type { Site } from '@/core/sites';
import { safeHttpUrl } from '@/lib/safe-url';
import { PlainImage } from '@/components/ui/plain-image';
import { SafeImage } from '@/components/ui/safe-image';
import { objectPosition } from '@/core/image-focus';
import { ClockIcon } from '@/components/chrome/icons';
import { IngredientsPanel } from './ingredients-panel';
import { MenuButton } from '@/components/menu/menu-button';
import { RecipeActions } from './recipe-actions';
import { RecipeTabs } from './recipe-tabs';
import { StepsPanel } from './steps-panel';
import { findStepTimers } from '@/core/kitchen/step-timers';
import { actionIcons, ingredientIcons, stepDoneIcon } from './recipe-icons';
import styles from './recipe-detail.module.css';
import pageStyles from './recipe-page.module.css';

/** Sizes of the hero: the full width on phones, the page column on wider screens. */
const HERO_SIZES = '(min-width: 1024px) 960px, 100vw';

/**
 * Recipe detail (spec §2): a server component that composes the whole page; only the actions,
 * the ingredient list and the steps are client islands. `backFallback` is where back goes
 * without in-site history; `related` is the related-recipes section (it fails on its own).
 *
 * What is below the fold (ingredients onwards, related recipes, the JSON-LD) is a Suspense
 * boundary of its own. It never waits for anything, but it keeps the part above the fold small:
 * React's HTML renderer sends a finished boundary larger than about 12.8 KB (its
 * `progressiveChunkSize`) after the page's shell and reveals it up to 300 ms after the first
 * paint, so with the whole recipe in the route's loading boundary the cached page first painted
 * the loading skeleton and the hero only later. Now the hero, title and description are in the
 * first paint (also without JavaScript), and the rest follows at once or within those 300 ms,
 * its space held so nothing visible moves.
 */
export function RecipeScreen({
  recipe,
  locale,
  site,
  backFallback,
  related,
  structuredData,
  printLink,
}: {
  recipe: Recipe;
  locale: Locale;
  site: Site;
  backFallback: string;
  related: ReactNode;
  structuredData?: ReactNode;
  /** On paper only: the QR code back to this page (print-link.tsx). */
  printLink?: ReactNode;
}) {
  const t = useTranslations('Recipe');
  const tDifficulty = useTranslations('Difficulty');
  const creator = recipe.website?.data;
  const image = recipe.image?.data;
  const whiteLabel = site.kind === 'creator';
  const tags = recipe.tags?.data ?? [];
  const difficulty = difficultyLabel(recipe.difficulty, tDifficulty) ?? t('difficultyDefault');
  const budget = budgetLabel(recipe.budget, t) ?? t('budgetDefault');
  const band = timeBand(recipe.time.total);

  return (
    <main className={pageStyles.page}>
      <div className={pageStyles.hero}>
        <SafeImage
          src={image?.url ?? recipe.heroImage}
          alt={image?.alt || t('heroAlt', { name: recipe.name })}
          fill
          sizes={HERO_SIZES}
          priority
          style={{ objectPosition: objectPosition(image?.focus) }}
          {...(image?.blurDataURL ? { placeholder: 'blur', blurDataURL: image.blurDataURL } : {})}
        />
        <RecipeActions
          recipeId={recipe.id}
          title={recipe.name}
          fallback={backFallback}
          bookmarks={!whiteLabel}
          icons={actionIcons()}
        />
      </div>

      <div className={pageStyles.body}>
        <RecipeTabs
          label={t('tabs.label')}
          tabs={[
            // A recipe without its ingredient list has no Ingredients section to jump to.
            ...(recipe.ingredientsEnabled
              ? [{ id: 'ingredients', text: t('tabs.ingredients') }]
              : []),
            { id: 'preparation', text: t('tabs.preparation') },
          ]}
        />

        {creator ? (
          <section
            className={pageStyles.author}
            aria-label={t('author.by', { name: creator.name })}
          >
            {creator.logo ? (
              <PlainImage
                src={creator.logo}
                alt={t('author.logoAlt', { name: creator.name })}
                width={48}
                height={48}
                className={pageStyles.authorLogo}
              />
            ) : null}
            <div className={pageStyles.authorText}>
              <p className={pageStyles.authorName}>{creator.name}</p>
              <p className={styles.muted}>{t('author.handle', { handle: creator.slug })}</p>
            </div>
            <Link className={pageStyles.profileLink} href={routes.creatorHome(site, creator.slug)}>
              {t('author.seeProfile')}
            </Link>
          </section>
        ) : null}

        <h1 className={pageStyles.title}>{recipe.name}</h1>
        <ul className={pageStyles.facts}>
          <li className={pageStyles.timeBadge} data-band={band}>
            <ClockIcon width={16} height={16} />
            <span className="visually-hidden">{t('timeLabel')}: </span>
            {t('time', { minutes: recipe.time.total })}
          </li>
          <li>
            <span className="visually-hidden">{t('difficultyLabel')}: </span>
            {difficulty}
          </li>
          <li>
            <span className="visually-hidden">{t('budgetLabel')}: </span>
            {budget}
          </li>
        </ul>
        {tags.length > 0 ? (
          <ul className={pageStyles.tags} aria-label={t('tags')}>
            {tags.map((tag) => (
              <li key={tag.key}>{tag.name}</li>
            ))}
          </ul>
        ) : null}
        {recipe.description ? <p className={pageStyles.description}>{recipe.description}</p> : null}
        <div className={pageStyles.planning}>
          <MenuButton recipeId={recipe.id} name={recipe.name} variant="page" />
        </div>
      </div>

      <Suspense fallback={<div className={pageStyles.belowFold} aria-hidden="true" />}>
        <RecipeDetails recipe={recipe} locale={locale} whiteLabel={whiteLabel} />
        {printLink ? <div className={pageStyles.body}>{printLink}</div> : null}
        {related}
        {structuredData}
      </Suspense>
    </main>
  );
}

/**
 * What is below the fold: ingredients, sponsored banners (white label only), preparation,
 * nutrition and the disclaimer.
 */
function RecipeDetails({
  recipe,
  locale,
  whiteLabel,
}: {
  recipe: Recipe;
  locale: Locale;
  whiteLabel: boolean;
}) {
  const t = useTranslations('Recipe');
  const ingredients = recipe.ingredients?.data.map((i) => i.text) ?? [];
  const steps = recipe.recipeSteps?.data.map((s) => s.text) ?? [];
  const banners = whiteLabel ? (recipe.contextualBanners?.data ?? []) : [];
  return (
    <div className={pageStyles.body}>
      {recipe.ingredientsEnabled ? (
        <section
          id="ingredients"
          className={pageStyles.section}
          aria-labelledby="ingredients-title"
        >
          <h2 id="ingredients-title">{t('ingredients.title')}</h2>
          <IngredientsPanel
            ingredients={ingredients}
            servings={recipe.servings}
            recipeName={recipe.name}
            locale={locale}
            icons={ingredientIcons()}
          />
        </section>
      ) : null}

      {banners.length > 0 ? (
        <section
          className={`${pageStyles.section} ${pageStyles.sponsored}`}
          aria-labelledby="sponsored-title"
        >
          <h2 id="sponsored-title">
            {t('sponsored.title')}{' '}
            <span className={pageStyles.sponsoredBadge}>{t('sponsored.label')}</span>
          </h2>
          <ul className={pageStyles.banners}>
            {banners.map((banner) => {
              const href = safeHttpUrl(banner.url);
              const content = (
                <>
                  <PlainImage
                    src={banner.image}
                    alt={t('sponsored.imageAlt', { name: banner.name })}
                    width={120}
                    height={120}
                    className={pageStyles.bannerImage}
                  />
                  <span>
                    <strong>{banner.name}</strong>
                    <span className={styles.muted}>{banner.description}</span>
                  </span>
                </>
              );
              return (
                <li key={banner.name} className={pageStyles.banner}>
                  {href ? (
                    // Paid placements: rel="sponsored" (and nothing of this page leaks to them).
                    <a href={href} rel="sponsored noopener noreferrer" target="_blank">
                      {content}
                    </a>
                  ) : (
                    content
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <section id="preparation" className={pageStyles.section} aria-labelledby="preparation-title">
        <h2 id="preparation-title">{t('steps.title')}</h2>
        {recipe.recipeStepsEnabled ? (
          <StepsPanel
            steps={steps}
            timers={steps.map((step) => findStepTimers(step, locale))}
            recipeTitle={recipe.title}
            doneIcon={stepDoneIcon()}
          />
        ) : null}
        {recipe.externalUrl && safeHttpUrl(recipe.externalUrl) ? (
          <p className={pageStyles.external}>
            <a href={safeHttpUrl(recipe.externalUrl)} target="_blank" rel="noopener noreferrer">
              {t('steps.external')}
            </a>
            <span className={styles.muted}> {t('steps.externalHint')}</span>
          </p>
        ) : null}
      </section>

      {recipe.nutrition ? (
        <section className={pageStyles.section} aria-labelledby="nutrition-title">
          <h2 id="nutrition-title">
            {t('nutrition.title')} <span className={styles.muted}>{t('nutrition.perServing')}</span>
          </h2>
          <dl className={pageStyles.nutrition}>
            <div>
              <dt>{t('nutrition.energy')}</dt>
              <dd>{t('nutrition.kcalValue', { value: Math.round(recipe.nutrition.kcal) })}</dd>
            </div>
            {(['protein', 'carbs', 'fat', 'fibre', 'salt'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`nutrition.${key}`)}</dt>
                <dd>
                  {t('nutrition.grams', { value: formatGrams(recipe.nutrition![key], locale) })}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {recipe.disclaimer ? <p className={pageStyles.disclaimer}>{t('disclaimer')}</p> : null}
    </div>
  );
}

function formatGrams(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

function difficultyLabel(value: string, t: (key: 'easy' | 'medium' | 'hard') => string) {
  const key = value.trim().toLowerCase();
  return key === 'easy' || key === 'medium' || key === 'hard' ? t(key) : value.trim() || undefined;
}

function budgetLabel(value: string, t: (key: `budget.${'low' | 'medium' | 'high'}`) => string) {
  const key = value.trim().toLowerCase();
  return key === 'low' || key === 'medium' || key === 'high' ? t(`budget.${key}`) : undefined;
}
