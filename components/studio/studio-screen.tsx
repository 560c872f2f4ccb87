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
import { Link, useRouter } from '@/lib/i18n/navigation';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { authRoutes } from '@/components/auth/paths';
import { ActionButton } from './action-button';
import { CollectionList } from './collection-list';
import { useConfirmDelete } from './confirm-delete';
import { useDeleteRecipe } from './delete-recipe';
import { StatsPanel } from './stats-panel';
import { emptyDraft } from './draft-form';
import { MembersSection } from './members-section';
import { errorMessage } from './error-message';
import { ChoiceField, InputField } from './fields';
import { studioApi } from './studio-api';
import { LoadFailed, StudioFrame } from './studio-frame';
import { DeleteButton, ListSection, LoadStates, StudioItem, StudioList } from './studio-list';
import styles from './studio.module.css';

/** The status filter's choices: any status (''), or one. */
const STATUS_CHOICES = ['', ...RECIPE_STATUSES] as const;

/**
 * The studio's home (issue 24): the creator's recipes — drafts, published and unpublished — with
 * search and a status filter; new, edit, duplicate and delete (confirmed, with 10 s to undo).
 * A member of several creators picks which one.
 */
export function StudioScreen({ locale }: { locale: Locale }) {
  const t = useTranslations('Studio');
  const creators = useSWR('studio.creators', () => studioApi.creators(), SWR_DEFAULTS);
  const [chosen, setChosen] = useState<string | null>(null);

  if (creators.error)
    return (
      <StudioFrame main title={t('title')}>
        <LoadFailed
          error={creators.error}
          denied={{ 403: t('forbidden') }}
          onRetry={() => void creators.mutate()}
        />
      </StudioFrame>
    );
  const list = creators.data?.data;
  const creator = list?.find((c) => c.slug === chosen) ?? list?.[0];
  return (
    <StudioFrame main back={{ href: authRoutes.account(), text: t('back') }} title={t('title')}>
      {!list ? (
        <p aria-live="polite">{t('loading')}</p>
      ) : !creator ? (
        <p role="alert">{t('forbidden')}</p>
      ) : (
        <>
          {list.length > 1 ? (
            <ChoiceField
              id="studio-creator"
              label={t('creatorLabel')}
              value={creator.slug}
              options={list.map((c) => c.slug)}
              optionLabel={(slug) => list.find((c) => c.slug === slug)?.name ?? slug}
              onChange={setChosen}
            />
          ) : null}
          {creator.zestyEnabled ? null : (
            <section aria-labelledby="studio-onboarding" className={styles.section}>
              <h2 id="studio-onboarding" className={styles.sectionTitle}>
                {t('onboarding.title')}
              </h2>
              <p>{t('onboarding.notLive')}</p>
              <ol>
                <li>
                  <Link href={`${authRoutes.studioProfile()}?creator=${creator.slug}`}>
                    {t('onboarding.profile')}
                  </Link>
                </li>
                <li>{t('onboarding.recipe')}</li>
                <li>{t('onboarding.collections')}</li>
              </ol>
            </section>
          )}
          <RecipeList
            key={creator.slug}
            creator={creator.slug}
            language={creator.language}
            locale={locale}
          />
          <CollectionList key={`c-${creator.slug}`} creator={creator.slug} locale={locale} />
          <ListSection
            id="studio-profile"
            title={t('profile.title')}
            action={
              <Link
                href={`${authRoutes.studioProfile()}?creator=${creator.slug}`}
                className={styles.secondary}
              >
                {t('profile.edit')}
              </Link>
            }
          >
            <p className={styles.hint}>{t('profile.homeHint')}</p>
          </ListSection>
          <StatsPanel key={`s-${creator.slug}`} creator={creator.slug} locale={locale} />
          <MembersSection key={`m-${creator.slug}`} creator={creator.slug} locale={locale} />
        </>
      )}
    </StudioFrame>
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
  const format = useFormatter();
  const router = useRouter();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<RecipeStatus | ''>('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q.trim());
  const [creating, setCreating] = useState(false);
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
      toast.error(t('actionFailed', { message: errorMessage(err) }));
      setCreating(false);
    }
  }

  async function duplicate(recipe: StudioRecipeSummary) {
    try {
      await studioApi.duplicate(recipe.id);
      toast.success(t('duplicated'));
      await recipes.mutate();
    } catch (err) {
      toast.error(t('actionFailed', { message: errorMessage(err) }));
    }
  }

  const deletion = useConfirmDelete<StudioRecipeSummary>({
    title: t('deleteTitle'),
    body: (r) => t('deleteBody', { name: r?.name || t('untitled') }),
    onConfirm: (r) => void remove(r),
  });

  async function remove(recipe: StudioRecipeSummary) {
    await deleteRecipe(recipe.id, () => recipes.mutate());
  }

  const total = recipes.data?.meta.pagination.total ?? 0;
  const pages = recipes.data?.meta.pagination.total_pages ?? 1;
  return (
    <ListSection
      id="studio-recipes"
      title={t('recipes')}
      action={
        <ActionButton primary disabled={creating} onClick={() => void create()}>
          {creating ? t('creating') : t('newRecipe')}
        </ActionButton>
      }
    >
      <div className={styles.filters} role="search">
        <InputField
          id="studio-search"
          label={t('searchLabel')}
          input={{
            type: 'search',
            placeholder: t('searchPlaceholder'),
            value: q,
            maxLength: 100,
            onChange: (e) => {
              setQ(e.target.value);
              setPage(1);
            },
          }}
        />
        <ChoiceField
          id="studio-status"
          label={t('statusLabel')}
          value={status}
          options={STATUS_CHOICES}
          optionLabel={(s) => (s ? t(`status.${s}`) : t('status.all'))}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
        />
      </div>
      <LoadStates
        swr={recipes}
        loading={t('loading')}
        empty={search || status ? t('emptySearch') : t('empty')}
      >
        {(items) => (
          <>
            <p className={styles.hint} role="status">
              {t('count', { count: total })}
            </p>
            <StudioList items={items} untitled={t('untitled')}>
              {(r, name) => (
                <StudioItem
                  name={name}
                  link={{ href: authRoutes.studioRecipe(r.id), label: t('editNamed', { name }) }}
                  status={r.status}
                  changes={r.unpublishedChanges}
                  hint={t('updated', {
                    date: format.dateTime(new Date(r.updatedAt), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                >
                  <ActionButton
                    aria-label={`${t('duplicate')}: ${name}`}
                    onClick={() => void duplicate(r)}
                  >
                    {t('duplicate')}
                  </ActionButton>
                  <DeleteButton name={name} onClick={() => deletion.ask(r)} />
                </StudioItem>
              )}
            </StudioList>
            {pages > 1 ? (
              <nav className={styles.actions} aria-label={t('paging.pages')}>
                <ActionButton disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  {t('paging.previous')}
                </ActionButton>
                <span className={styles.hint} aria-live="polite">
                  {t('paging.pageOf', { page, pages })}
                </span>
                <ActionButton disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  {t('paging.next')}
                </ActionButton>
              </nav>
            ) : null}
          </>
        )}
      </LoadStates>
      {deletion.dialog}
    </ListSection>
  );
}
