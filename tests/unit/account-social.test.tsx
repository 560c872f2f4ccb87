import { act, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { SocialLanding } from '@/components/auth/social-landing';
import { SESSION_CHANGE_EVENT } from '@/lib/client/session';
import type { Locale } from '@/core/locale';
import { answerWith, fetchMock, installFetch, requests, sessionUser } from './account-support';
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
beforeEach(() => mockRouter.replace.mockReset());

const TOKEN = 'Zm9vYmFyLXNpbmdsZS11c2UtbG9naW4tdG9rZW4tMTIzNDU2';

/** Opens the landing at `url`, in Strict Mode (effects run twice, as in development). */
async function land(url: string, locale: Locale = 'en') {
  window.history.replaceState({ kept: true }, '', url);
  const historyLength = window.history.length;
  render(
    <StrictMode>
      <TestIntl locale={locale}>
        <SocialLanding />
      </TestIntl>
    </StrictMode>,
  );
  // The fragment is gone before the answer comes, and without a new history entry.
  expect(window.location.hash).toBe('');
  expect(window.location.pathname + window.location.search).toBe(url.split('#')[0]);
  expect(window.history.length).toBe(historyLength);
  expect(window.history.state).toEqual({ kept: true });
  await act(async () => {});
}

describe('the social login landing', () => {
  it('exchanges the fragment token once, drops the fragment, and goes to the account', async () => {
    answerWith({ status: 200, body: { user: sessionUser } });
    const changes = jest.fn();
    window.addEventListener(SESSION_CHANGE_EVENT, changes);
    await land(`/en/account/social#token=${TOKEN}`);
    expect(requests()).toEqual([
      {
        url: '/api/auth/social/exchange',
        method: 'POST',
        body: { token: TOKEN },
        contentType: 'application/json',
      },
    ]);
    expect(mockRouter.replace).toHaveBeenCalledWith('/account');
    expect(changes).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_CHANGE_EVENT, changes);
  });

  it('says it is signing in meanwhile', async () => {
    fetchMock.mockImplementationOnce(() => new Promise(() => {}));
    await land(`/en/account/social?x=1#token=${TOKEN}`);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in...');
  });

  it.each([
    ['en', { status: 401, body: { message: 'expired' } }, 'Login token expired. Please try again.'],
    ['en', { status: 500, body: {} }, 'Failed to log in. Please try again.'],
    ['en', { status: 200, body: {} }, 'Failed to log in. Please try again.'],
    ['en', 'offline', 'Failed to log in. Please try again.'],
    ['nl', { status: 401, body: {} }, 'Je inloglink is verlopen. Probeer het opnieuw.'],
    ['nl', { status: 403, body: {} }, 'Inloggen mislukt. Probeer het opnieuw.'],
  ] as const)('(%s) %j → %j, with a way back to sign in', async (locale, answer, text) => {
    answerWith(answer);
    await land(`/${locale}/account/social#token=${TOKEN}`, locale);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: /sign in|inloggen/i })).toHaveAttribute(
      'href',
      '/en/account/signin',
    );
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it.each([
    ['no fragment', '/en/account/social', 'Invalid login attempt. Please try again.'],
    ['an empty token', '/en/account/social#token=', 'Invalid login attempt. Please try again.'],
    ['another value', '/en/account/social#foo=bar', 'Invalid login attempt. Please try again.'],
    [
      'an error from the provider',
      '/en/account/social#error=access_denied',
      'Failed to log in. Please try again.',
    ],
  ])('%s: %s → %j, without a request', async (_, url, text) => {
    await land(url);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a missing value in Dutch', async () => {
    await land('/nl/account/social', 'nl');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ongeldige inlogpoging. Probeer het opnieuw.',
    );
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toBeInTheDocument();
  });
});
