import { Link } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import type { Website } from '@/core/contract';
import { CreatorLogo } from './creator-logo';
import styles from './creator-card.module.css';

/** A creator in a list (spec §2): logo, name and handle, opening /c/{slug}. */
export function CreatorCard({ creator, href }: { creator: Website; href: string }) {
  const t = useTranslations('Creators');
  return (
    <article className={styles.card}>
      <CreatorLogo src={creator.logo} name={creator.name} className={styles.logo} />
      <h3 className={styles.name}>
        <Link href={href} aria-label={t('cardLabel', { name: creator.name })}>
          {creator.name}
        </Link>
      </h3>
      <p className={styles.handle}>{t('handle', { handle: creator.handle })}</p>
    </article>
  );
}
