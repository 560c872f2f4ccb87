/**
 * The week menu in the browser (issue 28): 'Add to week menu' on a card and on a recipe page
 * (the `menu` cookie, at once, in every button, with a toast; a full menu changes nothing), a
 * signed-in user's changes sent whole to the account one after the other, and the account's menu
 * and this browser's copy brought together at sign-in, on the menu page and at sign-out. The API
 * is faked at `fetch`.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MenuButton } from '@/components/menu/menu-button';
import { Toaster } from '@/components/ui/toaster';
import { OWNER_KEY, menuSyncNeeded, setInMenu } from '@/lib/client/menu';
import { syncMenu } from '@/lib/client/menu-sync';
import type { Locale } from '@/core/locale';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import { installBroadcastChannel, settle, signIn } from './favourites-support';
import { TestIntl } from './intl';
import {
  clearMenu,
  entriesOf,
  installMenuApi,
  menuCalls,
  menuCookie,
  menuPuts,
  setMenuCookie,
  userCookie,
  type Days,
} from './week-menu-support';

installBroadcastChannel();
const api = installMenuApi();

const RECIPE = 42;
const owner = () => window.localStorage.getItem(OWNER_KEY);

afterEach(async () => {
  clearMenu();
  // sonner replays the toasts still on screen to a new toaster: each test starts with none.
  const { toast } = await import('sonner');
  await act(async () => {
    toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

const notifications = () => screen.findByRole('region', { name: /^Notifications/ });
const toastText = async (text: string) =>
  within(await notifications()).findByText(text, {}, { timeout: 3000 });
const alertText = async (text: string) =>
  expect((await toastText(text)).closest('[role="alert"]')).not.toBeNull();

/** Cards (or a recipe page) with their buttons, and the page's toaster listening. */
async function renderButtons(
  buttons: { recipeId: number; name: string; variant: 'card' | 'page' }[],
  { locale = 'en', servings }: { locale?: Locale; servings?: string } = {},
) {
  render(
    <TestIntl locale={locale}>
      <Toaster label="Notifications" closeLabel="Close" />
      {servings === undefined ? null : <div data-zesty-ingredients="" data-servings={servings} />}
      {buttons.map((b, i) => (
        <MenuButton key={i} {...b} />
      ))}
    </TestIntl>,
  );
  // The user's finger comes down before the click: that loads sonner.
  fireEvent.pointerDown(document.body);
  await notifications();
}

const click = (button: HTMLElement) =>
  act(() => {
    fireEvent.click(button);
  });
const planned = () =>
  Array.from(document.querySelectorAll('[data-menu-button]')).map((b) =>
    b.getAttribute('data-planned'),
  );

