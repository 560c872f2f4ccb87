import { useTranslations } from 'next-intl';
import type { StudioRecipe } from '@/core/contract/studio';
import styles from './studio.module.css';

/** A recipe's status in words, and whether its working copy is ahead of what visitors see. */
export function StatusBadge({
  status,
  changes,
}: {
  status: StudioRecipe['status'];
  changes: boolean;
}) {
  const t = useTranslations('Studio');
  return (
    <span className={styles.badges}>
      <span className={`${styles.badge} ${styles[`badge_${status}`] ?? ''}`}>
        {t(`status.${status}`)}
      </span>
      {changes && status === 'published' ? (
        <span className={styles.badge}>{t('unpublishedChanges')}</span>
      ) : null}
    </span>
  );
}
