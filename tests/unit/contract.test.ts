/** @jest-environment node */
import {
  API_PATHS,
  API_ROUTES,
  ROUTE_NAMES,
  RELATED_RECIPES_LIMITS,
  SEARCH_TERM_MAX,
  collectionQuery,
  recipeListQuery,
  recipeListResponse,
  relatedRecipesQuery,
  searchQuery,
  websiteResponse,
  errorBodySchema,
  wireQuery,
} from '@/core/contract';
import { pathOf } from '@/core/contract/api-paths';
import { withQuery } from '@/core/contract/paths';
import { ApiError, deadline, toApiError } from '@/lib/api/errors';
import { proxyGet, proxyUrl } from '@/lib/client/proxy';

const recipe = {
  id: 1,
  slug: 'spaghetti-carbonara',
  locale: 'en',
  name: 'Spaghetti carbonara',
  title: 'Creamy spaghetti carbonara',
  description: 'Rich and silky.',
  heroImage: '/media/recipes/spaghetti-carbonara-abc.jpg',
  time: { total: 25, prep: 10, cook: 15 },
  type: 'dinner',
  difficulty: 'easy',
  budget: 'low',
  cuisine: 'Italian',
  servings: 4,
  nutrition: { kcal: 640, protein: 28, carbs: 70, fat: 26, fibre: 3, salt: 1.8 },
  ingredientsEnabled: true,
  recipeStepsEnabled: true,
  externalUrl: null,
  publishedAt: '2025-07-30T10:00:00.000Z',
  updatedAt: '2025-07-30T10:00:00.000Z',
  tags: { data: [{ key: 'italian', name: 'Italian' }] },
};

describe('contract', () => {
  it('accepts the spec list envelope with nested data and pagination meta', () => {
    const parsed = recipeListResponse.parse({
      data: [recipe],
      meta: { pagination: { current_page: 1, total_pages: 3, total: 25, per_page: 10 } },
    });
    expect(parsed.data[0]?.tags?.data[0]?.name).toBe('Italian');
    expect(parsed.meta.pagination.total_pages).toBe(3);
  });

  it('rejects a list without meta.pagination or with a flat tags array', () => {
    expect(recipeListResponse.safeParse({ data: [recipe] }).success).toBe(false);
    expect(
      recipeListResponse.safeParse({
        data: [{ ...recipe, tags: [{ name: 'Italian' }] }],
        meta: { pagination: { current_page: 1, total_pages: 1, total: 1, per_page: 10 } },
      }).success,
    ).toBe(false);
  });

  it('rejects a creator whose colours or flags have the wrong type', () => {
    expect(
      websiteResponse.safeParse({ data: { id: 1, slug: 'x', zestyEnabled: 'yes' } }).success,
    ).toBe(false);
  });

  it('classifies errors as spec §8 says', () => {
    expect(new ApiError({ status: 503, message: 'x' }).retryable).toBe(true);
    expect(new ApiError({ status: 408, message: 'x' }).retryable).toBe(true);
    expect(new ApiError({ status: 429, message: 'x' }).retryable).toBe(true);
    expect(new ApiError({ status: 0, message: 'x', kind: 'network' }).retryable).toBe(true);
    expect(new ApiError({ status: 404, message: 'x' }).retryable).toBe(false);
    expect(new ApiError({ status: 400, message: 'x', code: 'validation_failed' }).retryable).toBe(
      false,
    );
    const notEnabled = new ApiError({
      status: 403,
      message: 'not enabled',
      code: 'website_not_enabled',
    });
    expect(notEnabled.retryable).toBe(false);
    expect(notEnabled.isNotFound).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'm', code: 'c', status: 400 }).success).toBe(true);
  });

  it('reads an error body, or says "Server error: {status} - {statusText}" when there is none', async () => {
    const withBody = await ApiError.fromResponse(
      new Response(
        JSON.stringify({ message: 'Recipe not found', code: 'not_found', status: 404 }),
        { status: 404 },
      ),
    );
    expect(withBody.message).toBe('Recipe not found');
    expect(withBody.isNotFound).toBe(true);
    const bare = await ApiError.fromResponse(
      new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(bare.message).toBe('Server error: 502 - Bad Gateway');
    expect(bare.retryable).toBe(true);
  });

  it('bounds the related recipes query: 1 to 5 a page, 5 by default, known keys only', () => {
    expect(RELATED_RECIPES_LIMITS).toEqual({ defaultPerPage: 5, maxPerPage: 5 });
    expect(relatedRecipesQuery.parse({})).toEqual({ include: [], perPage: 5, locale: 'nl' });
    expect(relatedRecipesQuery.parse({ perPage: 1, websiteSlug: 'pastapapa' }).perPage).toBe(1);
    for (const perPage of [0, 6, 1.5, Number.NaN]) {
      expect(relatedRecipesQuery.safeParse({ perPage }).success).toBe(false);
    }
    expect(relatedRecipesQuery.safeParse({ websiteSlug: 'Pasta_Papa' }).success).toBe(false);
    expect(relatedRecipesQuery.safeParse({ exclude: 'minestrone' }).success).toBe(false);
    expect(relatedRecipesQuery.safeParse({ include: ['secrets'] }).success).toBe(false);
  });
});

