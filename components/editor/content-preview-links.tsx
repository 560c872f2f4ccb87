'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { CREATOR_SITE_CONTENT, type ContentPage } from '@/core/contract/content';
import type { Locale } from '@/core/locale';
import { proxyGet } from '@/lib/client/proxy';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { ChoiceField } from '@/components/studio/fields';
import { PreviewButtons } from '@/components/studio/preview-buttons';
import { editorApi } from './editor-api';
import studio from '@/components/studio/studio.module.css';
import styles from './editor.module.css';

/** The creator sites the console offers for a white-label preview (the API's largest page). */
const CREATOR_CHOICES = 50;

/**
 * 'Preview on Zesty' and, for the pages creator sites show too (the legal pages), 'Preview on a
 * creator's site' with the site to use (issue 25 item 4): each opens the newest saved version in
 * draft mode on that host, with the Preview bar, in a new tab. Visitors keep the published
 * version. Unsaved changes are not in a preview: `unsaved` disables the buttons and says so.
 */
export function ContentPreviewLinks({
  page,
  locale,
  unsaved,
  busy,
  onBusy,
}: {
  page: ContentPage;
  locale: Locale;
  unsaved: boolean;
  busy: boolean;
  onBusy: (busy: boolean) => void;
}) {
  const t = useTranslations('Editor.page');
  const hintId = useId();
  const onCreatorSites = CREATOR_SITE_CONTENT.includes(page);
  const sites = useSWR(
    onCreatorSites ? ['editor.previewSites', locale] : null,
    async () => (await proxyGet('websites.index', {}, { locale, perPage: CREATOR_CHOICES })).data,
    SWR_DEFAULTS,
  );
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const creator = picked ?? sites.data?.[0]?.slug;
  const offered =
    onCreatorSites && creator !== undefined ? (['main', 'creator'] as const) : ['main' as const];
  return (
    <div className={styles.previewLinks}>
      {onCreatorSites ? (
        <ChoiceField
          label={t('previewSite')}
          hint={
            sites.error
              ? t('previewSitesFailed')
              : !sites.data
                ? t('previewSitesLoading')
                : undefined
          }
          value={creator ?? ''}
          options={sites.data?.map((site) => site.slug) ?? []}
          optionLabel={(slug) => sites.data?.find((site) => site.slug === slug)?.name ?? slug}
          onChange={setPicked}
        />
      ) : null}
      <div className={studio.actions}>
        <PreviewButtons
          sites={offered}
          labels={{ main: t('previewMain'), creator: t('previewCreator') }}
          disabled={busy || unsaved}
          describedBy={hintId}
          onBusy={onBusy}
          links={async () => (await editorApi.preview(page, locale, creator)).data}
        />
      </div>
      <p id={hintId} className={studio.hint}>
        {unsaved ? t('previewNeedsSave') : t('previewHint')}
      </p>
    </div>
  );
}
