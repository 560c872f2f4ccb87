'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useDeferredValue, useState } from 'react';
import useSWR from 'swr';
import {
  APPLICATION_LIMITS,
  subdomainIssue,
  type CreatorApplication,
  type SubdomainIssue,
} from '@/core/contract/creator-applications';
import { LOCALES, type Locale } from '@/core/locale';
import { isApiError } from '@/lib/api/errors';
import { Link } from '@/lib/i18n/navigation';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { toast } from '@/lib/client/toast';
import { authRoutes } from '@/components/auth/paths';
import { ChoiceField, InputField, StudioForm, TextField } from '@/components/studio/fields';
import { Loaded, StudioFrame } from '@/components/studio/studio-frame';
import { errorMessage } from '@/components/studio/error-message';
import { applicationApi } from './application-api';
import styles from '@/components/studio/studio.module.css';

/**
 * 'Become a creator' (issue 25 item 5): a signed-in user's application — creator name, the wished
 * subdomain checked as typed (the contract's rules at once, then the API for taken names), a link
 * to their work and their language — or, once sent, where it stands: being read, approved (with
 * the way to the studio) or declined with the editor's message and a new form.
 */
export function ApplicationScreen({
  addressPattern,
  locale,
  creator,
}: {
  /** The creator site's origin with `{slug}` for the subdomain. */
  addressPattern: string;
  locale: Locale;
  /** The creator the user owns already, by name: then there is nothing to apply for. */
  creator: string | null;
}) {
  const t = useTranslations('BecomeCreator');
  if (creator !== null)
    return (
      <StudioFrame main back={{ href: authRoutes.account(), text: t('back') }} title={t('title')}>
        <p>{t('alreadyCreator', { name: creator })}</p>
        <p>
          <Link href={authRoutes.studio()} className={styles.primary}>
            {t('openStudio')}
          </Link>
        </p>
      </StudioFrame>
    );
  return <Application addressPattern={addressPattern} locale={locale} />;
}

