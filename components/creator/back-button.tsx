'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { canGoBackInSite } from '@/lib/client/history';
import hero from '@/components/ui/hero.module.css';

/**
 * Back: history back when the visitor came from a page of this site, else `fallback`
 * (spec §2: the creators list for a creator profile, the creator page for a collection).
 */
export function BackButton({ fallback, label }: { fallback: string; label?: string }) {
  const t = useTranslations('Common');
  const router = useRouter();
  const onClick = () => {
    if (canGoBackInSite()) router.back();
    else router.push(fallback);
  };
  return (
    <button type="button" className={hero.back} onClick={onClick} aria-label={label ?? t('back')}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
