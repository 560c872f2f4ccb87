'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import type { Locale } from '@/core/contract';
import { SubmitButton } from '@/components/ui/submit-button';
import { initialSiteAccessState, type SiteAccessAction, type SiteAccessState } from './constants';
import styles from './site-access.module.css';

/**
 * The site password form (spec §5). The server action does the real check; the empty case is
 * answered here too so the message appears at once, in the page's language (no browser bubble).
 */
export function SiteAccessForm({ action, locale }: { action: SiteAccessAction; locale: Locale }) {
  const t = useTranslations('SiteAccess');
  const inputId = useId();
  const errorId = useId();
  const [state, formAction, pending] = useActionState<SiteAccessState, FormData>(
    async (previous, formData) => {
      const password = formData.get('password');
      if (typeof password !== 'string' || password === '') {
        return { error: 'required', attempt: previous.attempt + 1 };
      }
      return action(previous, formData);
    },
    initialSiteAccessState,
  );
  const error = pending ? null : state.error;

  return (
    <form action={formAction} noValidate className={styles.form} aria-busy={pending}>
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={inputId} className={styles.label}>
        {t('passwordLabel')}
      </label>
      {/* A new key after every failed attempt re-creates the field: cleared and focused again. */}
      <input
        key={`field-${state.attempt}`}
        id={inputId}
        name="password"
        type="password"
        className={styles.input}
        autoComplete="current-password"
        placeholder={t('passwordPlaceholder')}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        readOnly={pending}
        // The password field is the only thing to do on this screen.
        autoFocus
      />
      {error ? (
        <p key={`error-${state.attempt}`} id={errorId} role="alert" className={styles.error}>
          {t(error)}
        </p>
      ) : null}
      <SubmitButton
        busy={pending}
        text={t('submit')}
        busyText={t('verifying')}
        className={styles.submit}
        spinnerClassName={styles.spinner}
      />
    </form>
  );
}
