'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { IngredientPreview as Preview } from '@/core/contract/studio';
import type { Locale } from '@/core/locale';
import { studioApi } from './studio-api';
import styles from './studio.module.css';

/** The preview follows the typing this long after the last change. */
const PREVIEW_DELAY_MS = 400;

function amount(p: Preview, locale: Locale): string | null {
  if (!p.quantity) return null;
  const f = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const { min, max } = p.quantity;
  return max === undefined ? f.format(min) : `${f.format(min)}–${f.format(max)}`;
}

/**
 * How Zesty reads the ingredient lines being typed (issue 24): amount, unit, product and the
 * supermarket item the grocery widget will pick, from the API (the project's own parser and the
 * basket's catalogue match), with a warning on each line it cannot read.
 */
export function IngredientPreview({ lines, locale }: { lines: readonly string[]; locale: Locale }) {
  const t = useTranslations('Studio.editor.preview');
  const [read, setRead] = useState<{ key: string; data: Preview[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = lines.map((l) => l.trim()).filter(Boolean);
  const key = `${locale}\n${wanted.join('\n')}`;

  useEffect(() => {
    if (wanted.length === 0) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      studioApi
        .ingredients(locale, wanted, abort.signal)
        .then(({ data }) => {
          setRead({ key, data });
          setFailed(false);
        })
        .catch(() => {
          if (!abort.signal.aborted) setFailed(true);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // `key` stands for the lines and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (wanted.length === 0) return null;
  const current = read?.key === key ? read.data : null;
  return (
    <section className={styles.preview} aria-labelledby={`preview-${locale}`}>
      <h3 id={`preview-${locale}`} className={styles.previewTitle}>
        {t('title')}
      </h3>
      {failed ? (
        <p className={styles.hint}>{t('failed')}</p>
      ) : !current ? (
        <p className={styles.hint} aria-live="polite">
          {t('reading')}
        </p>
      ) : (
        <ol className={styles.previewList}>
          {current.map((p, i) => {
            const unreadable = !p.quantity && !p.match;
            return (
              <li key={i} className={unreadable ? styles.previewWarn : undefined}>
                <span className={styles.previewLine}>{p.line}</span>
                <dl className={styles.previewFacts}>
                  <div>
                    <dt>{t('amount')}</dt>
                    <dd>{amount(p, locale) ?? t('noAmount')}</dd>
                  </div>
                  {p.unit ? (
                    <div>
                      <dt>{t('unit')}</dt>
                      <dd>{p.unit}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{t('match')}</dt>
                    <dd>
                      {p.match
                        ? p.match.pantry
                          ? t('pantry', { name: p.match.name })
                          : p.match.name
                        : t('noMatch')}
                    </dd>
                  </div>
                </dl>
                {unreadable ? (
                  <p className={styles.warning} role="note">
                    {t('unreadable')}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
