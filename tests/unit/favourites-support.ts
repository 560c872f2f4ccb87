/**
 * Shared by the bookmarks-*, favourites-* and orders-* tests: a fake upstream API behind `fetch`
 * (the web app's proxy URLs, as the browser calls them: favourites, orders, the recipe list by
 * ids), a BroadcastChannel that connects "tabs" in one test, and cookie helpers.
 */
import { recipeFixture } from './recipe-fixture';

export type Call = { method: string; path: string; query: URLSearchParams };

export type FakeApi = {
  /** The signed-in user's favourites and ordered recipes, newest first. */
  favourites: number[];
  orders: number[];
  /** Favourites no longer public, newest first, with the name they had. */
  unavailable: { id: number; name: string }[];
  /** Requests that fail with a 500: 'POST 42', 'DELETE 42', 'GET /api/v1/orders', … */
  failing: Set<string>;
  calls: Call[];
  /** Holds back every answer until `release()` (to see loading states). */
  hold(): void;
  release(): void;
};

function respond(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 500 ? 'Internal Server Error' : 'OK',
    headers: { get: () => 'application/json' },
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    text: () => Promise.resolve(text),
    arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)),
  } as unknown as Response;
}

const list = (ids: number[], query: URLSearchParams) => {
  const page = Number(query.get('page') ?? '1');
  const perPage = Number(query.get('perPage') ?? '10');
  return {
    data: ids.slice((page - 1) * perPage, page * perPage).map((id) => recipeFixture(id)),
    meta: {
      pagination: {
        current_page: page,
        total_pages: Math.ceil(ids.length / perPage),
        total: ids.length,
        per_page: perPage,
      },
    },
  };
};

/** Installs the fake for each test of the file; `api` is reset before each. */
export function installFakeApi(): FakeApi {
  let held: (() => void)[] | null = null;
  const api: FakeApi = {
    favourites: [],
    orders: [],
    unavailable: [],
    failing: new Set(),
    calls: [],
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resume of waiting) resume();
    },
  };

  const answer = (method: string, path: string, query: URLSearchParams): Response => {
    const favourite = /^\/api\/v1\/recipes\/(\d+)\/favorite$/.exec(path);
    if (favourite) {
      const id = Number(favourite[1]);
      if (api.failing.has(`${method} ${id}`))
        return respond(500, { message: 'Boom', code: 'internal_error', status: 500 });
      api.favourites = api.favourites.filter((x) => x !== id);
      api.unavailable = api.unavailable.filter((x) => x.id !== id);
      if (method === 'POST') api.favourites.unshift(id);
      return respond(200, { data: { id, favorite: method === 'POST' } });
    }
    if (api.failing.has(`${method} ${path}`))
      return respond(500, { message: 'Boom', code: 'internal_error', status: 500 });
    if (path === '/api/v1/recipes/favorites') return respond(200, list(api.favourites, query));
    if (path === '/api/v1/recipes/favorites/unavailable')
      return respond(200, { data: api.unavailable });
    if (path === '/api/v1/orders') return respond(200, list(api.orders, query));
    if (path === '/api/v1/recipes/') {
      // The list route picks ids in its own order, not the order asked.
      const ids = (query.get('ids') ?? '')
        .split(',')
        .map(Number)
        .sort((a, b) => a - b);
      return respond(200, list(ids, query));
    }
    return respond(404, { message: 'Not found', code: 'not_found', status: 404 });
  };

  const fetchFake = jest.fn((input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/auth/session') return Promise.resolve(respond(200, {}));
    const path = url.searchParams.get('path') ?? url.pathname;
    url.searchParams.delete('path');
    api.calls.push({ method, path, query: url.searchParams });
    const result = () => answer(method, path, url.searchParams);
    if (held) {
      const queue = held;
      return new Promise((resolve) => queue.push(() => resolve(result())));
    }
    return Promise.resolve(result());
  });

  beforeEach(() => {
    api.favourites = [];
    api.orders = [];
    api.unavailable = [];
    api.failing = new Set();
    api.calls = [];
    api.release();
    global.fetch = fetchFake as unknown as typeof fetch;
  });
  return api;
}

/**
 * BroadcastChannel as browsers have it (jsdom has none): a message reaches every other open
 * channel of the same name, never the sender, after the current task.
 */
export class FakeBroadcastChannel extends EventTarget {
  static open: FakeBroadcastChannel[] = [];
  constructor(readonly name: string) {
    super();
    FakeBroadcastChannel.open.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeBroadcastChannel.open)
      if (other !== this && other.name === this.name)
        setTimeout(() => other.dispatchEvent(new MessageEvent('message', { data })), 0);
  }
  close() {
    FakeBroadcastChannel.open = FakeBroadcastChannel.open.filter((c) => c !== this);
  }
}

export function installBroadcastChannel() {
  Object.defineProperty(globalThis, 'BroadcastChannel', {
    value: FakeBroadcastChannel,
    configurable: true,
    writable: true,
  });
}

/** The decoded value of a cookie as the browser holds it. */
export function cookieValue(name: string): string | undefined {
  const raw = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];
  return raw === undefined ? undefined : decodeURIComponent(raw);
}

/** The ids in an id-list cookie. */
export const cookieIds = (name: string): number[] =>
  JSON.parse(cookieValue(name) ?? '[]') as number[];

export function setCookieIds(name: string, ids: readonly number[]) {
  document.cookie = `${name}=${encodeURIComponent(JSON.stringify(ids))}; path=/`;
}

let users = 0;

/**
 * Signs a new user in (the `user` cookie): what the page learnt of one user's favourites (kept
 * for the page's session) is never another's, so each test's user starts afresh.
 */
export function signIn() {
  users += 1;
  const user = { name: 'Ann', username: `ann-${users}`, image: null };
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}

export function clearCookies() {
  for (const name of ['user', 'bookmarks', 'orders'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** Lets pending promises, timers of 0 ms and React's updates run. */
export const settle = async () => {
  const { act } = await import('@testing-library/react');
  for (let i = 0; i < 5; i += 1)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};
