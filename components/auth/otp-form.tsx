'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { requestOtp, verifyOtp, type AuthResult } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { useRouter } from '@/lib/i18n/navigation';
import { FormAlert } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { rateLimitedText, type AuthT } from './messages';
import { authRoutes } from './paths';
import styles from './auth.module.css';

/** Spec §9: six digits, auto-submit 300 ms after the last one, resend after 60 s. */
export const OTP_DIGITS = 6;
export const AUTO_SUBMIT_MS = 300;
export const RESEND_SECONDS = 60;

const EMPTY: readonly string[] = Array.from({ length: OTP_DIGITS }, () => '');
const CODE = new RegExp(`^[0-9]{${OTP_DIGITS}}$`);

/**
 * Spec §5: pasting accepts digit strings only. Whitespace is dropped first (a code copied from the
 * mail comes with its indent and line break, or grouped as '123 456'); anything else refuses it.
 */
export function pastedDigits(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return /^[0-9]+$/.test(digits) ? digits : null;
}

/** Spec §8: what a failed verification says. */
function verifyFailure(t: AuthT, result: AuthResult<unknown>): string {
  if (result.ok) return t('messages.invalidOtpOrUser');
  if (result.status === 404) return t('messages.invalidOtp');
  if (result.status === 401 || result.code === 'otp_expired') return t('messages.otpExpired');
  if (result.status === 429) return rateLimitedText(t, result.retryAfter);
  // "Otherwise the raw message": the API's own words for a request it refused; never for a
  // server failure or no answer at all.
  if (result.status >= 400 && result.status < 500 && result.message) return result.message;
  return t('messages.verifyFailed');
}

/**
 * The verify screen's code entry (spec §2, §4 OTP verify, §5, §8): six single-digit boxes, paste,
 * auto-submit, the Verify button, and resend after a countdown. `email` is null when the
 * address in the URL is none (spec §2: it needs an '@' and a dot).
 */
