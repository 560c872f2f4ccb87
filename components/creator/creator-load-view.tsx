'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import type { CreatorLoadError, CreatorLoadState } from './creator-load';
import styles from './creator-load-view.module.css';

export type CreatorLoadViewProps = {
  state: CreatorLoadState;
  onTryAgain: () => void;
  /** The not-found view, owned by the caller (it also serves a creator that is not enabled). */
  notFound: ReactNode;
};

/** What the creator screen shows while its client-side load is not done; nothing once loaded. */
export function CreatorLoadView({ state, onTryAgain, notFound }: CreatorLoadViewProps) {
  switch (state.status) {
    case 'loading':
      return <CreatorSkeleton />;
    case 'not-found':
      return <>{notFound}</>;
    case 'error':
      return <CreatorLoadFailure error={state} onTryAgain={onTryAgain} />;
    case 'loaded':
      return null;
  }
}

/** Placeholders in the shape of the profile, so the page does not jump when it arrives. */
export function CreatorSkeleton() {
  const t = useTranslations('Creator');
  return (
    <div role="status" aria-busy="true" className={styles.skeleton}>
      <span className="visually-hidden">{t('loading')}</span>
      <div aria-hidden="true">
        <div className={`${styles.block} ${styles.hero}`} />
        <div className={styles.identity}>
          <div className={`${styles.block} ${styles.avatar}`} />
          <div className={styles.lines}>
            <div className={`${styles.block} ${styles.line}`} />
            <div className={`${styles.block} ${styles.line} ${styles.short}`} />
          </div>
        </div>
        <div className={styles.chips}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={`${styles.block} ${styles.chip}`} />
          ))}
        </div>
        <div className={styles.grid}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={`${styles.block} ${styles.card}`} />
          ))}
        </div>
      </div>
    </div>
  );
}

function CreatorLoadFailure({
  error,
  onTryAgain,
}: {
  error: CreatorLoadError;
  onTryAgain: () => void;
}) {
  const t = useTranslations('Errors');
  const tCommon = useTranslations('Common');
  const button = useRef<HTMLButtonElement>(null);
  // The loading view held no focusable element: put keyboard users on the one action there is.
  useEffect(() => {
    button.current?.focus();
  }, []);
  const message = error.messageKey === 'server' ? t('server', error.values) : t(error.messageKey);
  return (
    <section role="alert" className={styles.failure}>
      <h1 className={styles.title}>{t('unableToLoadCreator')}</h1>
      <p className={styles.message}>{message}</p>
      <button ref={button} type="button" className="pill-button" onClick={onTryAgain}>
        {tCommon('tryAgain')}
      </button>
    </section>
  );
}