describe('queries on the wire', () => {
  const recipeWire = wireQuery(recipeListQuery);

  it('reads comma lists, repeated keys and whole numbers into the typed query', () => {
    const q = recipeWire.parse({
      include: 'tags, image,',
      type: ['italian', 'vegan,one-pot'],
      ids: '3,1',
      page: '2',
      perPage: ' 5 ',
      locale: 'en',
    });
    expect(q).toMatchObject({
      include: ['tags', 'image'],
      type: ['italian', 'vegan', 'one-pot'],
      ids: [3, 1],
      page: 2,
      perPage: 5,
      locale: 'en',
      budget: [],
    });
  });

  it('takes the last value of a repeated single value', () => {
    expect(recipeWire.parse({ page: ['abc', '2'], locale: ['fr', 'nl'] })).toMatchObject({
      page: 2,
      locale: 'nl',
    });
  });

  it.each(['abc', '1.5', '1e3', '0x10', '', '1234567890123'])(
    'refuses page=%j: integers only',
    (page) => {
      const parsed = recipeWire.safeParse({ page });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['page']);
    },
  );

  it('refuses a non-integer in a number list and unknown keys', () => {
    expect(recipeWire.safeParse({ ids: '1,x' }).error?.issues[0]?.path).toEqual(['ids', 1]);
    expect(recipeWire.safeParse({ drop: 'table' }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
    expect(wireQuery(collectionQuery).safeParse({ websiteId: '1.5' }).success).toBe(false);
    expect(wireQuery(collectionQuery).parse({ websiteId: '7' }).websiteId).toBe(7);
  });

  it('cleans a search term and bounds it', () => {
    expect(wireQuery(searchQuery).parse({ search: ' pasta\u0000 ' }).search).toBe('pasta ');
    expect(wireQuery(searchQuery).safeParse({ search: 'x'.repeat(SEARCH_TERM_MAX) }).success).toBe(
      true,
    );
    expect(
      wireQuery(searchQuery).safeParse({ search: 'x'.repeat(SEARCH_TERM_MAX + 1) }).success,
    ).toBe(false);
  });

  it('is what the data door writes: its query string reads back to the same query', () => {
    const options = { locale: 'en', include: ['tags', 'image'], ids: [4, 2], page: 3 } as const;
    const url = new URL(withQuery(pathOf('recipes.index', {}), options), 'http://x');
    const raw: Record<string, string> = Object.fromEntries(url.searchParams);
    expect(recipeWire.parse(raw)).toEqual(recipeListQuery.parse(options));
  });
});

describe('the route table', () => {
  it('has a query and an answer for every route, and a schema for every path parameter', () => {
    expect(Object.keys(API_ROUTES).sort()).toEqual([...ROUTE_NAMES].sort());
    for (const name of ROUTE_NAMES) {
      const route = API_ROUTES[name];
      const templateParams = [...API_PATHS[name].path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys(route.params)).toEqual(templateParams);
      // Every query is strict: an unknown parameter is a 400, not silently ignored.
      expect(route.query.safeParse({ unknownParameter: 'x' }).success).toBe(false);
      expect(route.query.safeParse({}).success).toBe(true);
    }
  });

  it('builds paths with their parameters encoded', () => {
    expect(pathOf('recipes.show', { slug: 'spaghetti-carbonara' })).toBe(
      '/api/v1/recipes/spaghetti-carbonara/',
    );
    expect(pathOf('recipes.related', { slug: 'a/b' })).toBe('/api/v1/recipes/a%2Fb/related');
    expect(withQuery('/api/v1/search', { search: 'a b', locale: 'nl', s: '' })).toBe(
      '/api/v1/search?search=a+b&locale=nl',
    );
    expect(proxyUrl('/api/v1/recipes/', { include: ['tags', 'image'], page: 2 })).toBe(
      '/api/proxy?path=%2Fapi%2Fv1%2Frecipes%2F&include=tags%2Cimage&page=2',
    );
  });
});

describe('one error mapping for the server transport and the browser', () => {
  it('tells a time-out from an abort from a network failure', () => {
    const cause = new Error('boom');
    const timedOut = new AbortController();
    timedOut.abort();
    const timeout = toApiError(cause, { timeout: timedOut.signal });
    expect(timeout).toMatchObject({ kind: 'timeout', status: 408, retryable: true });
    expect(timeout.message).toBe('Request timed out. Please try again.');
    const aborted = toApiError(cause, { signal: timedOut.signal });
    expect(aborted).toMatchObject({ kind: 'aborted', status: 0, retryable: false });
    const network = toApiError(cause, { signal: new AbortController().signal });
    expect(network).toMatchObject({ kind: 'network', status: 0, retryable: true, cause });
    expect(network.message).toBe('Network error: Unable to reach server');
    const own = new ApiError({ status: 400, message: 'Invalid upstream path' });
    expect(toApiError(own, {})).toBe(own);
  });

  it('combines a caller signal and a time-out', async () => {
    const caller = new AbortController();
    const both = deadline(caller.signal, 50);
    expect(both.timeout).toBeDefined();
    caller.abort();
    expect(both.signal?.aborted).toBe(true);
    expect(both.timeout?.aborted).toBe(false);
    expect(deadline(undefined, undefined)).toEqual({ signal: undefined, timeout: undefined });
    const onlyTimeout = deadline(undefined, 10);
    expect(onlyTimeout.signal).toBe(onlyTimeout.timeout);
  });

  it("reads the proxy's 504 time-out as a retryable time-out", async () => {
    const err = await ApiError.fromResponse(
      new Response(
        JSON.stringify({ message: 'Request timed out.', code: 'timeout', status: 504 }),
        {
          status: 504,
        },
      ),
    );
    expect(err).toMatchObject({ kind: 'timeout', status: 408, retryable: true });
    expect(err.message).toBe('Request timed out.');
    const other504 = await ApiError.fromResponse(
      new Response(JSON.stringify({ message: 'Gateway', code: 'bad_gateway', status: 504 }), {
        status: 504,
      }),
    );
    expect(other504).toMatchObject({ kind: 'http', status: 504, code: 'bad_gateway' });
  });

  describe('in the browser (proxyGet)', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    afterEach(() => fetchSpy.mockReset());
    afterAll(() => fetchSpy.mockRestore());

    it('maps a failed fetch, a 504 time-out and an error answer', async () => {
      fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(proxyGet('recipes.index', {})).rejects.toMatchObject({
        kind: 'network',
        retryable: true,
      });
      fetchSpy.mockResolvedValueOnce(
        new Response(JSON.stringify({ message: 'Too slow', code: 'timeout', status: 504 }), {
          status: 504,
        }),
      );
      await expect(proxyGet('recipes.index', {})).rejects.toMatchObject({
        kind: 'timeout',
        status: 408,
        message: 'Too slow',
      });
      fetchSpy.mockResolvedValueOnce(
        new Response(
          JSON.stringify({ message: 'Recipe not found', code: 'not_found', status: 404 }),
          {
            status: 404,
          },
        ),
      );
      await expect(proxyGet('recipes.show', { slug: 'x' })).rejects.toMatchObject({
        isNotFound: true,
        message: 'Recipe not found',
      });
    });

    it("parses an answer against its route's schema; one that does not fit is an error", async () => {
      const page = { current_page: 1, total_pages: 0, total: 0, per_page: 10 };
      fetchSpy.mockResolvedValueOnce(
        new Response(JSON.stringify({ data: [], meta: { pagination: page } }), { status: 200 }),
      );
      await expect(proxyGet('recipes.index', {}, { locale: 'en' })).resolves.toEqual({
        data: [],
        meta: { pagination: page },
      });
      expect(String(fetchSpy.mock.calls[0]![0])).toBe(
        '/api/proxy?path=%2Fapi%2Fv1%2Frecipes%2F&locale=en',
      );
      fetchSpy.mockResolvedValueOnce(new Response(JSON.stringify({ data: 'x' }), { status: 200 }));
      await expect(proxyGet('websites.show', { slug: 'pastapapa' })).rejects.toMatchObject({
        kind: 'invalid-response',
      });
      expect(String(fetchSpy.mock.calls[1]![0])).toBe(
        '/api/proxy?path=%2Fapi%2Fv1%2Fwebsites%2Fpastapapa',
      );
    });

    it('times out by itself and tells an abort apart', async () => {
      fetchSpy.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      );
      await expect(proxyGet('recipes.index', {}, {}, { timeoutMs: 20 })).rejects.toMatchObject({
        kind: 'timeout',
        retryable: true,
      });
      const caller = new AbortController();
      const pending = proxyGet('recipes.index', {}, {}, { signal: caller.signal });
      caller.abort();
      await expect(pending).rejects.toMatchObject({ kind: 'aborted', retryable: false });
    });
  });
});
