'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLogout } from '@/components/account/use-logout';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';
import { isCurrent } from './paths';
import styles from './mobile-menu.module.css';

type Entry = { href: string; label: string; exact?: boolean };

/**
 * The full-screen menu below 1024 px: a modal <dialog> (the browser traps focus and closes it on
 * Escape); focus goes back to the menu button when it closes. Spec §2: its last entry is Logout
 * for a signed-in user, Sign Up otherwise.
 */
export function MobileMenu({ signedIn = false }: { signedIn?: boolean }) {
  const t = useTranslations('Chrome');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const { logout, pending: loggingOut } = useLogout();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const entries: Entry[] = [
    { href: '/recipes', label: t('nav.recipes') },
    { href: '/menu', label: t('nav.weekMenu'), exact: true },
    { href: '/creators', label: t('nav.creators') },
    { href: '/how-it-works', label: t('nav.howItWorks'), exact: true },
    // authRoutes.becomeCreator(), written out: the menu is in every page's code, the paths module is not.
    { href: '/account/become-creator', label: t('nav.becomeCreator'), exact: true },
    { href: '/faqs', label: t('nav.faqs') },
    ...(signedIn ? [] : [{ href: '/account/signup', label: t('nav.signUp'), exact: true }]),
  ];

  // Any link in the menu navigates: close the menu with it.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={dialogId}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        <span className="visually-hidden">{t('openMenu')}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
      >
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {t('menu')}
          </h2>
          <button type="button" className={styles.close} onClick={() => setOpen(false)}>
            <CloseIcon />
            <span className="visually-hidden">{t('closeMenu')}</span>
          </button>
        </div>
        <nav aria-label={t('mainNavigation')} onClick={closeOnLink}>
          <ul className={styles.list}>
            {entries.map((entry) => {
              const current =
                !entry.href.includes('#') && isCurrent(pathname, entry.href, entry.exact);
              return (
                <li key={entry.href}>
                  <Link
                    href={entry.href}
                    className={styles.link}
                    aria-current={current ? 'page' : undefined}
                  >
                    {entry.label}
                  </Link>
                </li>
              );
            })}
            {signedIn ? (
              <li>
                <button
                  type="button"
                  className={styles.link}
                  disabled={loggingOut}
                  onClick={() => {
                    setOpen(false);
                    void logout();
                  }}
                >
                  {loggingOut ? t('loggingOut') : t('nav.logout')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className={styles.language}>
          <p className={styles.languageLabel} aria-hidden="true">
            {t('language')}
          </p>
          <LanguageSwitch variant="block" onSwitch={() => setOpen(false)} />
        </div>
        <div className={styles.language}>
          <p className={styles.languageLabel} aria-hidden="true">
            {t('theme.label')}
          </p>
          <ThemeSwitch variant="block" />
        </div>
      </dialog>
    </>
  );
}
