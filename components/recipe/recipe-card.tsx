import { Link } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import type { Recipe } from '@/core/contract';
import { SafeImage } from '@/components/ui/safe-image';
import { objectPosition } from '@/core/image-focus';
import { MenuButton } from '@/components/menu/menu-button';
import styles from './recipe-card.module.css';

/** Card sizes across the grid's breakpoints, so the browser fetches the smallest image that fits. */
export const RECIPE_CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 576px) 45vw, 100vw';

/**
 * A recipe in a list: image, name (the link, stretched over the card), time and creator, and
 * the week menu's button over the picture. Works
 * as a server or a client component; `href` is the full path of the recipe's route in context.
 */
export function RecipeCard({
  recipe,
  href,
  priority = false,
  sizes = RECIPE_CARD_SIZES,
}: {
  recipe: Recipe;
  href: string;
  priority?: boolean;
  sizes?: string;
}) {
  const t = useTranslations('Home');
  const image = recipe.image?.data;
  const creator = recipe.website?.data;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SafeImage
          src={image?.url ?? recipe.heroImage}
          alt={image?.alt ?? ''}
          fill
          sizes={sizes}
          priority={priority}
          style={{ objectPosition: objectPosition(image?.focus) }}
        />
      </div>
      <MenuButton recipeId={recipe.id} name={recipe.name} variant="card" />
      <h3 className={styles.name}>
        <Link href={href}>{recipe.name}</Link>
      </h3>
      <p className={styles.meta}>
        <span>{t('minutes', { minutes: recipe.time.total })}</span>
        {creator ? <span>{t('by', { creator: creator.name })}</span> : null}
      </p>
    </article>
  );
}
