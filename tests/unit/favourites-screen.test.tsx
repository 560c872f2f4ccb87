/**
 * The favourites and orders screens (spec §2, §8; issue 15): loading, then the union of the
 * cookie's recipes and the signed-in user's on the server, newest first and each once, as cards
 * linking to the recipe; the empty state with its button to /recipes, also when loading failed;
 * a refresh on every bookmark-change or order-change, here or in another tab. The API is faked
 * at `fetch`.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { SavedRecipesScreen } from '@/components/favourites/saved-recipes-screen';
import { Toaster } from '@/components/ui/toaster';
import type { SavedKind } from '@/components/favourites/kinds';
import { setBookmarked } from '@/lib/client/bookmarks';
import { BOOKMARK_CHANGE_EVENT, ORDER_CHANGE_EVENT } from '@/lib/client/change-events';
import { notifyOrderChange } from '@/lib/client/orders';
import type { Locale } from '@/core/locale';
import {
  FakeBroadcastChannel,
  clearCookies,
  installBroadcastChannel,
  installFakeApi,
  setCookieIds,
  settle,
} from './favourites-support';
import { TestIntl } from './intl';

// Links as written (next-intl adds the page's locale in the app).
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

installBroadcastChannel();
const api = installFakeApi();
afterEach(clearCookies);

function renderScreen(kind: SavedKind, locale: Locale = 'en') {
  return render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <TestIntl locale={locale}>
        <Toaster label="Notifications" closeLabel="Close" />
        <SavedRecipesScreen kind={kind} locale={locale} />
      </TestIntl>
    </SWRConfig>,
  );
}

/** The page's toasts (sonner loads at the user's first press). */
const toastText = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(
    text,
    {},
    { timeout: 3000 },
  );
