/**
 * The week menu page's island (issue 28): loading, then the cookie's days in order, each with
 * its recipe, servings, Move up/Move down and Remove (moves and removals announced, focus kept);
 * the empty and error states; a recipe no longer public; ordered recipes; the widget's menu slot
 * and the menu link; a shared menu link's recipes added on request. The API is faked at `fetch`.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { MenuScreen } from '@/components/menu/menu-screen';
import { Toaster } from '@/components/ui/toaster';
import type { Locale } from '@/core/locale';
import type { Site } from '@/core/sites';
import { OWNER_KEY } from '@/lib/client/menu';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { installBroadcastChannel, setCookieIds, settle, signIn } from './favourites-support';
import { TestIntl } from './intl';
import {
  clearMenu,
  entriesOf,
  installMenuApi,
  menuCalls,
  menuCookie,
  setMenuCookie,
  userCookie,
} from './week-menu-support';

// Links as written (next-intl adds the page's locale in the app).
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), back: jest.fn() }),
}));
const mockReplace = jest.fn();
let mockSearch = new URLSearchParams();
jest.mock('next/navigation', () => ({
  ...jest.requireActual<object>('next/navigation'),
  useSearchParams: () => mockSearch,
}));

installBroadcastChannel();
const api = installMenuApi();

const MAIN: Site = { kind: 'main' };
const CREATOR: Site = { kind: 'creator', slug: 'pastapapa' };

beforeEach(() => {
  mockSearch = new URLSearchParams();
  mockReplace.mockClear();
});
afterEach(async () => {
  clearMenu();
  // sonner replays the toasts still on screen to a new toaster: each test starts with none.
  const { toast } = await import('sonner');
  await act(async () => {
    toast.dismiss();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

function screenTree({
  locale = 'en',
  site = MAIN,
  zestyMenu,
}: { locale?: Locale; site?: Site; zestyMenu?: string } = {}) {
  return (
    <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map(), dedupingInterval: 0 }}>
      <TestIntl locale={locale}>
        <MenuScreen locale={locale} site={site} zestyMenu={zestyMenu} />
      </TestIntl>
    </SWRConfig>
  );
}

function renderScreen(options: { locale?: Locale; site?: Site; zestyMenu?: string } = {}) {
  return render(
    <>
      <TestIntl locale={options.locale ?? 'en'}>
        <Toaster label="Notifications" closeLabel="Close" />
      </TestIntl>
      {screenTree(options)}
    </>,
  );
}

const status = () => within(screen.getByRole('main')).getByRole('status');
const daysList = () => screen.getByRole('list', { name: 'Your days' });
/** Each day as shown: 'Day n', the recipe (its link's text and path, or what stands instead). */
const days = () =>
  within(daysList())
    .getAllByRole('listitem')
    .map((li) => {
      const day = li.querySelector('p')!.textContent;
      const link = within(li).queryByRole('link');
      return link
        ? `${day} ${link.textContent} ${link.getAttribute('href')}`
        : `${day} ${li.querySelector('[class*="muted"]')?.textContent ?? ''}`;
    });
const servingsInput = (name: string) =>
  screen.getByRole('spinbutton', { name: `Servings for ${name}` });
const liveRegion = () => document.querySelector('main [aria-live="polite"]')!;
const slot = () => document.querySelector('[data-zesty-menu-slot]');
const recipeGets = () =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/api/v1/recipes/');
const toastText = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(
    text,
    {},
    { timeout: 3000 },
  );
const press = (button: HTMLElement) =>
  act(() => {
    fireEvent.pointerDown(button);
    fireEvent.click(button);
  });

