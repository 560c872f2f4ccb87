/**
 * Spec §4: after login the cookie's bookmarks are pushed to favourites; those that fail stay in
 * the cookie and the rest are dropped; once per sign-in, not on every page. The session start
 * island runs it (it is in the root layout); the API is faked at `fetch`.
 */
import { act, render } from '@testing-library/react';
import { SessionStart } from '@/components/chrome/session-start';
import { SESSION_CHANGE_EVENT } from '@/lib/auth/user-cookie-name';
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

// The island starts its work when the page is idle: here, at the next turn.
beforeAll(idleAtNextTurn);

installBroadcastChannel();
const api = installFakeApi();

beforeEach(() => window.sessionStorage.clear());
afterEach(clearCookies);

const pushes = () =>
  api.calls.filter((c) => /\/favorite$/.test(c.path)).map((c) => `${c.method} ${c.path}`);
const sessionChanged = () => act(() => void window.dispatchEvent(new Event(SESSION_CHANGE_EVENT)));

it('on a page load of a signed-in user: each bookmark becomes a favourite; a failure stays', async () => {
  setCookieIds('bookmarks', [1, 2, 3]);
  api.failing.add('POST 2');
  signIn();
  render(<SessionStart />);
  await settle();
  expect(pushes().sort()).toEqual([
    'POST /api/v1/recipes/1/favorite',
    'POST /api/v1/recipes/2/favorite',
    'POST /api/v1/recipes/3/favorite',
  ]);
  expect(cookieIds('bookmarks')).toEqual([2]);
  expect([...api.favourites].sort()).toEqual([1, 3]);

  // The next session change (another page of the same visit) pushes nothing again.
  sessionChanged();
  await settle();
  expect(pushes()).toHaveLength(3);
});

it('on signing in: pushes then; a visitor pushes nothing', async () => {
  setCookieIds('bookmarks', [8, 9]);
  render(<SessionStart />);
  sessionChanged();
  await settle();
  expect(api.calls).toEqual([]);

  signIn();
  sessionChanged();
  await settle();
  expect(pushes().sort()).toEqual([
    'POST /api/v1/recipes/8/favorite',
    'POST /api/v1/recipes/9/favorite',
  ]);
  expect(cookieIds('bookmarks')).toEqual([]);
  expect([...api.favourites].sort()).toEqual([8, 9]);
});

it('pushes again only when there is something new to push', async () => {
  setCookieIds('bookmarks', [4]);
  api.failing.add('POST 4');
  signIn();
  render(<SessionStart />);
  await settle();
  expect(pushes()).toEqual(['POST /api/v1/recipes/4/favorite']);
  expect(cookieIds('bookmarks')).toEqual([4]);

  // A bookmark added meanwhile (say, in a tab that was signed out) is pushed at the next change.
  setCookieIds('bookmarks', [4, 5]);
  api.failing.clear();
  sessionChanged();
  await settle();
  expect(pushes()).toEqual([
    'POST /api/v1/recipes/4/favorite',
    'POST /api/v1/recipes/4/favorite',
    'POST /api/v1/recipes/5/favorite',
  ]);
  expect(cookieIds('bookmarks')).toEqual([]);
});

it('nothing to push, nothing asked (besides the session)', async () => {
  signIn();
  render(<SessionStart />);
  await settle();
  expect(api.calls).toEqual([]);
});
