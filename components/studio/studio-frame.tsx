'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { authRoutes } from '@/components/auth/paths';
import { RetryAlert } from '@/components/ui/list-states';
import { errorMessage } from './error-message';
import styles from './studio.module.css';

/** The link above a studio page's title, back up: to the studio's list, or from it to the account. */
export function BackLink({ href, text }: { href: string; text: string }) {
  return (
    <div className={styles.top}>
      <Link href={href} className={styles.back}>
        {text}
      </Link>
    </div>
  );
}

/** The back link of the studio's editors (`text`): to the studio's home, with its lists. */
export const backToStudio = (text: string) => ({ href: authRoutes.studio(), text });

/**
 * A studio page: the link back where it has one, its title where the page knows it already, then
 * its content. The studio's home is the route's `main`; the editors sit in their page's one.
 */
export function StudioFrame({
  main = false,
  back,
  title,
  children,
}: {
  main?: boolean;
  back?: { href: string; text: string };
  title?: string;
  children: ReactNode;
}) {
  const Page = main ? 'main' : 'div';
  return (
    <Page className={styles.page}>
      {back ? <BackLink {...back} /> : null}
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      {children}
    </Page>
  );
}

/**
 * A studio page whose data did not load: when the API answered with a status that `denied` has a
 * text for (not the user's, not allowed, or gone), that text as an alert; any other failure with
 * a Retry button.
 */
export function LoadFailed({
  error,
  denied,
  onRetry,
}: {
  error: unknown;
  denied: Readonly<Partial<Record<number, string>>>;
  onRetry: () => void;
}) {
  const tc = useTranslations('Common');
  const deniedText = isApiError(error) ? denied[error.status] : undefined;
  return deniedText !== undefined ? (
    <p role="alert">{deniedText}</p>
  ) : (
    <RetryAlert
      message={errorMessage(error)}
      retryText={tc('retry')}
      onRetry={onRetry}
      className={styles.alert}
    />
  );
}

/**
 * What a studio or editor page shows of its SWR-loaded data: the failure (`LoadFailed`), the
 * loading line while there is nothing yet, then `children` with the data.
 */
export function Loaded<T>({
  state,
  denied,
  loadingText,
  children,
}: {
  state: { data?: T; error?: unknown; mutate: () => unknown };
  denied: Readonly<Partial<Record<number, string>>>;
  loadingText: string;
  children: (data: T) => ReactNode;
}) {
  if (state.error)
    return <LoadFailed error={state.error} denied={denied} onRetry={() => void state.mutate()} />;
  if (state.data === undefined) return <p aria-live="polite">{loadingText}</p>;
  return children(state.data);
}
