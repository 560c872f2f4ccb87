'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { Locale } from '@/core/locale';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { isValidEmail } from '@/components/auth/paths';
import { ActionButton } from './action-button';
import { errorMessage } from './error-message';
import { InputField, StudioForm } from './fields';
import { ListSection, LoadStates, PlainItem } from './studio-list';
import { studioApi } from './studio-api';
import styles from './studio.module.css';

/**
 * The creator's members (issue 25 item 6): who works on it, and for its owners an invitation by
 * e-mail (an editor of the creator; the mailed link lives 7 days), the open invitations with
 * Withdraw, and Remove for each editor. Other members see the list only; the API decides.
 */
export function MembersSection({ creator, locale }: { creator: string; locale: Locale }) {
  const t = useTranslations('Studio.members');
  const format = useFormatter();
  const members = useSWR(
    ['studio.members', creator],
    () => studioApi.members(creator),
    SWR_DEFAULTS,
  );
  const [busy, setBusy] = useState(false);

  const run = (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    action()
      .then(() => {
        toast.success(done);
        void members.mutate();
      })
      .catch((err: unknown) => toast.error(t('failed', { message: errorMessage(err) })))
      .finally(() => setBusy(false));
  };
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });

  return (
    <ListSection id="studio-members" title={t('title')}>
      <LoadStates swr={members} loading={t('loading')}>
        {({ members: list, invitations, canManage }) => (
          <>
            <ul className={styles.list}>
              {list.map((m) => (
                <PlainItem key={m.userId} name={m.name} badge={t(`roles.${m.role}`)} hint={m.email}>
                  {canManage && m.role === 'editor' ? (
                    <ActionButton
                      disabled={busy}
                      aria-label={t('removeNamed', { name: m.name })}
                      onClick={() =>
                        run(
                          () => studioApi.removeMember(creator, m.userId),
                          t('removed', { name: m.name }),
                        )
                      }
                    >
                      {t('remove')}
                    </ActionButton>
                  ) : null}
                </PlainItem>
              ))}
            </ul>
            {canManage ? (
              <>
                {invitations.length > 0 ? (
                  <>
                    <h3 className={styles.label}>{t('invitationsTitle')}</h3>
                    <ul className={styles.list}>
                      {invitations.map((i) => (
                        <PlainItem
                          key={i.id}
                          name={i.email}
                          badge={i.expired ? t('expired') : t('open')}
                          hint={
                            i.expired
                              ? t('expiredOn', { date: date(i.expiresAt) })
                              : t('expiresOn', { date: date(i.expiresAt) })
                          }
                        >
                          <ActionButton
                            disabled={busy}
                            aria-label={t('withdrawNamed', { email: i.email })}
                            onClick={() =>
                              run(
                                () => studioApi.withdraw(creator, i.id),
                                t('withdrawn', { email: i.email }),
                              )
                            }
                          >
                            {t('withdraw')}
                          </ActionButton>
                        </PlainItem>
                      ))}
                    </ul>
                  </>
                ) : null}
                <InviteForm
                  busy={busy}
                  onInvite={(email) =>
                    run(() => studioApi.invite(creator, email, locale), t('invited', { email }))
                  }
                />
              </>
            ) : (
              <p className={styles.hint}>{t('ownersOnly')}</p>
            )}
          </>
        )}
      </LoadStates>
    </ListSection>
  );
}

function InviteForm({ busy, onInvite }: { busy: boolean; onInvite: (email: string) => void }) {
  const t = useTranslations('Studio.members');
  const [email, setEmail] = useState('');
  const [shown, setShown] = useState(false);
  const invalid = !isValidEmail(email);
  return (
    <StudioForm
      onSave={() => {
        setShown(true);
        if (invalid) return;
        onInvite(email.trim());
        setEmail('');
        setShown(false);
      }}
    >
      <InputField
        label={t('email')}
        hint={t('emailHint')}
        issues={shown && invalid ? [t('emailInvalid')] : undefined}
        input={{
          type: 'email',
          autoComplete: 'off',
          value: email,
          onChange: (e) => setEmail(e.target.value),
        }}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('invite')}
        </button>
      </div>
    </StudioForm>
  );
}
