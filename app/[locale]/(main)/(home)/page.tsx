import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getCreators, getRecipes } from '@/lib/api/public';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { routes } from '@/lib/routes';
import { MAIN_SITE } from '@/core/sites';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { pageMetadata } from '@/lib/seo';
import { CreatorCard } from '@/components/creator/creator-card';
import { HomeSearchBar } from '@/components/home/home-search-bar';
import { RecipeCard } from '@/components/recipe/recipe-card';
import { Carousel } from '@/components/ui/carousel';
import styles from '@/components/home/home.module.css';

// Rendered on first request, then served from the full-route cache (no database at build).
export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

const CREATORS_COUNT = 10;
const CAROUSEL_SIZES = '(min-width: 992px) 280px, (min-width: 576px) 40vw, 72vw';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: '/',
    title: t('title'),
    description: t('description'),
    site: MAIN_SITE,
  });
}

/** A section's heading (its `id` labels the section) and the 'see all' link beside it. */
function SectionHead({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.sectionHead}>
      <h2 id={id}>{title}</h2>
      {children}
    </div>
  );
}

/** Home (spec §2): inspiration, search, trending recipes, creators and a call to action. */
export default async function HomePage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const [t, recipes, creators] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getRecipes({ locale, perPage: PAGE_SIZES.homeTrending, include: ['image', 'website'] }),
    getCreators({ locale, perPage: CREATORS_COUNT }),
  ]);

  return (
    <main className="container">
      <header className={styles.hero}>
        <p className={styles.kicker}>{t('getInspired')}</p>
        <h1 className={styles.title} data-locale={locale}>
          {t('title')}
        </h1>
        <HomeSearchBar />
      </header>

      <section id="features" aria-labelledby="trending-heading" className={styles.section}>
        <SectionHead id="trending-heading" title={t('trending')}>
          <Link href={routes.recipes()} className={styles.seeAll}>
            {t('seeAll')}
          </Link>
        </SectionHead>
        {recipes.data.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <Carousel label={t('trendingLabel')}>
            {recipes.data.slice(0, PAGE_SIZES.homeTrending).map((recipe, i) => (
              <li key={recipe.id}>
                <RecipeCard
                  recipe={recipe}
                  href={routes.recipe(MAIN_SITE, recipe.slug)}
                  priority={i < 2}
                  sizes={CAROUSEL_SIZES}
                />
              </li>
            ))}
            <li>
              <Link href={routes.recipes()} className={styles.moreCard}>
                {t('seeMoreCard')}
              </Link>
            </li>
          </Carousel>
        )}
      </section>

      {creators.data.length > 0 ? (
        <section aria-labelledby="creators-heading" className={styles.section}>
          <SectionHead id="creators-heading" title={t('creators')}>
            <Link href={routes.creators()} className={styles.seeAll}>
              {t('seeAllCreators')}
            </Link>
          </SectionHead>
          <Carousel label={t('creatorsLabel')}>
            {creators.data.map((creator) => (
              <li key={creator.id}>
                <CreatorCard creator={creator} href={routes.creator(creator.slug)} />
              </li>
            ))}
          </Carousel>
        </section>
      ) : null}

      <section aria-labelledby="cta-heading" className={styles.cta}>
        <h2 id="cta-heading">{t('cta.title')}</h2>
        <p>{t('cta.body')}</p>
        <Link href={routes.recipes()} className={styles.ctaButton}>
          {t('cta.button')}
        </Link>
      </section>
    </main>
  );
}
