import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AccountLoading } from '@/components/account/account-loading';
import { AccountScreen, type AccountUser } from '@/components/account/account-screen';
import { initialsOf } from '@/components/account/avatar';
import { toast } from '@/lib/client/toast';
import type { Locale } from '@/core/locale';
import { answerWith, installFetch, requests } from './account-support';
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
jest.mock('@/lib/client/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

installFetch();
beforeEach(() => {
  mockRouter.push.mockReset();
  mockRouter.back.mockReset();
});

const ANN: AccountUser = {
  name: 'Ann de Vries',
  username: 'ann-de-vries',
  image: null,
  role: 'user',
  creatorSlug: null,
};
const CREATOR: AccountUser = {
  name: 'Pasta Papa',
  username: 'pastapapa',
  image: 'https://cdn.example/papa.jpg',
  role: 'creator',
  creatorSlug: 'pastapapa',
};

function renderAccount(
  user: AccountUser,
  {
    locale = 'en',
    showCreatorSwitch = false,
  }: { locale?: Locale; showCreatorSwitch?: boolean } = {},
) {
  render(
    <TestIntl locale={locale}>
      <AccountScreen user={user} showCreatorSwitch={showCreatorSwitch} />
    </TestIntl>,
  );
}

describe('the account page', () => {
  it('shows the profile card with the initials avatar, name and @username', () => {
    renderAccount(ANN);
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Profile' });
    const avatar = within(card).getByRole('img', { name: "Ann de Vries's profile picture" });
    expect(avatar).toHaveTextContent('AV');
    expect(card).toHaveTextContent('Ann de Vries');
    expect(card).toHaveTextContent('@ann-de-vries');
  });

  it('links favourites, orders, the entries and the legal pages', () => {
    renderAccount(ANN);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Favourites')).toBe('/en/favourites');
    expect(href('Orders')).toBe('/en/orders');
    expect(href('Settings')).toBe('/en/account/settings');
    expect(href('Household')).toBe('/en/account/settings');
    expect(href('Terms and Conditions')).toBe('/en/legal/terms-of-use');
    expect(href('Privacy Policy')).toBe('/en/legal/privacy-policy');
    expect(href('Cookie Policy')).toBe('/en/legal/cookie-policy');
    const entries = screen.getByRole('navigation', { name: 'Account options' });
    expect(within(entries).getByText('My Supermarket').parentElement).toHaveTextContent(
      'Not chosen yet',
    );
    expect(screen.queryByRole('link', { name: 'Manage Food Creator Profile' })).toBeNull();
    // Production: no dev-only switch.
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it("shows a creator 'Manage Food Creator Profile', to the creator studio, and their picture", () => {
    renderAccount(CREATOR);
    expect(screen.getByRole('link', { name: 'Manage Food Creator Profile' })).toHaveAttribute(
      'href',
      '/en/account/creator',
    );
    expect(screen.getByRole('img', { name: "Pasta Papa's profile picture" })).toHaveAttribute(
      'src',
      'https://cdn.example/papa.jpg',
    );
  });

  it('in development, the creator-mode switch (dev only) previews the creator entry', () => {
    renderAccount(ANN, { showCreatorSwitch: true });
    const toggle = screen.getByRole('switch', { name: 'Creator mode dev only' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('link', { name: 'Manage Food Creator Profile' })).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.queryByRole('link', { name: 'Manage Food Creator Profile' })).toBeNull();
  });

  it('is in Dutch', () => {
    renderAccount(CREATOR, { locale: 'nl', showCreatorSwitch: true });
    expect(screen.getByRole('switch', { name: 'Creatormodus alleen dev' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    for (const name of [
      'Favorieten',
      'Bestellingen',
      'Instellingen',
      'Huishouden',
      'Algemene voorwaarden',
      'Privacybeleid',
      'Cookiebeleid',
      'Beheer je foodcreatorprofiel',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Nog niet gekozen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
  });

  it('goes back in the site, or home when the visit started here', () => {
    renderAccount(ANN);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/');
    expect(mockRouter.back).not.toHaveBeenCalled();
  });

  it('logs out: the server call, then home and a toast', async () => {
    answerWith({ status: 200, body: { ok: true } });
    renderAccount(ANN);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    expect(requests().map((r) => [r.method, r.url])).toEqual([['POST', '/api/auth/logout']]);
    expect(toast.success).toHaveBeenCalledWith('You have been logged out');
    expect(mockRouter.push).toHaveBeenCalledWith('/');
  });
});

describe('loading and avatars', () => {
  it.each([
    ['en', 'Loading account information...'],
    ['nl', 'Accountgegevens laden...'],
  ] as const)('(%s) says %j while the session is validated', (locale, text) => {
    render(
      <TestIntl locale={locale}>
        <AccountLoading />
      </TestIntl>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it.each([
    ['Ann de Vries', '', 'AV'],
    ['ann', '', 'A'],
    ['  ', 'zoë', 'Z'],
    ['', '', '?'],
    ['Émile Zola', '', 'ÉZ'],
  ])('initials of %j (username %j): %j', (name, username, initials) => {
    expect(initialsOf(name, username)).toBe(initials);
  });
});
