import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import { BottomBar } from '@/components/chrome/bottom-bar';
import { AccountIcon, HeartIcon, RecipesIcon, SearchIcon } from '@/components/chrome/icons';
import { contrastRatio, textColourOn } from '@/core/colour';
import { LanguageSwitch } from '@/components/chrome/language-switch';
import { LeavingSiteProvider } from '@/components/chrome/leaving-site';
import { MobileMenu } from '@/components/chrome/mobile-menu';
import {
  isBottomBarHidden,
  isCurrent,
  isExternalHttpUrl,
  isMainNavHidden,
} from '@/components/chrome/paths';
import { installModalDialogs } from './dialog-support';

// The translation hooks are replaced by a tiny lookup in the real English messages; the navigation helpers by
// plain links that prefix the locale, as next-intl's do with `localePrefix: 'always'`.
jest.mock('next-intl', () =>
  jest.requireActual<typeof import('./intl-mock')>('./intl-mock').lookupIntl(),
);
const mockReplace = jest.fn();
let mockPathname = '/';
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={`/en${href === '/' ? '' : href}`} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => mockPathname,
  useRouter: () => ({ replace: mockReplace }),
}));

installModalDialogs();
beforeEach(() => {
  mockPathname = '/';
  mockReplace.mockReset();
});

describe('paths', () => {
  it.each([
    '/account/signup',
    '/account/signin',
    '/account/verify/a@b.nl',
    '/account/verify/a%40b.nl',
    '/search',
    '/search/',
    '/legal',
    '/legal/privacy-policy',
    '/legal/cookie-policy',
  ])('hides the bottom bar on %s', (path) => {
    expect(isBottomBarHidden(path)).toBe(true);
  });

  it.each([
    '/',
    '/recipes',
    '/recipes/pasta',
    '/account',
    '/account/settings',
    '/searching',
    '/legally',
    '/faqs',
  ])('shows the bottom bar on %s', (path) => {
    expect(isBottomBarHidden(path)).toBe(false);
  });

  it('marks a section current by prefix and exact entries exactly', () => {
    expect(isCurrent('/recipes/pasta', '/recipes')).toBe(true);
    expect(isCurrent('/recipesx', '/recipes')).toBe(false);
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/recipes', '/')).toBe(false);
    expect(isCurrent('/how-it-works/x', '/how-it-works', true)).toBe(false);
  });

  it('treats only http(s) links to another origin as external', () => {
    const origin = 'http://localhost:3000';
    expect(isExternalHttpUrl('https://example.org/x', origin)).toBe(true);
    // Zesty's own creator sites are not "another website"; without the root domain they would be.
    expect(isExternalHttpUrl('http://pastapapa.localhost:3000/nl', origin, 'localhost')).toBe(
      false,
    );
    expect(isExternalHttpUrl('http://pastapapa.localhost:3000/nl', origin)).toBe(true);
    expect(isExternalHttpUrl('https://localhost.evil.example/x', origin, 'localhost')).toBe(true);
    expect(isExternalHttpUrl('http://localhost:3000/nl/recipes', origin)).toBe(false);
    expect(isExternalHttpUrl('/nl/recipes', origin)).toBe(false);
    expect(isExternalHttpUrl('#main-content', origin)).toBe(false);
    expect(isExternalHttpUrl('mailto:hallo@example.org', origin)).toBe(false);
    expect(isExternalHttpUrl('tel:+31201234567', origin)).toBe(false);
    expect(isExternalHttpUrl('javascript:alert(1)', origin)).toBe(false);
  });
});

