'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { Locale } from '@/core/contract';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { initialSiteAccessState, type SiteAccessAction, type SiteAccessState } from './constants';
import styles from './site-access.module.css';

/**
 * The site password form (spec §5). The server action does the real check; the empty case is
 * answered here too so the message appears at once, in the page's language (no browser bubble).
 */
export function SiteAccessForm({ action, locale }: { action: SiteAccessAction; locale: Locale }) {
  const t = useTranslations('SiteAccess');
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
      <FormField
        classes={styles}
        label={t('passwordLabel')}
        error={error ? t(error) : null}
        errorKey={state.attempt}
      >
        {(control) => (
          <input
            {...control}
            // A new key after every failed attempt re-creates the field: cleared and focused again.
            key={state.attempt}
            name="password"
            type="password"
            className={styles.input}
            autoComplete="current-password"
            placeholder={t('passwordPlaceholder')}
            required
            aria-required="true"
            readOnly={pending}
            // The password field is the only thing to do on this screen.
            autoFocus
          />
        )}
      </FormField>
      <SubmitButton busy={pending} busyText={t('verifying')} className={styles.submit}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
