'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { requestOtp } from '@/lib/client/session';
import { useRouter } from '@/lib/i18n/navigation';
import { FormAlert, FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { rateLimitedText } from './messages';
import { authRoutes, EMAIL_MAX_LENGTH, isValidEmail } from './paths';
import styles from './auth.module.css';

type Mode = 'signIn' | 'signUp';

/**
 * Sign in and sign up (spec §2, §4 sign-in, §5): idle, then sending, then the verify screen.
 * Sign up also sends the name, for the account made once the code is verified. Zesty's API
 * answers a sign-in the same whether the address has an account or not (issue 26: no account
 * enumeration) and mails an address without one a link to sign up; the spec's 422 (no account:
 * go to sign up, filled in) is still followed should an API answer it.
 */
export function EmailForm({ mode, initialEmail = '' }: { mode: Mode; initialEmail?: string }) {
  const t = useTranslations('Auth');
  const texts = mode === 'signIn' ? 'signIn' : 'signUp';
  const locale = useLocale();
  const router = useRouter();
  const [email, setEmail] = useState(initialEmail);
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setError(null);
    const address = email.trim();
    if (!isValidEmail(address)) {
      setEmailError(true);
      emailRef.current?.focus();
      return;
    }
    setEmailError(false);
    setSending(true);
    // Spec §5: the name is not checked, and sign up must create the account (without a name the
    // API answers 422): a blank name becomes the address's local part, which the user can change.
    const fullName = name.trim() || address.split('@')[0]!;
    const result = await requestOtp({
      email: address,
      locale,
      ...(mode === 'signUp' ? { name: fullName.slice(0, 100) } : {}),
    });
    if (result.ok && result.data.sent) {
      // Stays 'sending' until the verify screen replaces this one.
      router.push(authRoutes.verify(address));
      return;
    }
    if (!result.ok && result.status === 422 && mode === 'signIn') {
      router.push(authRoutes.signUp(address));
      return;
    }
    setSending(false);
    // The server's e-mail rule is stricter than the quick check here: its refusal is the field's.
    if (!result.ok && result.status === 400 && result.code === 'validation_failed') {
      setEmailError(true);
      emailRef.current?.focus();
      return;
    }
    setError(
      !result.ok && result.status === 429
        ? rateLimitedText(t, result.retryAfter)
        : t('messages.error'),
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      {mode === 'signUp' ? (
        <FormField classes={styles} label={t('signUp.nameLabel')} hint={t('signUp.nameHint')}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              className={styles.input}
              autoComplete="name"
              placeholder={t('signUp.namePlaceholder')}
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.target.value)}
              readOnly={sending}
            />
          )}
        </FormField>
      ) : null}
      <FormField
        classes={styles}
        label={t(`${texts}.emailLabel`)}
        error={emailError ? t('validation.email') : null}
      >
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            name="email"
            type="email"
            inputMode="email"
            className={styles.input}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t(`${texts}.emailPlaceholder`)}
            required
            aria-required="true"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (emailError && isValidEmail(event.target.value)) setEmailError(false);
            }}
            readOnly={sending}
          />
        )}
      </FormField>
      <FormAlert className={styles.error}>{error}</FormAlert>
      <SubmitButton busy={sending} busyText={t(`${texts}.sending`)} className={styles.primary}>
        {t(`${texts}.submit`)}
      </SubmitButton>
    </form>
  );
}
