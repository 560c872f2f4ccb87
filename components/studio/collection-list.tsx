'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { StudioCollection } from '@/core/contract/studio';
import type { Locale } from '@/core/locale';
import { Link } from '@/lib/i18n/navigation';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { authRoutes } from '@/components/auth/paths';
import { useConfirmDelete } from './confirm-delete';
import { errorMessage } from './error-message';
import { studioApi } from './studio-api';
import { DeleteButton, ListSection, LoadStates, StudioItem, StudioList } from './studio-list';
import styles from './studio.module.css';

/**
 * The creator's collections in the studio (issue 24 item 4), in their order on the creator's
 * page: each with its status and number of recipes, to edit or delete (confirmed); a new one.
 */
export function CollectionList({ creator, locale }: { creator: string; locale: Locale }) {
  const t = useTranslations('Studio.collections');
  const ts = useTranslations('Studio');
  const list = useSWR(
    ['studio.collections', creator, locale],
    () => studioApi.collections(creator, locale),
    SWR_DEFAULTS,
  );
  const deletion = useConfirmDelete<StudioCollection>({
    title: t('deleteTitle'),
    body: (c) => t('deleteBody', { name: c?.name || t('untitled') }),
    onConfirm: (c) => void remove(c),
  });

  async function remove(collection: StudioCollection) {
    try {
      await studioApi.removeCollection(collection.id);
      await list.mutate();
      toast.success(t('deleted'));
    } catch (err) {
      toast.error(ts('actionFailed', { message: errorMessage(err) }));
    }
  }

  return (
    <ListSection
      id="studio-collections"
      title={t('title')}
      action={
        <Link
          href={`${authRoutes.studioCollection('new')}?creator=${creator}`}
          className={styles.primary}
        >
          {t('new')}
        </Link>
      }
    >
      <LoadStates swr={list} loading={t('loading')} empty={t('empty')}>
        {(items) => (
          <StudioList items={items} untitled={t('untitled')}>
            {(c, name) => (
              <StudioItem
                name={name}
                link={{ href: authRoutes.studioCollection(c.id), label: t('editNamed', { name }) }}
                status={c.collection.status}
                hint={t('recipeCount', { count: c.collection.recipeIds.length })}
              >
                <DeleteButton name={name} onClick={() => deletion.ask(c)} />
              </StudioItem>
            )}
          </StudioList>
        )}
      </LoadStates>
      {deletion.dialog}
    </ListSection>
  );
}
