import { act, render } from '@testing-library/react';
import { SessionStart } from '@/components/chrome/session-start';
import { SESSION_CHANGE_EVENT } from '@/lib/client/session';
import { idleAtNextTurn } from './idle-support';

// The island starts its work when the page is idle: here, at the next turn.
beforeAll(idleAtNextTurn);

/** Spec §4 "on start": a signed-in visitor's session is resumed once per page load. */
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({
    ok: true,
    status: 200,
    arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)),
  } as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  document.cookie = 'user=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

it('asks nothing for a visitor', async () => {
  render(<SessionStart />);
  await settle();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('resumes a signed-in session once, and tells the islands', async () => {
  document.cookie = `user=${encodeURIComponent('{"name":"Ann","username":"ann","image":null}')}; path=/`;
  const changed = jest.fn();
  window.addEventListener(SESSION_CHANGE_EVENT, changed);
  render(<SessionStart />);
  await settle();
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/session');
  expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
    credentials: 'same-origin',
    cache: 'no-store',
  });
  expect(changed).toHaveBeenCalledTimes(1);
  window.removeEventListener(SESSION_CHANGE_EVENT, changed);
});

it('a cookie whose name merely ends in "user" is no session', async () => {
  document.cookie = 'otheruser=1; path=/';
  render(<SessionStart />);
  await settle();
  expect(fetchMock).not.toHaveBeenCalled();
  document.cookie = 'otheruser=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the page’s locale is stored on load, by the browser (issue 26)', () => {
  const locale = () => /(?:^|;\s*)locale=([^;]*)/.exec(document.cookie)?.[1];
  afterEach(() => {
    document.cookie = 'locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.documentElement.lang = '';
  });
  const loadPage = async (lang: string) => {
    document.documentElement.lang = lang;
    render(<SessionStart />);
    await settle();
    await settle();
  };

  it('an en page stores en; a first visit to an nl page stores nothing (nl is the default)', async () => {
    await loadPage('nl');
    expect(locale()).toBeUndefined();
    await loadPage('en');
    expect(locale()).toBe('en');
  });

  it('an nl page replaces a stored en, and a stored en-GB counts as en', async () => {
    document.cookie = 'locale=en; path=/';
    await loadPage('nl');
    expect(locale()).toBe('nl');
    document.cookie = 'locale=en-GB; path=/';
    await loadPage('en');
    expect(locale()).toBe('en-GB');
  });
});
