import { Link } from '@/lib/i18n/navigation';
import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import type { Collection, Locale } from '@/core/contract';
import { routes } from '@/lib/routes';
import type { Site } from '@/core/sites';
import { itemListJsonLd, recipeCanonicalUrl } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { Hero } from '@/components/ui/hero';
import { CollectionBack } from './collection-back';
import { CollectionRecipes } from './collection-recipes';
import styles from './collection.module.css';

/**
 * Collection page (spec §2): hero (a placeholder if it fails), name, author with @slug, recipe
 * count, description and the recipes, 20 at a time. The same screen on both kinds of host.
 */
export function CollectionScreen({
  collection,
  creator,
  locale,
  site,
}: {
  collection: Collection;
  creator: { name: string; slug: string };
  locale: Locale;
  site: Site;
}) {
  const t = useTranslations('Collection');
  const creatorHref = routes.creatorHome(site, creator.slug);
  // A creator's own site shows only its own recipes, also inside a collection that has others'.
  const all = collection.recipes?.data ?? [];
  const recipes =
    site.kind === 'creator' ? all.filter((r) => r.website?.data.slug === creator.slug) : all;
  const count = site.kind === 'creator' ? recipes.length : collection.recipeCount;
  return (
    <main className={styles.page}>
      {recipes.length > 0 ? (
        // Google's summary-page list: every recipe of the collection this page lists, at its
        // canonical URL on this page's own host.
        <JsonLd
          data={itemListJsonLd(
            recipes.map((r) => ({ url: recipeCanonicalUrl(locale, site, r.slug), name: r.name })),
          )}
        />
      ) : null}
      <Hero
        src={collection.heroImage}
        alt={t('heroAlt', { name: collection.name })}
        style={{ '--hero-height': '360px' } as CSSProperties}
        bar={<CollectionBack target={creatorHref} home={routes.home()} />}
      />
      <div className="container">
        <header className={styles.header}>
          <h1 className={styles.name}>{collection.name}</h1>
          <p className={styles.author}>
            <Link href={creatorHref}>{t('by', { name: creator.name })}</Link>{' '}
            <span className={styles.handle}>{t('handle', { slug: creator.slug })}</span>
          </p>
          <p className={styles.count}>{t('recipeCount', { count })}</p>
          {collection.description ? (
            <p className={styles.description}>{collection.description}</p>
          ) : null}
        </header>
        <CollectionRecipes site={site} collectionSlug={collection.slug} recipes={recipes} />
      </div>
    </main>
  );
}
