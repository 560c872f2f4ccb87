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
import { ListSection, LoadStates, PlainItem, TitledList } from './studio-list';
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
  /** A row's button (Remove, Withdraw), named for its row: it acts at once, unconfirmed. */
  const rowAction = (button: {
    text: string;
    label: string;
    action: () => Promise<unknown>;
    done: string;
  }) => (
    <ActionButton
      disabled={busy}
      aria-label={button.label}
      onClick={() => run(button.action, button.done)}
    >
      {button.text}
    </ActionButton>
  );

  return (
    <ListSection id="studio-members" title={t('title')}>
      <LoadStates swr={members} loading={t('loading')}>
        {({ members: list, invitations, canManage }) => (
          <>
            <ul className={styles.list}>
              {list.map((m) => (
                <PlainItem key={m.userId} name={m.name} badge={t(`roles.${m.role}`)} hint={m.email}>
                  {canManage && m.role === 'editor'
                    ? rowAction({
                        text: t('remove'),
                        label: t('removeNamed', { name: m.name }),
                        action: () => studioApi.removeMember(creator, m.userId),
                        done: t('removed', { name: m.name }),
                      })
                    : null}
                </PlainItem>
              ))}
            </ul>
            {canManage ? (
              <>
                <TitledList title={t('invitationsTitle')} items={invitations}>
                  {(i) => (
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
                      {rowAction({
                        text: t('withdraw'),
                        label: t('withdrawNamed', { email: i.email }),
                        action: () => studioApi.withdraw(creator, i.id),
                        done: t('withdrawn', { email: i.email }),
                      })}
                    </PlainItem>
                  )}
                </TitledList>
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
