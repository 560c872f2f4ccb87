import { act, fireEvent, render, screen } from '@testing-library/react';
import { AUTO_SUBMIT_MS, OtpForm, pastedDigits, RESEND_SECONDS } from '@/components/auth/otp-form';
import { SESSION_CHANGE_EVENT } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import type { Locale } from '@/core/locale';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import { answerWith, fetchMock, installFetch, requests, sessionUser } from './account-support';
import { TestIntl } from './intl';

const mockRouter = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => mockRouter }));
jest.mock('@/lib/client/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

installFetch();
beforeEach(() => {
  jest.useFakeTimers();
  mockRouter.replace.mockReset();
  jest.mocked(toast.success).mockReset();
});
afterEach(() => {
  jest.useRealTimers();
});

const EMAIL = 'ann@example.com';

function renderOtp({
  locale = 'en',
  email = EMAIL,
}: { locale?: Locale; email?: string | null } = {}) {
  render(
    <TestIntl locale={locale}>
      <OtpForm email={email} />
    </TestIntl>,
  );
  const texts = locale === 'en' ? en.Auth : nl.Auth;
  const boxes = () =>
    Array.from({ length: 6 }, (_, i) =>
      screen.getByLabelText(texts.verify.digitLabel.replace('{index}', String(i + 1))),
    ) as HTMLInputElement[];
  const values = () => boxes().map((box) => box.value);
  return { boxes, values, texts };
}

/** Lets the pending answers and their follow-ups settle. */
const settle = () => act(async () => {});
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

const type = (box: HTMLInputElement, value: string) => fireEvent.change(box, { target: { value } });
const paste = (box: HTMLInputElement, text: string) =>
  fireEvent.paste(box, { clipboardData: { getData: () => text } });

describe('the six boxes', () => {
  it('are labelled one by one, numeric, with the one-time-code autocomplete on the first', () => {
    const { boxes } = renderOtp();
    expect(screen.getByRole('group', { name: en.Auth.verify.codeLabel })).toBeInTheDocument();
    boxes().forEach((box, i) => {
      expect(box).toHaveAccessibleName(`Digit ${i + 1} of 6`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAttribute('autocomplete', i === 0 ? 'one-time-code' : 'off');
    });
    expect(boxes()[0]).toHaveFocus();
  });

  it('are labelled in Dutch too', () => {
    renderOtp({ locale: 'nl' });
    expect(screen.getByLabelText('Cijfer 3 van 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verifiëren' })).toBeInTheDocument();
  });

  it('take one digit each, move on, and refuse anything else', () => {
    const { boxes, values } = renderOtp();
    type(boxes()[0]!, '4');
    expect(boxes()[1]).toHaveFocus();
    type(boxes()[1]!, 'x');
    type(boxes()[1]!, '٣'); // an Arabic-Indic three is no ASCII digit
    expect(values()).toEqual(['4', '', '', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
    // A digit typed next to the one already there replaces it.
    type(boxes()[0]!, '47');
    expect(values()[0]).toBe('7');
  });

  it('move with the arrows, Home and End, and go back with Backspace', () => {
    const { boxes, values } = renderOtp();
    type(boxes()[0]!, '1');
    type(boxes()[1]!, '2');
    expect(boxes()[2]).toHaveFocus();
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(boxes()[1]).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '', '', '']);
    fireEvent.keyDown(boxes()[1]!, { key: 'ArrowLeft' });
    expect(boxes()[0]).toHaveFocus();
    fireEvent.keyDown(boxes()[0]!, { key: 'ArrowRight' });
    expect(boxes()[1]).toHaveFocus();
    fireEvent.keyDown(boxes()[1]!, { key: 'End' });
    expect(boxes()[5]).toHaveFocus();
    fireEvent.keyDown(boxes()[5]!, { key: 'Home' });
    expect(boxes()[0]).toHaveFocus();
    fireEvent.keyDown(boxes()[0]!, { key: 'Delete' });
    expect(values()[0]).toBe('');
  });
});

describe('submitting', () => {
  it('typing the sixth digit submits after 300 ms', async () => {
    answerWith({ status: 200, body: { user: sessionUser } });
    const changes = jest.fn();
    window.addEventListener(SESSION_CHANGE_EVENT, changes);
    const { boxes } = renderOtp();
    '123456'.split('').forEach((digit, i) => type(boxes()[i]!, digit));
    await advance(AUTO_SUBMIT_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    await settle();
    expect(requests()).toEqual([
      {
        url: '/api/auth/otp/verify',
        method: 'POST',
        body: { email: EMAIL, otp: '123456' },
        contentType: 'application/json',
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Login successful');
    expect(mockRouter.replace).toHaveBeenCalledWith('/account');
    expect(changes).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_CHANGE_EVENT, changes);
  });

  it('a change within the 300 ms restarts the wait; Verify submits once, at once', async () => {
    answerWith({ status: 404, body: { message: 'Invalid OTP', code: 'otp_invalid' } });
    const { boxes } = renderOtp();
    '123456'.split('').forEach((digit, i) => type(boxes()[i]!, digit));
    await advance(200);
    type(boxes()[5]!, '7');
    await advance(200);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await advance(AUTO_SUBMIT_MS);
    await settle();
    expect(requests().map((r) => r.body)).toEqual([{ email: EMAIL, otp: '123457' }]);
  });

  it('fewer than six digits: "Please enter a valid OTP", no request, focus on the first gap', async () => {
    const { boxes } = renderOtp();
    type(boxes()[0]!, '1');
    type(boxes()[1]!, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid OTP');
    expect(boxes()[2]).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without an e-mail in the address asks for it', async () => {
    const { boxes } = renderOtp({ email: null });
    paste(boxes()[0]!, '123456');
    await advance(AUTO_SUBMIT_MS);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('pasting', () => {
  it('accepts digit strings only, whitespace aside, and at most six', () => {
    expect(pastedDigits('12 34 56')).toBe('123456');
    expect(pastedDigits('    123456\n')).toBe('123456');
    expect(pastedDigits('123456789')).toBe('123456789');
    expect(pastedDigits('12-34-56')).toBeNull();
    expect(pastedDigits('abc123')).toBeNull();
    expect(pastedDigits('１２３４５６')).toBeNull();
  });

  it.each(['12 34 56', '123456789'])('%j fills the six boxes and submits 123456', async (text) => {
    answerWith({ status: 200, body: { user: sessionUser } });
    const { boxes, values } = renderOtp();
    paste(boxes()[2]!, text);
    expect(values()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(boxes()[5]).toHaveFocus();
    await advance(AUTO_SUBMIT_MS);
    await settle();
    expect(requests().map((r) => r.body)).toEqual([{ email: EMAIL, otp: '123456' }]);
  });

  it('a shorter paste fills from the box it lands in, and does not submit', async () => {
    const { boxes, values } = renderOtp();
    paste(boxes()[1]!, '78');
    expect(values()).toEqual(['', '7', '8', '', '', '']);
    expect(boxes()[3]).toHaveFocus();
    await advance(AUTO_SUBMIT_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a paste with letters or signs', () => {
    const { boxes, values } = renderOtp();
    paste(boxes()[0]!, 'code: 123456');
    expect(values()).toEqual(['', '', '', '', '', '']);
  });

  it('takes a one-time code the browser fills into the first box', async () => {
    const { boxes, values } = renderOtp();
    type(boxes()[0]!, '654321');
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
  });
});

describe('failures (spec §8)', () => {
  it.each([
    ['en', { status: 404, body: { message: 'Invalid OTP', code: 'otp_invalid' } }, 'Invalid OTP'],
    [
      'en',
      { status: 401, body: { message: 'expired', code: 'otp_expired' } },
      'OTP has expired. Please request a new one.',
    ],
    [
      'en',
      {
        status: 400,
        body: { message: 'Invalid otp: must be 6 digits', code: 'validation_failed' },
      },
      'Invalid otp: must be 6 digits',
    ],
    ['en', { status: 400, body: {} }, 'Failed to verify OTP. Please try again.'],
    [
      'en',
      { status: 500, body: { message: 'Internal error' } },
      'Failed to verify OTP. Please try again.',
    ],
    ['en', 'offline', 'Failed to verify OTP. Please try again.'],
    ['en', { status: 200, body: { ok: true } }, 'Invalid OTP or user not found'],
    [
      'en',
      { status: 429, body: { message: 'Too many' }, headers: { 'Retry-After': '30' } },
      'Too many attempts. Please try again in 30 seconds.',
    ],
    ['nl', { status: 404, body: { message: 'Invalid OTP' } }, 'Ongeldige code'],
    ['nl', { status: 401, body: {} }, 'De code is verlopen. Vraag een nieuwe aan.'],
    ['nl', 'offline', 'Code verifiëren mislukt. Probeer het opnieuw.'],
  ] as const)('(%s) %j → %j, boxes cleared, focus on the first', async (locale, answer, text) => {
    answerWith(answer);
    const { boxes, values } = renderOtp({ locale });
    paste(boxes()[0]!, '123456');
    await advance(AUTO_SUBMIT_MS);
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(mockRouter.replace).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a second wrong code can be typed and is sent again', async () => {
    answerWith({ status: 404, body: {} }, { status: 404, body: {} });
    const { boxes } = renderOtp();
    paste(boxes()[0]!, '111111');
    await advance(AUTO_SUBMIT_MS);
    await settle();
    '222222'.split('').forEach((digit, i) => type(boxes()[i]!, digit));
    await advance(AUTO_SUBMIT_MS);
    await settle();
    expect(requests().map((r) => (r.body as { otp: string }).otp)).toEqual(['111111', '222222']);
  });
});

describe('resend', () => {
  const resendButton = () => screen.getByRole('button', { name: /^Resend code/ });

  it('counts down 60 s, then sends a new code and counts down again', async () => {
    answerWith({ status: 200, body: { message: 'OTP sent' } });
    renderOtp();
    expect(resendButton()).toHaveTextContent('Resend code in 60s');
    expect(resendButton()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(resendButton());
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    await advance(1000);
    expect(resendButton()).toHaveTextContent('Resend code in 59s');
    await advance((RESEND_SECONDS - 1) * 1000);
    expect(resendButton()).toHaveTextContent(/^Resend code$/);
    expect(resendButton()).not.toHaveAttribute('aria-disabled');

    fireEvent.click(resendButton());
    await settle();
    expect(requests()).toEqual([
      {
        url: '/api/auth/otp/request',
        method: 'POST',
        body: { email: EMAIL, locale: 'en' },
        contentType: 'application/json',
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent("We've sent you a new code.");
    expect(resendButton()).toHaveTextContent('Resend code in 60s');
  });

  it('says so when sending fails', async () => {
    answerWith({ status: 502, body: { message: 'Mail failed' } });
    renderOtp();
    await advance(RESEND_SECONDS * 1000);
    fireEvent.click(resendButton());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.');
    expect(resendButton()).toHaveTextContent(/^Resend code$/);
  });

  it('waits as long as a 429 asks', async () => {
    answerWith({ status: 429, body: {}, headers: { 'Retry-After': '45' } });
    renderOtp();
    await advance(RESEND_SECONDS * 1000);
    fireEvent.click(resendButton());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 45 seconds.',
    );
    expect(resendButton()).toHaveTextContent('Resend code in 45s');
  });

  it('without an e-mail: "Please enter your email address."', async () => {
    renderOtp({ email: null });
    await advance(RESEND_SECONDS * 1000);
    fireEvent.click(resendButton());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts down in Dutch', async () => {
    renderOtp({ locale: 'nl' });
    expect(screen.getByRole('button', { name: /^Nieuwe code over/ })).toHaveTextContent(
      'Nieuwe code over 60s',
    );
    await advance(RESEND_SECONDS * 1000);
    expect(screen.getByRole('button', { name: 'Code opnieuw versturen' })).toBeInTheDocument();
  });
});
