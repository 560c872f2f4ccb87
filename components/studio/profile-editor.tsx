'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState, type CSSProperties, type ReactNode } from 'react';
import useSWR from 'swr';
import {
  PROFILE_LIMITS,
  SOCIAL_TYPES,
  profileSchema,
  type Profile,
  type StudioProfile,
} from '@/core/contract/studio';
import { LOCALES, isLocale } from '@/core/locale';
import { routing } from '@/lib/i18n/routing';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { textColourOn } from '@/core/colour';
import { ActionButton } from './action-button';
import { issuesOf } from './draft-form';
import { BODY_TEXT, contrastWarnings } from './theme-contrast';
import { CheckField, ChoiceField, Field, StudioForm, TextField } from './fields';
import { HeroImageField } from './hero-image-field';
import { PreviewButtons } from './preview-buttons';
import { studioApi } from './studio-api';
import { SaveConflict, useVersionedSave } from './versioned-save';
import { Loaded, StudioFrame, backToStudio } from './studio-frame';
import styles from './studio.module.css';

/** The profile's pictures: each one's field, and the key of its words. */
const PICTURES = [
  ['logo', 'logo'],
  ['favicon', 'favicon'],
  ['heroImage', 'hero'],
] as const;
/** The site's three colours: each one's field, and the key of its words. */
const COLOURS = [
  ['primaryHexColor', 'primary'],
  ['secondaryHexColor', 'secondary'],
  ['tertiaryHexColor', 'tertiary'],
] as const;
/** The creator's other pages (classes, cookbook): optional addresses, worded by their field. */
const MORE_LINKS = ['cookingClassUrl', 'cookbookUrl'] as const;

/**
 * The creator's profile and site in the studio (issue 24 item 5): name, handle, about texts,
 * pictures, the three colours with a live preview of the white-label theme and a WCAG AA contrast
 * warning, social links, call to actions, class and cookbook links, the Follow button and
 * whether search engines may list the site. The slug and whether Zesty shows the creator are
 * shown, not edited. Checked as typed by the API's own schema; saved on Save with a version check.
 */
export function ProfileEditor({
  creator,
  addressPattern,
}: {
  creator?: string;
  /** The creator site's origin with `{slug}` for the creator's slug. */
  addressPattern: string;
}) {
  const t = useTranslations('Studio.profile');
  const tb = useTranslations('Studio.collectionEditor');
  const loaded = useSWR(
    ['studio.profile', creator],
    async () => {
      const { data } = await studioApi.creators();
      const chosen = data.find((c) => c.slug === creator) ?? data[0];
      if (!chosen) throw new Error(t('notFound'));
      return (await studioApi.profile(chosen.slug)).data;
    },
    { ...SWR_DEFAULTS, revalidateIfStale: false },
  );
  return (
    <StudioFrame back={backToStudio(tb('backToList'))} title={t('title')}>
      <Loaded
        state={loaded}
        denied={{ 403: t('notFound'), 404: t('notFound') }}
        loadingText={t('loading')}
      >
        {(data) => (
          <ProfileForm
            key={data.version}
            initial={data}
            address={addressPattern.replace('{slug}', data.slug)}
            onReload={() => void loaded.mutate()}
          />
        )}
      </Loaded>
    </StudioFrame>
  );
}

