'use client';

import { useParams, useRouter } from 'next/navigation';
import { startTransition, useEffect, useState } from 'react';
import { isLocale } from '@/core/locale';
import { NotFoundView } from '@/components/page/not-found-view';
import { useCreatorLoad } from './creator-load';
import { CreatorLoadView } from './creator-load-view';

/** When the last hand-back to the server happened per creator: a page that fails again stops here. */
const handedBack = new Map<string, number>();
const HAND_BACK_WINDOW_MS = 15_000;

/**
 * Runs the client-side creator load after a failed server render. Once the creator loads, the
 * page is asked for again (router.refresh + reset), so the full server-rendered profile shows.
 * If that render fails again within a short window, the error view stays instead of looping.
 */
export function CreatorLoadBoundary({ reset }: { reset: () => void }) {
  const params = useParams<{ locale: string; creatorSlug?: string; slug?: string }>();
  const slug = params.creatorSlug ?? params.slug ?? '';
  const locale = isLocale(params.locale) ? params.locale : 'nl';
  const router = useRouter();
  const { state, tryAgain } = useCreatorLoad(slug, locale);
  // Read once when the boundary mounts: was the page handed back to the server moments ago?
  const [recentlyHandedBack, setRecentlyHandedBack] = useState(
    () => Date.now() - (handedBack.get(slug) ?? 0) < HAND_BACK_WINDOW_MS,
  );

  useEffect(() => {
    if (state.status !== 'loaded' || recentlyHandedBack) return;
    handedBack.set(slug, Date.now());
    startTransition(() => {
      router.refresh();
      reset();
    });
  }, [state.status, recentlyHandedBack, slug, router, reset]);

  const shown =
    state.status === 'loaded' && recentlyHandedBack
      ? ({ status: 'error', messageKey: 'loadCreator' } as const)
      : state;
  if (shown.status === 'not-found') return <NotFoundView standalone={false} />;
  return (
    <main>
      <CreatorLoadView
        state={shown}
        onTryAgain={() => {
          handedBack.delete(slug);
          setRecentlyHandedBack(false);
          tryAgain();
        }}
        notFound={null}
      />
    </main>
  );
}