/** A press, and what it sets off (the call, its answer) run to the end. */
const press = (button: HTMLElement) =>
  act(async () => {
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
afterEach(async () => {
  // sonner replays the toasts still on screen to a new toaster: each test starts with none.
  const { toast } = await import('sonner');
  await act(async () => {
    toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

/** The cards shown, in order: each recipe's name and where it links. */
const cards = () =>
  (screen.queryAllByRole('link').filter((a) => a.closest('article')) as HTMLAnchorElement[]).map(
    (a) => `${a.textContent} ${a.getAttribute('href')}`,
  );
const names = () => cards().map((c) => c.split(' /')[0]);
const gets = () =>
  api.calls
    .filter((c) => c.method === 'GET')
    .map((c) => {
      const ids = c.query.get('ids');
      return ids ? `${c.path}?ids=${ids}` : c.path;
    });

const fromAnotherTab = async (type: string) => {
  const tab = new FakeBroadcastChannel('zesty');
  tab.postMessage({ type });
  tab.close();
  await settle();
};

describe('favourites', () => {
  it("shows 'Loading favourites...', then the cookie's and the server's recipes, newest first, once each", async () => {
    setCookieIds('bookmarks', [5, 9]);
    api.favourites = [7, 5];
    api.hold();
    renderScreen('favourites');
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading favourites...');
    await settle();
    act(() => api.release());
    await waitFor(() => expect(names()).toEqual(['Recipe 9', 'Recipe 5', 'Recipe 7']));
    expect(cards()[0]).toBe('Recipe 9 /recipes/recipe-9');
    expect(screen.getByRole('status')).toHaveTextContent('3 saved recipes');
    expect(screen.getByRole('list', { name: 'Favourites' })).toBeInTheDocument();
    expect(gets().sort()).toEqual([
      '/api/v1/recipes/?ids=9,5',
      '/api/v1/recipes/favorites',
      '/api/v1/recipes/favorites/unavailable',
    ]);
    const favourites = api.calls.find((c) => c.path === '/api/v1/recipes/favorites')!;
    expect(favourites.query.get('perPage')).toBe('50');
    expect(favourites.query.get('locale')).toBe('en');
  });

  it('asks for many bookmarks a page (50) at a time', async () => {
    const many = Array.from({ length: 60 }, (_, i) => i + 1);
    setCookieIds('bookmarks', many);
    renderScreen('favourites');
    await waitFor(() => expect(names()).toHaveLength(60));
    const picks = api.calls.filter((c) => c.path === '/api/v1/recipes/');
    expect(picks.map((c) => c.query.get('ids')!.split(',').length)).toEqual([50, 10]);
    expect(names()[0]).toBe('Recipe 60');
    expect(names()[59]).toBe('Recipe 1');
  });

  it('empty: says so, with a button to the recipe list (nl)', async () => {
    renderScreen('favourites', 'nl');
    expect(await screen.findByRole('heading', { name: 'Nog geen favorieten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk recepten' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Geen bewaarde recepten');
    // Only the server was asked: the cookie holds nothing.
    expect(gets().sort()).toEqual([
      '/api/v1/recipes/favorites',
      '/api/v1/recipes/favorites/unavailable',
    ]);
    // Nothing taken offline: no such section.
    expect(screen.queryByRole('heading', { name: 'Niet meer beschikbaar' })).toBeNull();
  });

  it('a load failure empties the list (spec §8): the empty state, no error', async () => {
    setCookieIds('bookmarks', [5]);
    api.favourites = [7];
    api.failing.add('GET /api/v1/recipes/favorites');
    renderScreen('favourites');
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(cards()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('lists favourites taken offline as no longer available, each removable (en, nl)', async () => {
    api.favourites = [7];
    api.unavailable = [
      { id: 12, name: 'Red lentil dahl' },
      { id: 13, name: 'Shakshuka' },
    ];
    renderScreen('favourites');
    await waitFor(() => expect(names()).toEqual(['Recipe 7']));
    const section = await screen.findByRole('region', { name: 'No longer available' });
    expect(section).toHaveTextContent('Their creators have taken these recipes offline.');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Red lentil dahlRemove', 'ShakshukaRemove']);
    // Not counted, and no card: the grid has public recipes only.
    expect(screen.getByRole('status')).toHaveTextContent('1 saved recipe');

    await press(
      within(section).getByRole('button', { name: 'Remove Red lentil dahl from your favourites' }),
    );
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['ShakshukaRemove']),
    );
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/recipes/12/favorite'),
    ).toBe(true);
    expect(section).toHaveTextContent('Its creator has taken this recipe offline.');
    await press(
      within(section).getByRole('button', { name: 'Remove Shakshuka from your favourites' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'No longer available' })).toBeNull(),
    );
  });

  it("a failed removal keeps the recipe listed, with the spec's error toast", async () => {
    api.unavailable = [{ id: 12, name: 'Dahl van rode linzen' }];
    api.failing.add('DELETE 12');
    renderScreen('favourites', 'nl');
    const section = await screen.findByRole('region', { name: 'Niet meer beschikbaar' });
    await press(
      within(section).getByRole('button', {
        name: 'Dahl van rode linzen uit je favorieten verwijderen',
      }),
    );
    await toastText('Fout bij het verwijderen van het recept uit je favorieten');
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByRole('button', { name: /verwijderen$/ })).toBeEnabled();
  });

  it('refreshes on a bookmark-change, here and from another tab', async () => {
    setCookieIds('bookmarks', [5]);
    renderScreen('favourites');
    await waitFor(() => expect(names()).toEqual(['Recipe 5']));

    act(() => void setBookmarked(6, true));
    await waitFor(() => expect(names()).toEqual(['Recipe 6', 'Recipe 5']));

    // Another tab (signed in) saved 8 on the server only.
    api.favourites = [8];
    await fromAnotherTab(BOOKMARK_CHANGE_EVENT);
    await waitFor(() => expect(names()).toEqual(['Recipe 6', 'Recipe 5', 'Recipe 8']));
    expect(screen.getByRole('status')).toHaveTextContent('3 saved recipes');
  });
});

describe('orders', () => {
  it("shows the orders cookie's and the server's ordered recipes, refreshed on order-change", async () => {
    setCookieIds('orders', [3]);
    setCookieIds('bookmarks', [11]);
    api.orders = [4];
    renderScreen('orders');
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    await waitFor(() => expect(names()).toEqual(['Recipe 3', 'Recipe 4']));
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 ordered recipes');
    expect(gets().sort()).toEqual(['/api/v1/orders', '/api/v1/recipes/?ids=3']);

    // An order recorded in another tab (on the server; the cookie is the same).
    api.orders = [12, 4];
    await fromAnotherTab(ORDER_CHANGE_EVENT);
    await waitFor(() => expect(names()).toEqual(['Recipe 3', 'Recipe 12', 'Recipe 4']));
    // An order recorded on the server from this tab: the host says so once it is recorded.
    api.orders = [13, 12, 4];
    act(() => notifyOrderChange());
    await waitFor(() =>
      expect(names()).toEqual(['Recipe 3', 'Recipe 13', 'Recipe 12', 'Recipe 4']),
    );
    // A bookmark change is no order change.
    const asked = api.calls.length;
    await fromAnotherTab(BOOKMARK_CHANGE_EVENT);
    expect(api.calls).toHaveLength(asked);
  });

  it('empty orders offer the recipe list', async () => {
    renderScreen('orders');
    const empty = await screen.findByRole('heading', { name: 'No orders yet' });
    expect(
      within(empty.parentElement!).getByRole('link', { name: 'Browse recipes' }),
    ).toHaveAttribute('href', '/recipes');
  });
});
