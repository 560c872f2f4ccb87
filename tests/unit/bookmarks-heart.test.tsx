/**
 * The recipe page's heart (spec §4 Bookmark; issue 15): the cookie and both hearts change at once
 * with a toast; a signed-in user's favourite follows through the proxy, and a failure reverts it
 * with an error toast; a full cookie keeps what it has and invites signing in; a signed-in user's
 * heart also shows the favourites saved on the server. The API is faked at `fetch`.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RecipeActions } from '@/components/recipe/detail/recipe-actions';
import { Toaster } from '@/components/ui/toaster';
import type { Locale } from '@/core/locale';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import {
  clearCookies,
  cookieIds,
  installBroadcastChannel,
  installFakeApi,
  setCookieIds,
  settle,
  signIn,
} from './favourites-support';
import { idleAtNextTurn } from './idle-support';
import { TestIntl } from './intl';
import { actionIcons } from '@/components/recipe/detail/recipe-icons';

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => (
    <a href={`/en${href}`}>{children}</a>
  ),
  useRouter: () => ({ push: jest.fn(), back: jest.fn() }),
}));

installBroadcastChannel();
const api = installFakeApi();

const RECIPE = 42;
/** 453 six-digit ids and one 7-digit id: `bookmarks=…` is exactly 4096 bytes, full. */
const FULL = [...Array.from({ length: 453 }, (_, i) => 100_000 + i), 1_000_000];

