'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import hero from '@/components/ui/hero.module.css';

/** Spec §2: back goes to the creator page; if that navigation fails, home. */
export function CollectionBack({ target, home }: { target: string; home: string }) {
  const t = useTranslations('Collection');
  const router = useRouter();
  return (
    <button
      type="button"
      className={hero.back}
      aria-label={t('back')}
      onClick={() => {
        try {
          router.push(target);
        } catch {
          router.push(home);
        }
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
