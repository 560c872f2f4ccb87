'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState, type CSSProperties } from 'react';
import useSWR from 'swr';
import {
  PROFILE_LIMITS,
  SOCIAL_TYPES,
  profileSchema,
  type Profile,
  type StudioProfile,
} from '@/core/contract/studio';
import { ERROR_CODES } from '@/core/contract/paths';
import { LOCALES, isLocale } from '@/core/locale';
import { isApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { authRoutes } from '@/components/auth/paths';
import { textColourOn } from '@/components/chrome/contrast';
import { RetryAlert } from '@/components/ui/retry-alert';
import { issuesOf } from './draft-form';
import { BODY_TEXT, contrastWarnings } from './theme-contrast';
import { Field, TextField } from './fields';
import { HeroImageField } from './hero-image-field';
import { PreviewButtons } from './preview-buttons';
import { studioApi } from './studio-api';
import styles from './studio.module.css';

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
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
  const tc = useTranslations('Common');
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
  const back = (
    <div className={styles.top}>
      <Link href={authRoutes.studio()} className={styles.back}>
        {tb('backToList')}
      </Link>
    </div>
  );
  if (loaded.error) {
    const missing = isApiError(loaded.error) && [403, 404].includes(loaded.error.status);
    return (
      <div className={styles.page}>
        {back}
        <h1 className={styles.title}>{t('title')}</h1>
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
  return (
    <div className={styles.page}>
      {back}
      <h1 className={styles.title}>{t('title')}</h1>
      {!loaded.data ? (
        <p aria-live="polite">{t('loading')}</p>
      ) : (
        <ProfileForm
          key={loaded.data.version}
          initial={loaded.data}
          address={addressPattern.replace('{slug}', loaded.data.slug)}
          onReload={() => void loaded.mutate()}
        />
      )}
    </div>
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
  const ts = useTranslations('Studio');
  const te = useTranslations('Studio.editor');
  const format = useFormatter();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<Profile>(initial.profile);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
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
    try {
      const { data } = await studioApi.saveProfile(
        saved.slug,
        saved.version,
        profileSchema.parse(form),
      );
      setSaved(data);
      setForm(data.profile);
      toast.success(t('saved'));
    } catch (err) {
      if (isApiError(err) && err.code === ERROR_CODES.versionConflict) setConflict(true);
      else toast.error(ts('actionFailed', { message: message(err) }));
    } finally {
      setBusy(false);
    }
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
        <div className={styles.conflict} role="alert">
          <p>{t('conflict')}</p>
          <button type="button" className={styles.secondary} onClick={onReload}>
            {t('reload')}
          </button>
        </div>
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

      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('about')}</legend>
          <TextField
            label={t('name')}
            rows={0}
            value={form.name}
            issues={words('name')}
            onChange={(v) => set('name', v)}
          />
          <TextField
            label={t('handle')}
            hint={t('handleHint')}
            rows={0}
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
            rows={0}
            value={form.location}
            issues={words('location')}
            onChange={(v) => set('location', v)}
          />
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('pictures')}</legend>
          {(
            [
              ['logo', t('logo')],
              ['favicon', t('favicon')],
              ['heroImage', t('hero')],
            ] as const
          ).map(([key, label]) => (
            <HeroImageField
              key={key}
              creator={saved.slug}
              url={form[key]}
              label={label}
              alt={label}
              onChange={(image) => set(key, image?.url ?? null)}
            />
          ))}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('colours')}</legend>
          <div className={styles.grid}>
            {(
              [
                ['primaryHexColor', t('primary')],
                ['secondaryHexColor', t('secondary')],
                ['tertiaryHexColor', t('tertiary')],
              ] as const
            ).map(([key, label]) => (
              <Field key={key} label={label} issues={words(key)}>
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
          <h3 className={styles.label}>{t('socials')}</h3>
          {form.socials.map((social, i) => (
            <div key={i} className={styles.grid}>
              <Field label={t('network')}>
                {(p) => (
                  <select
                    {...p}
                    className={styles.input}
                    value={social.type}
                    onChange={(e) =>
                      set(
                        'socials',
                        form.socials.map((s, j) =>
                          j === i
                            ? { ...s, type: e.target.value as Profile['socials'][0]['type'] }
                            : s,
                        ),
                      )
                    }
                  >
                    {SOCIAL_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`networks.${type}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <TextField
                label={t('url')}
                rows={0}
                value={social.url}
                issues={words(`socials.${i}.url`)}
                onChange={(v) =>
                  set(
                    'socials',
                    form.socials.map((s, j) => (j === i ? { ...s, url: v } : s)),
                  )
                }
              />
              <button
                type="button"
                className={styles.secondary}
                onClick={() =>
                  set(
                    'socials',
                    form.socials.filter((_, j) => j !== i),
                  )
                }
              >
                {t('removeSocial', { network: t(`networks.${social.type}`) })}
              </button>
            </div>
          ))}
          {form.socials.length < PROFILE_LIMITS.socials ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => set('socials', [...form.socials, { type: 'instagram', url: '' }])}
            >
              {t('addSocial')}
            </button>
          ) : null}

          <h3 className={styles.label}>{t('ctas')}</h3>
          {form.callToActions.map((cta, i) => (
            <fieldset key={i} className={styles.grid}>
              <legend className={styles.label}>{t('ctaNumber', { number: i + 1 })}</legend>
              {LOCALES.map((l) => (
                <TextField
                  key={l}
                  label={t('ctaTitle', { language: te(`language.${l}`) })}
                  rows={0}
                  value={cta.title[l] ?? ''}
                  issues={words(`callToActions.${i}.title.${l}`)}
                  onChange={(v) =>
                    set(
                      'callToActions',
                      form.callToActions.map((c, j) =>
                        j === i ? { ...c, title: { ...c.title, [l]: v } } : c,
                      ),
                    )
                  }
                />
              ))}
              <TextField
                label={t('url')}
                rows={0}
                value={cta.url}
                issues={words(`callToActions.${i}.url`)}
                onChange={(v) =>
                  set(
                    'callToActions',
                    form.callToActions.map((c, j) => (j === i ? { ...c, url: v } : c)),
                  )
                }
              />
              <button
                type="button"
                className={styles.secondary}
                onClick={() =>
                  set(
                    'callToActions',
                    form.callToActions.filter((_, j) => j !== i),
                  )
                }
              >
                {t('removeCta', { number: i + 1 })}
              </button>
            </fieldset>
          ))}
          {form.callToActions.length < PROFILE_LIMITS.callToActions ? (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => set('callToActions', [...form.callToActions, { title: {}, url: '' }])}
            >
              {t('addCta')}
            </button>
          ) : null}

          {(
            [
              ['cookingClassUrl', t('cookingClassUrl')],
              ['cookbookUrl', t('cookbookUrl')],
            ] as const
          ).map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              rows={0}
              value={form[key] ?? ''}
              issues={words(key)}
              onChange={(v) => set(key, v.trim() ? v : null)}
            />
          ))}
        </fieldset>

        <fieldset className={styles.section}>
          <legend className={styles.sectionTitle}>{t('follow')}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.followEnabled}
              onChange={(e) => set('followEnabled', e.target.checked)}
            />{' '}
            {t('followEnabled')}
          </label>
          <TextField
            label={t('followUrl')}
            rows={0}
            value={form.followUrl ?? ''}
            issues={
              words('followUrl') ??
              (form.followEnabled && !form.followUrl ? [te('issue.required')] : undefined)
            }
            onChange={(v) => set('followUrl', v.trim() ? v : null)}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.noIndex}
              aria-describedby="profile-noindex-hint"
              onChange={(e) => set('noIndex', e.target.checked)}
            />{' '}
            {t('noIndex')}
          </label>
          <p id="profile-noindex-hint" className={styles.hint}>
            {t('noIndexHint')}
          </p>
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
      </form>
    </>
  );
}
