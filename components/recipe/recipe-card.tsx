import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale, Recipe } from '@/lib/api/contract';
import styles from './recipe-card.module.css';

export async function RecipeCard({
  recipe,
  locale,
  priority = false,
}: {
  recipe: Recipe;
  locale: Locale;
  priority?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const image = recipe.image?.data;
  const creator = recipe.website?.data;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <Image
            src={image.url}
            alt={image.alt}
            fill
            sizes="(min-width: 1200px) 280px, (min-width: 576px) 45vw, 100vw"
            priority={priority}
          />
        ) : null}
      </div>
      <h3 className={styles.name}>
        <Link href={`/${locale}/recipes/${recipe.slug}`}>{recipe.name}</Link>
      </h3>
      <p className={styles.meta}>
        <span>{t('minutes', { minutes: recipe.time.total })}</span>
        {creator ? <span>{t('by', { creator: creator.name })}</span> : null}
      </p>
    </article>
  );
}
