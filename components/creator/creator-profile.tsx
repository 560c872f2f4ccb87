import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Collection, FilterDefinition, Locale, Website } from '@/core/contract';
import { routes } from '@/lib/routes';
import type { Site } from '@/core/sites';
import { CollectionCard } from '@/components/collection/collection-card';
import type { RecipePage } from '@/components/recipe/use-recipe-pages';
import { Carousel } from '@/components/ui/carousel';
import { Hero } from '@/components/ui/hero';
import { BackButton } from './back-button';
import { CreatorLogo } from './creator-logo';
import { CreatorRecipes } from './creator-recipes';
import { FollowLink } from './follow-link';
import { SocialLinks } from './social-links';
import styles from './creator-profile.module.css';

const httpUrl = (url: string | null | undefined) =>
  url && /^https?:\/\//i.test(url) ? url : undefined;

/**
 * Creator profile (spec §2), the same on the main site (/c/{slug}) and as the home of the
 * creator's own site: hero, name and @slug, recipe count, follow, call-to-actions (cooking class
 * and cookbook included), socials, collections and the filterable recipe list.
 */
export function CreatorProfile({
  creator,
  locale,
  site,
  definitions,
  recipes,
  collections,
}: {
  creator: Website;
  locale: Locale;
  site: Site;
  definitions: readonly FilterDefinition[];
  recipes: RecipePage;
  collections: readonly Collection[];
}) {
  const t = useTranslations('Creator');
  const tc = useTranslations('Collection');
  const tcommon = useTranslations('Common');
  const followUrl = creator.followEnabled ? httpUrl(creator.followUrl) : undefined;
  const ctas = [
    ...(creator.callToActions?.data ?? []).flatMap((c) => {
      const url = httpUrl(c.url);
      return url ? [{ title: c.title, url }] : [];
    }),
    ...(httpUrl(creator.cookingClassUrl)
      ? [{ title: t('bookCookingClass'), url: creator.cookingClassUrl! }]
      : []),
    ...(httpUrl(creator.cookbookUrl)
      ? [{ title: t('buyCookbook'), url: creator.cookbookUrl! }]
      : []),
  ].filter((c, i, all) => all.findIndex((o) => o.url === c.url) === i);

  return (
    <main className={styles.profile}>
      <Hero
        src={creator.heroImage}
        alt={t('heroAlt', { name: creator.name })}
        bar={site.kind === 'main' ? <BackButton fallback={routes.creators()} /> : null}
      />
      <div className="container">
        <header className={styles.header}>
          <CreatorLogo src={creator.logo} name={creator.name} className={styles.logo} />
          <div className={styles.identity}>
            <h1 className={styles.name}>{creator.name}</h1>
            <p className={styles.handle}>{t('handle', { slug: creator.slug })}</p>
            <p className={styles.count}>{t('recipeCount', { count: creator.recipeCount })}</p>
            <p className={styles.location}>
              <span className="visually-hidden">{t('location')}: </span>
              {creator.location || t('locationMissing')}
            </p>
          </div>
          {followUrl ? (
            <FollowLink href={followUrl} className={styles.follow}>
              {t('follow')}
              <span className="visually-hidden">
                {' '}
                {t('followContext', { name: creator.name, network: networkName(followUrl) })}
              </span>
            </FollowLink>
          ) : null}
        </header>
        {creator.description ? <p className={styles.description}>{creator.description}</p> : null}
        <SocialLinks name={creator.name} socials={creator.socials?.data ?? []} />
        {ctas.length > 0 ? (
          <ul className={styles.ctas}>
            {ctas.map((cta) => (
              <li key={cta.url}>
                <a href={cta.url} className={styles.cta} rel="noopener noreferrer" target="_blank">
                  {cta.title}
                  <span className="visually-hidden"> {tcommon('externalLink')}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}

        {collections.length > 0 ? (
          <ProfileSection part="collections" title={t('collections')}>
            <Carousel label={tc('collections')}>
              {collections.map((collection) => (
                <li key={collection.id}>
                  <CollectionCard
                    collection={collection}
                    creatorSlug={creator.slug}
                    href={routes.collection(site, creator.slug, collection.slug)}
                  />
                </li>
              ))}
            </Carousel>
          </ProfileSection>
        ) : null}

        <ProfileSection part="recipes" title={t('recipes')}>
          <CreatorRecipes
            locale={locale}
            site={site}
            creatorSlug={creator.slug}
            definitions={definitions}
            initial={recipes}
          />
        </ProfileSection>
      </div>
    </main>
  );
}

/** A part of the profile (collections, recipes) under its h2, which names it (`{part}-heading`). */
function ProfileSection({
  part,
  title,
  children,
}: {
  part: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${part}-heading`} className={styles.section}>
      <h2 id={`${part}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

/** The social network a follow link opens, for the button's accessible name. */
function networkName(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  const known: Record<string, string> = {
    'instagram.com': 'Instagram',
    'tiktok.com': 'TikTok',
    'youtube.com': 'YouTube',
    'facebook.com': 'Facebook',
    'pinterest.com': 'Pinterest',
    'x.com': 'X',
  };
  return known[host] ?? host;
}
