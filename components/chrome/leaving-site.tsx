'use client';

import { useTranslations } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { isExternalHttpUrl } from './paths';
import styles from './leaving-site.module.css';

const openExternal = (href: string) => {
  window.open(href, '_blank', 'noopener,noreferrer');
};

/**
 * Ask before leaving for `href` (main site) or just open it (anywhere without the provider, such
 * as creator sites). For buttons and scripts that leave the site without an <a>.
 */
const LeavingSiteContext = createContext<(href: string) => void>(openExternal);
export const useLeaveSite = () => useContext(LeavingSiteContext);

/** Clicks that belong to the browser (new tab, new window, download, middle click) pass through. */
function isPlainClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Spec "Dialogs": on the main site, a click on a link to another website first asks "You're
 * leaving Zesty". One listener on the document (event delegation) covers every link on the page,
 * also ones rendered later or by other islands. Internal and mailto: links are exempt.
 */
export function LeavingSiteProvider({
  children,
  rootDomain,
}: {
  children: ReactNode;
  rootDomain: string;
}) {
  const t = useTranslations('LeavingDialog');
  const [href, setHref] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  const confirm = useCallback(
    (target: string) => {
      if (!isExternalHttpUrl(target, window.location.origin, rootDomain)) {
        window.location.assign(target);
        return;
      }
      const active = document.activeElement;
      returnFocus.current = active instanceof HTMLElement ? active : null;
      setHref(new URL(target, window.location.href).href);
    },
    [rootDomain],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (!isExternalHttpUrl(anchor.href, window.location.origin, rootDomain)) return;
      event.preventDefault();
      returnFocus.current = anchor;
      setHref(anchor.href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [rootDomain]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (href && !dialog.open) dialog.showModal();
    if (!href && dialog.open) dialog.close();
  }, [href]);

  const close = () => dialogRef.current?.close();
  const proceed = () => {
    if (href) openExternal(href);
    close();
  };

  let host = '';
  if (href) {
    try {
      host = new URL(href).host;
    } catch {
      host = '';
    }
  }

  return (
    <LeavingSiteContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onClose={() => {
          setHref(null);
          const target = returnFocus.current;
          returnFocus.current = null;
          if (target?.isConnected) target.focus();
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <p id={bodyId} className={styles.body}>
          {t('body')}
        </p>
        {host ? <p className={styles.host}>{host}</p> : null}
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={proceed}>
            {t('continue')}
          </button>
          <button type="button" className={styles.secondary} onClick={close}>
            {t('stay')}
          </button>
        </div>
      </dialog>
    </LeavingSiteContext.Provider>
  );
}