function Application({ addressPattern, locale }: { addressPattern: string; locale: Locale }) {
  const t = useTranslations('BecomeCreator');
  const mine = useSWR(
    'applications.mine',
    async () => (await applicationApi.mine()).data,
    SWR_DEFAULTS,
  );
  const address = (slug: string) =>
    addressPattern.replace('{slug}', slug).replace(/^https?:\/\//, '');
  return (
    <StudioFrame main back={{ href: authRoutes.account(), text: t('back') }} title={t('title')}>
      <p className={styles.hint}>{t('intro')}</p>
      <Loaded state={mine} denied={{}} loadingText={t('loading')}>
        {(application) =>
          application?.status === 'pending' || application?.status === 'approved' ? (
            <Standing application={application} address={address(application.slug)} />
          ) : (
            <>
              {application ? <Declined application={application} /> : null}
              <ApplicationForm
                address={address}
                locale={locale}
                onSent={(sent) => void mine.mutate(sent, { revalidate: false })}
              />
            </>
          )
        }
      </Loaded>
    </StudioFrame>
  );
}

function Standing({ application, address }: { application: CreatorApplication; address: string }) {
  const t = useTranslations('BecomeCreator');
  const format = useFormatter();
  const date = format.dateTime(new Date(application.createdAt), { dateStyle: 'long' });
  return application.status === 'pending' ? (
    <section aria-labelledby="application-standing" className={styles.section}>
      <h2 id="application-standing" className={styles.sectionTitle}>
        {t('pendingTitle')}
      </h2>
      <p>{t('pending', { name: application.name, address, date })}</p>
    </section>
  ) : (
    <section aria-labelledby="application-standing" className={styles.section}>
      <h2 id="application-standing" className={styles.sectionTitle}>
        {t('approvedTitle')}
      </h2>
      <p>{t('approved', { name: application.name, address })}</p>
      {application.message ? <EditorMessage text={application.message} /> : null}
      <p>
        <Link href={authRoutes.studio()} className={styles.primary}>
          {t('openStudio')}
        </Link>
      </p>
    </section>
  );
}

function Declined({ application }: { application: CreatorApplication }) {
  const t = useTranslations('BecomeCreator');
  return (
    <section aria-labelledby="application-declined" className={styles.section}>
      <h2 id="application-declined" className={styles.sectionTitle}>
        {t('declinedTitle', { name: application.name })}
      </h2>
      {application.message ? <EditorMessage text={application.message} /> : null}
      <p className={styles.hint}>{t('applyAgain')}</p>
    </section>
  );
}

function EditorMessage({ text }: { text: string }) {
  const t = useTranslations('BecomeCreator');
  return (
    <figure>
      <figcaption className={styles.hint}>{t('editorMessage')}</figcaption>
      <blockquote style={{ whiteSpace: 'pre-line', margin: '0.25rem 0 0' }}>{text}</blockquote>
    </figure>
  );
}

/** The subdomain's standing as typed: its own rules at once, then the API's answer. */
function useSubdomain(slug: string) {
  const deferred = useDeferredValue(slug);
  const local = deferred ? subdomainIssue(deferred) : undefined;
  const remote = useSWR(
    deferred && !local ? ['applications.subdomain', deferred] : null,
    async ([, value]) => (await applicationApi.subdomain(value)).data,
    { ...SWR_DEFAULTS, dedupingInterval: 2_000 },
  );
  const checked = remote.data?.slug === deferred ? remote.data : undefined;
  const issue: SubdomainIssue | undefined =
    local ?? (checked && !checked.available ? (checked.issue ?? 'taken') : undefined);
  return {
    issue: slug === deferred ? issue : undefined,
    available: slug === deferred && !issue && checked?.available === true,
    checking: !!slug && !issue && !checked && !remote.error,
    recheck: () => void remote.mutate(),
  };
}

function ApplicationForm({
  address,
  locale,
  onSent,
}: {
  address: (slug: string) => string;
  locale: Locale;
  onSent: (application: CreatorApplication) => void;
}) {
  const t = useTranslations('BecomeCreator');
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [workUrl, setWorkUrl] = useState('');
  const [language, setLanguage] = useState<Locale>(locale);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const subdomain = useSubdomain(slug);

  const nameIssue =
    name.trim().length < 2 || name.trim().length > APPLICATION_LIMITS.name
      ? t('nameInvalid')
      : undefined;
  const workIssue = /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(workUrl.trim())
    ? undefined
    : t('workUrlInvalid');
  const slugIssue = !slug
    ? t('issues.tooShort')
    : subdomain.issue
      ? t(`issues.${subdomain.issue}`, { address: address(slug), suggestion: slug.toLowerCase() })
      : undefined;

  const send = () => {
    setShown(true);
    if (nameIssue || workIssue || slugIssue || !subdomain.available) return;
    setBusy(true);
    applicationApi
      .apply({ name: name.trim(), slug, workUrl: workUrl.trim(), language })
      .then(({ data }) => {
        toast.success(t('sent'));
        onSent(data);
      })
      .catch((err: unknown) => {
        // Taken in the meantime: the check says so; anything else in a toast.
        if (isApiError(err) && err.status === 422) subdomain.recheck();
        else toast.error(t('failed', { message: errorMessage(err) }));
      })
      .finally(() => setBusy(false));
  };

  return (
    <section aria-labelledby="application-form" className={styles.section}>
      <h2 id="application-form" className={styles.sectionTitle}>
        {t('formTitle')}
      </h2>
      <StudioForm onSave={send}>
        <TextField
          label={t('name')}
          hint={t('nameHint')}
          issues={shown && nameIssue ? [nameIssue] : undefined}
          value={name}
          onChange={setName}
        />
        <InputField
          label={t('slug')}
          hint={t('slugHint', { example: address('pastapapa') })}
          issues={(shown || slug) && slugIssue ? [slugIssue] : undefined}
          input={{
            value: slug,
            autoCapitalize: 'none',
            autoCorrect: 'off',
            spellCheck: false,
            maxLength: 80,
            onChange: (e) => setSlug(e.target.value.trim()),
          }}
        />
        <p className={styles.hint} role="status">
          {subdomain.checking
            ? t('checking', { address: address(slug) })
            : subdomain.available
              ? t('available', { address: address(slug) })
              : ''}
        </p>
        <InputField
          label={t('workUrl')}
          hint={t('workUrlHint')}
          issues={shown && workIssue ? [workIssue] : undefined}
          input={{
            type: 'url',
            inputMode: 'url',
            value: workUrl,
            maxLength: APPLICATION_LIMITS.workUrl,
            onChange: (e) => setWorkUrl(e.target.value),
          }}
        />
        <ChoiceField
          label={t('language')}
          value={language}
          options={LOCALES}
          optionLabel={(value) => t(`languages.${value}`)}
          onChange={setLanguage}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? t('sending') : t('submit')}
          </button>
        </div>
      </StudioForm>
    </section>
  );
}
