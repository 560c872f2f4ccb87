'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Avatar } from '@/components/account/avatar';
import type { UserCookie } from '@/lib/auth/user-cookie';
import { useSessionUser } from '@/lib/client/session-user';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isCurrent, isMainNavHidden } from './paths';
import styles from './main-header.module.css';

// Its own chunk: pages without the header (recipe and collection pages) never load the menu.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const LanguageSwitch = lazy(() =>
  import('./language-switch').then((m) => ({ default: m.LanguageSwitch })),
);

/** Spec §9: the header gets its sticky look after 80 px of scrolling. */
const STICKY_AFTER = 80;

function useScrolledPast(offset: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

/** A link that says so (`aria-current="page"`) when it leads to the page on screen. */
function PageLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string | undefined;
  children: ReactNode;
}) {
  const pathname = usePathname();
  return (
    <Link
      href={href}
      className={className}
      aria-current={isCurrent(pathname, href, true) ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}

/**
 * The signed-in user's avatar, a link to their account. The link is named by its picture's text
 * alternative, as an image link is, not by an `aria-label` over visible initials (WCAG 2.5.3: a
 * label must contain the text on screen; axe's label-content-name-mismatch).
 */
function AccountLink({ user }: { user: UserCookie }) {
  const t = useTranslations('Chrome');
  return (
    <Link href="/account" className={styles.avatar}>
      <Avatar
        name={user.name}
        username={user.username}
        image={user.image}
        size={36}
        alt={t('openAccount')}
      />
    </Link>
  );
}

/**
 * The marketplace header. Below 1024 px: logo, avatar or 'Sign In', menu button. From 1024 px:
 * logo, Features, How it works, the language switch and Join; signed in, Favourites and the
 * avatar in Join's place, as the mobile header shows the person (issue 26). Who is signed in
 * comes from the readable `user` cookie after hydration: the server renders the signed-out header
 * for everyone, so public pages stay cacheable.
 */
export function MainHeader() {
  const t = useTranslations('Chrome');
  const pathname = usePathname();
  const signedInUser = useSessionUser();
  const scrolled = useScrolledPast(STICKY_AFTER);
  if (isMainNavHidden(pathname)) return null;

  return (
    <header className={styles.header} data-scrolled={scrolled || undefined}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={t('homeLink')}>
          Zesty
        </Link>

        <nav aria-label={t('mainNavigation')} className={styles.desktopNav}>
          <ul className={styles.navList}>
            <li>
              <Link href={{ pathname: '/', hash: 'features' }} className={styles.navLink}>
                {t('desktop.features')}
              </Link>
            </li>
            <li>
              <PageLink href="/how-it-works" className={styles.navLink}>
                {t('desktop.howItWorks')}
              </PageLink>
            </li>
            <li>
              <PageLink href="/menu" className={styles.navLink}>
                {t('nav.weekMenu')}
              </PageLink>
            </li>
          </ul>
          <Suspense fallback={null}>
            <LanguageSwitch />
          </Suspense>
          {signedInUser ? (
            <>
              <PageLink href="/favourites" className={styles.navLink}>
                {t('nav.favourites')}
              </PageLink>
              <AccountLink user={signedInUser} />
            </>
          ) : (
            // 'Join' is becoming a creator (issue 25): a visitor signs in on the way.
            <PageLink href="/account/become-creator" className={styles.join}>
              {t('desktop.join')}
            </PageLink>
          )}
        </nav>

        <div className={styles.mobileActions}>
          {/* A slot of the avatar's size: the cookie is read after hydration, nothing moves. */}
          <div className={styles.account}>
            {signedInUser ? (
              <AccountLink user={signedInUser} />
            ) : (
              <Link href="/account/signin" className={styles.signIn}>
                {t('nav.signIn')}
              </Link>
            )}
          </div>
          <Suspense fallback={null}>
            <MobileMenu signedIn={Boolean(signedInUser)} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
