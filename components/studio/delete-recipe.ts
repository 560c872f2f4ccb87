'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { toast } from '@/lib/client/toast';
import { studioApi } from './studio-api';
import { errorMessage } from './error-message';

/** How long a deleted recipe can be brought back from its toast. */
export const UNDO_MS = 10_000;

/**
 * Moving a recipe to the studio's bin, from the list or from its editor: a toast says so and, for
 * 10 s, offers to undo (the recipe comes back as it was, published again if it was). `refresh`
 * runs after the delete and after an undo. The call answers false when the delete failed (its
 * toast says why).
 */
export function useDeleteRecipe() {
  const t = useTranslations('Studio');
  return useCallback(
    async (id: number, refresh: () => unknown): Promise<boolean> => {
      const failed = (err: unknown) =>
        toast.error(t('actionFailed', { message: errorMessage(err) }));
      try {
        await studioApi.remove(id);
      } catch (err) {
        failed(err);
        return false;
      }
      await refresh();
      toast.success(t('deleted'), {
        duration: UNDO_MS,
        action: {
          label: t('undo'),
          onClick: () =>
            void studioApi
              .restore(id)
              .then(() => refresh())
              .then(() => toast.success(t('restored')))
              .catch(failed),
        },
      });
      return true;
    },
    [t],
  );
}