// The page is idle at once: the favourites of a signed-in user load straight away.
beforeEach(idleAtNextTurn);
afterEach(async () => {
  clearCookies();
  // sonner replays the toasts still on screen to a new toaster: each test starts with none.
  const { toast } = await import('sonner');
  await act(async () => {
    toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

/** Renders the actions with the page's toaster, once sonner (loaded at the first press) listens. */
async function renderHeart(locale: Locale = 'en', bookmarks = true) {
  render(
    <TestIntl locale={locale}>
      <Toaster label="Notifications" closeLabel="Close" />
      <RecipeActions
        recipeId={RECIPE}
        title="Recipe 42"
        fallback="/recipes"
        bookmarks={bookmarks}
        icons={actionIcons()}
      />
    </TestIntl>,
  );
  // The user's finger comes down before the click: that loads sonner.
  fireEvent.pointerDown(document.body);
  await notifications();
  const m = locale === 'en' ? en : nl;
  return {
    hearts: () => screen.getAllByRole('button', { name: m.Recipe.bookmark.add, hidden: true }),
    click: () =>
      act(() => {
        fireEvent.click(screen.getAllByRole('button', { name: m.Recipe.bookmark.add })[0]!);
      }),
  };
}

const pressed = (hearts: HTMLElement[]) => hearts.map((h) => h.getAttribute('aria-pressed'));
const notifications = () => screen.findByRole('region', { name: /^Notifications/ });
const toastText = async (text: string) =>
  within(await notifications()).findByText(text, {}, { timeout: 3000 });
const alertText = async (text: string) =>
  expect((await toastText(text)).closest('[role="alert"]')).not.toBeNull();
const favouriteCalls = () =>
  api.calls.filter((c) => /\/favorite$/.test(c.path)).map((c) => `${c.method} ${c.path}`);

describe('a visitor', () => {
  it('saves and removes in the cookie at once, both hearts in step, with toasts; no API call', async () => {
    const { hearts, click } = await renderHeart();
    await settle();
    expect(pressed(hearts())).toEqual(['false', 'false']);

    click();
    expect(pressed(hearts())).toEqual(['true', 'true']);
    expect(cookieIds('bookmarks')).toEqual([RECIPE]);
    await toastText(en.Recipe.bookmark.saved);

    click();
    expect(pressed(hearts())).toEqual(['false', 'false']);
    expect(cookieIds('bookmarks')).toEqual([]);
    await toastText(en.Recipe.bookmark.removed);
    await settle();
    expect(api.calls).toEqual([]);
  });

  it('with a full cookie: nothing written, nothing lost, told to sign in (nl)', async () => {
    setCookieIds('bookmarks', FULL);
    const { hearts, click } = await renderHeart('nl');
    await settle();
    click();
    expect(pressed(hearts())).toEqual(['false', 'false']);
    expect(cookieIds('bookmarks')).toEqual(FULL);
    await alertText(nl.Recipe.bookmark.full);
    expect(nl.Recipe.bookmark.full).toMatch(/Log in/);
  });

  it('has no heart on a creator site, and asks nothing', async () => {
    signIn();
    await renderHeart('en', false);
    await settle();
    expect(screen.queryByRole('button', { name: en.Recipe.bookmark.add })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('a signed-in user', () => {
  beforeEach(signIn);

  it('saves: the favourite is made through the proxy; the cookie keeps only what the server lacks', async () => {
    const { hearts, click } = await renderHeart();
    await settle();
    click();
    expect(pressed(hearts())).toEqual(['true', 'true']);
    // At once, before the server answers.
    expect(cookieIds('bookmarks')).toEqual([RECIPE]);
    await toastText(en.Recipe.bookmark.saved);
    await settle();
    expect(favouriteCalls()).toEqual([`POST /api/v1/recipes/${RECIPE}/favorite`]);
    expect(api.favourites).toEqual([RECIPE]);
    expect(pressed(hearts())).toEqual(['true', 'true']);
    expect(cookieIds('bookmarks')).toEqual([]);
  });

  it('a failed save is reverted, with its error toast', async () => {
    api.failing.add(`POST ${RECIPE}`);
    const { hearts, click } = await renderHeart();
    await settle();
    click();
    expect(pressed(hearts())).toEqual(['true', 'true']);
    await alertText(en.Recipe.bookmark.errorAdd);
    expect(pressed(hearts())).toEqual(['false', 'false']);
    expect(cookieIds('bookmarks')).toEqual([]);
    expect(api.favourites).toEqual([]);
  });

  it('a failed removal is reverted, with its error toast', async () => {
    setCookieIds('bookmarks', [7, RECIPE]);
    const { hearts, click } = await renderHeart();
    await settle();
    expect(pressed(hearts())).toEqual(['true', 'true']);
    api.failing.add(`DELETE ${RECIPE}`);
    click();
    expect(pressed(hearts())).toEqual(['false', 'false']);
    expect(cookieIds('bookmarks')).toEqual([7]);
    await alertText(en.Recipe.bookmark.errorRemove);
    expect(pressed(hearts())).toEqual(['true', 'true']);
    expect(cookieIds('bookmarks')).toEqual([7, RECIPE]);
  });

  it('shows a favourite saved on the server (another device), and removes it there', async () => {
    api.favourites = [RECIPE, 3];
    const { hearts, click } = await renderHeart();
    await waitFor(() => expect(pressed(hearts())).toEqual(['true', 'true']));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/v1/recipes/favorites',
    ]);
    click();
    expect(pressed(hearts())).toEqual(['false', 'false']);
    await toastText(en.Recipe.bookmark.removed);
    await settle();
    expect(favouriteCalls()).toEqual([`DELETE /api/v1/recipes/${RECIPE}/favorite`]);
    expect(api.favourites).toEqual([3]);
    expect(pressed(hearts())).toEqual(['false', 'false']);
  });

  it('has no cap: with a full cookie the favourite is still made', async () => {
    setCookieIds('bookmarks', FULL);
    const { hearts, click } = await renderHeart();
    await settle();
    click();
    expect(pressed(hearts())).toEqual(['true', 'true']);
    await toastText(en.Recipe.bookmark.saved);
    await settle();
    expect(api.favourites).toEqual([RECIPE]);
    expect(cookieIds('bookmarks')).toEqual(FULL);
    expect(pressed(hearts())).toEqual(['true', 'true']);
  });
});
