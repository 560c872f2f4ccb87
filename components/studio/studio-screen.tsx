'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import {
  RECIPE_STATUSES,
  type RecipeStatus,
  type StudioRecipeSummary,
} from '@/core/contract/studio';
import type { Locale } from '@/core/locale';
import { isApiError } from '@/lib/api/errors';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { authRoutes } from '@/components/auth/paths';
import { RetryAlert } from '@/components/ui/retry-alert';
import { CollectionList } from './collection-list';
import { ConfirmDelete } from './confirm-delete';
import { useDeleteRecipe } from './delete-recipe';
import { StatsPanel } from './stats-panel';
import { emptyDraft } from './draft-form';
import { StatusBadge } from './status-badge';
import { studioApi } from './studio-api';
import styles from './studio.module.css';

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The studio's home (issue 24): the creator's recipes — drafts, published and unpublished — with
 * search and a status filter; new, edit, duplicate and delete (confirmed, with 10 s to undo).
 * A member of several creators picks which one.
 */
export function StudioScreen({ locale }: { locale: Locale }) {
  const t = useTranslations('Studio');
  const tc = useTranslations('Common');
  const creators = useSWR('studio.creators', () => studioApi.creators(), SWR_DEFAULTS);
  const [chosen, setChosen] = useState<string | null>(null);

  if (creators.error) {
    const forbidden = isApiError(creators.error) && creators.error.status === 403;
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        {forbidden ? (
          <p role="alert">{t('forbidden')}</p>
        ) : (
          <RetryAlert
            message={message(creators.error)}
            retryText={tc('retry')}
            onRetry={() => void creators.mutate()}
            className={styles.alert}
          />
        )}
      </main>
    );
  }
  const list = creators.data?.data;
  const creator = list?.find((c) => c.slug === chosen) ?? list?.[0];
  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <Link href={authRoutes.account()} className={styles.back}>
          {t('back')}
        </Link>
      </div>
      <h1 className={styles.title}>{t('title')}</h1>
      {!list ? (
        <p aria-live="polite">{t('loading')}</p>
      ) : !creator ? (
        <p role="alert">{t('forbidden')}</p>
      ) : (
        <>
          {list.length > 1 ? (
            <div className={styles.field}>
              <label htmlFor="studio-creator" className={styles.label}>
                {t('creatorLabel')}
              </label>
              <select
                id="studio-creator"
                className={styles.input}
                value={creator.slug}
                onChange={(e) => setChosen(e.target.value)}
              >
                {list.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <RecipeList
            key={creator.slug}
            creator={creator.slug}
            language={creator.language}
            locale={locale}
          />
          <CollectionList key={`c-${creator.slug}`} creator={creator.slug} locale={locale} />
          <section aria-labelledby="studio-profile">
            <div className={styles.listHead}>
              <h2 id="studio-profile" className={styles.sectionTitle}>
                {t('profile.title')}
              </h2>
              <Link
                href={`${authRoutes.studioProfile()}?creator=${creator.slug}`}
                className={styles.secondary}
              >
                {t('profile.edit')}
              </Link>
            </div>
            <p className={styles.hint}>{t('profile.homeHint')}</p>
          </section>
          <StatsPanel key={`s-${creator.slug}`} creator={creator.slug} locale={locale} />
        </>
      )}
    </main>
  );
}

function RecipeList({
  creator,
  language,
  locale,
}: {
  creator: string;
  language: Locale;
  locale: Locale;
}) {
  const t = useTranslations('Studio');
  const tc = useTranslations('Common');
  const format = useFormatter();
  const router = useRouter();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<RecipeStatus | ''>('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q.trim());
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<StudioRecipeSummary | null>(null);
  const deleteRecipe = useDeleteRecipe();
  const key = ['studio.recipes', creator, search, status, page, locale] as const;
  const recipes = useSWR(
    key,
    () =>
      studioApi.recipes(creator, {
        q: search || undefined,
        status: status || undefined,
        page,
        locale,
      }),
    { ...SWR_DEFAULTS, keepPreviousData: true },
  );

  async function create() {
    setCreating(true);
    try {
      const { data } = await studioApi.create(creator, emptyDraft(language));
      router.push(authRoutes.studioRecipe(data.id));
    } catch (err) {
      toast.error(t('actionFailed', { message: message(err) }));
      setCreating(false);
    }
  }

  async function duplicate(recipe: StudioRecipeSummary) {
    try {
      await studioApi.duplicate(recipe.id);
      toast.success(t('duplicated'));
      await recipes.mutate();
    } catch (err) {
      toast.error(t('actionFailed', { message: message(err) }));
    }
  }

  async function remove(recipe: StudioRecipeSummary) {
    setDeleting(null);
    await deleteRecipe(recipe.id, () => recipes.mutate());
  }

  const items = recipes.data?.data;
  const total = recipes.data?.meta.pagination.total ?? 0;
  const pages = recipes.data?.meta.pagination.total_pages ?? 1;
  return (
    <section aria-labelledby="studio-recipes">
      <div className={styles.listHead}>
        <h2 id="studio-recipes" className={styles.sectionTitle}>
          {t('recipes')}
        </h2>
        <button
          type="button"
          className={styles.primary}
          disabled={creating}
          onClick={() => void create()}
        >
          {creating ? t('creating') : t('newRecipe')}
        </button>
      </div>
      <div className={styles.filters} role="search">
        <div className={styles.field}>
          <label htmlFor="studio-search" className={styles.label}>
            {t('searchLabel')}
          </label>
          <input
            id="studio-search"
            type="search"
            className={styles.input}
            placeholder={t('searchPlaceholder')}
            value={q}
            maxLength={100}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="studio-status" className={styles.label}>
            {t('statusLabel')}
          </label>
          <select
            id="studio-status"
            className={styles.input}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as RecipeStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('status.all')}</option>
            {RECIPE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {recipes.error ? (
        <RetryAlert
          message={message(recipes.error)}
          retryText={tc('retry')}
          onRetry={() => void recipes.mutate()}
          className={styles.alert}
        />
      ) : !items ? (
        <p aria-live="polite">{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{search || status ? t('emptySearch') : t('empty')}</p>
      ) : (
        <>
          <p className={styles.hint} role="status">
            {t('count', { count: total })}
          </p>
          <ul className={styles.list}>
            {items.map((r) => {
              const name = r.name || t('untitled');
              return (
                <li key={r.id} className={styles.item}>
                  <div className={styles.itemMain}>
                    <Link
                      href={authRoutes.studioRecipe(r.id)}
                      className={styles.itemName}
                      aria-label={t('editNamed', { name })}
                    >
                      {name}
                    </Link>
                    <StatusBadge status={r.status} changes={r.unpublishedChanges} />
                    <span className={styles.hint}>
                      {t('updated', {
                        date: format.dateTime(new Date(r.updatedAt), {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        }),
                      })}
                    </span>
                  </div>
                  <div className={styles.itemActions}>
                    <button
                      type="button"
                      className={styles.secondary}
                      aria-label={`${t('duplicate')}: ${name}`}
                      onClick={() => void duplicate(r)}
                    >
                      {t('duplicate')}
                    </button>
                    <button
                      type="button"
                      className={styles.secondary}
                      aria-label={`${t('delete')}: ${name}`}
                      onClick={() => setDeleting(r)}
                    >
                      {t('delete')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          {pages > 1 ? (
            <nav className={styles.actions} aria-label={t('paging.pages')}>
              <button
                type="button"
                className={styles.secondary}
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('paging.previous')}
              </button>
              <span className={styles.hint} aria-live="polite">
                {t('paging.pageOf', { page, pages })}
              </span>
              <button
                type="button"
                className={styles.secondary}
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('paging.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
      <ConfirmDelete
        item={deleting}
        title={t('deleteTitle')}
        body={t('deleteBody', { name: deleting?.name || t('untitled') })}
        onCancel={() => setDeleting(null)}
        onConfirm={(r) => void remove(r)}
      />
    </section>
  );
}
