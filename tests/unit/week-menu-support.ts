/**
 * Shared by the week-menu-* tests: a fake upstream API behind `fetch` (the proxy URLs the
 * browser calls: the recipe list by ids, a recipe by slug, and a signed-in user's menu, read and
 * replaced whole), and the `menu` cookie's helpers. Recipes are `recipeFixture(id)`, slug
 * `recipe-{id}`; an id in `hidden` is no longer public: the API leaves it out everywhere.
 */
import type { MenuEntry } from '@/core/kitchen/menu';
import { OWNER_KEY } from '@/lib/client/menu';
import { cookieValue } from './favourites-support';
import { recipeFixture } from './recipe-fixture';

export type MenuCall = { method: string; path: string; query: URLSearchParams; body?: unknown };

export type MenuApi = {
  /** The signed-in user's menu on the server, first day first. */
  menu: MenuEntry[];
  /** Recipes no longer public: not in any answer (a PUT leaves them out of the menu too). */
  hidden: Set<number>;
  /** Requests that fail with a 500: 'GET /api/v1/menu', 'PUT /api/v1/menu', … */
  failing: Set<string>;
  calls: MenuCall[];
  /** Holds back every answer from now on until `release()` (loading states, requests in turn). */
  hold(): void;
  /** Answers the requests held back, in the order they came, and stops holding. */
  release(): void;
  /** The requests held back, waiting for an answer. */
  waiting(): number;
};

function respond(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 500 ? 'Internal Server Error' : status === 404 ? 'Not Found' : 'OK',
    headers: { get: () => 'application/json' },
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    text: () => Promise.resolve(text),
    arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)),
  } as unknown as Response;
}

const failure = (status: number) =>
  respond(status, {
    message: status === 404 ? 'Not found' : 'Boom',
    code: status === 404 ? 'not_found' : 'internal_error',
    status,
  });

/** Installs the fake for each test of the file; `api` is reset before each. */
export function installMenuApi(): MenuApi {
  let held: (() => void)[] | null = null;
  const api: MenuApi = {
    menu: [],
    hidden: new Set(),
    failing: new Set(),
    calls: [],
    hold: () => {
      held = held ?? [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resume of waiting) resume();
    },
    waiting: () => held?.length ?? 0,
  };

  const answer = (call: MenuCall): Response => {
    const { method, path, query } = call;
    if (api.failing.has(`${method} ${path}`)) return failure(500);
    if (path === '/api/v1/menu' && method === 'GET')
      return respond(200, {
        data: { entries: api.menu.filter((e) => !api.hidden.has(e.recipeId)) },
      });
    if (path === '/api/v1/menu' && method === 'PUT') {
      const { entries } = call.body as { entries: MenuEntry[] };
      api.menu = entries.filter((e) => !api.hidden.has(e.recipeId));
      return respond(200, { data: { entries: api.menu } });
    }
    if (path === '/api/v1/recipes/' && method === 'GET') {
      // The list route picks ids in its own order, not the order asked.
      const ids = (query.get('ids') ?? '')
        .split(',')
        .map(Number)
        .filter((id) => id > 0 && !api.hidden.has(id))
        .sort((a, b) => a - b);
      return respond(200, {
        data: ids.map((id) => recipeFixture(id)),
        meta: {
          pagination: { current_page: 1, total_pages: 1, total: ids.length, per_page: ids.length },
        },
      });
    }
    const bySlug = /^\/api\/v1\/recipes\/recipe-(\d+)\/$/.exec(path);
    if (bySlug && method === 'GET' && !api.hidden.has(Number(bySlug[1])))
      return respond(200, { data: recipeFixture(Number(bySlug[1])) });
    return failure(404);
  };

  const fetchFake = jest.fn((input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.searchParams.get('path') ?? url.pathname;
    url.searchParams.delete('path');
    const call: MenuCall = { method, path, query: url.searchParams };
    if (typeof init?.body === 'string') call.body = JSON.parse(init.body) as unknown;
    api.calls.push(call);
    if (held) {
      const queue = held;
      return new Promise((resolve) => queue.push(() => resolve(answer(call))));
    }
    return Promise.resolve(answer(call));
  });

  beforeEach(() => {
    api.menu = [];
    api.hidden = new Set();
    api.failing = new Set();
    api.calls = [];
    api.release();
    global.fetch = fetchFake as unknown as typeof fetch;
  });
  // Nothing left waiting for the next test: the menu's requests run in turn, module-wide.
  afterEach(() => api.release());
  return api;
}

/** `[[recipeId, servings], …]`, as the cookie holds it. */
export type Days = [number, number][];

export function setMenuCookie(days: Days) {
  document.cookie = `menu=${encodeURIComponent(JSON.stringify(days))}; path=/`;
}

/** The cookie's days, or undefined when there is no `menu` cookie. */
export function menuCookie(): Days | undefined {
  const value = cookieValue('menu');
  return value === undefined ? undefined : (JSON.parse(value) as Days);
}

export const entriesOf = (days: Days): MenuEntry[] =>
  days.map(([recipeId, servings]) => ({ recipeId, servings }));

/** The menu's cookie, the mark of whose copy it is, and the user cookie: all gone. */
export function clearMenu() {
  for (const name of ['menu', 'user', 'orders'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  window.localStorage.removeItem(OWNER_KEY);
}

/** The `user` cookie's raw value (what the menu's owner mark holds). */
export function userCookie(): string | undefined {
  return /(?:^|; )user=([^;]*)/.exec(document.cookie)?.[1];
}

/** The PUTs of the menu, each as the days it sent. */
export const menuPuts = (api: MenuApi): Days[] =>
  api.calls
    .filter((c) => c.method === 'PUT' && c.path === '/api/v1/menu')
    .map((c) =>
      (c.body as { entries: MenuEntry[] }).entries.map((e): [number, number] => [
        e.recipeId,
        e.servings,
      ]),
    );

export const menuCalls = (api: MenuApi): string[] =>
  api.calls.filter((c) => c.path === '/api/v1/menu').map((c) => `${c.method} ${c.path}`);
