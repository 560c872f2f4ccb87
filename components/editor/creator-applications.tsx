'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { CreatorApplication, EditorCreator } from '@/core/contract/creator-applications';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { ActionButton } from '@/components/studio/action-button';
import { TextField } from '@/components/studio/fields';
import { errorMessage } from '@/components/studio/error-message';
import { ListSection, LoadStates, PlainItem, TitledList } from '@/components/studio/studio-list';
import { editorApi } from './editor-api';
import styles from '@/components/studio/studio.module.css';

/** How many decided applications the console keeps in view, newest first. */
const DECIDED_SHOWN = 10;

const APPLICATIONS_KEY = 'editor.applications';
const CREATORS_KEY = 'editor.creators';

/**
 * The applications to become a creator (issue 25 item 5): each pending one with who applied,
 * when, the subdomain and the link to their work, a message, Approve and Decline (declining needs
 * the message: it is mailed as the reason); then the latest decisions.
 */
export function ApplicationsSection({ addressPattern }: { addressPattern: string }) {
  const t = useTranslations('Editor.applications');
  const applications = useSWR(APPLICATIONS_KEY, () => editorApi.applications(), SWR_DEFAULTS);
  return (
    <ListSection id="editor-applications" title={t('title')}>
      <LoadStates swr={applications} loading={t('loading')} empty={t('empty')}>
        {(list) => {
          const pending = list.filter((a) => a.status === 'pending');
          const decided = list.filter((a) => a.status !== 'pending').slice(0, DECIDED_SHOWN);
          return (
            <>
              {pending.length === 0 ? <p className={styles.empty}>{t('nonePending')}</p> : null}
              <ul className={styles.list}>
                {pending.map((a) => (
                  <PendingApplication
                    key={a.id}
                    application={a}
                    address={addressPattern.replace('{slug}', a.slug)}
                  />
                ))}
              </ul>
              <TitledList title={t('decidedTitle')} items={decided}>
                {(a) => (
                  <PlainItem
                    key={a.id}
                    name={a.name}
                    badge={t(`status.${a.status}`)}
                    hint={`${addressPattern.replace('{slug}', a.slug)} · ${a.applicant?.email ?? ''}`}
                  />
                )}
              </TitledList>
            </>
          );
        }}
      </LoadStates>
    </ListSection>
  );
}

function PendingApplication({
  application: a,
  address,
}: {
  application: CreatorApplication;
  address: string;
}) {
  const t = useTranslations('Editor.applications');
  const format = useFormatter();
  const { mutate } = useSWRConfig();
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const applicant = a.applicant?.name ?? '';

  const decide = (approve: boolean) => {
    if (!approve && !message.trim()) return setMissing(true);
    setBusy(true);
    const call = approve ? editorApi.approve(a.id, message) : editorApi.decline(a.id, message);
    call
      .then(() => {
        toast.success(t(approve ? 'approvedToast' : 'declinedToast', { name: a.name }));
        void mutate(APPLICATIONS_KEY);
        if (approve) void mutate(CREATORS_KEY);
      })
      .catch((err: unknown) => toast.error(t('failed', { message: errorMessage(err) })))
      .finally(() => setBusy(false));
  };

  return (
    <li className={styles.item} style={{ display: 'grid', gap: '0.5rem' }}>
      <div className={styles.itemMain}>
        <span className={styles.itemName}>{a.name}</span>
        <span className={styles.badge}>{t('status.pending')}</span>
        <span className={styles.hint}>
          {t('from', {
            name: applicant,
            email: a.applicant?.email ?? '',
            date: format.dateTime(new Date(a.createdAt), { dateStyle: 'medium' }),
          })}
        </span>
      </div>
      <dl className={styles.hint} style={{ margin: 0 }}>
        <dt>{t('address')}</dt>
        <dd>{address}</dd>
        <dt>{t('work')}</dt>
        <dd>
          <a href={a.workUrl} target="_blank" rel="noopener noreferrer nofollow">
            {a.workUrl}
          </a>
        </dd>
        <dt>{t('language')}</dt>
        <dd>{t(`languages.${a.language}`)}</dd>
      </dl>
      <TextField
        label={t('message', { name: applicant })}
        hint={t('messageHint')}
        issues={missing && !message.trim() ? [t('messageMissing')] : undefined}
        rows={3}
        value={message}
        onChange={setMessage}
      />
      <div className={styles.actions}>
        <ActionButton
          primary
          disabled={busy}
          aria-label={t('approveNamed', { name: a.name })}
          onClick={() => decide(true)}
        >
          {t('approve')}
        </ActionButton>
        <ActionButton
          disabled={busy}
          aria-label={t('declineNamed', { name: a.name })}
          onClick={() => decide(false)}
        >
          {t('decline')}
        </ActionButton>
      </div>
    </li>
  );
}

/**
 * Every creator's site with its switch (issue 25 item 5): on, it is in the lists, search and the
 * sitemaps and its subdomain serves it; off, it is out of all of them within 2 s.
 */
export function CreatorSitesSection({ addressPattern }: { addressPattern: string }) {
  const t = useTranslations('Editor.sites');
  const creators = useSWR(CREATORS_KEY, () => editorApi.creators(), SWR_DEFAULTS);
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = (site: EditorCreator) => {
    setBusy(site.slug);
    editorApi
      .setEnabled(site.slug, !site.zestyEnabled)
      .then(({ data }) => {
        toast.success(t(data.zestyEnabled ? 'onToast' : 'offToast', { name: data.name }));
        void creators.mutate();
      })
      .catch((err: unknown) => toast.error(t('failed', { message: errorMessage(err) })))
      .finally(() => setBusy(null));
  };

  return (
    <ListSection id="editor-sites" title={t('title')}>
      <p className={styles.hint}>{t('intro')}</p>
      <LoadStates swr={creators} loading={t('loading')} empty={t('empty')}>
        {(list) => (
          <ul className={styles.list}>
            {list.map((site) => (
              <PlainItem
                key={site.slug}
                name={site.name}
                badge={t(site.zestyEnabled ? 'on' : 'off')}
                hint={[
                  addressPattern.replace('{slug}', site.slug),
                  t('recipes', { count: site.recipes }),
                  site.owner,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              >
                <ActionButton
                  disabled={busy !== null}
                  aria-label={t(site.zestyEnabled ? 'switchOffNamed' : 'switchOnNamed', {
                    name: site.name,
                  })}
                  onClick={() => toggle(site)}
                >
                  {t(site.zestyEnabled ? 'switchOff' : 'switchOn')}
                </ActionButton>
              </PlainItem>
            ))}
          </ul>
        )}
      </LoadStates>
    </ListSection>
  );
}
