'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { Link } from '@/lib/i18n/navigation';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { authRoutes } from '@/components/auth/paths';
import { errorMessage } from './error-message';
import { studioApi } from './studio-api';
import { Loaded, StudioFrame } from './studio-frame';
import styles from './studio.module.css';

/**
 * An invitation to a creator's studio (issue 25 item 6) as its link opens it: for the invited
 * address and still open, Accept, after which the studio is a click away; otherwise why not
 * (another address, expired, used, or no such invitation).
 */
export function InvitationScreen({ token }: { token: string }) {
  const t = useTranslations('Invitation');
  const info = useSWR(
    ['invitations.show', token],
    async () => (await studioApi.invitation(token)).data,
    SWR_DEFAULTS,
  );
  const [accepted, setAccepted] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const accept = () => {
    setBusy(true);
    studioApi
      .accept(token)
      .then(({ data }) => setAccepted(data.creator.name))
      .catch((err: unknown) => {
        toast.error(t('failed', { message: errorMessage(err) }));
        void info.mutate();
      })
      .finally(() => setBusy(false));
  };

  return (
    <StudioFrame main back={{ href: authRoutes.account(), text: t('back') }} title={t('title')}>
      <Loaded state={info} denied={{ 404: t('notFound') }} loadingText={t('loading')}>
        {(invitation) => {
          const creator = invitation.creator.name;
          if (accepted)
            return (
              <>
                <p role="status">{t('accepted', { creator: accepted })}</p>
                <p>
                  <Link href={authRoutes.studio()} className={styles.primary}>
                    {t('openStudio')}
                  </Link>
                </p>
              </>
            );
          if (invitation.status === 'accepted') return <p>{t('used')}</p>;
          if (invitation.status === 'expired') return <p>{t('expired', { creator })}</p>;
          if (!invitation.forYou) return <p>{t('notForYou', { email: invitation.email })}</p>;
          return (
            <>
              <p>{t('open', { creator, email: invitation.email })}</p>
              <div className={styles.actions}>
                <button type="button" className={styles.primary} disabled={busy} onClick={accept}>
                  {t('accept')}
                </button>
              </div>
            </>
          );
        }}
      </Loaded>
    </StudioFrame>
  );
}
