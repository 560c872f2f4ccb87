'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * Logout (spec §2 account, chrome menu): the server ends the session and clears every credential
 * cookie; then the home page and a toast. If the server could not be reached nothing changed, and
 * the toast says so. The session module (and zod with it) loads at the click: the chrome's menu
 * offers logout on every page.
 */
export function useLogout() {
  const t = useTranslations('Chrome');
  const errors = useTranslations('Errors');
  const router = useRouter();
  const [pending, setPending] = useState(false);

  const run = async () => {
    if (pending) return;
    setPending(true);
    const result = await import('@/lib/client/session').then(
      (session) => session.logout(),
      () => ({ ok: false }) as const,
    );
    // The chrome (a long-lived island) may offer logout again after the next sign in.
    setPending(false);
    if (result.ok) {
      toast.success(t('loggedOut'));
      router.push('/');
    } else {
      toast.error(errors('auth'));
    }
  };

  return { logout: run, pending };
}