describe('contrast', () => {
  it('puts white on dark primaries and near-black on light ones', () => {
    expect(textColourOn('#B22A20')).toBe('#ffffff');
    expect(textColourOn('#212121')).toBe('#ffffff');
    expect(textColourOn('#F5F5F5')).toBe('#111111');
    expect(textColourOn('#FFD400')).toBe('#111111');
  });

  it('falls back to the default primary for malformed colours', () => {
    expect(textColourOn('red')).toBe('#ffffff');
    expect(textColourOn(null)).toBe('#ffffff');
  });

  it('always reaches WCAG AA for large text and usually for normal text', () => {
    for (const bg of [
      '#B22A20',
      '#2E7D32',
      '#1565C0',
      '#FF9800',
      '#9C27B0',
      '#00BCD4',
      '#777777',
    ]) {
      expect(contrastRatio(bg, textColourOn(bg))).toBeGreaterThanOrEqual(3);
    }
    expect(contrastRatio('#B22A20', '#ffffff')).toBeCloseTo(6.47, 1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('BottomBar', () => {
  const ICONS = {
    recipes: <RecipesIcon />,
    favourites: <HeartIcon />,
    search: <SearchIcon />,
    account: <AccountIcon />,
  };

  it('renders the four entries with the current one marked', () => {
    mockPathname = '/recipes/pasta';
    render(<BottomBar icons={ICONS} />);
    const nav = screen.getByRole('navigation', { name: en.Chrome.bottomBar.label });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute(
      'href',
      '/en/favourites',
    );
    expect(screen.getByRole('link', { name: 'Search' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/en/account');
  });

  it('is not rendered on the sign-in page', () => {
    mockPathname = '/account/signin';
    render(<BottomBar icons={ICONS} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('MobileMenu', () => {
  it('opens as a dialog, closes with its button and gives focus back', () => {
    render(<MobileMenu />);
    const button = screen.getByRole('button', { name: en.Chrome.openMenu });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const dialog = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).not.toHaveAttribute('open');

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: en.Chrome.menu })).toBe(dialog);
    for (const name of [
      'Recipes',
      'Creators',
      'How it works',
      'Become a creator',
      'FAQs',
      'Sign Up',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }

    fireEvent.click(screen.getByRole('button', { name: en.Chrome.closeMenu }));
    expect(dialog).not.toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link inside is followed', () => {
    render(<MobileMenu />);
    fireEvent.click(screen.getByRole('button', { name: en.Chrome.openMenu }));
    fireEvent.click(screen.getByRole('link', { name: 'Creators' }));
    expect(screen.getByRole('button', { name: en.Chrome.openMenu })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers Sign up only to signed-out visitors, and Logout to signed-in ones', () => {
    render(<MobileMenu signedIn />);
    fireEvent.click(screen.getByRole('button', { name: en.Chrome.openMenu }));
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.Chrome.nav.logout })).toBeInTheDocument();
  });
});

describe('LanguageSwitch', () => {
  it('replaces the route with the other locale, keeping path, query and hash', () => {
    mockPathname = '/recipes';
    window.history.replaceState(null, '', '/en/recipes?s=pasta#top');
    render(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(mockReplace).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Nederlands' }));
    expect(mockReplace).toHaveBeenCalledWith('/recipes?s=pasta#top', {
      locale: 'nl',
      scroll: false,
    });
  });
});

describe('LeavingSiteProvider', () => {
  const setup = (href: string) => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    render(
      <LeavingSiteProvider rootDomain="localhost">
        <a href={href}>the link</a>
      </LeavingSiteProvider>,
    );
    // The dialog's code loads on first use: none is in the page before.
    const openDialog = () => document.querySelector('dialog[open]');
    return { open, openDialog, link: screen.getByText('the link') };
  };
  afterEach(() => jest.restoreAllMocks());

  it('stops an external link and asks first; Stay closes and refocuses the link', async () => {
    const { open, link } = setup('https://example.org/x');
    expect(document.querySelector('dialog')).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: en.LeavingDialog.title });
    expect(dialog).toHaveAttribute('open');
    expect(
      screen.getByRole('dialog', { name: en.LeavingDialog.title }),
    ).toHaveAccessibleDescription(en.LeavingDialog.body);
    fireEvent.click(screen.getByRole('button', { name: en.LeavingDialog.stay }));
    expect(dialog).not.toHaveAttribute('open');
    expect(open).not.toHaveBeenCalled();
    expect(link).toHaveFocus();
  });

  it('Continue opens the link in a new tab without an opener', async () => {
    const { open, link } = setup('https://example.org/x');
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: en.LeavingDialog.title });
    fireEvent.click(screen.getByRole('button', { name: en.LeavingDialog.continue }));
    expect(open).toHaveBeenCalledWith('https://example.org/x', '_blank', 'noopener,noreferrer');
    expect(dialog).not.toHaveAttribute('open');
  });

  it.each([
    ['a modified click', { ctrlKey: true }],
    ['a meta click', { metaKey: true }],
    ['a shift click', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('lets %s through', (_, init) => {
    const { openDialog, link } = setup('https://example.org/x');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(openDialog()).toBeNull();
  });

  it.each(['mailto:hallo@example.org', '/en/recipes', '#main-content'])('exempts %s', (href) => {
    const { openDialog, link } = setup(href);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(openDialog()).toBeNull();
  });
});

describe('isMainNavHidden (spec §2: collection and recipe detail pages)', () => {
  test.each([
    ['/c/pastapapa/collections/weekend-pasta-projects', true],
    ['/c/pastapapa/collections/weekend-pasta-projects/', true],
    ['/recipes/spaghetti-carbonara', true],
    ['/c/pastapapa/recipes/spaghetti-carbonara', true],
    ['/collections/quick/recipes/spaghetti-carbonara', true],
    ['/', false],
    ['/recipes', false],
    ['/c/pastapapa', false],
    ['/creators', false],
    ['/search', false],
    ['/c/pastapapa/collections', false],
  ])('%s → %s', (path, hidden) => {
    expect(isMainNavHidden(path)).toBe(hidden);
  });
});
