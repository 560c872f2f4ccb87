'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import useSWR from 'swr';
import { CONTENT_LIMITS, type ContentPage } from '@/core/contract/content';
import type { EditorPage } from '@/core/contract/editor';
import { parseContent, type ContentDocument, type ContentIssue } from '@/core/content/document';
import type { Locale } from '@/core/locale';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { authRoutes } from '@/components/auth/paths';
import { ActionButton } from '@/components/studio/action-button';
import { StudioForm, TextField } from '@/components/studio/fields';
import { BackLink, Loaded } from '@/components/studio/studio-frame';
import { SaveConflict, useVersionedSave } from '@/components/studio/versioned-save';
import { ContentHistory } from './content-history';
import { ContentPreview } from './content-preview';
import { ContentPreviewLinks } from './content-preview-links';
import { editorApi } from './editor-api';
import studio from '@/components/studio/studio.module.css';
import styles from './editor.module.css';

/**
 * One editors' page in one language (issue 25): its Markdown beside a live preview, the problems
 * that keep it from being saved (found as typed, by the parser the API uses), Save (a new version,
 * with what changed), Publish, and the history with its comparisons and restores.
 */
export function ContentEditor({ page, locale }: { page: ContentPage; locale: Locale }) {
  const t = useTranslations('Editor');
  const loaded = useSWR(
    ['editor.page', page, locale],
    async () => (await editorApi.page(page, locale)).data,
    { ...SWR_DEFAULTS, revalidateIfStale: false },
  );
  const language = t(`languages.${locale}`);
  return (
    <div className={styles.page}>
      <BackLink href={authRoutes.editor()} text={t('backToConsole')} />
      <Loaded
        state={loaded}
        denied={{ 401: t('notAllowed'), 403: t('notAllowed'), 404: t('page.notFound') }}
        loadingText={t('page.loading')}
      >
        {(data) => (
          <>
            <h1 className={studio.title}>{t('page.title', { title: data.title, language })}</h1>
            <ContentForm
              key={data.draft}
              initial={data}
              onChanged={(next) => void loaded.mutate(next, { revalidate: false })}
              onReload={() => void loaded.mutate()}
            />
          </>
        )}
      </Loaded>
    </div>
  );
}

function ContentForm({
  initial,
  onChanged,
  onReload,
}: {
  initial: EditorPage;
  onChanged: (page: EditorPage) => void;
  onReload: () => void;
}) {
  const t = useTranslations('Editor.page');
  const { page, locale } = initial;
  const [markdown, setMarkdown] = useState(initial.markdown);
  const [summary, setSummary] = useState('');
  const [summaryMissing, setSummaryMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const { conflict, trySave } = useVersionedSave();
  const issuesId = useId();

  // Parsed as typed, a moment behind the keys; the preview keeps the last text that parsed.
  const deferred = useDeferredValue(markdown);
  const parsed = useMemo(() => parseContent(deferred), [deferred]);
  const [lastGood, setLastGood] = useState<ContentDocument | undefined>(undefined);
  if (parsed.ok && parsed.document !== lastGood) setLastGood(parsed.document);
  const shown = parsed.ok ? parsed.document : lastGood;
  const issues = parsed.ok ? [] : parsed.issues;
  const dirty = markdown !== initial.markdown;
  const tooLong = markdown.length > CONTENT_LIMITS.documentChars;
  const publishable = !dirty && initial.draft !== initial.published;

  const issueText = (issue: ContentIssue) => {
    const text = t(`issues.${issue.code}`, { detail: issue.detail ?? '' });
    return issue.line === undefined ? text : t('issueAt', { line: issue.line, text });
  };

  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void trySave(action).finally(() => setBusy(false));
  };

  const save = () => {
    if (!dirty) return toast.success(t('unchanged'));
    if (tooLong || issues.length > 0) {
      document.getElementById(issuesId)?.focus();
      return;
    }
    if (!summary.trim()) return setSummaryMissing(true);
    run(async () => {
      const { data } = await editorApi.save(page, locale, {
        markdown,
        summary: summary.trim(),
        base: initial.draft,
      });
      toast.success(t('saved', { version: data.draft }));
      onChanged(data);
    });
  };

  const publish = () =>
    run(async () => {
      const { data } = await editorApi.publish(page, locale, initial.draft);
      toast.success(t('published', { version: data.published ?? data.draft }));
      onChanged(data);
    });

  return (
    <>
      {conflict ? (
        <SaveConflict text={t('conflict')} reloadText={t('reload')} onReload={onReload} />
      ) : null}
      <div className={styles.columns}>
        <StudioForm onSave={save}>
          <TextField
            label={t('markdown')}
            hint={t('markdownHint')}
            rows={24}
            value={markdown}
            onChange={setMarkdown}
          />
          {tooLong || issues.length > 0 ? (
            <div id={issuesId} className={styles.issues} role="status" tabIndex={-1}>
              <h2 className={studio.sectionTitle}>
                {t('issuesTitle', { count: tooLong ? 1 : issues.length })}
              </h2>
              <ul>
                {tooLong ? (
                  <li>{t('tooLong', { max: CONTENT_LIMITS.documentChars })}</li>
                ) : (
                  issues.map((issue, i) => <li key={i}>{issueText(issue)}</li>)
                )}
              </ul>
            </div>
          ) : null}
          <TextField
            label={t('summary')}
            hint={t('summaryHint')}
            issues={summaryMissing && !summary.trim() ? [t('summaryMissing')] : undefined}
            value={summary}
            onChange={setSummary}
          />
          <p className={studio.hint} role="status">
            {dirty ? t('unsaved') : publishable ? t('publishHint') : t('upToDate')}
          </p>
          <div className={studio.actions}>
            <button type="submit" className={studio.primary} disabled={busy}>
              {t('save')}
            </button>
            <ActionButton onClick={publish} disabled={busy || !publishable}>
              {t('publish')}
            </ActionButton>
          </div>
          <ContentPreviewLinks
            page={page}
            locale={locale}
            unsaved={dirty}
            busy={busy}
            onBusy={setBusy}
          />
        </StudioForm>
        <section aria-labelledby={`${issuesId}-preview`} className={styles.previewColumn}>
          <h2 id={`${issuesId}-preview`} className={studio.sectionTitle}>
            {t('previewTitle')}
          </h2>
          <p className={studio.hint}>{t('previewNote')}</p>
          {shown ? <ContentPreview document={shown} /> : null}
        </section>
      </div>
      <ContentHistory
        current={initial}
        disabled={busy}
        onRestore={(number) =>
          run(async () => {
            const { data } = await editorApi.restore(page, locale, number, initial.draft);
            toast.success(t('restored', { number, version: data.draft }));
            onChanged(data);
          })
        }
      />
    </>
  );
}
