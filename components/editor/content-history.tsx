'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import useSWR from 'swr';
import type { ContentVersion, EditorPage } from '@/core/contract/editor';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { ActionButton } from '@/components/studio/action-button';
import { errorMessage } from '@/components/studio/error-message';
import { ListSection, LoadStates } from '@/components/studio/studio-list';
import { editorApi } from './editor-api';
import studio from '@/components/studio/studio.module.css';
import styles from './editor.module.css';

type Line = { kind: 'added' | 'removed' | 'same'; text: string };

/**
 * A page's versions, newest first (who saved each, when and why; which one visitors see), each
 * older one with Restore; and a comparison of any two, line by line (jsdiff, loaded when asked).
 */
export function ContentHistory({
  current,
  disabled,
  onRestore,
}: {
  current: EditorPage;
  disabled: boolean;
  onRestore: (number: number) => void;
}) {
  const t = useTranslations('Editor.page');
  const format = useFormatter();
  const { page, locale } = current;
  const versions = useSWR(
    ['editor.versions', page, locale, current.draft, current.published],
    () => editorApi.versions(page, locale),
    SWR_DEFAULTS,
  );
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const who = (v: ContentVersion) =>
    v.author
      ? t('byAt', { author: v.author, date: when(v.createdAt) })
      : t('imported', { date: when(v.createdAt) });
  return (
    <ListSection id="content-history" title={t('historyTitle')} className={styles.history}>
      <LoadStates swr={versions} loading={t('historyLoading')}>
        {(list) => (
          <>
            <ol className={studio.list}>
              {list.map((v) => (
                <li key={v.number} className={studio.item}>
                  <div className={studio.itemMain}>
                    <span className={studio.itemName}>{t('version', { number: v.number })}</span>
                    <span className={studio.badges}>
                      {v.published ? <span className={studio.badge}>{t('current')}</span> : null}
                      {v.number === current.draft ? (
                        <span className={studio.badge}>{t('newest')}</span>
                      ) : null}
                    </span>
                    <span>{v.summary}</span>
                    <span className={studio.hint}>{who(v)}</span>
                  </div>
                  {v.number !== current.draft ? (
                    <div className={studio.itemActions}>
                      <ActionButton
                        aria-label={t('restoreNamed', { number: v.number })}
                        disabled={disabled}
                        onClick={() => onRestore(v.number)}
                      >
                        {t('restore')}
                      </ActionButton>
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
            {list.length > 1 ? <Compare current={current} versions={list} /> : null}
          </>
        )}
      </LoadStates>
    </ListSection>
  );
}

/** Two versions side by side as one list of lines: what was removed, what was added. */
function Compare({ current, versions }: { current: EditorPage; versions: ContentVersion[] }) {
  const t = useTranslations('Editor.page');
  const id = useId();
  const numbers = versions.map((v) => v.number);
  const [from, setFrom] = useState(current.published ?? numbers[1] ?? numbers[0]!);
  const [to, setTo] = useState(numbers[0]!);
  const [diff, setDiff] = useState<{ from: number; to: number; lines: Line[] }>();
  const [failed, setFailed] = useState<string>();

  const compare = async () => {
    setFailed(undefined);
    try {
      const [a, b, { diffLines }] = await Promise.all([
        editorApi.version(current.page, current.locale, from),
        editorApi.version(current.page, current.locale, to),
        import('diff'),
      ]);
      const lines = diffLines(a.data.markdown, b.data.markdown).flatMap((part) =>
        part.value
          .replace(/\n$/, '')
          .split('\n')
          .map((text) => ({
            kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
            text,
          })),
      ) as Line[];
      setDiff({ from, to, lines });
    } catch (err) {
      setFailed(errorMessage(err));
    }
  };

  const select = (label: string, value: number, onChange: (n: number) => void, key: string) => (
    <div className={studio.field}>
      <label htmlFor={`${id}-${key}`} className={studio.label}>
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className={studio.input}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {numbers.map((n) => (
          <option key={n} value={n}>
            {t('version', { number: n })}
          </option>
        ))}
      </select>
    </div>
  );

  const changed = diff?.lines.filter((l) => l.kind !== 'same') ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className={styles.compare}>
      <h3 id={`${id}-title`} className={studio.sectionTitle}>
        {t('compareTitle')}
      </h3>
      <div className={styles.compareControls}>
        {select(t('from'), from, setFrom, 'from')}
        {select(t('to'), to, setTo, 'to')}
        <ActionButton onClick={() => void compare()}>{t('compare')}</ActionButton>
      </div>
      {failed ? <p role="alert">{failed}</p> : null}
      {diff ? (
        <div
          role="region"
          aria-label={t('diffTitle', { from: diff.from, to: diff.to })}
          tabIndex={0}
          className={styles.diff}
        >
          <h4>{t('diffTitle', { from: diff.from, to: diff.to })}</h4>
          {changed.length === 0 ? (
            <p>{t('diffSame')}</p>
          ) : (
            <ol className={styles.diffLines}>
              {diff.lines.map((line, i) => (
                <DiffLine key={i} line={line} />
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** One line of a comparison: removed, added (named so for screen readers too) or unchanged. */
function DiffLine({ line }: { line: Line }) {
  const t = useTranslations('Editor.page');
  const text = line.text || ' ';
  if (line.kind === 'same') return <li className={styles.same}>{text}</li>;
  const Mark = line.kind === 'added' ? 'ins' : 'del';
  return (
    <li className={styles[line.kind]}>
      <Mark>
        <span className="visually-hidden">{t(line.kind)}: </span>
        {text}
      </Mark>
    </li>
  );
}