function ProfileForm({
  initial,
  address,
  onReload,
}: {
  initial: StudioProfile;
  address: string;
  onReload: () => void;
}) {
  const t = useTranslations('Studio.profile');
  const te = useTranslations('Studio.editor');
  const format = useFormatter();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<Profile>(initial.profile);
  const [busy, setBusy] = useState(false);
  const { conflict, trySave } = useVersionedSave();
  const studioLocale = useLocale();
  // The studio's language is the preview's.
  const locale = isLocale(studioLocale) ? studioLocale : routing.defaultLocale;

  const issues = issuesOf(profileSchema, form);
  const words = (path: string) => issues.get(path)?.map((i) => te(`issue.${i.key}`, i.values));
  const dirty = JSON.stringify(form) !== JSON.stringify(saved.profile);
  const set = <K extends keyof Profile>(key: K, value: Profile[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const warnings = contrastWarnings(form);

  async function save() {
    if (issues.size > 0) return;
    setBusy(true);
    await trySave(async () => {
      const { data } = await studioApi.saveProfile(
        saved.slug,
        saved.version,
        profileSchema.parse(form),
      );
      setSaved(data);
      setForm(data.profile);
      toast.success(t('saved'));
    });
    setBusy(false);
  }

  const unfinished = issues.size > 0 || (form.followEnabled && !form.followUrl);

  const swatch = {
    '--preview-primary': form.primaryHexColor,
    '--preview-on-primary': textColourOn(form.primaryHexColor),
    '--preview-secondary': form.secondaryHexColor,
    '--preview-tertiary': form.tertiaryHexColor,
    '--preview-text': BODY_TEXT,
  } as CSSProperties;

  return (
    <>
      <p
        className={`${styles.saveStatus} ${!dirty ? styles.saveOk : ''}`}
        role="status"
        data-save-state={dirty ? 'changed' : 'saved'}
      >
        {!dirty ? t('saved') : null}
      </p>
      {conflict ? (
        <SaveConflict text={t('conflict')} reloadText={t('reload')} onReload={onReload} />
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('address', { address })}</dt>
          <dd className={styles.hint}>{t('addressHint')}</dd>
        </div>
        <div>
          <dt>{saved.zestyEnabled ? t('shown') : t('hidden')}</dt>
          <dd className={styles.hint}>{t('shownHint')}</dd>
        </div>
      </dl>

      <StudioForm onSave={() => void save()}>
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('about')}</legend>
          <TextField
            label={t('name')}
            value={form.name}
            issues={words('name')}
            onChange={(v) => set('name', v)}
          />
          <TextField
            label={t('handle')}
            hint={t('handleHint')}
            value={form.handle}
            issues={words('handle')}
            onChange={(v) => set('handle', v)}
          />
          {LOCALES.map((l) => (
            <TextField
              key={l}
              label={t('bio', { language: te(`language.${l}`) })}
              rows={4}
              value={form.bio[l] ?? ''}
              issues={words(`bio.${l}`)}
              onChange={(v) => set('bio', { ...form.bio, [l]: v })}
            />
          ))}
          <TextField
            label={t('location')}
            value={form.location}
            issues={words('location')}
            onChange={(v) => set('location', v)}
          />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('pictures')}</legend>
          {PICTURES.map(([key, name]) => (
            <HeroImageField
              key={key}
              creator={saved.slug}
              url={form[key]}
              label={t(name)}
              alt={t(name)}
              onChange={(image) => set(key, image?.url ?? null)}
            />
          ))}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('colours')}</legend>
          <div className={styles.grid}>
            {COLOURS.map(([key, name]) => (
              <Field key={key} label={t(name)} issues={words(key)}>
                {(p) => (
                  <span className={styles.colourField}>
                    <input
                      {...p}
                      type="color"
                      className={styles.colourInput}
                      value={form[key].toLowerCase()}
                      onChange={(e) => set(key, e.target.value.toUpperCase())}
                    />
                    <code>{form[key]}</code>
                  </span>
                )}
              </Field>
            ))}
          </div>
          <section
            className={styles.themePreview}
            style={swatch}
            aria-labelledby="theme-preview"
            data-theme-preview=""
          >
            <h3 id="theme-preview" className={styles.label}>
              {t('previewTitle')}
            </h3>
            <div className={styles.themeHeader}>
              <strong>{form.name}</strong>
              <span className={styles.themeButton}>{t('previewButton')}</span>
            </div>
            <div className={styles.themeBody}>
              <p>{t('previewCard')}</p>
              <span className={styles.themeChip}>{t('previewChip')}</span>
            </div>
          </section>
          {warnings.length ? (
            <div role="status" data-contrast="low">
              <ul className={styles.warning}>
                {warnings.map((w) => (
                  <li key={w.colour}>
                    {t(`contrast.${w.colour}`, { ratio: format.number(w.ratio) })}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className={styles.hint} role="status" data-contrast="ok">
              {t('contrastOk')}
            </p>
          )}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('links')}</legend>
          <LinkList
            title={t('socials')}
            path="socials"
            items={form.socials}
            max={PROFILE_LIMITS.socials}
            blank={() => ({ type: 'instagram' as const, url: '' })}
            addText={t('addSocial')}
            removeText={(social) => t('removeSocial', { network: t(`networks.${social.type}`) })}
            words={words}
            onChange={(socials) => set('socials', socials)}
          >
            {(social, _, change) => (
              <ChoiceField
                label={t('network')}
                value={social.type}
                options={SOCIAL_TYPES}
                optionLabel={(type) => t(`networks.${type}`)}
                onChange={(type) => change({ type })}
              />
            )}
          </LinkList>

          <LinkList
            title={t('ctas')}
            path="callToActions"
            items={form.callToActions}
            max={PROFILE_LIMITS.callToActions}
            blank={() => ({ title: {}, url: '' })}
            legend={(i) => t('ctaNumber', { number: i + 1 })}
            addText={t('addCta')}
            removeText={(_, i) => t('removeCta', { number: i + 1 })}
            words={words}
            onChange={(callToActions) => set('callToActions', callToActions)}
          >
            {(cta, i, change) =>
              LOCALES.map((l) => (
                <TextField
                  key={l}
                  label={t('ctaTitle', { language: te(`language.${l}`) })}
                  value={cta.title[l] ?? ''}
                  issues={words(`callToActions.${i}.title.${l}`)}
                  onChange={(v) => change({ title: { ...cta.title, [l]: v } })}
                />
              ))
            }
          </LinkList>

          {MORE_LINKS.map((key) => (
            <TextField
              key={key}
              label={t(key)}
              value={form[key] ?? ''}
              issues={words(key)}
              onChange={(v) => set(key, v.trim() ? v : null)}
            />
          ))}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('follow')}</legend>
          <CheckField
            label={t('followEnabled')}
            checked={form.followEnabled}
            onChange={(on) => set('followEnabled', on)}
          />
          <TextField
            label={t('followUrl')}
            value={form.followUrl ?? ''}
            issues={
              words('followUrl') ??
              (form.followEnabled && !form.followUrl ? [te('issue.required')] : undefined)
            }
            onChange={(v) => set('followUrl', v.trim() ? v : null)}
          />
          <CheckField
            label={t('noIndex')}
            checked={form.noIndex}
            hint={{ id: 'profile-noindex-hint', text: t('noIndexHint') }}
            onChange={(on) => set('noIndex', on)}
          />
        </fieldset>

        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.primary}
            disabled={busy || conflict || !dirty || unfinished}
          >
            {busy ? t('saving') : t('save')}
          </button>
          {/*
            The profile as typed, saved or not, on the creator's real pages in draft mode: the
            API keeps it for the creator's previews only, and visitors see the saved one.
          */}
          <PreviewButtons
            disabled={busy || unfinished}
            describedBy="profile-preview-hint"
            onBusy={setBusy}
            links={async () =>
              (await studioApi.previewProfile(saved.slug, locale, profileSchema.parse(form))).data
            }
          />
        </div>
        <p id="profile-preview-hint" className={styles.hint}>
          {t('previewHint')}
        </p>
      </StudioForm>
    </>
  );
}

