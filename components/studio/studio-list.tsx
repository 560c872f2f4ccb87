'use client';

import { useTranslations } from 'next-intl';
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { RetryAlert } from '@/components/ui/list-states';
import { ActionButton } from './action-button';
import { errorMessage } from './error-message';
import { StatusBadge } from './status-badge';
import styles from './studio.module.css';

/**
 * A section of the studio's home (recipes, collections, profile, statistics): its heading, named
 * by `id`, with the section's action beside it (New…, Edit), then its content.
 */
export function ListSection({
  id,
  title,
  action,
  children,
  ...section
}: Omit<ComponentProps<'section'>, 'id' | 'title'> & {
  id: string;
  title: string;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} {...section}>
      <div className={styles.listHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * What a studio list (or panel) fetched with SWR shows in its place: the failure with a Retry
 * button, `loading` until the first answer, `empty` for an empty list, else `children` with the
 * answer's data.
 */
export function LoadStates<T>({
  swr,
  loading,
  empty,
  children,
}: {
  swr: { error: unknown; data?: { data: T }; mutate: () => Promise<unknown> };
  loading: string;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const tc = useTranslations('Common');
  const data = swr.data?.data;
  if (swr.error)
    return (
      <RetryAlert
        message={errorMessage(swr.error)}
        retryText={tc('retry')}
        onRetry={() => void swr.mutate()}
        className={styles.alert}
      />
    );
  if (data === undefined) return <p aria-live="polite">{loading}</p>;
  if (empty !== undefined && Array.isArray(data) && data.length === 0)
    return <p className={styles.empty}>{empty}</p>;
  return children(data);
}

/**
 * A studio list of named things (recipes, collections): a row each (`children`, a StudioItem),
 * given the thing and its name, which is `untitled` while the creator has not given it one.
 */
export function StudioList<T extends { id: number; name: string }>({
  items,
  untitled,
  children,
  ...list
}: Omit<ComponentProps<'ul'>, 'children'> & {
  items: readonly T[];
  untitled: string;
  children: (item: T, name: string) => ReactNode;
}) {
  return (
    <ul className={styles.list} {...list}>
      {items.map((item) => (
        <Fragment key={item.id}>{children(item, item.name || untitled)}</Fragment>
      ))}
    </ul>
  );
}

/**
 * One row of a studio list: its name (a link to its editor where `link` is given, with the
 * link's accessible name), its status, a hint (when changed, how many recipes), then its action
 * buttons (`children`). `lead` comes before the name: a drag handle where the list is ordered by
 * dragging; `className` adds to the row's own.
 */
export function StudioItem({
  name,
  link,
  status,
  changes = false,
  hint,
  lead,
  className,
  children,
  ...item
}: ComponentProps<'li'> & {
  name: string;
  link?: { href: string; label: string };
  status: ComponentProps<typeof StatusBadge>['status'];
  changes?: boolean;
  hint?: string;
  lead?: ReactNode;
}) {
  return (
    <li {...item} className={className ? `${styles.item} ${className}` : styles.item}>
      <div className={styles.itemMain}>
        {lead}
        {link ? (
          <Link href={link.href} className={styles.itemName} aria-label={link.label}>
            {name}
          </Link>
        ) : (
          <span className={styles.itemName}>{name}</span>
        )}
        <StatusBadge status={status} changes={changes} />
        {hint !== undefined ? <span className={styles.hint}>{hint}</span> : null}
      </div>
      <div className={styles.itemActions}>{children}</div>
    </li>
  );
}

/**
 * A plain row of a studio or console list (members, invitations, applications, creator sites):
 * its name, a badge, a hint, then its buttons (`children`).
 */
export function PlainItem({
  name,
  badge,
  hint,
  children,
  ...item
}: Omit<ComponentProps<'li'>, 'className'> & { name: string; badge?: string; hint?: ReactNode }) {
  return (
    <li {...item} className={styles.item}>
      <div className={styles.itemMain}>
        <span className={styles.itemName}>{name}</span>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </div>
      {children ? <div className={styles.itemActions}>{children}</div> : null}
    </li>
  );
}

/**
 * A titled part of a studio or console section (open invitations, decided applications): its
 * heading and a row (`children`, a PlainItem) per item; nothing while there are no items.
 */
export function TitledList<T>({
  title,
  items,
  children,
}: {
  title: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className={styles.label}>{title}</h3>
      <ul className={styles.list}>{items.map((item) => children(item))}</ul>
    </>
  );
}

/** The Delete button of a studio list's row, named for the row ('Delete: {name}'). */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useTranslations('Studio');
  return (
    <ActionButton aria-label={`${t('delete')}: ${name}`} onClick={onClick}>
      {t('delete')}
    </ActionButton>
  );
}
