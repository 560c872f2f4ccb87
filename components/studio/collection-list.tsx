'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { StudioCollection } from '@/core/contract/studio';
import type { Locale } from '@/core/locale';
import { Link } from '@/lib/i18n/navigation';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { authRoutes } from '@/components/auth/paths';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ConfirmDelete } from './confirm-delete';
import { StatusBadge } from './status-badge';
import { studioApi } from './studio-api';
import styles from './studio.module.css';

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The creator's collections in the studio (issue 24 item 4), in their order on the creator's
 * page: each with its status and number of recipes, to edit or delete (confirmed); a new one.
 */
export function CollectionList({ creator, locale }: { creator: string; locale: Locale }) {
  const t = useTranslations('Studio.collections');
  const ts = useTranslations('Studio');
  const tc = useTranslations('Common');
  const list = useSWR(
    ['studio.collections', creator, locale],
    () => studioApi.collections(creator, locale),
    SWR_DEFAULTS,
  );
  const [deleting, setDeleting] = useState<StudioCollection | null>(null);

  async function remove(collection: StudioCollection) {
    setDeleting(null);
    try {
      await studioApi.removeCollection(collection.id);
      await list.mutate();
      toast.success(t('deleted'));
    } catch (err) {
      toast.error(ts('actionFailed', { message: message(err) }));
    }
  }

  const items = list.data?.data;
  return (
    <section aria-labelledby="studio-collections">
      <div className={styles.listHead}>
        <h2 id="studio-collections" className={styles.sectionTitle}>
          {t('title')}
        </h2>
        <Link
          href={`${authRoutes.studioCollection('new')}?creator=${creator}`}
          className={styles.primary}
        >
          {t('new')}
        </Link>
      </div>
      {list.error ? (
        <RetryAlert
          message={message(list.error)}
          retryText={tc('retry')}
          onRetry={() => void list.mutate()}
          className={styles.alert}
        />
      ) : !items ? (
        <p aria-live="polite">{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((c) => {
            const name = c.name || t('untitled');
            return (
              <li key={c.id} className={styles.item}>
                <div className={styles.itemMain}>
                  <Link
                    href={authRoutes.studioCollection(c.id)}
                    className={styles.itemName}
                    aria-label={t('editNamed', { name })}
                  >
                    {name}
                  </Link>
                  <StatusBadge status={c.collection.status} changes={false} />
                  <span className={styles.hint}>
                    {t('recipeCount', { count: c.collection.recipeIds.length })}
                  </span>
                </div>
                <div className={styles.itemActions}>
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-label={`${ts('delete')}: ${name}`}
                    onClick={() => setDeleting(c)}
                  >
                    {ts('delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDelete
        item={deleting}
        title={t('deleteTitle')}
        body={t('deleteBody', { name: deleting?.name || t('untitled') })}
        onCancel={() => setDeleting(null)}
        onConfirm={(c) => void remove(c)}
      />
    </section>
  );
}
