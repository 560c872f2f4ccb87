import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TestIntl } from './intl';
import { recipeFixture } from './recipe-fixture';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { IngredientsPanel } from '@/components/recipe/detail/ingredients-panel';
import { RelatedRecipesRetry } from '@/components/recipe/detail/related-recipes-retry';
import { StepsPanel } from '@/components/recipe/detail/steps-panel';
import {
  BOOKMARKS_LIMIT,
  parseBookmarks,
  serializeBookmarks,
  toggleBookmark,
} from '@/lib/bookmarks';
import { setBookmarked, writeBookmarks } from '@/lib/client/bookmarks';
import { Toaster } from '@/components/ui/toaster';
import { timeBand } from '@/lib/page-sizes';
import { ingredientIcons, stepDoneIcon } from '@/components/recipe/detail/recipe-icons';

const wrap = (ui: ReactNode) => <TestIntl locale="en">{ui}</TestIntl>;
/** The steps as the recipe page places them, with their icon from the server. */
const stepsPanel = (steps: readonly string[]) =>
  wrap(<StepsPanel steps={steps} doneIcon={stepDoneIcon()} />);

const STEPS = ['Boil water.', 'Cook pasta.', 'Make sauce.', 'Mix.', 'Serve.'];

type FakeSentinel = { released: boolean; release: jest.Mock<Promise<void>, []> };
function installWakeLock() {
  const sentinels: FakeSentinel[] = [];
  const request = jest.fn(async () => {
    const s: FakeSentinel = {
      released: false,
      release: jest.fn(async () => {
        s.released = true;
      }),
    };
    sentinels.push(s);
    return s;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  document.cookie = 'bookmarks=; Max-Age=0; Path=/';
});

describe('preparation steps', () => {
  it('shows 3 steps until See more, then all; See less collapses again', () => {
    render(stepsPanel(STEPS));
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'See more' }));
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'See less' }));
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(3);
  });

  it('has no expander for 3 steps or fewer', () => {
    render(stepsPanel(STEPS.slice(0, 3)));
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();
  });

  it('marks a step completed and back', () => {
    render(stepsPanel(STEPS));
    const step = screen.getByRole('button', { name: /Step 2: Cook pasta/ });
    fireEvent.click(step);
    expect(step).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(step);
    expect(step).toHaveAttribute('aria-pressed', 'false');
  });

  it('cook mode holds a wake lock, shows every step, re-acquires on return, releases when off', async () => {
    const { request, sentinels } = installWakeLock();
    render(stepsPanel(STEPS));
    const toggle = screen.getByRole('switch', { name: 'Cook mode' });
    await act(async () => fireEvent.click(toggle));
    expect(request).toHaveBeenCalledWith('screen');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/your screen stays on/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'See more' })).toBeNull();

    // The browser drops the lock when the tab is hidden; coming back asks again.
    sentinels[0]!.released = true;
    await act(async () => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(request).toHaveBeenCalledTimes(2);

    await act(async () => fireEvent.click(toggle));
    expect(sentinels[1]!.release).toHaveBeenCalled();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(3);
  });

  it('without the Wake Lock API still expands the steps and says the screen may dim', async () => {
    render(stepsPanel(STEPS));
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Cook mode' })));
    expect(screen.getByText(/your screen may dim/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5);
  });

  it('lists the steps in order with anchors for structured data', () => {
    const { container } = render(stepsPanel(STEPS));
    const list = within(container.querySelector('ol')!);
    expect(list.getAllByRole('listitem', { hidden: true }).map((li) => li.id)).toEqual([
      'step-1',
      'step-2',
      'step-3',
      'step-4',
      'step-5',
    ]);
  });
});

const LINES = ['400 g spaghetti', '2 tbsp olive oil', 'salt to taste'];
/** The panel as the recipe page places it, with its icons from the server. */
const ingredientsPanel = (servings: number, recipeName: string) => (
  <IngredientsPanel
    ingredients={LINES}
    servings={servings}
    recipeName={recipeName}
    locale="en"
    icons={ingredientIcons()}
  />
);

describe('ingredients', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('scales quantities with the servings stepper; unreadable lines stay as written', async () => {
    render(wrap(ingredientsPanel(4, 'Pasta')));
    expect(screen.getByText('400 g spaghetti')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More servings' })));
    await screen.findByText('500 g spaghetti');
    expect(screen.getByText('5 servings')).toBeInTheDocument();
    expect(screen.getByText('salt to taste')).toBeInTheDocument();
    for (let i = 0; i < 3; i++)
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More servings' })));
    expect(await screen.findByText('800 g spaghetti')).toBeInTheDocument();
    expect(screen.getByText('4 tbsp olive oil')).toBeInTheDocument();
  });

  it('never goes below one serving', async () => {
    render(wrap(ingredientsPanel(1, 'P')));
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
  });

  it('crosses lines off and back and says when all are checked', () => {
    render(wrap(ingredientsPanel(4, 'P')));
    const boxes = screen.getAllByRole('checkbox');
    boxes.forEach((box) => fireEvent.click(box));
    expect(screen.getByText('All items checked off')).toBeInTheDocument();
    fireEvent.click(boxes[1]!);
    expect(boxes[1]).not.toBeChecked();
    expect(screen.queryByText('All items checked off')).toBeNull();
  });

  it('shares what is still needed and, apart, what is owned, in the chosen servings', async () => {
    const shareFn = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: shareFn, configurable: true });
    render(wrap(ingredientsPanel(2, 'Pasta')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More servings' })));
    await screen.findByText('600 g spaghetti');
    fireEvent.click(screen.getAllByRole('checkbox')[2]!);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Share shopping list' })),
    );
    const [data] = shareFn.mock.calls[0] as unknown as [ShareData];
    expect(data.text).toBe(
      'Shopping list: Pasta (3 servings)\n\nStill needed:\n- 600 g spaghetti\n- 3 tbsp olive oil\n\nAlready have:\n- salt to taste',
    );
  });

  it('says so where the device cannot share', async () => {
    render(
      wrap(
        <>
          {ingredientsPanel(2, 'P')}
          <Toaster label="Notifications" closeLabel="Close notification" />
        </>,
      ),
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Share shopping list' })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sharing not supported on this device',
    );
  });
});

