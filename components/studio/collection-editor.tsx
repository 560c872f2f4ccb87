'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import {
  STUDIO_LIMITS,
  collectionDraftSchema,
  hasCollectionName,
  type CollectionDraft,
  type StudioCollection,
} from '@/core/contract/studio';
import { LOCALES, type Locale } from '@/core/locale';
import { MAIN_SITE } from '@/core/sites';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { routes } from '@/lib/routes';
import { authRoutes } from '@/components/auth/paths';
import { useReorder } from '@/components/ui/use-reorder';
import { ActionButton } from './action-button';
import { useConfirmDelete } from './confirm-delete';
import { PreviewButtons } from './preview-buttons';
import { issuesOf } from './draft-form';
import { errorMessage } from './error-message';
import { CheckField, StudioForm, TextField } from './fields';
import { HeroImageField } from './hero-image-field';
import { StatusBadge } from './status-badge';
import { studioApi } from './studio-api';
import { SaveConflict, useVersionedSave } from './versioned-save';
import { LoadFailed, StudioFrame, backToStudio } from './studio-frame';
import { LoadStates, StudioItem, StudioList } from './studio-list';
import styles from './studio.module.css';

type Card = StudioCollection['recipes'][number];
type Loaded = { collection: StudioCollection | null; creator: string };

const emptyCollection = (): CollectionDraft => ({
  content: {},
  heroImage: null,
  recipeIds: [],
  status: 'draft',
});

/**
 * A collection in the studio (issue 24 item 4): its name and description in both languages, its
 * picture, its recipes — found among the creator's own, put in order by dragging or with the
 * Move up and Move down buttons (keyboard), each move announced — and whether visitors see it.
 * `id` 'new' starts one for `creator` (the first of the user's creators when none is named);
 * the first save creates it.
 */
export function CollectionEditor({
  id,
  creator,
  locale,
}: {
  id: number | 'new';
  creator?: string;
  locale: Locale;
}) {
  const t = useTranslations('Studio.collectionEditor');
  const loaded = useSWR<Loaded>(
    ['studio.collection', id, creator, locale],
    async () => {
      if (id !== 'new') {
        const { data } = await studioApi.collection(id, locale);
        return { collection: data, creator: data.creator.slug };
      }
      const { data } = await studioApi.creators();
      const chosen = data.find((c) => c.slug === creator) ?? data[0];
      if (!chosen) throw new Error(t('notFound'));
      return { collection: null, creator: chosen.slug };
    },
    { ...SWR_DEFAULTS, revalidateIfStale: false },
  );

  if (loaded.error)
    return (
      <StudioFrame back={backToStudio(t('backToList'))}>
        <LoadFailed
          error={loaded.error}
          denied={{ 403: t('notFound'), 404: t('notFound') }}
          onRetry={() => void loaded.mutate()}
        />
      </StudioFrame>
    );
  if (!loaded.data)
    return (
      <StudioFrame back={backToStudio(t('backToList'))}>
        <p aria-live="polite">{t('loading')}</p>
      </StudioFrame>
    );
  return (
    <CollectionForm
      key={`${loaded.data.collection?.id ?? 'new'}-${loaded.data.collection?.version ?? 0}`}
      initial={loaded.data.collection}
      creator={loaded.data.creator}
      locale={locale}
      onReload={() => void loaded.mutate()}
    />
  );
}

