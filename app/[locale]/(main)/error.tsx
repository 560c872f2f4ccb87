'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition } from 'react';

export default function HomeError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Home');
  const router = useRouter();
  return (
    <main className="container" role="alert">
      <p>{t('error')}</p>
      <button
        type="button"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        {t('retry')}
      </button>
    </main>
  );
}