describe('bookmarks cookie', () => {
  it('parses a valid list and ignores anything invalid', () => {
    expect(parseBookmarks(serializeBookmarks([3, 7]))).toEqual([3, 7]);
    expect(parseBookmarks(undefined)).toEqual([]);
    expect(parseBookmarks('not json')).toEqual([]);
    expect(parseBookmarks('{"a":1}')).toEqual([]);
    expect(parseBookmarks('[1,"2"]')).toEqual([]);
    expect(parseBookmarks('[-1]')).toEqual([]);
    expect(parseBookmarks('%E0%A4%A')).toEqual([]);
    expect(parseBookmarks('[4,4,5]')).toEqual([4, 5]);
  });

  it('adds and removes one id; keeps at most the limit', () => {
    expect(toggleBookmark([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleBookmark([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(toggleBookmark([1], 1, true)).toEqual([1]);
    const many = Array.from({ length: BOOKMARKS_LIMIT + 10 }, (_, i) => i + 1);
    expect(parseBookmarks(serializeBookmarks(many))).toHaveLength(BOOKMARKS_LIMIT);
  });

  it('writes the cookie at once, replacing an invalid one; reads what the server encoded', () => {
    const cookie = () => decodeURIComponent(/(?:^|; )bookmarks=([^;]*)/.exec(document.cookie)![1]!);
    document.cookie = 'bookmarks=garbage; Path=/';
    setBookmarked(42, true);
    expect(cookie()).toBe('[42]');
    setBookmarked(7, true);
    setBookmarked(42, false);
    expect(cookie()).toBe('[7]');
    writeBookmarks([]);
    expect(cookie()).toBe('[]');
    // A value written fully percent-encoded (by another writer) reads the same.
    document.cookie = `bookmarks=${encodeURIComponent('[3,9]')}; Path=/`;
    setBookmarked(4, true);
    expect(cookie()).toBe('[3,9,4]');
  });
});

describe('related recipes retry island', () => {
  const related = (slug: string, name: string) =>
    recipeFixture(slug.length, {
      slug,
      name,
      title: name,
      time: { total: 30, prep: 10, cook: 20 },
      cuisine: 'Italian',
      website: {
        data: {
          id: 2,
          slug: 'pastapapa',
          name: 'Pasta Papa',
          handle: 'pp',
          heroImage: null,
          logo: null,
        },
      },
    });
  const answer = (status: number, body: unknown) =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => JSON.stringify(body),
      json: async () => body,
    } as unknown as Response);
  let fetchMock: jest.Mock;
  let realFetch: typeof globalThis.fetch | undefined;
  beforeEach(() => {
    realFetch = globalThis.fetch;
    fetchMock = jest.fn();
    Object.defineProperty(globalThis, 'fetch', {
      value: fetchMock,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    Object.defineProperty(globalThis, 'fetch', {
      value: realFetch,
      configurable: true,
      writable: true,
    });
  });
  const renderIsland = () =>
    render(
      wrap(
        <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
          <RelatedRecipesRetry
            locale="en"
            site={{ kind: 'main' }}
            slug="spaghetti-carbonara"
            creator="pastapapa"
          />
        </SWRConfig>,
      ),
    );

  it('asks the related route of the recipe, in the page scope, and shows its answer in order', async () => {
    fetchMock.mockImplementation(() =>
      answer(200, {
        data: [related('lasagne-bolognese', 'Lasagne'), related('minestrone', 'Minestrone')],
        meta: { pagination: { current_page: 1, total_pages: 1, total: 2, per_page: 5 } },
      }),
    );
    renderIsland();
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Lasagne'),
      expect.stringContaining('Minestrone'),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/proxy');
    expect(url.searchParams.get('path')).toBe('/api/v1/recipes/spaghetti-carbonara/related');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      locale: 'en',
      websiteSlug: 'pastapapa',
      perPage: '5',
      include: 'image,website',
    });
    expect(url.searchParams.has('exclude')).toBe(false);
  });

  it('says it failed and tries again on request', async () => {
    fetchMock.mockImplementation(() =>
      answer(503, { message: 'Down', code: 'internal_error', status: 503 }),
    );
    renderIsland();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load related recipes');
    fetchMock.mockImplementation(() =>
      answer(200, {
        data: [related('lasagne-bolognese', 'Lasagne')],
        meta: { pagination: { current_page: 1, total_pages: 1, total: 1, per_page: 5 } },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link')).toHaveTextContent('Lasagne');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('time badge bands', () => {
  it.each([
    [5, 'short'],
    [30, 'short'],
    [31, 'medium'],
    [60, 'medium'],
    [61, 'long'],
    [240, 'long'],
  ] as const)('%i minutes is %s', (minutes, band) => {
    expect(timeBand(minutes)).toBe(band);
  });
});