function CollectionForm({
  initial,
  creator,
  locale,
  onReload,
}: {
  initial: StudioCollection | null;
  creator: string;
  locale: Locale;
  onReload: () => void;
}) {
  const t = useTranslations('Studio.collectionEditor');
  const ts = useTranslations('Studio');
  const te = useTranslations('Studio.editor');
  const router = useRouter();
  const [saved, setSaved] = useState<StudioCollection | null>(initial);
  const [form, setForm] = useState<CollectionDraft>(initial?.collection ?? emptyCollection());
  const [cards, setCards] = useState<Card[]>(initial?.recipes ?? []);
  const [busy, setBusy] = useState<'save' | 'delete' | 'preview' | null>(null);
  const { conflict, trySave } = useVersionedSave();
  const [tried, setTried] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const issues = issuesOf(collectionDraftSchema, form);
  const named = hasCollectionName(form);
  const check = { named, ok: issues.size === 0 && named };
  const words = (path: string) => issues.get(path)?.map((i) => te(`issue.${i.key}`, i.values));
  const dirty = JSON.stringify(form) !== JSON.stringify(saved?.collection ?? emptyCollection());
  const nameOf = (c: Card) => c.name || ts('untitled');

  const setText = (l: Locale, field: 'name' | 'description', value: string) =>
    setForm((f) => ({
      ...f,
      content: {
        ...f.content,
        [l]: { name: '', description: '', ...f.content[l], [field]: value },
      },
    }));

  function setOrder(next: Card[]) {
    setCards(next);
    setForm((f) => ({ ...f, recipeIds: next.map((c) => c.id) }));
  }

  const { dragged, dragProps, moveButton } = useReorder({
    count: cards.length,
    onMove: (from, to) => {
      const next = [...cards];
      const [card] = next.splice(from, 1);
      next.splice(to, 0, card!);
      setOrder(next);
      setAnnouncement(t('moved', { name: nameOf(card!), position: to + 1, count: next.length }));
    },
  });

  async function save() {
    setTried(true);
    if (!check.ok) return;
    setBusy('save');
    await trySave(async () => {
      const body = collectionDraftSchema.parse(form);
      if (!saved) {
        const { data } = await studioApi.createCollection(creator, body);
        toast.success(t('saved'));
        router.replace(authRoutes.studioCollection(data.id));
        return;
      }
      const { data } = await studioApi.saveCollection(saved.id, saved.version, body, locale);
      setSaved(data);
      setForm(data.collection);
      setCards(data.recipes);
      toast.success(t('saved'));
    });
    setBusy(null);
  }

  const deletion = useConfirmDelete<StudioCollection>({
    title: ts('collections.deleteTitle'),
    body: (c) => ts('collections.deleteBody', { name: c?.name || ts('collections.untitled') }),
    onConfirm: (c) => void remove(c),
  });

  async function remove(collection: StudioCollection) {
    setBusy('delete');
    try {
      await studioApi.removeCollection(collection.id);
      toast.success(ts('collections.deleted'));
      router.push(authRoutes.studio());
    } catch (err) {
      toast.error(ts('actionFailed', { message: errorMessage(err) }));
      setBusy(null);
    }
  }

  const title = LOCALES.map((l) => form.content[l]?.name).find(Boolean);
  return (
    <StudioFrame back={backToStudio(t('backToList'))}>
      <header className={styles.editorHead}>
        <h1 className={styles.title}>
          {title || (saved ? ts('collections.untitled') : t('newTitle'))}
        </h1>
        <StatusBadge status={form.status} changes={false} />
        <p
          className={`${styles.saveStatus} ${saved && !dirty ? styles.saveOk : ''}`}
          role="status"
          data-save-state={saved && !dirty ? 'saved' : 'changed'}
        >
          {saved && !dirty ? t('saved') : null}
        </p>
      </header>

      {conflict ? (
        <SaveConflict text={t('conflict')} reloadText={t('reload')} onReload={onReload} />
      ) : null}

      <StudioForm onSave={() => void save()}>
        {LOCALES.map((l) => (
          <fieldset key={l} className={styles.section} lang={l}>
            <legend className={styles.sectionTitle}>{te(`language.${l}`)}</legend>
            <TextField
              label={t('name')}
              value={form.content[l]?.name ?? ''}
              issues={
                words(`content.${l}.name`) ?? (tried && !check.named ? [t('needsName')] : undefined)
              }
              onChange={(v) => setText(l, 'name', v)}
            />
            <TextField
              label={t('description')}
              rows={3}
              value={form.content[l]?.description ?? ''}
              issues={words(`content.${l}.description`)}
              onChange={(v) => setText(l, 'description', v)}
            />
          </fieldset>
        ))}

        <div className={styles.section}>
          <HeroImageField
            creator={creator}
            url={form.heroImage}
            label={t('image')}
            alt={t('image')}
            onChange={(image) => setForm((f) => ({ ...f, heroImage: image?.url ?? null }))}
          />
        </div>

        <section className={styles.section} aria-labelledby="collection-recipes">
          <h2 id="collection-recipes" className={styles.sectionTitle}>
            {t('recipes')}
          </h2>
          <p className={styles.hint} id="collection-recipes-hint">
            {t('recipesHint')}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
          {cards.length === 0 ? (
            <p className={styles.empty}>{t('noRecipes')}</p>
          ) : (
            <ol className={styles.list} aria-describedby="collection-recipes-hint">
              {cards.map((card, i) => {
                const name = nameOf(card);
                return (
                  <StudioItem
                    key={card.id}
                    name={name}
                    status={card.status}
                    lead={
                      <span className={styles.dragHandle} aria-hidden="true">
                        ⠿
                      </span>
                    }
                    className={dragged === i ? styles.dragging : undefined}
                    data-recipe-id={card.id}
                    {...dragProps(i, String(card.id))}
                  >
                    {i > 0 ? (
                      <ActionButton
                        {...moveButton(i, String(card.id), 'up')}
                        aria-label={t('moveUpNamed', { name })}
                      >
                        {t('moveUp')}
                      </ActionButton>
                    ) : null}
                    {i < cards.length - 1 ? (
                      <ActionButton
                        {...moveButton(i, String(card.id), 'down')}
                        aria-label={t('moveDownNamed', { name })}
                      >
                        {t('moveDown')}
                      </ActionButton>
                    ) : null}
                    <ActionButton
                      aria-label={t('removeNamed', { name })}
                      onClick={() => setOrder(cards.filter((c) => c.id !== card.id))}
                    >
                      {t('remove')}
                    </ActionButton>
                  </StudioItem>
                );
              })}
            </ol>
          )}
          <RecipePicker
            creator={creator}
            locale={locale}
            chosen={form.recipeIds}
            full={cards.length >= STUDIO_LIMITS.collectionRecipes}
            onAdd={(card) => setOrder([...cards, card])}
          />
        </section>

        <div className={styles.checks}>
          <CheckField
            label={t('published')}
            checked={form.status === 'published'}
            hint={{ id: 'collection-published-hint', text: t('publishedHint') }}
            onChange={(on) => setForm((f) => ({ ...f, status: on ? 'published' : 'draft' }))}
          />
        </div>

        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.primary}
            disabled={busy !== null || conflict || (saved !== null && !dirty)}
          >
            {busy === 'save' ? t('saving') : t('save')}
          </button>
          {saved?.collection.status === 'published' ? (
            <Link
              href={routes.collection(MAIN_SITE, saved.creator.slug, saved.slug)}
              className={styles.secondary}
              target="_blank"
            >
              {t('view')}
            </Link>
          ) : null}
          {saved ? (
            <>
              {/* The collection as saved (what is previewed is what is saved). */}
              <PreviewButtons
                disabled={busy !== null || dirty}
                describedBy={dirty ? 'collection-preview-hint' : undefined}
                onBusy={(on) => setBusy(on ? 'preview' : null)}
                links={async () => (await studioApi.previewCollection(saved.id, locale)).data}
              />
              <ActionButton disabled={busy !== null} onClick={() => deletion.ask(saved)}>
                {t('delete')}
              </ActionButton>
            </>
          ) : null}
        </div>
        {saved && dirty ? (
          <p id="collection-preview-hint" className={styles.hint}>
            {t('previewNeedsSave')}
          </p>
        ) : null}
      </StudioForm>
      {deletion.dialog}
    </StudioFrame>
  );
}

