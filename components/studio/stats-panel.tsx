'use client';

import { useFormatter, useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { StudioStats } from '@/core/contract/studio';
import { STORES, STORE_IDS } from '@/core/grocery/stores';
import type { Locale } from '@/core/locale';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { studioApi } from './studio-api';
import { ListSection, LoadStates } from './studio-list';
import styles from './studio.module.css';

const CHART = { width: 300, height: 80, gap: 2 };

/**
 * The creator's anonymous statistics in the studio (issue 24 item 8): the last 30 days' views,
 * bookmarks and baskets sent to each store, as totals, a chart of views per day (its numbers in
 * its text alternative and in each bar's title) and a table per recipe.
 */
export function StatsPanel({ creator, locale }: { creator: string; locale: Locale }) {
  const t = useTranslations('Studio.stats');
  const stats = useSWR(
    ['studio.stats', creator, locale],
    () => studioApi.stats(creator, locale),
    SWR_DEFAULTS,
  );
  return (
    <ListSection id="studio-stats" title={t('title')} data-stats="">
      <p className={styles.hint}>{t('privacy')}</p>
      <LoadStates swr={stats} loading={t('loading')}>
        {(data) => <Figures stats={data} />}
      </LoadStates>
    </ListSection>
  );
}

function Figures({ stats }: { stats: StudioStats }) {
  const t = useTranslations('Studio.stats');
  const format = useFormatter();
  const day = (iso: string) =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { day: 'numeric', month: 'short' });
  const sum = (pick: (d: StudioStats['days'][number]) => number) =>
    stats.days.reduce((a, d) => a + pick(d), 0);
  const totals = {
    views: sum((d) => d.views),
    bookmarks: sum((d) => d.bookmarks),
    baskets: sum((d) => d.baskets),
  };
  const busiest = stats.days.reduce((a, d) => (d.views > a.views ? d : a), stats.days[0]!);
  const max = Math.max(1, busiest.views);
  const barWidth = CHART.width / stats.days.length - CHART.gap;

  if (stats.recipes.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <>
      <dl className={styles.totals}>
        {(['views', 'bookmarks', 'baskets'] as const).map((k) => (
          <div key={k}>
            <dt>{t(k)}</dt>
            <dd data-total={k}>{format.number(totals[k])}</dd>
          </div>
        ))}
      </dl>
      <figure className={styles.chart}>
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          role="img"
          aria-label={
            totals.views
              ? t('chartLabel', {
                  total: totals.views,
                  day: day(busiest.day),
                  count: busiest.views,
                })
              : t('chartEmpty')
          }
          preserveAspectRatio="none"
        >
          {stats.days.map((d, i) => {
            const h = (d.views / max) * (CHART.height - 2);
            return (
              <rect
                key={d.day}
                x={i * (barWidth + CHART.gap)}
                y={CHART.height - h}
                width={barWidth}
                height={h}
                className={styles.bar}
              >
                <title>{t('dayViews', { day: day(d.day), count: d.views })}</title>
              </rect>
            );
          })}
        </svg>
        <figcaption className={styles.hint}>
          {t('chartCaption', { from: day(stats.from), to: day(stats.to) })}
        </figcaption>
      </figure>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <div
        className={styles.tableWrap}
        tabIndex={0}
        role="region"
        aria-labelledby="stats-table-caption"
      >
        <table className={styles.table}>
          <caption id="stats-table-caption" className={styles.label}>
            {t('tableCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('recipe')}</th>
              <th scope="col">{t('views')}</th>
              <th scope="col">{t('bookmarks')}</th>
              {STORE_IDS.map((s) => (
                <th scope="col" key={s}>
                  {STORES[s].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.recipes.map((r) => (
              <tr key={r.id} data-recipe={r.slug}>
                <th scope="row">{r.name}</th>
                <td>{format.number(r.views)}</td>
                <td>{format.number(r.bookmarks)}</td>
                {STORE_IDS.map((s) => (
                  <td key={s}>{format.number(r.baskets[s])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
