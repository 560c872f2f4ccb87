'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from '@/lib/client/toast';
import { useServerFavourites } from '@/components/favourites/use-server-favourites';
import { rawUserCookie } from '@/lib/auth/user-cookie-name';
import { canGoBackInSite } from '@/lib/client/history';
import {
  bookmarkState,
  markServerFavourite,
  restoreBookmark,
  setBookmarked,
  useIsBookmarked,
} from '@/lib/client/bookmarks';
import { copyToClipboard, share } from '@/lib/client/share';
import { STICKY_HEADER_OFFSET } from '@/lib/page-sizes';
import styles from './recipe-detail.module.css';

/** The buttons' icons, drawn by the server (recipe-icons.tsx). */
export type ActionIcons = { back: ReactNode; bookmark: ReactNode; share: ReactNode };

type Props = {
  recipeId: number;
  title: string;
  /** Where back goes without in-site history (spec §2). */
  fallback: string;
  /** Bookmarks exist on the main site only (spec §6: hidden on a creator's site). */
  bookmarks: boolean;
  icons: ActionIcons;
};

/**
 * The recipe page's actions: a bar over the hero and, after 80 px of scroll, a sticky header
 * with the same back, bookmark and share (spec §2). One island, so both stay in step.
 */
export function RecipeActions(props: Props) {
  const [stuck, setStuck] = useState(false);
  useServerFavourites(props.bookmarks);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setStuck(window.scrollY > STICKY_HEADER_OFFSET);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <>
      <div className={styles.heroBar}>
        <ActionButtons {...props} />
      </div>
      <header
        className={styles.sticky}
        data-visible={stuck ? 'true' : 'false'}
        aria-hidden={!stuck}
        inert={!stuck}
        data-testid="recipe-sticky-header"
      >
        <div className={styles.stickyInner}>
          <ActionButtons {...props} withTitle />
        </div>
      </header>
    </>
  );
}

function ActionButtons({
  recipeId,
  title,
  fallback,
  bookmarks,
  icons,
  withTitle = false,
}: Props & { withTitle?: boolean }) {
  const t = useTranslations('Recipe');
  const router = useRouter();
  const saved = useIsBookmarked(recipeId);

  const back = () => {
    if (canGoBackInSite()) router.back();
    else router.push(fallback);
  };

  /**
   * Spec §4: the cookie (and every heart, here and in other tabs) changes at once, with its toast;
   * a signed-in user's favourite follows on the server, and a failure puts it back. The cookie
   * and its external store are the state rather than useOptimistic: both hearts of the page and
   * the other tabs must stay in step, and the cookie is what a visitor keeps.
   */
  const toggleBookmark = () => {
    const next = !saved;
    const owner = rawUserCookie();
    const before = bookmarkState(recipeId);
    const written = setBookmarked(recipeId, next);
    if (owner === undefined) {
      // A full cookie keeps what it holds; an account has no such limit.
      if (written) toast.success(next ? t('bookmark.saved') : t('bookmark.removed'));
      else toast.error(t('bookmark.full'));
      return;
    }
    markServerFavourite(owner, recipeId, next);
    toast.success(next ? t('bookmark.saved') : t('bookmark.removed'));
    void import('@/components/favourites/favourites-api')
      .then((m) => m.syncFavourite(owner, recipeId, next, before))
      .catch(() => {
        restoreBookmark(owner, recipeId, before);
        return 'failed' as const;
      })
      .then((outcome) => {
        if (outcome === 'failed')
          toast.error(next ? t('bookmark.errorAdd') : t('bookmark.errorRemove'));
      });
  };

  const shareRecipe = async () => {
    const url = window.location.href;
    const outcome = await share({ title: t('share.title', { recipe: title }), url });
    if (outcome === 'shared' || outcome === 'cancelled') return;
    // No share sheet here: copy the link instead (spec §8 clipboard texts).
    if (await copyToClipboard(url)) toast.success(t('share.recipeLinkCopied'));
    else toast.error(t('share.copyFailed', { url }), { duration: 10_000 });
  };

  return (
    <>
      <button type="button" className={styles.roundButton} onClick={back} aria-label={t('back')}>
        {icons.back}
      </button>
      {withTitle ? (
        <p className={styles.stickyTitle} aria-hidden="true">
          {title}
        </p>
      ) : (
        <span className={styles.spacer} />
      )}
      {bookmarks ? (
        <button
          type="button"
          className={styles.roundButton}
          onClick={toggleBookmark}
          aria-pressed={saved}
          aria-label={t('bookmark.add')}
          data-saved={saved ? 'true' : 'false'}
        >
          {icons.bookmark}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.roundButton}
        onClick={() => void shareRecipe()}
        aria-label={t('share.button')}
      >
        {icons.share}
      </button>
    </>
  );
}
