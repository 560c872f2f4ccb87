import { Link } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import type { Collection } from '@/core/contract';
import { SafeImage } from '@/components/ui/safe-image';
import styles from '@/components/recipe/recipe-card.module.css';
import wide from './collection-card.module.css';

/** A collection in a list (spec §2): name, @creator slug and hero image. */
export function CollectionCard({
  collection,
  creatorSlug,
  href,
}: {
  collection: Collection;
  creatorSlug: string;
  href: string;
}) {
  const t = useTranslations('Collection');
  return (
    <article className={styles.card}>
      <div className={`${styles.media} ${wide.media}`}>
        <SafeImage
          src={collection.heroImage}
          alt=""
          fill
          sizes="(min-width: 1200px) 280px, (min-width: 576px) 45vw, 80vw"
        />
      </div>
      <h3 className={styles.name}>
        <Link href={href}>{collection.name}</Link>
      </h3>
      <p className={styles.meta}>
        <span>{t('handle', { slug: creatorSlug })}</span>
        <span>{t('recipeCount', { count: collection.recipeCount })}</span>
      </p>
    </article>
  );
}
