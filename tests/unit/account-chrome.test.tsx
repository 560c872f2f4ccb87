import { act, fireEvent, render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MainHeader } from '@/components/chrome/main-header';
import { MobileMenu } from '@/components/chrome/mobile-menu';
import { parseUserCookie } from '@/lib/auth/user-cookie';
import { notifySessionChange, readSessionUser, USER_COOKIE } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import type { Locale } from '@/core/locale';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import { answerWith, fetchMock, installFetch, requests, response } from './account-support';
import { installModalDialogs } from './dialog-support';
import { TestIntl } from './intl';

const mockRouter = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={`/en${href === '/' ? '' : href}`} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/recipes',
  useRouter: () => mockRouter,
}));
jest.mock('@/lib/client/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

installModalDialogs();

installFetch();
beforeEach(() => {
  Cookies.remove(USER_COOKIE, { path: '/' });
  mockRouter.push.mockReset();
  jest.mocked(toast.success).mockReset();
  jest.mocked(toast.error).mockReset();
});

/** As the server sets it: JSON, percent-encoded by Next's cookie writer. */
const setUserCookie = (value: unknown) => {
  document.cookie = `${USER_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; path=/`;
};

const renderHeader = async (locale: Locale = 'en') => {
  render(
    <TestIntl locale={locale}>
      <MainHeader />
    </TestIntl>,
  );
  // The menu's and language switch's code load on their own.
  await act(async () => {});
};

describe('the user cookie', () => {
  it('is read as a user when it has the shape, and ignored otherwise', () => {
    expect(parseUserCookie('{"name":"Ann","username":"ann","image":null}')).toEqual({
      name: 'Ann',
      username: 'ann',
      image: null,
    });
    expect(parseUserCookie(undefined)).toBeNull();
    expect(parseUserCookie('not json')).toBeNull();
    expect(parseUserCookie('{"name":"Ann"}')).toBeNull();
    expect(parseUserCookie('{"name":1,"username":"ann","image":null}')).toBeNull();
    expect(parseUserCookie('[]')).toBeNull();
    // A picture that is no web address is dropped, not the user.
    expect(
      parseUserCookie('{"name":"Ann","username":"ann","image":"javascript:alert(1)"}'),
    ).toEqual({ name: 'Ann', username: 'ann', image: null });
    expect(
      parseUserCookie('{"name":"Ann","username":"ann","image":"https://cdn.example/a.jpg"}')?.image,
    ).toBe('https://cdn.example/a.jpg');
  });

  it('gives the same object while the cookie is unchanged', () => {
    setUserCookie({ name: 'Ann', username: 'ann', image: null });
    expect(readSessionUser()).toBe(readSessionUser());
  });
});

describe('the header', () => {
  it("shows 'Sign In' without a user cookie", async () => {
    await renderHeader();
    expect(screen.getByRole('link', { name: en.Chrome.nav.signIn })).toHaveAttribute(
      'href',
      '/en/account/signin',
    );
    expect(screen.queryByRole('link', { name: en.Chrome.openAccount })).not.toBeInTheDocument();
  });

  it("shows 'Sign In' for a cookie it cannot read", async () => {
    document.cookie = `${USER_COOKIE}=%7Bbroken; path=/`;
    await renderHeader();
    expect(screen.getByRole('link', { name: en.Chrome.nav.signIn })).toBeInTheDocument();
  });

  it('shows the initials avatar, linking to the account, from the cookie', async () => {
    setUserCookie({ name: 'Ann de Vries', username: 'ann-de-vries', image: null });
    await renderHeader();
    // The phone's header and the desktop's (issue 26), one of them shown by the screen's width.
    const links = screen.getAllByRole('link', { name: en.Chrome.openAccount });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/en/account');
      expect(link).toHaveTextContent('AV');
    }
    expect(screen.queryByRole('link', { name: en.Chrome.nav.signIn })).not.toBeInTheDocument();
    // Signed in, the desktop header has Favourites and the avatar in place of Join.
    const desktop = screen.getByRole('navigation', { name: en.Chrome.mainNavigation });
    expect(within(desktop).getByRole('link', { name: en.Chrome.nav.favourites })).toHaveAttribute(
      'href',
      '/en/favourites',
    );
    expect(within(desktop).getByRole('link', { name: en.Chrome.openAccount })).toBeInTheDocument();
    expect(within(desktop).queryByRole('link', { name: en.Chrome.desktop.join })).toBeNull();
  });

  it('shows the picture when there is one, and the initials if it fails', async () => {
    setUserCookie({ name: 'Ann', username: 'ann', image: 'https://cdn.example/ann.jpg' });
    await renderHeader('nl');
    for (const link of screen.getAllByRole('link', { name: nl.Chrome.openAccount })) {
      const img = link.querySelector('img')!;
      expect(img).toHaveAttribute('src', 'https://cdn.example/ann.jpg');
      // The picture names the link (no aria-label over the initials: WCAG 2.5.3).
      expect(img).toHaveAttribute('alt', nl.Chrome.openAccount);
      expect(link).not.toHaveAttribute('aria-label');
      fireEvent.error(img);
      expect(link.querySelector('img')).toBeNull();
      expect(link).toHaveTextContent('A');
      expect(link).toHaveAccessibleName(nl.Chrome.openAccount);
    }
  });

  it('renders signed out on the server whatever the cookie says (public pages stay shared)', () => {
    setUserCookie({ name: 'Ann', username: 'ann', image: null });
    const html = renderToString(
      <TestIntl>
        <MainHeader />
      </TestIntl>,
    );
    expect(html).toContain(en.Chrome.nav.signIn);
    expect(html).not.toContain(en.Chrome.openAccount);
  });

  it('follows a login and a logout without a reload', async () => {
    await renderHeader();
    expect(screen.getByRole('link', { name: en.Chrome.nav.signIn })).toBeInTheDocument();
    setUserCookie({ name: 'Ann', username: 'ann', image: null });
    act(() => notifySessionChange());
    expect(screen.getAllByRole('link', { name: en.Chrome.openAccount })).toHaveLength(2);
    Cookies.remove(USER_COOKIE, { path: '/' });
    act(() => notifySessionChange());
    expect(screen.getByRole('link', { name: en.Chrome.nav.signIn })).toBeInTheDocument();
  });
});