export function OtpForm({ email }: { email: string | null }) {
  const t = useTranslations('Auth');
  const router = useRouter();
  const [digits, setDigits] = useState<readonly string[]>(EMPTY);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<{ text: string; attempt: number } | null>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const inFlight = useRef(false);
  const errorId = useId();
  const code = digits.join('');

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_DIGITS - 1, index))];
    box?.focus();
    box?.select();
  };

  const showError = (text: string) =>
    setError((previous) => ({ text, attempt: (previous?.attempt ?? 0) + 1 }));

  const submit = async (value: string) => {
    if (inFlight.current) return;
    if (!email) {
      showError(t('validation.emailMissing'));
      return;
    }
    if (!CODE.test(value)) {
      showError(t('validation.otp'));
      focusBox(digits.findIndex((digit) => digit === ''));
      return;
    }
    inFlight.current = true;
    setVerifying(true);
    setError(null);
    const result = await verifyOtp({ email, otp: value });
    if (result.ok && result.data) {
      toast.success(t('messages.loginSuccess'));
      // Stays busy until the account page replaces this one.
      router.replace(authRoutes.account());
      return;
    }
    // Spec §4: on failure the boxes are cleared; the first takes the next attempt.
    inFlight.current = false;
    setVerifying(false);
    setDigits(EMPTY);
    showError(verifyFailure(t, result));
    focusBox(0);
  };

  // The auto-submit timer reads the latest submit without restarting on every render.
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });

  // Spec §4: the sixth digit (typed or pasted) submits after 300 ms; any change in between
  // restarts the wait, and pressing Verify first makes the timer's submit a no-op.
  useEffect(() => {
    if (verifying || !CODE.test(code)) return;
    const timer = window.setTimeout(() => void submitRef.current(code), AUTO_SUBMIT_MS);
    return () => window.clearTimeout(timer);
  }, [code, verifying]);

  const setDigit = (index: number, digit: string) =>
    setDigits((previous) => previous.map((d, i) => (i === index ? digit : d)));

  /** Digits from `start` on: a whole code (six or more) always fills every box, from the first. */
  const fill = (start: number, incoming: string) => {
    const from = incoming.length >= OTP_DIGITS ? 0 : start;
    const used = incoming.slice(0, OTP_DIGITS - from);
    setDigits((previous) =>
      previous.map((d, i) => (i >= from && i < from + used.length ? used[i - from]! : d)),
    );
    focusBox(Math.min(from + used.length, OTP_DIGITS - 1));
  };

  const onChange = (index: number, raw: string) => {
    const typed = raw.replace(/\s+/g, '');
    if (typed === '') return setDigit(index, '');
    // Letters and signs are not taken (the box keeps its digit).
    if (!/^[0-9]+$/.test(typed)) return;
    if (typed.length === 1) {
      setDigit(index, typed);
      if (index < OTP_DIGITS - 1) focusBox(index + 1);
      return;
    }
    const current = digits[index];
    if (typed.length === 2 && current && typed.includes(current)) {
      // A digit typed next to the one already there: the new one replaces it.
      setDigit(index, typed[0] === current ? typed[1]! : typed[0]!);
      if (index < OTP_DIGITS - 1) focusBox(index + 1);
      return;
    }
    // The browser filled the one-time code into this box (autocomplete="one-time-code").
    fill(index, typed);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = pastedDigits(event.clipboardData.getData('text'));
    if (pasted) fill(index, pasted);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      focusBox(to);
    };
    switch (event.key) {
      case 'Backspace':
        // An empty box: go back and clear the previous one (a filled box clears itself).
        if (digits[index] === '' && index > 0) {
          setDigit(index - 1, '');
          move(index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        setDigit(index, '');
        break;
      case 'ArrowLeft':
        move(index - 1);
        break;
      case 'ArrowRight':
        move(index + 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(OTP_DIGITS - 1);
        break;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(code);
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={verifying}>
        <fieldset className={styles.otpFieldset} aria-describedby={error ? errorId : undefined}>
          <legend className={styles.label}>{t('verify.codeLabel')}</legend>
          <div className={styles.otpBoxes}>
            {digits.map((digit, index) => (
              <input
                key={index}
                ref={(element) => {
                  boxes.current[index] = element;
                }}
                className={styles.otpBox}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                // Lets the browser offer the code from the mail or a message, into the first box.
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                aria-label={t('verify.digitLabel', { index: index + 1 })}
                aria-invalid={error ? true : undefined}
                value={digit}
                readOnly={verifying}
                // The screen is for this code only; a new visit starts at its first digit.
                autoFocus={index === 0}
                onFocus={(event) => event.currentTarget.select()}
                onChange={(event) => onChange(index, event.target.value)}
                onKeyDown={(event) => onKeyDown(index, event)}
                onPaste={(event) => onPaste(index, event)}
              />
            ))}
          </div>
        </fieldset>
        <FormAlert id={errorId} className={styles.error} announce={error?.attempt}>
          {error?.text}
        </FormAlert>
        <SubmitButton busy={verifying} busyText={t('verify.verifying')} className={styles.primary}>
          {t('verify.submit')}
        </SubmitButton>
      </form>
      <ResendCode email={email} onSent={() => focusBox(0)} />
    </>
  );
}

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Spec §4/§9: a new code can be asked for 60 s after the last one was sent (the visitor arrives
 * here right after a send). One button throughout, unavailable (but focusable, so focus never
 * drops) while it counts down.
 */
function ResendCode({ email, onSent }: { email: string | null; onSent: () => void }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const [secondsLeft, setSecondsLeft] = useState(RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ kind: 'error' | 'status'; text: string; n: number } | null>(
    null,
  );
  // Set when the screen mounts (not while rendering: the server's clock is not the browser's).
  const deadline = useRef(0);
  const counting = secondsLeft > 0;

  useEffect(() => {
    if (deadline.current === 0) deadline.current = Date.now() + RESEND_SECONDS * 1000;
    if (!counting) return;
    const timer = window.setInterval(() => setSecondsLeft(secondsUntil(deadline.current)), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  const restart = (seconds: number) => {
    deadline.current = Date.now() + seconds * 1000;
    setSecondsLeft(seconds);
  };
  const say = (kind: 'error' | 'status', text: string) =>
    setNote((previous) => ({ kind, text, n: (previous?.n ?? 0) + 1 }));

  const resend = async () => {
    if (counting || sending) return;
    if (!email) {
      say('error', t('validation.emailMissing'));
      return;
    }
    setSending(true);
    setNote(null);
    const result = await requestOtp({ email, locale });
    setSending(false);
    if (result.ok && result.data.sent) {
      say('status', t('verify.resent'));
      restart(RESEND_SECONDS);
      onSent();
      return;
    }
    if (!result.ok && result.status === 429) {
      say('error', rateLimitedText(t, result.retryAfter));
      restart(result.retryAfter && result.retryAfter > 0 ? result.retryAfter : RESEND_SECONDS);
      return;
    }
    say('error', t('messages.sendFailed'));
  };

  const unavailable = counting || sending;
  return (
    <div className={styles.resend}>
      <p className={styles.muted}>{t('verify.noCode')}</p>
      <button
        type="button"
        className={styles.linkButton}
        aria-disabled={unavailable || undefined}
        onClick={() => void resend()}
      >
        {sending
          ? t('verify.resending')
          : counting
            ? t('verify.resendIn', { seconds: secondsLeft })
            : t('verify.resend')}
      </button>
      {/* A status region is in the page before its news, or screen readers may not announce it. */}
      <p className={styles.status} role="status">
        {note?.kind === 'status' ? note.text : null}
      </p>
      <FormAlert className={styles.error} announce={note?.n}>
        {note?.kind === 'error' ? note.text : null}
      </FormAlert>
    </div>
  );
}
