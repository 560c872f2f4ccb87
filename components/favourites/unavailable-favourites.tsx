'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { Locale } from '@/core/locale';
import type { ApiError } from '@/lib/api/errors';
import { announceChange, BOOKMARK_CHANGE_EVENT } from '@/lib/client/change-events';
import { proxyDelete, proxyGet } from '@/lib/client/proxy';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import styles from './saved-recipes.module.css';

type Unavailable = { id: number; name: string };

/**
 * Favourites whose recipe its creator has taken offline (issue 24): not in the grid, which has
 * public recipes only, but listed under it by the name they had, so a cook knows where they went
 * and can let them go. They come back by themselves when the recipe is published again.
 * `revision` is the screen's: a bookmark change (here or in another tab) asks again. A failed
 * load shows nothing: the grid above is the screen.
 */
export function UnavailableFavourites({ locale, revision }: { locale: Locale; revision: number }) {
  const t = useTranslations('Favourites.unavailable');
  const removeError = useTranslations('Recipe.bookmark')('errorRemove');
  const [removing, setRemoving] = useState<number | undefined>();
  const { data, mutate } = useSWR<Unavailable[], ApiError>(
    ['unavailable-favourites', locale, revision],
    async () =>
      (await proxyGet('recipes.favorites.unavailable', {}, { locale })).data.filter((r) => r.name),
    { ...SWR_DEFAULTS, keepPreviousData: true },
  );
  if (!data || data.length === 0) return null;

  const remove = async (recipe: Unavailable) => {
    setRemoving(recipe.id);
    try {
      await proxyDelete('recipes.favorite', { id: String(recipe.id) });
      await mutate(
        data.filter((r) => r.id !== recipe.id),
        { revalidate: false },
      );
      toast.success(t('removed', { name: recipe.name }));
      announceChange(BOOKMARK_CHANGE_EVENT);
    } catch {
      toast.error(removeError);
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <section className={styles.unavailable} aria-labelledby="unavailable-favourites">
      <h2 id="unavailable-favourites" className={styles.unavailableTitle}>
        {t('title')}
      </h2>
      <p className={styles.unavailableBody}>{t('body', { count: data.length })}</p>
      <ul className={styles.unavailableList}>
        {data.map((recipe) => (
          <li key={recipe.id} className={styles.unavailableItem}>
            <span>{recipe.name}</span>
            <button
              type="button"
              className={styles.remove}
              disabled={removing === recipe.id}
              aria-label={t('removeNamed', { name: recipe.name })}
              onClick={() => void remove(recipe)}
            >
              {t('remove')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
