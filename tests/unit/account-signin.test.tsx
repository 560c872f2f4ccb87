import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EmailForm } from '@/components/auth/email-form';
import { authRoutes, emailFromToken, socialLoginHref } from '@/components/auth/paths';
import { SocialButtons } from '@/components/auth/social-buttons';
import type { Locale } from '@/core/locale';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import { answerWith, fetchMock, installFetch, requests } from './account-support';
import { TestIntl } from './intl';

const mockRouter = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={`/en${href}`} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => mockRouter,
}));

installFetch();
beforeEach(() => {
  mockRouter.push.mockReset();
  mockRouter.replace.mockReset();
});

function renderForm(
  mode: 'signIn' | 'signUp',
  { locale = 'en', email }: { locale?: Locale; email?: string } = {},
) {
  render(
    <TestIntl locale={locale}>
      <EmailForm mode={mode} initialEmail={email} />
    </TestIntl>,
  );
  const texts = locale === 'en' ? en.Auth : nl.Auth;
  const emailBox = () => screen.getByLabelText(texts[mode].emailLabel) as HTMLInputElement;
  const submit = async (address?: string) => {
    if (address !== undefined) fireEvent.change(emailBox(), { target: { value: address } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: texts[mode].submit }));
    });
  };
  return { emailBox, submit };
}