/**
 * A list of the profile's links that the creator adds to and removes from (social links, call to
 * actions), under its `title`: each item's own fields (`children`), then its address and its
 * Remove button, in a fieldset named by `legend` where the item has one; Add while there is room.
 */
function LinkList<T extends { url: string }>({
  title,
  path,
  items,
  max,
  blank,
  legend,
  addText,
  removeText,
  words,
  onChange,
  children,
}: {
  title: string;
  /** Where the items are in the profile, for their issues. */
  path: string;
  items: T[];
  max: number;
  blank: () => NoInfer<T>;
  legend?: (i: number) => string;
  addText: string;
  removeText: (item: T, i: number) => string;
  words: (path: string) => string[] | undefined;
  onChange: (items: NoInfer<T>[]) => void;
  children: (item: T, i: number, change: (patch: Partial<T>) => void) => ReactNode;
}) {
  const t = useTranslations('Studio.profile');
  const Item = legend ? 'fieldset' : 'div';
  return (
    <>
      <h3 className={styles.label}>{title}</h3>
      {items.map((item, i) => {
        const replace = (next: T) => onChange(items.map((x, j) => (j === i ? next : x)));
        const change = (patch: Partial<T>) => replace({ ...item, ...patch });
        return (
          <Item key={i} className={styles.grid}>
            {legend ? <legend className={styles.label}>{legend(i)}</legend> : null}
            {children(item, i, change)}
            <TextField
              label={t('url')}
              value={item.url}
              issues={words(`${path}.${i}.url`)}
              onChange={(url) => replace({ ...item, url })}
            />
            <ActionButton onClick={() => onChange(items.filter((_, j) => j !== i))}>
              {removeText(item, i)}
            </ActionButton>
          </Item>
        );
      })}
      {items.length < max ? (
        <ActionButton onClick={() => onChange([...items, blank()])}>{addText}</ActionButton>
      ) : null}
    </>
  );
}
