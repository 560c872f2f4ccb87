import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TestIntl } from './intl';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { SearchScreen, SearchScreenFallback } from '@/components/search/search-screen';
import { searchIcons } from '@/components/search/search-icons';
import { SEARCH_DEBOUNCE_MS } from '@/components/search/use-search';
import type { SearchResult } from '@/core/contract';

// The URL's query, and next-intl's navigation as plain links that prefix the locale (as
// `localePrefix: 'always'` does) and a router whose calls the tests read.
let mockSearchParams = new URLSearchParams();
jest.mock('next/navigation', () => ({
  ...jest.requireActual<object>('next/navigation'),
  useSearchParams: () => mockSearchParams,
}));

type MockHref = string | { pathname: string; query?: Record<string, string> };
const mockHref = (href: MockHref) => {
  if (typeof href === 'string') return `/en${href === '/' ? '' : href}`;
  const query = new URLSearchParams(href.query).toString();
  return `/en${href.pathname}${query ? `?${query}` : ''}`;
};
const mockRouter = { replace: jest.fn(), push: jest.fn(), back: jest.fn() };
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: MockHref; children: ReactNode }) => (
    <a href={mockHref(href)} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/search',
  useRouter: () => mockRouter,
}));

// next/image's optimiser URL is not what these tests are about: a plain img keeps src readable.
jest.mock('next/image', () => ({
  __esModule: true,
  default: ({
    src,
    alt,
    onError,
    className,
  }: {
    src: string;
    alt: string;
    onError?: () => void;
    className?: string;
  }) => (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} onError={onError} className={className} />
  ),
}));

/** Just enough of a fetch Response for proxyGet (jsdom has no fetch API). */
function response(body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    text: () => Promise.resolve(text),
  } as unknown as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const requestedUrls = () => fetchMock.mock.calls.map(([url]) => url);
const searchUrl = (term: string) =>
  `/api/proxy?path=%2Fapi%2Fv1%2Fsearch&search=${encodeURIComponent(term)}&locale=en`;

const result = (overrides: Partial<SearchResult>): SearchResult => ({
  subtype: 'recipe',
  title: 'Pasta carbonara',
  subtitle: 'Pastapapa',
  image: '/media/recipes/carbonara.jpg',
  slug: 'pasta-carbonara',
  model: 'recipe',
  websiteSlug: 'pastapapa',
  ...overrides,
});

const RESULTS: SearchResult[] = [
  result({}),
  result({
    subtype: 'website',
    title: 'Pastapapa',
    subtitle: '@pastapapa',
    image: '/media/websites/pastapapa.png',
    slug: 'pastapapa',
    model: 'website',
    websiteSlug: null,
  }),
  result({
    subtype: 'suggestion',
    title: 'pasta pesto',
    subtitle: null,
    image: null,
    slug: 'pasta pesto',
    model: 'term',
    websiteSlug: null,
  }),
  result({
    subtype: 'history',
    title: 'pasta salad',
    subtitle: null,
    image: null,
    slug: 'pasta salad',
    model: 'term',
    websiteSlug: null,
  }),
];

function renderScreen(query = '') {
  mockSearchParams = new URLSearchParams(query);
  render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <TestIntl locale="en">
        <SearchScreen locale="en" icons={searchIcons()} />
      </TestIntl>
    </SWRConfig>,
  );
  return screen.getByRole('searchbox', { name: 'Search recipes and creators' }) as HTMLInputElement;
}

const type = (input: HTMLInputElement, value: string) =>
  fireEvent.change(input, { target: { value } });