describe('the menu', () => {
  const openMenu = (locale: Locale = 'en') => {
    const texts = locale === 'en' ? en : nl;
    fireEvent.click(screen.getByRole('button', { name: texts.Chrome.openMenu }));
    return screen.getByRole('dialog', { name: texts.Chrome.menu });
  };

  it('offers Logout to a signed-in user, instead of Sign Up', () => {
    render(
      <TestIntl>
        <MobileMenu signedIn />
      </TestIntl>,
    );
    openMenu();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('offers Sign Up (Registreren) to a visitor', () => {
    render(
      <TestIntl locale="nl">
        <MobileMenu />
      </TestIntl>,
    );
    openMenu('nl');
    expect(screen.getByRole('link', { name: 'Registreren' })).toHaveAttribute(
      'href',
      '/en/account/signup',
    );
    expect(screen.queryByRole('button', { name: 'Uitloggen' })).not.toBeInTheDocument();
  });

  it('logs out: the server call, the home page, a toast, and the header follows', async () => {
    setUserCookie({ name: 'Ann', username: 'ann', image: null });
    // The server's answer clears the cookie.
    fetchAndClear();
    await renderHeader();
    openMenu();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    expect(requests()).toEqual([
      { url: '/api/auth/logout', method: 'POST', body: {}, contentType: 'application/json' },
    ]);
    expect(toast.success).toHaveBeenCalledWith('You have been logged out');
    expect(mockRouter.push).toHaveBeenCalledWith('/');
    expect(screen.getByRole('link', { name: en.Chrome.nav.signIn })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.Chrome.openMenu })).toHaveFocus();
  });

  it('says so when the server cannot be reached, and stays signed in', async () => {
    setUserCookie({ name: 'Ann', username: 'ann', image: null });
    answerWith('offline');
    await renderHeader();
    openMenu();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    expect(toast.error).toHaveBeenCalledWith('Something went wrong. Please try again.');
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: en.Chrome.openAccount })).toHaveLength(2);
  });
});

/** The logout answer, which (like the real handler) expires the user cookie. */
function fetchAndClear() {
  fetchMock.mockImplementationOnce(() => {
    Cookies.remove(USER_COOKIE, { path: '/' });
    return Promise.resolve(response({ status: 200, body: { ok: true } }));
  });
}
