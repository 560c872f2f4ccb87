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
  const [href, setHref] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

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
