'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  BUDGETS,
  DIFFICULTIES,
  RECIPE_TYPES,
  STUDIO_LIMITS,
  type StudioRecipe,
} from '@/core/contract/studio';
import { LOCALES, type Locale } from '@/core/locale';
import { MAIN_SITE } from '@/core/sites';
import { isApiError } from '@/lib/api/errors';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { routes } from '@/lib/routes';
import { authRoutes } from '@/components/auth/paths';
import { RetryAlert } from '@/components/ui/list-states';
import {
  checkForm,
  contentOf,
  linesToText,
  tabOrder,
  textToLines,
  type DraftForm,
  type FieldIssue,
} from './draft-form';
import { ActionButton } from './action-button';
import { BannerFields } from './banner-fields';
import { useConfirmDelete } from './confirm-delete';
import { useDeleteRecipe } from './delete-recipe';
import { Checkbox, ChoiceField, InputField, NumberField, StudioForm, TextField } from './fields';
import { HeroImageField } from './hero-image-field';
import { IngredientPreview } from './ingredient-preview';
import { PreviewButtons } from './preview-buttons';
import { StatusBadge } from './status-badge';
import { studioApi } from './studio-api';
import { StudioFrame, backToStudio } from './studio-frame';
import { readBackup, useAutosave, type SaveState } from './use-autosave';
import styles from './studio.module.css';
import { errorMessage } from './error-message';

const NUTRIENTS = ['kcal', 'protein', 'carbs', 'fat', 'fibre', 'salt'] as const;
/** The recipe type's choices: none (''), or one. */
const TYPE_CHOICES = ['', ...RECIPE_TYPES] as const;
const sameDraft = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The language a field path is in (`content.nl.title`), if it is in one. */
const languageOf = (path: string) => LOCALES.find((l) => path.split('.')[1] === l);

/** The editor of one recipe (issue 24): loads the working copy, then the form. */
export function RecipeEditor({ id, locale }: { id: number; locale: Locale }) {
  const t = useTranslations('Studio');
  const tc = useTranslations('Common');
  const { data, error, mutate } = useSWR(['studio.recipe', id], () => studioApi.recipe(id), {
    ...SWR_DEFAULTS,
    revalidateOnReconnect: false,
  });
  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403))
      return (
        <div className={styles.page}>
          <p role="alert">{error.status === 404 ? t('editor.notFound') : t('forbidden')}</p>
          <Link href={authRoutes.studio()} className={styles.textLink}>
            {t('editor.backToList')}
          </Link>
        </div>
      );
    return (
      <div className={styles.page}>
        <RetryAlert
          message={errorMessage(error)}
          retryText={tc('retry')}
          onRetry={() => void mutate()}
          className={styles.alert}
        />
      </div>
    );
  }
  if (!data)
    return (
      <div className={styles.page}>
        <p aria-live="polite">{t('loading')}</p>
      </div>
    );
  return <EditorForm recipe={data.data} locale={locale} />;
}

function SaveStatus({ state }: { state: SaveState }) {
  const t = useTranslations('Studio.editor.save');
  const text =
    state.kind === 'failed'
      ? t('failed', { message: state.message })
      : state.kind === 'conflict'
        ? null
        : t(state.kind);
  return (
    <p
      className={`${styles.saveStatus} ${state.kind === 'saved' ? styles.saveOk : ''}`}
      role="status"
      data-save-state={state.kind}
    >
      {text}
    </p>
  );
}

/** A recipe's texts in one language, in the order of the form; line lists are one per line. */
const LANGUAGE_FIELDS = [
  { key: 'name', rows: 0, hint: 'nameHint' },
  { key: 'title', rows: 0, hint: 'titleHint' },
  { key: 'description', rows: 4, hint: null },
  { key: 'ingredients', rows: 8, hint: 'ingredientsHint' },
  { key: 'steps', rows: 8, hint: 'stepsHint' },
] as const satisfies readonly {
  key: keyof ReturnType<typeof contentOf>;
  rows: number;
  hint: string | null;
}[];

