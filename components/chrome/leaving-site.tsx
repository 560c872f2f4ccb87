'use client';

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { openExternal } from './open-external';
import { isExternalHttpUrl } from './paths';

const LeavingDialog = lazy(() =>
  import('./leaving-dialog').then((m) => ({ default: m.LeavingDialog })),
);

/** How a confirmed departure goes: by default `href` opens in a new tab. */
export type Leave = (href: string) => void;

/**
 * Ask before leaving for `href` (main site) or just go (anywhere without the provider, such as
 * creator sites). For buttons and links that leave the site their own way: `go` is how (the
 * Follow button's deep link to the app), a new tab by default.
 */
const LeavingSiteContext = createContext<(href: string, go?: Leave) => void>(
  (href, go = openExternal) => go(href),
);
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
  const [href, setHref] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  /** How Continue leaves for the pending `href`. */
  const proceed = useRef<Leave>(openExternal);

  const confirm = useCallback(
    (target: string, go?: Leave) => {
      if (!isExternalHttpUrl(target, window.location.origin, rootDomain)) {
        window.location.assign(target);
        return;
      }
      const active = document.activeElement;
      returnFocus.current = active instanceof HTMLElement ? active : null;
      proceed.current = go ?? openExternal;
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
      proceed.current = openExternal;
      setHref(anchor.href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [rootDomain]);

  const [used, setUsed] = useState(false);
  if (href && !used) setUsed(true);

  return (
    <LeavingSiteContext.Provider value={confirm}>
      {children}
      {/* The dialog's code loads the first time it is needed. */}
      {used ? (
        <Suspense fallback={null}>
          <LeavingDialog
            href={href}
            onProceed={(target) => proceed.current(target)}
            onClosed={() => {
              setHref(null);
              const target = returnFocus.current;
              returnFocus.current = null;
              if (target?.isConnected) target.focus();
            }}
          />
        </Suspense>
      ) : null}
    </LeavingSiteContext.Provider>
  );
}