/** Lets time pass, settling the promises (fetch, parse, SWR) that it sets off. */
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(response({ data: RESULTS }));
  global.fetch = fetchMock as unknown as typeof fetch;
  mockRouter.replace.mockReset();
  mockRouter.push.mockReset();
  mockRouter.back.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('SearchScreen', () => {
  it('is a labelled, focused search field with suggestion chips and no request when empty', async () => {
    const input = renderScreen();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'Search recipes, creators...');
    expect(input).toHaveAttribute('enterkeyhint', 'search');
    expect(screen.getByRole('search')).toContainElement(input);
    // Nothing to clear yet; closing is always possible.
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close search' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Popular searches' })).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Search suggestions' })).getAllByRole(
      'link',
    );
    expect(chips.map((chip) => [chip.textContent, chip.getAttribute('href')])).toEqual([
      ['One Pot', '/en/recipes?category=one-pot'],
      ['Under 30min', '/en/recipes?category=under-30'],
      ['Vegetarian', '/en/recipes?category=vegetarian'],
      ['Under €2 p/p', '/en/recipes?category=under-2'],
      ['Vegan', '/en/recipes?category=vegan'],
      ['High protein', '/en/recipes?category=high-protein'],
      ['New', '/en/recipes?category=new'],
      ['Red meat', '/en/recipes?category=red-meat'],
      ['Italian', '/en/recipes?category=italian'],
      ['Asian', '/en/recipes?category=asian'],
      ['Air Fryer', '/en/recipes?category=air-fryer'],
      ['Low carb', '/en/recipes?category=low-carb'],
      ['Trending', '/en/recipes?category=trending'],
    ]);

    await wait(2000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('waits 500 ms after the last keystroke and then makes exactly one request', async () => {
    const input = renderScreen();
    type(input, 'pas');
    await wait(300);
    type(input, 'pasta');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();

    await wait(1);
    expect(requestedUrls()).toEqual([searchUrl('pasta')]);
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    await wait(2000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the proxy for /api/v1/search with the term and the locale', async () => {
    const input = renderScreen();
    type(input, '  pasta  ');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(requestedUrls()).toEqual([
      '/api/proxy?path=%2Fapi%2Fv1%2Fsearch&search=pasta&locale=en',
    ]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('never searches 1 or 2 characters, and clears the results when the term gets that short', async () => {
    const input = renderScreen();
    type(input, 'p');
    await wait(1000);
    type(input, 'pa');
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Type at least 3 characters to search')).toBeInTheDocument();

    type(input, 'pasta');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Popular searches' })).not.toBeInTheDocument();

    type(input, 'pa');
    // Cleared at once, not only after the debounce.
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Popular searches' })).toBeInTheDocument();
    await wait(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('links each result type to its target and labels it', async () => {
    const input = renderScreen();
    type(input, 'pasta');
    await wait(SEARCH_DEBOUNCE_MS);
    const list = await screen.findByRole('list', { name: 'Search results' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/c/pastapapa/recipes/pasta-carbonara',
      '/en/c/pastapapa',
      '/en/recipes?s=pasta+pesto',
      '/en/recipes?s=pasta+salad',
    ]);
    expect(links[0]).toHaveTextContent('Pasta carbonara');
    expect(links[0]).toHaveTextContent('Pastapapa');
    expect(links[0]).toHaveTextContent('Recipe');
    expect(links[1]).toHaveTextContent('Creator');
    expect(links[2]).toHaveTextContent('Suggestion');
    expect(links[3]).toHaveTextContent('Recent search');
    // The recipe and the creator have thumbnails; the terms have icons instead.
    expect(within(links[0]!).getByRole('presentation')).toHaveAttribute(
      'src',
      '/media/recipes/carbonara.jpg',
    );
    expect(within(links[2]!).queryByRole('presentation')).not.toBeInTheDocument();
    expect(screen.getByText('4 results')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a placeholder instead of an image that fails to load', async () => {
    const input = renderScreen();
    type(input, 'pasta');
    await wait(SEARCH_DEBOUNCE_MS);
    const list = await screen.findByRole('list', { name: 'Search results' });
    const recipe = within(list).getAllByRole('link')[0]!;
    fireEvent.error(within(recipe).getByRole('presentation'));
    expect(within(recipe).queryByRole('presentation')).not.toBeInTheDocument();
    expect(recipe).toHaveTextContent('Pasta carbonara');
  });

  it('says when nothing was found, with the term in bold', async () => {
    fetchMock.mockResolvedValue(response({ data: [] }));
    const input = renderScreen();
    type(input, 'zzzz');
    await wait(SEARCH_DEBOUNCE_MS);
    const message = await screen.findByText('No results found for', { exact: false });
    expect(message).toHaveTextContent('No results found for zzzz');
    expect(within(message).getByText('zzzz').tagName).toBe('STRONG');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.getByText('No results')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the search error with a Retry button that searches again', async () => {
    fetchMock.mockResolvedValueOnce(
      response({ message: 'Upstream unavailable', code: 'error' }, 503),
    );
    const input = renderScreen();
    type(input, 'pasta');
    await wait(SEARCH_DEBOUNCE_MS);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search is currently unavailable. Please try again later.');
    // No automatic retries: only the button asks again.
    await wait(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await wait(0);
    expect(requestedUrls()).toEqual([searchUrl('pasta'), searchUrl('pasta')]);
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a spinner while the request is in flight', async () => {
    let answer!: (res: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const input = renderScreen();
    type(input, 'pasta');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');

    await act(async () => answer(response({ data: RESULTS })));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('takes over ?s= from the URL and searches it at once', async () => {
    const input = renderScreen('s=pasta');
    expect(input).toHaveValue('pasta');
    await wait(0);
    expect(requestedUrls()).toEqual([searchUrl('pasta')]);
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
    // The URL already says so.
    await wait(1000);
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('prefills a short ?s= without searching it', async () => {
    const input = renderScreen('s=pa');
    expect(input).toHaveValue('pa');
    await wait(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('keeps ?s= in step with the settled term, replacing the history entry', async () => {
    const input = renderScreen();
    type(input, 'pas');
    await wait(100);
    type(input, 'pasta');
    expect(mockRouter.replace).not.toHaveBeenCalled();
    await wait(SEARCH_DEBOUNCE_MS);
    expect(mockRouter.replace).toHaveBeenCalledTimes(1);
    expect(mockRouter.replace).toHaveBeenLastCalledWith(
      { pathname: '/search', query: { s: 'pasta' } },
      { scroll: false },
    );

    // A short term is not searched, but the URL still holds what was typed.
    type(input, 'pa');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(mockRouter.replace).toHaveBeenLastCalledWith(
      { pathname: '/search', query: { s: 'pa' } },
      { scroll: false },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await wait(SEARCH_DEBOUNCE_MS);
    expect(mockRouter.replace).toHaveBeenLastCalledWith('/search', { scroll: false });
    expect(mockRouter.replace).toHaveBeenCalledTimes(3);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('clears the input and returns focus to it', async () => {
    const input = renderScreen('s=pasta');
    await wait(0);
    const clear = screen.getByRole('button', { name: 'Clear search' });
    clear.focus();
    fireEvent.click(clear);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('opens the recipe list for the typed term on Enter', () => {
    const input = renderScreen();
    fireEvent.submit(screen.getByRole('search'));
    expect(mockRouter.push).not.toHaveBeenCalled();
    type(input, ' p ');
    fireEvent.submit(screen.getByRole('search'));
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/recipes', query: { s: 'p' } });
  });

  it('Enter before the term settles leaves for the list: the settling term does not pull it back', async () => {
    const input = renderScreen();
    type(input, 'lasagne');
    fireEvent.submit(screen.getByRole('search'));
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/recipes', query: { s: 'lasagne' } });
    // The debounced search still settles while the list loads; the URL is no longer the screen's.
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(0);
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('closes by going back, or home when the tab has no history', () => {
    const length = jest.spyOn(window.history, 'length', 'get');
    renderScreen();
    const close = screen.getByRole('button', { name: 'Close search' });

    length.mockReturnValue(3);
    fireEvent.click(close);
    expect(mockRouter.back).toHaveBeenCalledTimes(1);

    length.mockReturnValue(1);
    fireEvent.click(close);
    expect(mockRouter.replace).toHaveBeenCalledWith('/');
    expect(mockRouter.back).toHaveBeenCalledTimes(1);
    length.mockRestore();
  });
});

describe('SearchScreenFallback', () => {
  it('renders the chips as plain links before the client takes over', () => {
    render(
      <TestIntl locale="en">
        <SearchScreenFallback icons={searchIcons()} />
      </TestIntl>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Search suggestions' })).getAllByRole('link'),
    ).toHaveLength(13);
  });
});

describe('a signed-in user’s searches (issue 14)', () => {
  const historyUrl = '/api/proxy?path=%2Fapi%2Fv1%2Fsearch%2Fhistory';
  const history = (...terms: string[]) =>
    response({
      data: terms.map((term) =>
        result({
          subtype: 'history',
          title: term,
          slug: term,
          model: 'term',
          image: null,
          subtitle: null,
          websiteSlug: null,
        }),
      ),
    });

  afterEach(() => {
    document.cookie = 'user=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('asks for nothing for a visitor', async () => {
    renderScreen();
    await wait(600);
    expect(requestedUrls()).not.toContain(historyUrl);
    expect(screen.queryByRole('heading', { name: 'Recent searches' })).toBeNull();
  });

  it('shows the newest searches while nothing is searched, each leading to its results', async () => {
    document.cookie = `user=${encodeURIComponent(JSON.stringify({ name: 'Ann', username: 'ann', image: null }))}; path=/`;
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        url === historyUrl ? history('lasagne', 'soep') : response({ data: RESULTS }),
      ),
    );
    const input = renderScreen();
    await wait(50);
    const section = screen.getByRole('region', { name: 'Recent searches' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/en/recipes?s=lasagne', '/en/recipes?s=soep']);
    // Searching hides them.
    type(input, 'pasta');
    await wait(600);
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
  });

  it('keeps a search that is submitted, as JSON, same-origin, surviving the page change', async () => {
    document.cookie = `user=${encodeURIComponent(JSON.stringify({ name: 'Ann', username: 'ann', image: null }))}; path=/`;
    fetchMock.mockImplementation((url) =>
      Promise.resolve(url === historyUrl ? history() : response({ data: RESULTS })),
    );
    const input = renderScreen();
    type(input, 'pasta pesto ');
    fireEvent.submit(input.closest('form')!);
    await wait(10);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(historyUrl);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ term: 'pasta pesto', locale: 'en' });
    expect(post?.[1]).toMatchObject({
      keepalive: true,
      credentials: 'same-origin',
      headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
    });
    expect(mockRouter.push).toHaveBeenCalledWith({
      pathname: '/recipes',
      query: { s: 'pasta pesto' },
    });
  });
});
