import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import type { Recipe } from '@/core/contract';
import { ApiError } from '@/lib/api/errors';
import { AUTO_LOAD_PAGES, RecipeResults } from '@/components/recipe/recipe-results';
import type { RecipePage } from '@/components/recipe/use-recipe-pages';
import { TestIntl } from './intl';
import en from '@/messages/en.json';

jest.mock('@/lib/client/proxy', () => ({ proxyGet: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { proxyGet } = require('@/lib/client/proxy') as { proxyGet: jest.Mock };

const PER_PAGE = 10;
const TOTAL_PAGES = 12;
const recipe = (id: number): Recipe =>
  ({ id, slug: `recipe-${id}`, name: `Recipe ${id}`, time: { total: 20 } }) as unknown as Recipe;
const page = (n: number): RecipePage => ({
  data: Array.from({ length: PER_PAGE }, (_, i) => recipe((n - 1) * PER_PAGE + i + 1)),
  meta: {
    pagination: {
      current_page: n,
      total_pages: TOTAL_PAGES,
      total: TOTAL_PAGES * PER_PAGE,
      per_page: PER_PAGE,
    },
  },
});

// The sentinel: tests say when it scrolls into view.
let observed: IntersectionObserverCallback[] = [];
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {
    observed = observed.filter((c) => c !== this.callback);
  }
}
const scrollToEnd = () =>
  act(() => {
    for (const callback of observed)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

beforeEach(() => {
  observed = [];
  proxyGet.mockReset();
  Object.assign(window, { IntersectionObserver: FakeObserver });
});

function renderList() {
  return render(
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <TestIntl>
        <RecipeResults
          query={{ locale: 'en', perPage: PER_PAGE, filters: {} }}
          initial={page(1)}
          site={{ kind: 'main' }}
          loadMode="scroll"
          emptyText="empty"
          loadingText="loading"
          errorText="Failed"
          label="Recipes"
        />
      </TestIntl>
    </SWRConfig>,
  );
}
const cards = () => screen.getAllByRole('article');

it(`scrolling loads ${AUTO_LOAD_PAGES} more pages by itself, then 'Load More' takes over`, async () => {
  proxyGet.mockImplementation((_s, _p, params: { page: number }) =>
    Promise.resolve(page(params.page)),
  );
  renderList();
  expect(cards()).toHaveLength(10);
  for (let n = 2; n <= 1 + AUTO_LOAD_PAGES; n++) {
    scrollToEnd();
    await waitFor(() => expect(cards()).toHaveLength(n * PER_PAGE));
  }
  // At the end of the grid again: nothing more loads by itself.
  scrollToEnd();
  await act(() => new Promise((r) => setTimeout(r, 50)));
  expect(proxyGet).toHaveBeenCalledTimes(AUTO_LOAD_PAGES);
  expect(cards()).toHaveLength((1 + AUTO_LOAD_PAGES) * PER_PAGE);
  fireEvent.click(screen.getByRole('button', { name: en.Common.loadMore }));
  await waitFor(() => expect(cards()).toHaveLength((2 + AUTO_LOAD_PAGES) * PER_PAGE));
  expect(proxyGet).toHaveBeenCalledTimes(AUTO_LOAD_PAGES + 1);
});

it('a failed Load More shows the error and its retry, and no placeholder cards', async () => {
  proxyGet.mockRejectedValue(new ApiError({ status: 503, message: 'down' }));
  const { container } = renderList();
  fireEvent.click(screen.getByRole('button', { name: en.Common.loadMore }));
  await screen.findByText('Failed');
  expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: en.Common.loadMore })).toBeNull();
  proxyGet.mockImplementation((_s, _p, params: { page: number }) =>
    Promise.resolve(page(params.page)),
  );
  fireEvent.click(screen.getByRole('button', { name: en.Common.tryAgain }));
  await waitFor(() => expect(cards()).toHaveLength(20));
  expect(screen.queryByText('Failed')).toBeNull();
});