function EditorForm({ recipe: initial, locale }: { recipe: StudioRecipe; locale: Locale }) {
  const t = useTranslations('Studio');
  const te = useTranslations('Studio.editor');
  const tDifficulty = useTranslations('Difficulty');
  const tBudget = useTranslations('Budget');
  const [recipe, setRecipe] = useState(initial);
  // What a reload or a crash left unsaved comes back: made on the same version it is saved again;
  // on an older one (someone saved since), the creator chooses as in any conflict.
  const [start] = useState(() => {
    const backup = readBackup(initial.id);
    if (!backup || sameDraft(backup.draft, initial.draft)) return null;
    return { ...backup, sameVersion: backup.version === initial.version };
  });
  const [form, setForm] = useState<DraftForm>(start?.draft ?? initial.draft);
  /** The form as last changed, for changes that finish later (an upload) on top of the typing since. */
  const latest = useRef(form);
  const [tab, setTab] = useState<Locale>(form.originalLocale);
  const [notice, setNotice] = useState<string | null>(start ? te('restoredLocal') : null);
  const [busy, setBusy] = useState<
    'publish' | 'unpublish' | 'conflict' | 'preview' | 'delete' | null
  >(null);
  const deleteRecipe = useDeleteRecipe();
  const router = useRouter();
  const { mutate: mutateAll } = useSWRConfig();
  const { saver, state } = useAutosave(initial, setRecipe);
  const tags = useSWR(['studio.tags', locale], () => studioApi.tags(locale), SWR_DEFAULTS);

  useEffect(() => {
    if (!start) return;
    if (start.sameVersion) {
      const c = checkForm(start.draft);
      saver.change(c.ok ? c.draft : null, start.draft);
    } else saver.markConflict();
  }, [start, saver]);

  const check = checkForm(form);
  const update = (next: DraftForm) => {
    latest.current = next;
    setForm(next);
    const c = checkForm(next);
    saver.change(c.ok ? c.draft : null, next);
  };
  const setContent = (l: Locale, patch: Partial<ReturnType<typeof contentOf>>) =>
    update({ ...form, content: { ...form.content, [l]: { ...contentOf(form, l), ...patch } } });

  const words = (issues: FieldIssue[] | undefined) =>
    issues?.map((i) => {
      const text = te(`issue.${i.key}`, i.values);
      return i.values.line ? te('lineIssue', { line: i.values.line, issue: text }) : text;
    });
  const issuesAt = (path: string) => words(check.issues.get(path));

  async function chooseInConflict(keepMine: boolean) {
    setBusy('conflict');
    try {
      const { data } = await studioApi.recipe(recipe.id);
      setRecipe(data);
      if (keepMine && check.ok) saver.resolve(data, check.draft);
      else if (keepMine) {
        // Mine, though a field is still wrong: on top of their version, saved once it is right.
        saver.resolve(data, null);
        saver.change(null, form);
      } else {
        latest.current = data.draft;
        setForm(data.draft);
        saver.resolve(data, null);
      }
      setNotice(null);
    } catch (err) {
      toast.error(t('actionFailed', { message: err instanceof Error ? err.message : '' }));
    } finally {
      setBusy(null);
    }
  }

  async function act(kind: 'publish' | 'unpublish') {
    setBusy(kind);
    try {
      await saver.flush();
      if (saver.getState().kind !== 'saved' || !check.ok) return;
      const call = kind === 'publish' ? studioApi.publish : studioApi.unpublish;
      const { data } = await call(recipe.id, saver.version);
      saver.adopt(data);
      setRecipe(data);
      toast.success(te(kind === 'publish' ? 'published' : 'unpublished'));
    } catch (err) {
      toast.error(t('actionFailed', { message: err instanceof Error ? err.message : '' }));
    } finally {
      setBusy(null);
    }
  }

  /**
   * Deletes the recipe from its editor, after the dialog: what was typed is saved first (an undo
   * brings it back as it was), then the studio's list opens with the toast's 10 s to undo.
   */
  async function remove() {
    setBusy('delete');
    try {
      await saver.flush();
      const refreshLists = () =>
        mutateAll((key) => Array.isArray(key) && key[0] === 'studio.recipes');
      if (await deleteRecipe(recipe.id, refreshLists)) router.replace(authRoutes.studio());
    } finally {
      setBusy(null);
    }
  }

  const name = contentOf(form, tab).name || contentOf(form, form.originalLocale).name;
  const deletion = useConfirmDelete<StudioRecipe>({
    title: t('deleteTitle'),
    body: () => t('deleteBody', { name: name || t('untitled') }),
    onConfirm: () => void remove(),
  });
  const publishIssues = check.ok ? check.publish : recipe.publishIssues;
  const canPublish =
    check.ok &&
    publishIssues.length === 0 &&
    state.kind !== 'conflict' &&
    (recipe.status !== 'published' || recipe.unpublishedChanges || state.kind !== 'saved');
  const c = contentOf(form, tab);
  const at = (field: string) => `content.${tab}.${field}`;

  return (
    <StudioFrame back={backToStudio(te('backToList'))}>
      <header className={styles.editorHead}>
        <h1 className={styles.title}>{name || t('untitled')}</h1>
        <StatusBadge status={recipe.status} changes={recipe.unpublishedChanges} />
        <SaveStatus state={state} />
      </header>

      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {state.kind === 'conflict' ? (
        <div className={styles.conflict} role="alert">
          <h2 className={styles.conflictTitle}>{te('conflictTitle')}</h2>
          <p>{te('conflictBody')}</p>
          <div className={styles.actions}>
            <ActionButton disabled={busy !== null} onClick={() => void chooseInConflict(false)}>
              {te('conflictTheirs')}
            </ActionButton>
            <ActionButton
              primary
              disabled={busy !== null}
              onClick={() => void chooseInConflict(true)}
            >
              {te('conflictMine')}
            </ActionButton>
          </div>
        </div>
      ) : null}

      <div className={styles.actions}>
        <ActionButton
          primary
          disabled={!canPublish || busy !== null}
          aria-describedby={publishIssues.length ? 'publish-needs' : undefined}
          onClick={() => void act('publish')}
        >
          {busy === 'publish'
            ? te('publishing')
            : recipe.status === 'published'
              ? te('publishChanges')
              : te('publish')}
        </ActionButton>
        {recipe.status === 'published' ? (
          <>
            <ActionButton disabled={busy !== null} onClick={() => void act('unpublish')}>
              {te('unpublish')}
            </ActionButton>
            <Link
              href={routes.recipe(MAIN_SITE, recipe.slug)}
              className={styles.secondary}
              target="_blank"
            >
              {te('view')}
            </Link>
          </>
        ) : null}
        {/* The working copy, as saved, on the public pages of one host in draft mode. */}
        <PreviewButtons
          disabled={busy !== null}
          onBusy={(on) => setBusy(on ? 'preview' : null)}
          links={async () => {
            await saver.flush();
            return (await studioApi.preview(recipe.id, tab)).data;
          }}
        />
        <ActionButton disabled={busy !== null} onClick={() => deletion.ask(recipe)}>
          {t('delete')}
        </ActionButton>
      </div>
      {deletion.dialog}
      {publishIssues.length ? (
        <div id="publish-needs" className={styles.needs}>
          <p>{te('needs')}</p>
          <ul>
            {publishIssues.map((i) => (
              <li key={`${i.path}-${i.code}`}>
                {te(`publishIssue.${i.code}`, {
                  language: te(`language.${languageOf(i.path) ?? tab}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <StudioForm>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{te('text')}</legend>
          <ChoiceField
            label={te('originalLocale')}
            hint={te('originalLocaleHint')}
            value={form.originalLocale}
            options={LOCALES}
            optionLabel={(l) => te(`language.${l}`)}
            onChange={(originalLocale) => update({ ...form, originalLocale })}
          />
          <div role="tablist" aria-label={te('languageTabs')} className={styles.tabs}>
            {tabOrder(form.originalLocale).map((l) => (
              <button
                key={l}
                type="button"
                role="tab"
                id={`tab-${l}`}
                aria-selected={tab === l}
                aria-controls="language-panel"
                tabIndex={tab === l ? 0 : -1}
                className={styles.tab}
                onClick={() => setTab(l)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                  const next = LOCALES.find((x) => x !== l)!;
                  setTab(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }}
              >
                {te(`language.${l}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="language-panel" aria-labelledby={`tab-${tab}`} lang={tab}>
            {LANGUAGE_FIELDS.map(({ key, rows, hint }) => {
              const value = c[key];
              const lines = Array.isArray(value);
              return (
                <Fragment key={key}>
                  <TextField
                    label={te(key)}
                    hint={hint ? te(hint) : undefined}
                    issues={issuesAt(at(key))}
                    rows={rows}
                    value={lines ? linesToText(value) : value}
                    onChange={(text) =>
                      setContent(tab, { [key]: lines ? textToLines(text) : text })
                    }
                  />
                  {key === 'ingredients' ? (
                    <IngredientPreview lines={c.ingredients} locale={tab} />
                  ) : null}
                </Fragment>
              );
            })}
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{te('image.label')}</legend>
          <HeroImageField
            creator={recipe.creator.slug}
            url={form.heroImage}
            // A new picture starts centred.
            onChange={(image) =>
              update({ ...latest.current, heroImage: image?.url ?? null, heroFocus: null })
            }
            focus={form.heroFocus}
            onFocusChange={(heroFocus) => update({ ...latest.current, heroFocus })}
          />
        </fieldset>

        <BannerFields
          creator={recipe.creator.slug}
          banners={form.contextualBanners}
          onChange={(change) =>
            update({
              ...latest.current,
              contextualBanners: change(latest.current.contextualBanners),
            })
          }
          issuesAt={issuesAt}
        />

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{te('details')}</legend>
          <div className={styles.grid}>
            <ChoiceField
              label={te('type')}
              value={form.type}
              options={TYPE_CHOICES}
              optionLabel={(k) => (k ? te(`types.${k}`) : te('typeNone'))}
              onChange={(type) => update({ ...form, type })}
            />
            <TextField
              label={te('cuisine')}
              hint={te('cuisineHint')}
              issues={issuesAt('cuisine')}
              value={form.cuisine}
              onChange={(cuisine) => update({ ...form, cuisine })}
            />
            <ChoiceField
              label={te('difficulty')}
              value={form.difficulty}
              options={DIFFICULTIES}
              optionLabel={(k) => tDifficulty(k)}
              onChange={(difficulty) => update({ ...form, difficulty })}
            />
            <ChoiceField
              label={te('budget')}
              value={form.budget}
              options={BUDGETS}
              optionLabel={(k) => tBudget(k)}
              onChange={(budget) => update({ ...form, budget })}
            />
            {(['prepMinutes', 'cookMinutes', 'timeMinutes', 'servings'] as const).map((k) => (
              <NumberField
                key={k}
                label={te(k)}
                issues={issuesAt(k)}
                inputMode="numeric"
                min={k === 'servings' ? STUDIO_LIMITS.servings.min : 0}
                max={k === 'servings' ? STUDIO_LIMITS.servings.max : STUDIO_LIMITS.minutes}
                value={form[k]}
                onChange={(n) => update({ ...form, [k]: n })}
              />
            ))}
          </div>
          {tags.data?.data.length ? (
            <fieldset className={styles.checks}>
              <legend className={styles.label}>{te('tags')}</legend>
              {tags.data.data.map((tag) => (
                <Checkbox
                  key={tag.key}
                  checked={form.tags.includes(tag.key)}
                  onChange={(on) =>
                    update({
                      ...form,
                      tags: on ? [...form.tags, tag.key] : form.tags.filter((k) => k !== tag.key),
                    })
                  }
                >
                  {tag.name}
                </Checkbox>
              ))}
            </fieldset>
          ) : null}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{te('nutrition')}</legend>
          <Checkbox
            checked={form.nutrition !== null}
            onChange={(on) =>
              update({
                ...form,
                nutrition: on ? { kcal: 0, protein: 0, carbs: 0, fat: 0, fibre: 0, salt: 0 } : null,
              })
            }
          >
            {te('nutritionOn')}
          </Checkbox>
          {form.nutrition ? (
            <div className={styles.grid}>
              {NUTRIENTS.map((k) => (
                <NumberField
                  key={k}
                  label={te(`nutrients.${k}`)}
                  issues={issuesAt(`nutrition.${k}`)}
                  inputMode="decimal"
                  min={0}
                  step="any"
                  value={form.nutrition![k]}
                  onChange={(n) => update({ ...form, nutrition: { ...form.nutrition!, [k]: n } })}
                />
              ))}
            </div>
          ) : null}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{te('display')}</legend>
          {(['ingredientsEnabled', 'recipeStepsEnabled', 'disclaimer'] as const).map((k) => (
            <Checkbox key={k} checked={form[k]} onChange={(on) => update({ ...form, [k]: on })}>
              {te(k)}
            </Checkbox>
          ))}
          <InputField
            label={te('externalUrl')}
            hint={te('externalUrlHint')}
            issues={issuesAt('externalUrl')}
            input={{
              type: 'url',
              inputMode: 'url',
              value: form.externalUrl ?? '',
              onChange: (e) => update({ ...form, externalUrl: e.target.value || null }),
            }}
          />
        </fieldset>
      </StudioForm>
    </StudioFrame>
  );
}