/** The creator's recipes, searched by name, to add to the collection (20 at a time). */
function RecipePicker({
  creator,
  locale,
  chosen,
  full,
  onAdd,
}: {
  creator: string;
  locale: Locale;
  chosen: number[];
  full: boolean;
  onAdd: (card: Card) => void;
}) {
  const t = useTranslations('Studio.collectionEditor');
  const ts = useTranslations('Studio');
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const found = useSWR(
    ['studio.recipes', creator, search, '', 1, locale],
    () => studioApi.recipes(creator, { q: search || undefined, page: 1, locale }),
    { ...SWR_DEFAULTS, keepPreviousData: true },
  );
  return (
    <div className={styles.section}>
      <h3 className={styles.label}>{t('addTitle')}</h3>
      <div className={styles.field} role="search">
        <label htmlFor="collection-search" className={styles.label}>
          {t('searchLabel')}
        </label>
        <input
          id="collection-search"
          type="search"
          className={styles.input}
          value={q}
          maxLength={STUDIO_LIMITS.searchTerm}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <LoadStates swr={found} loading={ts('loading')} empty={t('noResults')}>
        {(items) => (
          <StudioList items={items} untitled={ts('untitled')} aria-label={t('addTitle')}>
            {(r, name) => {
              const inside = chosen.includes(r.id);
              return (
                <StudioItem name={name} status={r.status}>
                  <ActionButton
                    disabled={inside || full}
                    aria-label={inside ? `${t('inCollection')}: ${name}` : t('addNamed', { name })}
                    onClick={() =>
                      onAdd({
                        id: r.id,
                        slug: r.slug,
                        name: r.name,
                        status: r.status,
                        heroImage: r.heroImage,
                      })
                    }
                  >
                    {inside ? t('inCollection') : t('add')}
                  </ActionButton>
                </StudioItem>
              );
            }}
          </StudioList>
        )}
      </LoadStates>
    </div>
  );
}
