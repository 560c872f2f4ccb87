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
import { ERROR_CODES } from '@/core/contract/paths';
import { LOCALES, type Locale } from '@/core/locale';
import { MAIN_SITE } from '@/core/sites';
import { isApiError } from '@/lib/api/errors';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { routes } from '@/lib/routes';
import { authRoutes } from '@/components/auth/paths';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ConfirmDelete } from './confirm-delete';
import { PreviewButtons } from './preview-buttons';
import { issuesOf } from './draft-form';
import { TextField } from './fields';
import { HeroImageField } from './hero-image-field';
import { StatusBadge } from './status-badge';
import { studioApi } from './studio-api';
import styles from './studio.module.css';

type Card = StudioCollection['recipes'][number];
type Loaded = { collection: StudioCollection | null; creator: string };

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
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
  const tc = useTranslations('Common');
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

  if (loaded.error) {
    const missing = isApiError(loaded.error) && [403, 404].includes(loaded.error.status);
    return (
      <div className={styles.page}>
        <BackLink />
        {missing ? (
          <p role="alert">{t('notFound')}</p>
        ) : (
          <RetryAlert
            message={message(loaded.error)}
            retryText={tc('retry')}
            onRetry={() => void loaded.mutate()}
            className={styles.alert}
          />
        )}
      </div>
    );
  }
  if (!loaded.data)
    return (
      <div className={styles.page}>
        <BackLink />
        <p aria-live="polite">{t('loading')}</p>
      </div>
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

function BackLink() {
  const t = useTranslations('Studio.collectionEditor');
  return (
    <div className={styles.top}>
      <Link href={authRoutes.studio()} className={styles.back}>
        {t('backToList')}
      </Link>
    </div>
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
  const [conflict, setConflict] = useState(false);
  const [tried, setTried] = useState(false);
  const [deleting, setDeleting] = useState<StudioCollection | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);

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

  function move(from: number, to: number, focusKey?: string) {
    if (to < 0 || to >= cards.length || from === to) return;
    const next = [...cards];
    const [card] = next.splice(from, 1);
    next.splice(to, 0, card!);
    setOrder(next);
    setAnnouncement(t('moved', { name: nameOf(card!), position: to + 1, count: next.length }));
    if (focusKey) {
      // At an end the button in that direction is gone: keep focus on the other one.
      const [dir] = focusKey.split(':');
      const edge = (dir === 'up' && to === 0) || (dir === 'down' && to === next.length - 1);
      const key = `${edge ? (dir === 'up' ? 'down' : 'up') : dir}:${card!.id}`;
      // Focus stays with the moved recipe's button once the list has re-rendered.
      requestAnimationFrame(() =>
        document.querySelector<HTMLButtonElement>(`[data-move="${key}"]`)?.focus(),
      );
    }
  }

  async function save() {
    setTried(true);
    if (!check.ok) return;
    setBusy('save');
    try {
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
    } catch (err) {
      if (isApiError(err) && err.code === ERROR_CODES.versionConflict) setConflict(true);
      else toast.error(ts('actionFailed', { message: message(err) }));
    } finally {
      setBusy(null);
    }
  }

  async function remove(collection: StudioCollection) {
    setDeleting(null);
    setBusy('delete');
    try {
      await studioApi.removeCollection(collection.id);
      toast.success(ts('collections.deleted'));
      router.push(authRoutes.studio());
    } catch (err) {
      toast.error(ts('actionFailed', { message: message(err) }));
      setBusy(null);
    }
  }

  const title = LOCALES.map((l) => form.content[l]?.name).find(Boolean);
  return (
    <div className={styles.page}>
      <BackLink />
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
        <div className={styles.conflict} role="alert">
          <p>{t('conflict')}</p>
          <button type="button" className={styles.secondary} onClick={onReload}>
            {t('reload')}
          </button>
        </div>
      ) : null}

      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {LOCALES.map((l) => (
          <fieldset key={l} className={styles.section} lang={l}>
            <legend className={styles.sectionTitle}>{te(`language.${l}`)}</legend>
            <TextField
              label={t('name')}
              rows={0}
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
                  <li
                    key={card.id}
                    className={`${styles.item} ${dragged === i ? styles.dragging : ''}`}
                    draggable
                    data-recipe-id={card.id}
                    onDragStart={(e) => {
                      setDragged(i);
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', String(card.id));
                    }}
                    onDragOver={(e) => {
                      e.preventDefault();
                      e.dataTransfer.dropEffect = 'move';
                    }}
                    onDrop={(e) => {
                      e.preventDefault();
                      if (dragged !== null) move(dragged, i);
                      setDragged(null);
                    }}
                    onDragEnd={() => setDragged(null)}
                  >
                    <div className={styles.itemMain}>
                      <span className={styles.dragHandle} aria-hidden="true">
                        ⠿
                      </span>
                      <span className={styles.itemName}>{name}</span>
                      <StatusBadge status={card.status} changes={false} />
                    </div>
                    <div className={styles.itemActions}>
                      {i > 0 ? (
                        <button
                          type="button"
                          data-move={`up:${card.id}`}
                          className={styles.secondary}
                          aria-label={t('moveUpNamed', { name })}
                          onClick={() => move(i, i - 1, `up:${card.id}`)}
                        >
                          {t('moveUp')}
                        </button>
                      ) : null}
                      {i < cards.length - 1 ? (
                        <button
                          type="button"
                          data-move={`down:${card.id}`}
                          className={styles.secondary}
                          aria-label={t('moveDownNamed', { name })}
                          onClick={() => move(i, i + 1, `down:${card.id}`)}
                        >
                          {t('moveDown')}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className={styles.secondary}
                        aria-label={t('removeNamed', { name })}
                        onClick={() => setOrder(cards.filter((c) => c.id !== card.id))}
                      >
                        {t('remove')}
                      </button>
                    </div>
                  </li>
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
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.status === 'published'}
              aria-describedby="collection-published-hint"
              onChange={(e) =>
                setForm((f) => ({ ...f, status: e.target.checked ? 'published' : 'draft' }))
              }
            />{' '}
            {t('published')}
          </label>
          <p id="collection-published-hint" className={styles.hint}>
            {t('publishedHint')}
          </p>
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
              <button
                type="button"
                className={styles.secondary}
                disabled={busy !== null}
                onClick={() => setDeleting(saved)}
              >
                {t('delete')}
              </button>
            </>
          ) : null}
        </div>
        {saved && dirty ? (
          <p id="collection-preview-hint" className={styles.hint}>
            {t('previewNeedsSave')}
          </p>
        ) : null}
      </form>
      <ConfirmDelete
        item={deleting}
        title={ts('collections.deleteTitle')}
        body={ts('collections.deleteBody', {
          name: deleting?.name || ts('collections.untitled'),
        })}
        onCancel={() => setDeleting(null)}
        onConfirm={(c) => void remove(c)}
      />
    </div>
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
  const tc = useTranslations('Common');
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const found = useSWR(
    ['studio.recipes', creator, search, '', 1, locale],
    () => studioApi.recipes(creator, { q: search || undefined, page: 1, locale }),
    { ...SWR_DEFAULTS, keepPreviousData: true },
  );
  const items = found.data?.data;
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
      {found.error ? (
        <RetryAlert
          message={message(found.error)}
          retryText={tc('retry')}
          onRetry={() => void found.mutate()}
          className={styles.alert}
        />
      ) : !items ? (
        <p aria-live="polite">{ts('loading')}</p>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('noResults')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('addTitle')}>
          {items.map((r) => {
            const name = r.name || ts('untitled');
            const inside = chosen.includes(r.id);
            return (
              <li key={r.id} className={styles.item}>
                <div className={styles.itemMain}>
                  <span className={styles.itemName}>{name}</span>
                  <StatusBadge status={r.status} changes={false} />
                </div>
                <div className={styles.itemActions}>
                  <button
                    type="button"
                    className={styles.secondary}
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
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