describe('a visitor', () => {
  it('needs no sync, with a menu or without', () => {
    expect(menuSyncNeeded()).toBe(false);
    setMenuCookie([[5, 2]]);
    expect(menuSyncNeeded()).toBe(false);
  });

  it("adds a card's recipe at 4 servings with a toast, and takes it out again", async () => {
    await renderButtons([{ recipeId: RECIPE, name: 'Pasta pesto', variant: 'card' }]);
    const add = screen.getByRole('button', { name: 'Add Pasta pesto to your week menu' });
    expect(add).toHaveAttribute('data-planned', 'false');

    await click(add);
    expect(menuCookie()).toEqual([[RECIPE, 4]]);
    const remove = screen.getByRole('button', { name: 'Remove Pasta pesto from your week menu' });
    expect(remove).toHaveAttribute('data-planned', 'true');
    await toastText('Pasta pesto added to your week menu');

    await click(remove);
    expect(menuCookie()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Add Pasta pesto to your week menu' })).toBeVisible();
    await toastText('Pasta pesto removed from your week menu');
    await settle();
    expect(api.calls).toEqual([]);
  });

  it('adds after the days already planned', async () => {
    setMenuCookie([
      [3, 2],
      [5, 6],
    ]);
    await renderButtons([{ recipeId: RECIPE, name: 'Pasta pesto', variant: 'card' }]);
    await click(screen.getByRole('button', { name: 'Add Pasta pesto to your week menu' }));
    expect(menuCookie()).toEqual([
      [3, 2],
      [5, 6],
      [RECIPE, 4],
    ]);
  });

  it('on a recipe page adds at the servings the ingredients show (nl)', async () => {
    await renderButtons([{ recipeId: RECIPE, name: 'Pasta pesto', variant: 'page' }], {
      locale: 'nl',
      servings: '6',
    });
    const button = screen.getByRole('button', { name: nl.MenuButton.add });
    await click(button);
    expect(menuCookie()).toEqual([[RECIPE, 6]]);
    expect(button).toHaveTextContent(nl.MenuButton.remove);
    await toastText('Pasta pesto staat op je weekmenu');
  });

  it('a page showing more servings than a menu takes adds at the most (50)', async () => {
    await renderButtons([{ recipeId: RECIPE, name: 'Pasta pesto', variant: 'page' }], {
      servings: '80',
    });
    await click(screen.getByRole('button', { name: 'Add to week menu' }));
    expect(menuCookie()).toEqual([[RECIPE, 50]]);
  });

  it('a full menu (21 days) says so and changes nothing', async () => {
    const full: Days = Array.from({ length: 21 }, (_, i) => [i + 1, 2]);
    setMenuCookie(full);
    await renderButtons([{ recipeId: RECIPE, name: 'Pasta pesto', variant: 'card' }]);
    await click(screen.getByRole('button', { name: 'Add Pasta pesto to your week menu' }));
    await alertText('Your week menu is full: it holds 21 days. Remove a day to add this recipe.');
    expect(menuCookie()).toEqual(full);
    expect(planned()).toEqual(['false']);
    expect(screen.queryByText('Pasta pesto added to your week menu')).toBeNull();
  });

  it('a change in one island shows in the others at once', async () => {
    await renderButtons([
      { recipeId: RECIPE, name: 'Pasta pesto', variant: 'card' },
      { recipeId: RECIPE, name: 'Pasta pesto', variant: 'page' },
      { recipeId: 7, name: 'Soup', variant: 'card' },
    ]);
    expect(planned()).toEqual(['false', 'false', 'false']);
    await click(screen.getByRole('button', { name: 'Add Pasta pesto to your week menu' }));
    expect(planned()).toEqual(['true', 'true', 'false']);
    expect(screen.getByRole('button', { name: 'Remove from week menu' })).toBeVisible();

    await click(screen.getByRole('button', { name: 'Remove from week menu' }));
    expect(planned()).toEqual(['false', 'false', 'false']);
    // A change from elsewhere (the menu page, another island's code) shows too.
    act(() => void setInMenu(7, true, 3));
    expect(planned()).toEqual(['false', 'false', 'true']);
    expect(menuCookie()).toEqual([[7, 3]]);
  });
});

it('a change made before the sign-in’s joining ran joins the account’s menu, never replaces it', async () => {
  signIn();
  api.menu = entriesOf([
    [7, 3],
    [1, 4],
  ]);
  setMenuCookie([[5, 2]]);
  await renderButtons([{ recipeId: RECIPE, name: 'Pasta pesto', variant: 'card' }]);
  await click(screen.getByRole('button', { name: 'Add Pasta pesto to your week menu' }));
  await settle();
  expect(api.menu).toEqual(
    entriesOf([
      [7, 3],
      [1, 4],
      [5, 2],
      [RECIPE, 4],
    ]),
  );
  expect(menuCookie()).toEqual([
    [7, 3],
    [1, 4],
    [5, 2],
    [RECIPE, 4],
  ]);
  expect(owner()).toBe(userCookie());
});

describe('a signed-in user', () => {
  // The cookie is already this account's copy (the sign-in's joining ran).
  beforeEach(() => {
    signIn();
    window.localStorage.setItem(OWNER_KEY, userCookie()!);
  });

  it('sends the whole menu, in order, with each change', async () => {
    setMenuCookie([
      [3, 2],
      [5, 6],
    ]);
    await renderButtons([{ recipeId: RECIPE, name: 'Pasta pesto', variant: 'card' }]);
    await click(screen.getByRole('button', { name: 'Add Pasta pesto to your week menu' }));
    // The cookie at once, before the account answers.
    expect(menuCookie()).toEqual([
      [3, 2],
      [5, 6],
      [RECIPE, 4],
    ]);
    await settle();
    expect(menuPuts(api)).toEqual([
      [
        [3, 2],
        [5, 6],
        [RECIPE, 4],
      ],
    ]);
    expect(api.menu).toEqual(
      entriesOf([
        [3, 2],
        [5, 6],
        [RECIPE, 4],
      ]),
    );
    // The cookie is now this account's copy.
    expect(owner()).toBe(userCookie());
    expect(menuSyncNeeded()).toBe(false);

    await click(screen.getByRole('button', { name: 'Remove Pasta pesto from your week menu' }));
    await settle();
    expect(menuPuts(api)[1]).toEqual([
      [3, 2],
      [5, 6],
    ]);
    expect(menuCalls(api)).toEqual(['PUT /api/v1/menu', 'PUT /api/v1/menu']);
  });

  it('sends two quick changes one after the other: the last one is kept', async () => {
    await renderButtons([
      { recipeId: RECIPE, name: 'Pasta pesto', variant: 'card' },
      { recipeId: 7, name: 'Soup', variant: 'card' },
    ]);
    api.hold();
    await click(screen.getByRole('button', { name: 'Add Pasta pesto to your week menu' }));
    await click(screen.getByRole('button', { name: 'Add Soup to your week menu' }));
    await settle();
    // The second waits for the first's answer.
    expect(menuPuts(api)).toEqual([[[RECIPE, 4]]]);
    expect(api.waiting()).toBe(1);
    act(() => api.release());
    await settle();
    expect(menuPuts(api)).toEqual([
      [[RECIPE, 4]],
      [
        [RECIPE, 4],
        [7, 4],
      ],
    ]);
    expect(api.menu).toEqual(
      entriesOf([
        [RECIPE, 4],
        [7, 4],
      ]),
    );
    expect(menuCookie()).toEqual([
      [RECIPE, 4],
      [7, 4],
    ]);
  });

  it('keeps what the account answers when it left a recipe out (no longer public)', async () => {
    setMenuCookie([[3, 2]]);
    api.hidden.add(3);
    await renderButtons([{ recipeId: RECIPE, name: 'Pasta pesto', variant: 'card' }]);
    await click(screen.getByRole('button', { name: 'Add Pasta pesto to your week menu' }));
    await settle();
    expect(menuPuts(api)).toEqual([
      [
        [3, 2],
        [RECIPE, 4],
      ],
    ]);
    expect(menuCookie()).toEqual([[RECIPE, 4]]);
  });

  it('a failed save says so and keeps the change here', async () => {
    api.failing.add('PUT /api/v1/menu');
    await renderButtons([{ recipeId: RECIPE, name: 'Pasta pesto', variant: 'card' }]);
    await click(screen.getByRole('button', { name: 'Add Pasta pesto to your week menu' }));
    await alertText(en.MenuButton.notSaved);
    expect(en.MenuButton.notSaved).toMatch(/could not be saved/);
    expect(menuCookie()).toEqual([[RECIPE, 4]]);
    expect(planned()).toEqual(['true']);
    expect(api.menu).toEqual([]);
    // Still this account's copy: the next change sends it whole again.
    expect(owner()).toBe(userCookie());
  });
});

describe('syncMenu', () => {
  it("at sign-in puts the account's days first, then the visitor's new ones, in one PUT", async () => {
    setMenuCookie([
      [5, 2],
      [7, 6],
    ]);
    api.menu = entriesOf([
      [7, 3],
      [1, 4],
    ]);
    signIn();
    expect(menuSyncNeeded()).toBe(true);
    await act(() => syncMenu());
    expect(menuCalls(api)).toEqual(['GET /api/v1/menu', 'PUT /api/v1/menu']);
    const merged: Days = [
      [7, 3],
      [1, 4],
      [5, 2],
    ];
    expect(menuPuts(api)).toEqual([merged]);
    expect(menuCookie()).toEqual(merged);
    expect(api.menu).toEqual(entriesOf(merged));
    expect(owner()).toBe(userCookie());
    expect(owner()).toMatch(/^%7B/);
    expect(menuSyncNeeded()).toBe(false);
  });

  it("with the visitor's menu all in the account already: no PUT, marked as the copy", async () => {
    setMenuCookie([[7, 6]]);
    api.menu = entriesOf([
      [7, 3],
      [1, 4],
    ]);
    signIn();
    expect(menuSyncNeeded()).toBe(true);
    await act(() => syncMenu());
    expect(menuCalls(api)).toEqual(['GET /api/v1/menu']);
    expect(menuCookie()).toEqual([
      [7, 3],
      [1, 4],
    ]);
    expect(owner()).toBe(userCookie());
    expect(menuSyncNeeded()).toBe(false);
  });

  it("with the copy already this user's, the account's menu replaces it (no PUT)", async () => {
    signIn();
    window.localStorage.setItem(OWNER_KEY, userCookie()!);
    setMenuCookie([
      [5, 2],
      [9, 4],
    ]);
    api.menu = entriesOf([[7, 3]]);
    expect(menuSyncNeeded()).toBe(false);
    await act(() => syncMenu());
    expect(menuCalls(api)).toEqual(['GET /api/v1/menu']);
    expect(menuCookie()).toEqual([[7, 3]]);
    expect(owner()).toBe(userCookie());
  });

  it("another user's copy is joined, not taken for this user's", async () => {
    signIn();
    window.localStorage.setItem(OWNER_KEY, userCookie()!);
    signIn(); // someone else, on the same browser
    setMenuCookie([[5, 2]]);
    api.menu = entriesOf([[7, 3]]);
    expect(menuSyncNeeded()).toBe(true);
    await act(() => syncMenu());
    expect(menuPuts(api)).toEqual([
      [
        [7, 3],
        [5, 2],
      ],
    ]);
    expect(owner()).toBe(userCookie());
  });

  it('a change made while the account is asked is not overwritten, and is sent next', async () => {
    signIn();
    window.localStorage.setItem(OWNER_KEY, userCookie()!);
    setMenuCookie([[5, 2]]);
    api.menu = entriesOf([[7, 3]]);
    api.hold();
    let synced: Promise<void> = Promise.resolve();
    act(() => {
      synced = syncMenu();
    });
    await settle();
    expect(menuCalls(api)).toEqual(['GET /api/v1/menu']);

    let saved: Promise<void> = Promise.resolve();
    act(() => {
      saved = setInMenu(9, true, 3).saved;
    });
    expect(menuCookie()).toEqual([
      [5, 2],
      [9, 3],
    ]);
    act(() => api.release());
    await act(() => Promise.all([synced, saved]));
    expect(menuCookie()).toEqual([
      [5, 2],
      [9, 3],
    ]);
    expect(menuCalls(api)).toEqual(['GET /api/v1/menu', 'PUT /api/v1/menu']);
    expect(api.menu).toEqual(
      entriesOf([
        [5, 2],
        [9, 3],
      ]),
    );
  });

  it("signed out, removes the account's copy and its mark; a visitor's menu stays", async () => {
    window.localStorage.setItem(OWNER_KEY, '%7B%22username%22%3A%22ann%22%7D');
    setMenuCookie([[5, 2]]);
    expect(menuSyncNeeded()).toBe(true);
    await act(() => syncMenu());
    expect(menuCookie()).toBeUndefined();
    expect(owner()).toBeNull();
    expect(menuSyncNeeded()).toBe(false);
    expect(api.calls).toEqual([]);

    // Without a mark the cookie is a visitor's own menu: kept.
    setMenuCookie([[8, 2]]);
    await act(() => syncMenu());
    expect(menuCookie()).toEqual([[8, 2]]);
    expect(api.calls).toEqual([]);
  });

  it('a signed-in user without a menu here needs no sync', () => {
    signIn();
    expect(menuSyncNeeded()).toBe(false);
    setMenuCookie([[5, 2]]);
    expect(menuSyncNeeded()).toBe(true);
  });

  it('a failed GET changes nothing here', async () => {
    signIn();
    setMenuCookie([[5, 2]]);
    api.failing.add('GET /api/v1/menu');
    await act(async () => {
      await expect(syncMenu()).rejects.toMatchObject({ status: 500 });
    });
    expect(menuCookie()).toEqual([[5, 2]]);
    expect(owner()).toBeNull();
    expect(menuSyncNeeded()).toBe(true);
    await waitFor(() => expect(menuCalls(api)).toEqual(['GET /api/v1/menu']));
  });
});