describe('sign in', () => {
  it.each([
    ['en', '', 'Please enter a valid email address'],
    ['en', 'not-an-email', 'Please enter a valid email address'],
    ['nl', '', 'Voer een geldig e-mailadres in'],
    ['nl', 'ann@example', 'Voer een geldig e-mailadres in'],
  ] as const)(
    '(%s) refuses %j with the spec text, without a request',
    async (locale, value, text) => {
      const { emailBox, submit } = renderForm('signIn', { locale });
      await submit(value);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
      expect(emailBox()).toHaveAttribute('aria-describedby', alert.id);
      expect(emailBox()).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('sends a code and goes to verify with the address in the path', async () => {
    answerWith({ status: 200, body: { message: 'OTP sent' } });
    const { submit } = renderForm('signIn');
    await submit('  Ann@Example.com ');
    expect(requests()).toEqual([
      {
        url: '/api/auth/otp/request',
        method: 'POST',
        body: { email: 'Ann@Example.com', locale: 'en' },
        contentType: 'application/json',
      },
    ]);
    expect(mockRouter.push).toHaveBeenCalledWith('/account/verify/Ann@Example.com');
    // Busy until the verify screen replaces this one.
    expect(screen.getByRole('button', { name: en.Auth.signIn.sending })).toBeDisabled();
  });

  it('goes to sign up with the e-mail prefilled on a 422 (no account)', async () => {
    answerWith({ status: 422, body: { message: 'No account', code: 'no_account', status: 422 } });
    const { submit } = renderForm('signIn');
    await submit('new+cook@example.com');
    expect(mockRouter.push).toHaveBeenCalledWith('/account/signup?e=new%2Bcook%40example.com');
    expect(authRoutes.signUp('new+cook@example.com')).toBe(
      '/account/signup?e=new%2Bcook%40example.com',
    );
  });

  it.each([
    ['en', '42', 'Too many attempts. Please try again in 42 seconds.'],
    ['en', '1', 'Too many attempts. Please try again in 1 second.'],
    ['en', '3600', 'Too many attempts. Please try again in 60 minutes.'],
    ['nl', '42', 'Te veel pogingen. Probeer het over 42 seconden opnieuw.'],
    ['nl', '90', 'Te veel pogingen. Probeer het over 2 minuten opnieuw.'],
  ] as const)(
    '(%s) a 429 with Retry-After %s says how long to wait',
    async (locale, after, text) => {
      answerWith({
        status: 429,
        body: { message: 'Too many requests', code: 'rate_limited', status: 429 },
        headers: { 'Retry-After': after },
      });
      const { submit } = renderForm('signIn', { locale });
      await submit('ann@example.com');
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(mockRouter.push).not.toHaveBeenCalled();
    },
  );

  it('a 429 without Retry-After asks to wait a moment', async () => {
    answerWith({ status: 429, body: { message: 'Too many requests' } });
    const { submit } = renderForm('signIn');
    await submit('ann@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent(en.Auth.messages.rateLimitedLater);
  });

  it.each([
    ['a server failure', { status: 502, body: { message: 'Mail failed', code: 'mail_failed' } }],
    ['an answer that is not "OTP sent"', { status: 200, body: { message: 'Queued' } }],
    ['a 400 that is not about the e-mail', { status: 400, body: { code: 'invalid_redirect' } }],
    ['no answer', 'Failed to fetch'],
  ] as const)('says "Something went wrong. Please try again." on %s', async (_, answer) => {
    answerWith(answer);
    const { submit } = renderForm('signIn');
    await submit('ann@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: en.Auth.signIn.submit })).toBeEnabled();
  });

  it("shows the server's refusal of the address as the field's error", async () => {
    answerWith({ status: 400, body: { code: 'validation_failed', message: 'Invalid email' } });
    const { emailBox, submit } = renderForm('signIn');
    await submit('ann@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent(en.Auth.validation.email);
    expect(emailBox()).toHaveFocus();
  });
});

describe('sign up', () => {
  it('is prefilled from ?e= and sends the name, which creates the account', async () => {
    answerWith({ status: 200, body: { message: 'OTP sent' } });
    const { emailBox, submit } = renderForm('signUp', { email: 'new@example.com' });
    expect(emailBox()).toHaveValue('new@example.com');
    const name = screen.getByLabelText(en.Auth.signUp.nameLabel);
    expect(name).toHaveAttribute('placeholder', 'first last');
    expect(name).toHaveAccessibleDescription(en.Auth.signUp.nameHint);
    fireEvent.change(name, { target: { value: ' Ann de Vries ' } });
    await submit();
    expect(requests()[0]!.body).toEqual({
      email: 'new@example.com',
      name: 'Ann de Vries',
      locale: 'en',
    });
    expect(mockRouter.push).toHaveBeenCalledWith('/account/verify/new@example.com');
  });

  it('in Dutch, with the Dutch labels and errors; a blank name is the address before the @', async () => {
    answerWith('offline');
    const { submit } = renderForm('signUp', { locale: 'nl' });
    expect(screen.getByLabelText('Naam')).toHaveAttribute('placeholder', 'voornaam achternaam');
    await submit('ann.devries@example.com');
    expect(requests()[0]!.body).toEqual({
      email: 'ann.devries@example.com',
      name: 'ann.devries',
      locale: 'nl',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Er is iets misgegaan. Probeer het opnieuw.',
    );
  });
});

describe('social buttons', () => {
  it('link each configured provider to the backend redirect, back to /{locale}/account/social', () => {
    render(
      <TestIntl locale="nl">
        <SocialButtons providers={['google', 'facebook']} fallbackOrigin="https://zesty.example" />
      </TestIntl>,
    );
    const google = screen.getByRole('link', { name: nl.Auth.social.google });
    // The browser's own origin wins over the server's guess once hydrated.
    expect(google).toHaveAttribute(
      'href',
      '/v1/login/google/redirect?redirectUrl=http%3A%2F%2Flocalhost%2Fnl%2Faccount%2Fsocial',
    );
    expect(screen.getByRole('link', { name: nl.Auth.social.facebook })).toHaveAttribute(
      'href',
      socialLoginHref('facebook', 'http://localhost', 'nl'),
    );
    expect(screen.getByRole('list', { name: nl.Auth.social.label })).toBeInTheDocument();
  });

  it('show nothing (not even the divider) without a configured provider', () => {
    const { container } = render(
      <TestIntl>
        <SocialButtons providers={[]} fallbackOrigin="http://localhost" />
      </TestIntl>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('verify/{token}', () => {
  it.each([
    ['ann@example.com', 'ann@example.com'],
    ['ann%40example.com', 'ann@example.com'],
    ['ann@example', null],
    ['example.com', null],
    ['%E0%A4%A', null],
  ])('reads %j as the e-mail %j (an "@" and a dot)', (token, email) => {
    expect(emailFromToken(token)).toBe(email);
  });
});
