/** @jest-environment node */
import { redirect } from 'next/navigation';
import type { ReactElement } from 'react';
import { SavedRecipesScreen } from '@/components/favourites/saved-recipes-screen';
import { upstreamFetch } from '@/lib/api/transport';
import FavouritesPage, {
  dynamic as favouritesDynamic,
} from '@/app/[locale]/(main)/favourites/page';
import OrdersPage, { dynamic as ordersDynamic } from '@/app/[locale]/(main)/orders/page';
import { jar, Redirected, SESSION_USER } from './session-support';

/**
 * Spec §2: favourites and orders are login-guarded like the account page (issue 14's guard):
 * a visitor goes to sign in, a session with only its refresh token goes through the refresh and
 * back to the page, a signed-in user gets the screen. Next's request cookies and redirect are
 * stand-ins; the API's validation is answered at the transport.
 */
jest.mock('@/lib/api/transport', () => ({ upstreamFetch: jest.fn() }));
// next-intl's request locale needs React's server build; the path's locale is what matters here.
jest.mock('@/lib/i18n/page', () => ({
  pageLocale: async (params: Promise<{ locale: string }>) => (await params).locale,
}));
jest.mock('next/headers', () => ({ cookies: jest.fn() }));
jest.mock('next/navigation', () => ({
  redirect: jest.fn((url: string) => {
    throw new Redirected(url);
  }),
  notFound: jest.fn(() => {
    throw new Redirected('not-found');
  }),
}));

const VALID = 'eyJhbGciOiJIUzI1NiJ9.valid.c2ln';

beforeEach(() => {
  jest.mocked(upstreamFetch).mockImplementation(async (_path, init = {}) =>
    init.headers?.get('authorization') === `Bearer ${VALID}`
      ? new Response(JSON.stringify({ user: SESSION_USER }), {
          headers: { 'Content-Type': 'application/json' },
        })
      : new Response(JSON.stringify({ message: 'no', code: 'unauthorized', status: 401 }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
  );
});

const PAGES = [
  ['favourites', FavouritesPage],
  ['orders', OrdersPage],
] as const;

const open = async (
  Page: (props: { params: Promise<{ locale: string }> }) => Promise<ReactElement>,
  locale: string,
) => {
  try {
    return { element: await Page({ params: Promise.resolve({ locale }) }) };
  } catch (err) {
    if (err instanceof Redirected) return { redirected: err.url };
    throw err;
  }
};

it('are rendered per request, never cached', () => {
  expect(favouritesDynamic).toBe('force-dynamic');
  expect(ordersDynamic).toBe('force-dynamic');
});

describe.each(PAGES)('/{locale}/%s', (kind, Page) => {
  it('sends a visitor to sign in', async () => {
    jar({});
    expect(await open(Page, 'nl')).toEqual({ redirected: '/nl/account/signin' });
    expect(jest.mocked(redirect)).toHaveBeenLastCalledWith('/nl/account/signin');
  });

  it('renews a session with only its refresh token, then comes back here', async () => {
    jar({ zesty_rt: 'r'.repeat(43) });
    expect(await open(Page, 'en')).toEqual({
      redirected: `/api/auth/refresh?next=${encodeURIComponent(`/en/${kind}`)}`,
    });
  });

  it('shows a signed-in user the screen of its kind, in the page locale', async () => {
    jar({ zesty_at: VALID });
    const { element } = await open(Page, 'en');
    expect(element?.type).toBe(SavedRecipesScreen);
    expect(element?.props).toEqual({ kind, locale: 'en' });
  });
});
