'use client';

import { useTranslations } from 'next-intl';
import { STUDIO_LIMITS, type RecipeDraft } from '@/core/contract/studio';
import { LOCALES, type Locale } from '@/core/locale';
import { TextField } from './fields';
import { HeroImageField } from './hero-image-field';
import styles from './studio.module.css';

type Banner = RecipeDraft['contextualBanners'][number];

/**
 * The recipe's featured products (spec §1: sponsored banners), shown on the creator's own site
 * under the ingredients and marked as sponsored: up to six, each with a name and a description in
 * both languages, a picture the creator uploads, and an optional link. `issuesAt` gives a field's
 * messages by its path in the draft.
 */
export function BannerFields({
  creator,
  banners,
  onChange,
  issuesAt,
}: {
  creator: string;
  banners: Banner[];
  /** Gets a change of the banners as they are by then (an upload ends after more typing). */
  onChange: (change: (banners: Banner[]) => Banner[]) => void;
  issuesAt: (path: string) => string[] | undefined;
}) {
  const t = useTranslations('Studio.editor.banners');
  const te = useTranslations('Studio.editor');
  const set = (i: number, patch: (b: Banner) => Partial<Banner>) =>
    onChange((all) => all.map((b, j) => (j === i ? { ...b, ...patch(b) } : b)));
  const setText = (i: number, field: 'name' | 'description', l: Locale, value: string) =>
    set(i, (b) => ({ [field]: { ...b[field], [l]: value } }));

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('title')}</legend>
      <p className={styles.hint}>{t('hint', { max: STUDIO_LIMITS.banners })}</p>
      {banners.map((banner, i) => {
        const n = i + 1;
        const at = (field: string) => `contextualBanners.${i}.${field}`;
        return (
          <fieldset key={i} className={styles.banner}>
            <legend className={styles.label}>{t('banner', { n })}</legend>
            <div className={styles.grid}>
              {LOCALES.map((l) => (
                <TextField
                  key={`name-${l}`}
                  label={t('name', { language: te(`language.${l}`) })}
                  issues={
                    issuesAt(at(`name.${l}`)) ?? (l === 'en' ? issuesAt(at('name')) : undefined)
                  }
                  value={banner.name[l] ?? ''}
                  onChange={(v) => setText(i, 'name', l, v)}
                />
              ))}
              {LOCALES.map((l) => (
                <TextField
                  key={`description-${l}`}
                  label={t('description', { language: te(`language.${l}`) })}
                  issues={issuesAt(at(`description.${l}`))}
                  rows={2}
                  value={banner.description[l] ?? ''}
                  onChange={(v) => setText(i, 'description', l, v)}
                />
              ))}
            </div>
            <HeroImageField
              creator={creator}
              url={banner.image || null}
              label={t('image')}
              alt={t('imageAlt', { n })}
              onChange={(image) => set(i, () => ({ image: image?.url ?? '' }))}
            />
            {!banner.image || issuesAt(at('image')) ? (
              <p className={styles.issues} role="alert">
                {banner.image ? issuesAt(at('image'))!.join(' ') : te('issue.required')}
              </p>
            ) : null}
            <TextField
              label={t('url')}
              hint={t('urlHint')}
              issues={issuesAt(at('url'))}
              value={banner.url ?? ''}
              onChange={(v) => set(i, () => ({ url: v || null }))}
            />
            <button
              type="button"
              className={styles.secondary}
              onClick={() => onChange((all) => all.filter((_, j) => j !== i))}
            >
              {t('remove', { n })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className={styles.secondary}
        disabled={banners.length >= STUDIO_LIMITS.banners}
        onClick={() =>
          onChange((all) => [...all, { name: {}, description: {}, image: '', url: null }])
        }
      >
        {t('add')}
      </button>
    </fieldset>
  );
}