describe('the days', () => {
  it("shows loading, then the cookie's days in order with their recipes and the count", async () => {
    setMenuCookie([
      [7, 2],
      [3, 4],
      [5, 6],
    ]);
    // The page's first view (the server's, and the browser's while hydrating): loading.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(screenTree());
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent('Week menu');
    expect(within(container).getByRole('status')).toHaveTextContent('Loading your week menu…');
    expect(container).not.toHaveTextContent('Day 1');

    api.hold();
    render(screenTree(), { container, hydrate: true });
    // Hydrated: the cookie's days, each recipe loading.
    expect(status()).toHaveTextContent('3 days planned');
    expect(days()).toEqual([
      'Day 1 Loading the recipe…',
      'Day 2 Loading the recipe…',
      'Day 3 Loading the recipe…',
    ]);
    act(() => api.release());
    await waitFor(() =>
      expect(days()).toEqual([
        'Day 1 Recipe 7 /recipes/recipe-7',
        'Day 2 Recipe 3 /recipes/recipe-3',
        'Day 3 Recipe 5 /recipes/recipe-5',
      ]),
    );
    // One request for all the menu's recipes.
    expect(recipeGets()).toHaveLength(1);
    expect(recipeGets()[0]!.query.get('ids')).toBe('7,3,5');
    expect(recipeGets()[0]!.query.get('locale')).toBe('en');
    expect(status()).toHaveTextContent('3 days planned');
    expect(screen.getByRole('spinbutton', { name: 'Servings for Recipe 3' })).toHaveValue(4);
    // A visitor's menu page asks nothing of an account.
    expect(menuCalls(api)).toEqual([]);
  });

  it("on a creator's site links to the recipes at its root", async () => {
    setMenuCookie([[7, 2]]);
    renderScreen({ site: CREATOR });
    await waitFor(() => expect(days()).toEqual(['Day 1 Recipe 7 /recipes/recipe-7']));
    expect(status()).toHaveTextContent('1 day planned');
  });

  it('an empty menu says so, with a link to the recipes', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Your week menu is empty' })).toBeVisible();
    expect(screen.getByText(/^Add recipes with 'Add to week menu' on any recipe/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
    expect(status()).toHaveTextContent('No recipes planned');
    expect(screen.queryByRole('list', { name: 'Your days' })).toBeNull();
    expect(slot()).toBeNull();
    await settle();
    expect(api.calls).toEqual([]);
  });

  it("an empty menu on a creator's site leads to its home", async () => {
    renderScreen({ site: CREATOR });
    expect(await screen.findByRole('link', { name: 'Browse recipes' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('a failed load says so; Try again loads the recipes once the API answers', async () => {
    setMenuCookie([
      [3, 2],
      [5, 4],
    ]);
    api.failing.add('GET /api/v1/recipes/');
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The recipes of your menu could not be loaded.');
    // The days are still the menu's (no recipe links yet).
    expect(within(daysList()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(daysList()).queryByRole('link')).toBeNull();
    expect(status()).toHaveTextContent('2 days planned');
    expect(slot()).toBeNull();

    api.failing.clear();
    await press(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(days()).toEqual([
        'Day 1 Recipe 3 /recipes/recipe-3',
        'Day 2 Recipe 5 /recipes/recipe-5',
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(recipeGets()).toHaveLength(2);
  });

  it('a recipe no longer public says so, and can be removed', async () => {
    setMenuCookie([
      [3, 2],
      [5, 4],
    ]);
    api.hidden.add(5);
    renderScreen();
    await waitFor(() =>
      expect(days()).toEqual([
        'Day 1 Recipe 3 /recipes/recipe-3',
        'Day 2 This recipe is no longer available',
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status()).toHaveTextContent('2 days planned');

    await press(
      screen.getByRole('button', {
        name: 'Remove Day 2 from your week menu',
      }),
    );
    expect(menuCookie()).toEqual([[3, 2]]);
    expect(screen.getByText('Day 2 removed from your week menu.')).toBeInTheDocument();
    expect(days()).toEqual(['Day 1 Recipe 3 /recipes/recipe-3']);
    expect(status()).toHaveTextContent('1 day planned');
  });

  it('marks the recipes ordered in this browser', async () => {
    setMenuCookie([
      [3, 2],
      [5, 4],
    ]);
    setCookieIds('orders', [5, 11]);
    renderScreen();
    await waitFor(() => expect(days()).toHaveLength(2));
    await screen.findByRole('link', { name: 'Recipe 5' });
    const [first, second] = within(daysList()).getAllByRole('listitem');
    expect(within(second!).getByText('Ordered')).toBeVisible();
    expect(within(first!).queryByText('Ordered')).toBeNull();
  });

  it('in Dutch (nl)', async () => {
    setMenuCookie([
      [3, 2],
      [5, 4],
    ]);
    renderScreen({ locale: 'nl' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Weekmenu');
    expect(status()).toHaveTextContent('2 dagen gepland');
    await screen.findByRole('link', { name: 'Recipe 5' });
    expect(within(screen.getByRole('list', { name: 'Je dagen' })).getByText('Dag 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Omlaag: Recipe 3' })).toBeVisible();
    expect(recipeGets()[0]!.query.get('locale')).toBe('nl');
  });

  it("for a signed-in user shows the account's menu", async () => {
    signIn();
    window.localStorage.setItem(OWNER_KEY, userCookie()!);
    setMenuCookie([[3, 2]]);
    api.menu = entriesOf([
      [8, 3],
      [3, 2],
    ]);
    renderScreen();
    await waitFor(() =>
      expect(days()).toEqual([
        'Day 1 Recipe 8 /recipes/recipe-8',
        'Day 2 Recipe 3 /recipes/recipe-3',
      ]),
    );
    expect(menuCookie()).toEqual([
      [8, 3],
      [3, 2],
    ]);
    expect(menuCalls(api)).toEqual(['GET /api/v1/menu']);
  });
});

describe('servings', () => {
  beforeEach(() =>
    setMenuCookie([
      [3, 2],
      [5, 4],
    ]),
  );

  it("'+' and '−' change the day's servings in the cookie", async () => {
    renderScreen();
    await screen.findByRole('link', { name: 'Recipe 3' });
    await press(screen.getByRole('button', { name: 'More servings of Recipe 3' }));
    expect(menuCookie()).toEqual([
      [3, 3],
      [5, 4],
    ]);
    expect(servingsInput('Recipe 3')).toHaveValue(3);
    await press(screen.getByRole('button', { name: 'Fewer servings of Recipe 5' }));
    await press(screen.getByRole('button', { name: 'Fewer servings of Recipe 5' }));
    expect(menuCookie()).toEqual([
      [3, 3],
      [5, 2],
    ]);
    expect(servingsInput('Recipe 5')).toHaveValue(2);
    // Changing servings asks for no recipe again.
    expect(recipeGets()).toHaveLength(1);
  });

  it('stops at 1 and at 50', async () => {
    setMenuCookie([
      [3, 2],
      [5, 49],
    ]);
    renderScreen();
    await screen.findByRole('link', { name: 'Recipe 3' });
    const fewer = screen.getByRole('button', { name: 'Fewer servings of Recipe 3' });
    const more = screen.getByRole('button', { name: 'More servings of Recipe 5' });
    expect(fewer).toBeEnabled();
    expect(more).toBeEnabled();
    await press(fewer);
    await press(more);
    expect(menuCookie()).toEqual([
      [3, 1],
      [5, 50],
    ]);
    expect(fewer).toBeDisabled();
    expect(more).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More servings of Recipe 3' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Fewer servings of Recipe 5' })).toBeEnabled();
  });

  it('a number typed is kept on Enter or on leaving the field', async () => {
    renderScreen();
    await screen.findByRole('link', { name: 'Recipe 3' });
    const input = servingsInput('Recipe 3');
    fireEvent.change(input, { target: { value: '12' } });
    // Not while typing.
    expect(menuCookie()).toEqual([
      [3, 2],
      [5, 4],
    ]);
    act(() => void fireEvent.keyDown(input, { key: 'Enter' }));
    expect(menuCookie()).toEqual([
      [3, 12],
      [5, 4],
    ]);
    expect(input).toHaveValue(12);

    const other = servingsInput('Recipe 5');
    fireEvent.change(other, { target: { value: '7' } });
    act(() => void fireEvent.blur(other));
    expect(menuCookie()).toEqual([
      [3, 12],
      [5, 7],
    ]);
    expect(other).toHaveValue(7);
  });

  it.each(['0', '51', '2.5', ''])(
    'an invalid entry (%j) goes back to the servings kept',
    async (typed) => {
      renderScreen();
      await screen.findByRole('link', { name: 'Recipe 3' });
      const input = servingsInput('Recipe 3');
      fireEvent.change(input, { target: { value: typed } });
      act(() => void fireEvent.blur(input));
      expect(input).toHaveValue(2);
      expect(menuCookie()).toEqual([
        [3, 2],
        [5, 4],
      ]);
    },
  );
});

describe('moving and removing', () => {
  beforeEach(() =>
    setMenuCookie([
      [3, 2],
      [5, 4],
      [7, 6],
    ]),
  );

  it('Move down and Move up change the order, announced, focus kept on the moved day', async () => {
    renderScreen();
    await screen.findByRole('link', { name: 'Recipe 3' });
    // The first day cannot go up, the last not down.
    expect(screen.queryByRole('button', { name: 'Move up: Recipe 3' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move down: Recipe 7' })).toBeNull();

    await press(screen.getByRole('button', { name: 'Move down: Recipe 3' }));
    expect(menuCookie()).toEqual([
      [5, 4],
      [3, 2],
      [7, 6],
    ]);
    expect(days()).toEqual([
      'Day 1 Recipe 5 /recipes/recipe-5',
      'Day 2 Recipe 3 /recipes/recipe-3',
      'Day 3 Recipe 7 /recipes/recipe-7',
    ]);
    expect(liveRegion()).toHaveTextContent('Recipe 3 is now on day 2 of 3.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move down: Recipe 3' })).toHaveFocus(),
    );

    // To the last day: no Move down there, so focus goes to its Move up.
    await press(screen.getByRole('button', { name: 'Move down: Recipe 3' }));
    expect(menuCookie()).toEqual([
      [5, 4],
      [7, 6],
      [3, 2],
    ]);
    expect(liveRegion()).toHaveTextContent('Recipe 3 is now on day 3 of 3.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move up: Recipe 3' })).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: 'Move down: Recipe 3' })).toBeNull();

    await press(screen.getByRole('button', { name: 'Move up: Recipe 7' }));
    expect(menuCookie()).toEqual([
      [7, 6],
      [5, 4],
      [3, 2],
    ]);
    expect(liveRegion()).toHaveTextContent('Recipe 7 is now on day 1 of 3.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move down: Recipe 7' })).toHaveFocus(),
    );
    // The servings go with their recipe; moving asks for no recipe again.
    expect(servingsInput('Recipe 7')).toHaveValue(6);
    expect(recipeGets()).toHaveLength(1);
  });

  it('Remove takes the day out and says so; focus goes to the next day', async () => {
    setMenuCookie([
      [3, 2],
      [5, 4],
      [7, 6],
      [9, 1],
    ]);
    renderScreen();
    await screen.findByRole('link', { name: 'Recipe 5' });
    const removeButton = (name: string) =>
      screen.getByRole('button', { name: `Remove ${name} from your week menu` });

    await press(removeButton('Recipe 5'));
    expect(menuCookie()).toEqual([
      [3, 2],
      [7, 6],
      [9, 1],
    ]);
    expect(days()).toEqual([
      'Day 1 Recipe 3 /recipes/recipe-3',
      'Day 2 Recipe 7 /recipes/recipe-7',
      'Day 3 Recipe 9 /recipes/recipe-9',
    ]);
    expect(status()).toHaveTextContent('3 days planned');
    expect(liveRegion()).toHaveTextContent('Recipe 5 removed from your week menu.');
    await waitFor(() => expect(removeButton('Recipe 7')).toHaveFocus());

    // The first day: focus on the new first day.
    await press(removeButton('Recipe 3'));
    expect(liveRegion()).toHaveTextContent('Recipe 3 removed from your week menu.');
    await waitFor(() => expect(removeButton('Recipe 7')).toHaveFocus());

    // The last day: focus on the one before it.
    await press(removeButton('Recipe 9'));
    await waitFor(() => expect(removeButton('Recipe 7')).toHaveFocus());
    expect(menuCookie()).toEqual([[7, 6]]);

    // The only day: the menu is empty, focus on its heading.
    await press(removeButton('Recipe 7'));
    expect(menuCookie()).toBeUndefined();
    expect(await screen.findByRole('heading', { name: 'Your week menu is empty' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });
});

describe('the menu link', () => {
  it("is the widget slot's menu, of the known recipes, and follows the servings", async () => {
    setMenuCookie([
      [3, 2],
      [9, 3],
      [5, 4],
    ]);
    api.hidden.add(9);
    const announced = jest.fn();
    window.addEventListener('zesty:page', announced);
    renderScreen();
    await screen.findByRole('link', { name: 'Recipe 3' });
    expect(slot()).toHaveAttribute('data-menu', 'r=recipe-3%3A2&r=recipe-5%3A4');
    // The widget is told to look for its slot.
    await waitFor(() => expect(announced).toHaveBeenCalled());
    window.removeEventListener('zesty:page', announced);

    await press(screen.getByRole('button', { name: 'More servings of Recipe 5' }));
    expect(slot()).toHaveAttribute('data-menu', 'r=recipe-3%3A2&r=recipe-5%3A5');
    expect(screen.getByRole('textbox', { name: 'Link to this menu' })).toHaveValue(
      'http://localhost/en/menu?r=recipe-3%3A2&r=recipe-5%3A5',
    );
    // A main-site menu is Zesty's already.
    expect(screen.queryByRole('link', { name: 'Keep this menu in Zesty' })).toBeNull();
  });

  it('copies the link', async () => {
    setMenuCookie([[3, 2]]);
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen({ locale: 'nl' });
    await screen.findByRole('link', { name: 'Recipe 3' });
    await press(screen.getByRole('button', { name: 'Kopieer link' }));
    await toastText('Menulink gekopieerd');
    expect(writeText).toHaveBeenCalledWith('http://localhost/nl/menu?r=recipe-3%3A2');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it("on a creator's site hands the menu to Zesty", async () => {
    setMenuCookie([
      [3, 2],
      [5, 4],
    ]);
    renderScreen({ site: CREATOR, zestyMenu: 'https://zesty.example/en/menu' });
    await screen.findByRole('link', { name: 'Recipe 3' });
    expect(screen.getByRole('link', { name: 'Keep this menu in Zesty' })).toHaveAttribute(
      'href',
      'https://zesty.example/en/menu?r=recipe-3%3A2&r=recipe-5%3A4',
    );
  });
});

describe('a menu shared with a link', () => {
  it("lists the link's recipes and adds them after one's own days, each once", async () => {
    mockSearch = new URLSearchParams('r=recipe-7:4&r=recipe-3:2&r=recipe-9:1&r=Not a slug:2');
    api.hidden.add(9);
    setMenuCookie([
      [3, 5],
      [8, 2],
    ]);
    renderScreen();
    const shared = await screen.findByRole('region', { name: 'A menu shared with you' });
    await waitFor(() =>
      expect(
        within(shared)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Recipe 7, 4 servings', 'Recipe 3, 2 servings']),
    );
    // Each slug asked by itself; the one not public is left out.
    expect(
      api.calls
        .filter((c) => /^\/api\/v1\/recipes\/recipe-/.test(c.path))
        .map((c) => c.path)
        .sort(),
    ).toEqual([
      '/api/v1/recipes/recipe-3/',
      '/api/v1/recipes/recipe-7/',
      '/api/v1/recipes/recipe-9/',
    ]);

    await press(within(shared).getByRole('button', { name: 'Add these to my week menu' }));
    expect(menuCookie()).toEqual([
      [3, 5],
      [8, 2],
      [7, 4],
    ]);
    expect(mockReplace).toHaveBeenCalledWith('/menu');
    await toastText('1 recipe added to your week menu');
    await waitFor(() =>
      expect(days()).toEqual([
        'Day 1 Recipe 3 /recipes/recipe-3',
        'Day 2 Recipe 8 /recipes/recipe-8',
        'Day 3 Recipe 7 /recipes/recipe-7',
      ]),
    );
  });

  it('to an empty menu: the days of the link, at their servings (nl)', async () => {
    mockSearch = new URLSearchParams('r=recipe-7:4&r=recipe-3:2');
    renderScreen({ locale: 'nl' });
    const shared = await screen.findByRole('region', { name: 'Een menu dat met je is gedeeld' });
    expect(screen.getByRole('heading', { name: 'Je weekmenu is leeg' })).toBeVisible();
    await within(shared).findByText('Recipe 7, 4 porties');
    await press(within(shared).getByRole('button', { name: 'Zet deze op mijn weekmenu' }));
    expect(menuCookie()).toEqual([
      [7, 4],
      [3, 2],
    ]);
    expect(mockReplace).toHaveBeenCalledWith('/menu');
    await toastText('2 recepten op je weekmenu gezet');
  });

  it('none of whose recipes is public any more says so', async () => {
    mockSearch = new URLSearchParams('r=recipe-7:4');
    api.hidden.add(7);
    renderScreen();
    const shared = await screen.findByRole('region', { name: 'A menu shared with you' });
    expect(
      await within(shared).findByText('None of the recipes of this menu is available any more.'),
    ).toBeVisible();
    expect(within(shared).queryByRole('button')).toBeNull();
  });
});
