import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import en from '@/messages/en.json';
import { LeavingSiteProvider } from '@/components/chrome/leaving-site';
import { MainWidgetLoader } from '@/components/grocery/main-widget-loader';
import { WIDGET_PAGE_EVENT } from '@/components/grocery/page-event';
import { WidgetLoader } from '@/components/grocery/widget-loader';
import { WIDGET_EVENTS } from '@/core/grocery/stores';
import { ORDER_CHANGE_EVENT, ordersStore } from '@/lib/client/orders';
import { readPreferredStore } from '@/lib/client/preferred-store';
import type * as Site from '@/core/site';
import { fetchMock, installFetch, requests, response } from './account-support';
import { installModalDialogs } from './dialog-support';
import { TestIntl } from './intl';

let mockPathname = '/en/recipes/pasta';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));
jest.mock('@/lib/client/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

installFetch();

installModalDialogs();

/** requestIdleCallback under the test's control: callbacks run when `runIdle` says so. */
let idle: IdleRequestCallback[] = [];
const runIdle = () =>
  act(() => {
    for (const cb of idle.splice(0)) cb({ didTimeout: false, timeRemaining: () => 50 });
  });

beforeEach(() => {
  mockPathname = '/en/recipes/pasta';
  idle = [];
  window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => idle.push(cb));
  window.cancelIdleCallback = jest.fn();
});
afterEach(() => {
  document.querySelectorAll('meta[name="website-id"], script[src]').forEach((el) => el.remove());
  const expired = `path=/; expires=${new Date(0).toUTCString()}`;
  document.cookie = `preferredStore=; ${expired}`;
  document.cookie = `orders=; ${expired}`;
});

function addWebsiteId(id = 'zesty-main') {
  const meta = document.createElement('meta');
  meta.name = 'website-id';
  meta.content = id;
  document.head.appendChild(meta);
}

const widgetScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));

function renderLoader(ui = <WidgetLoader src="/widget/v1.js" />) {
  return render(<TestIntl locale="en">{ui}</TestIntl>);
}

/** The main site's host: external links go through the leaving-site dialog. */
const renderMainLoader = () =>
  renderLoader(
    <LeavingSiteProvider rootDomain="localhost">
      <MainWidgetLoader src="/widget/v1.js" />
    </LeavingSiteProvider>,
  );

function fire(name: string, detail: unknown) {
  const event = new CustomEvent(name, { detail, cancelable: true });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('loading the widget', () => {
  it('loads nothing on a page without a website id', () => {
    expect(document.readyState).toBe('complete');
    renderLoader();
    runIdle();
    expect(widgetScripts()).toHaveLength(0);
  });

  it('injects the widget once, when the page is idle, and not again on navigation', () => {
    addWebsiteId();
    const { rerender, unmount } = renderLoader();
    expect(widgetScripts()).toHaveLength(0);
    runIdle();
    const [script, ...more] = widgetScripts();
    expect(more).toHaveLength(0);
    expect(script!.getAttribute('src')).toBe('/widget/v1.js');
    expect(script!.async).toBe(true);

    // A client-side route change: the widget is told to look again, its script stays single.
    const heard = jest.fn();
    window.addEventListener(WIDGET_PAGE_EVENT, heard);
    mockPathname = '/en/recipes/soup';
    rerender(
      <TestIntl locale="en">
        <WidgetLoader src="/widget/v1.js" />
      </TestIntl>,
    );
    window.removeEventListener(WIDGET_PAGE_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    unmount();
    renderLoader();
    runIdle();
    expect(widgetScripts()).toHaveLength(1);
  });

  it('uses the configured source', () => {
    addWebsiteId('zesty-white-label');
    renderLoader(<WidgetLoader src="https://cdn.example/widget/v2.js" />);
    runIdle();
    expect(widgetScripts().map((s) => s.src)).toEqual(['https://cdn.example/widget/v2.js']);
  });

  it('falls back to a short delay where there is no requestIdleCallback', () => {
    jest.useFakeTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    try {
      addWebsiteId();
      renderLoader();
      expect(widgetScripts()).toHaveLength(0);
      act(() => jest.advanceTimersByTime(5000));
      expect(widgetScripts()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the widget's events", () => {
  it('choose-store opens the supermarket dialog; Save continues the widget with the store', async () => {
    renderLoader();
    const confirm = jest.fn();
    const event = fire(WIDGET_EVENTS.chooseStore, { confirm });
    expect(event.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: en.Store.title });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Coop' }));
    fireEvent.click(within(dialog).getByRole('button', { name: en.Store.save }));
    expect(confirm).toHaveBeenCalledWith('coop');
    expect(readPreferredStore()).toBe('coop');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves a choose-store without a callback to the widget', () => {
    renderLoader();
    expect(fire(WIDGET_EVENTS.chooseStore, {}).defaultPrevented).toBe(false);
    expect(fire(WIDGET_EVENTS.chooseStore, null).defaultPrevented).toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('an order goes into the orders cookie and is recorded through the proxy', async () => {
    fetchMock.mockResolvedValue(response({ status: 201, body: { data: { id: 9, recipeId: 42 } } }));
    const changed = jest.fn();
    window.addEventListener(ORDER_CHANGE_EVENT, changed);
    renderLoader();
    // One that does not hold up (servings 0) is ignored; the next one is recorded.
    fire(WIDGET_EVENTS.order, {
      recipeId: 7,
      slug: 'soup',
      store: 'plus',
      servings: 0,
      totalCents: 100,
      websiteId: 'zesty-main',
    });
    fire(WIDGET_EVENTS.order, {
      recipeId: 42,
      slug: 'pasta',
      store: 'jumbo',
      servings: 6,
      totalCents: 2345,
      websiteId: 'zesty-main',
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    window.removeEventListener(ORDER_CHANGE_EVENT, changed);
    expect(ordersStore.read()).toEqual([42]);
    expect(changed).toHaveBeenCalled();
    expect(requests()).toEqual([
      {
        url: '/api/proxy?path=%2Fapi%2Fv1%2Forders',
        method: 'POST',
        contentType: 'application/json',
        body: {
          recipeId: 42,
          store: 'jumbo',
          servings: 6,
          totalCents: 2345,
          websiteId: 'zesty-main',
        },
      },
    ]);
  });

  it('an order the API refuses stays in the cookie, without an unhandled error', async () => {
    fetchMock.mockResolvedValue(response({ status: 503, body: { message: 'Down' } }));
    renderLoader();
    fire(WIDGET_EVENTS.order, {
      recipeId: 5,
      slug: 'stew',
      store: 'albert-heijn',
      servings: 2,
      totalCents: 999,
      websiteId: 'zesty-white-label',
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(ordersStore.read()).toEqual([5]);
  });

  it('on the main site an external link goes through the leaving-site dialog', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderMainLoader();
    // The host mounts once the page is idle after hydrating, not before.
    expect(fire(WIDGET_EVENTS.externalLink, { url: 'https://www.ah.nl/' }).defaultPrevented).toBe(
      false,
    );
    runIdle();
    // Then its code loads (a lazy chunk): let its module arrive and render.
    await act(async () => {
      await import('@/components/grocery/widget-loader');
    });
    const event = fire(WIDGET_EVENTS.externalLink, { url: 'https://www.ah.nl/producten/pasta' });
    expect(event.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: en.LeavingDialog.title });
    expect(dialog).toHaveTextContent('www.ah.nl');
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: en.LeavingDialog.continue }));
    expect(open).toHaveBeenCalledWith(
      'https://www.ah.nl/producten/pasta',
      '_blank',
      'noopener,noreferrer',
    );
    open.mockRestore();
  });

  it('on a creator site the widget opens external links itself', () => {
    renderLoader();
    const event = fire(WIDGET_EVENTS.externalLink, { url: 'https://www.ah.nl/producten/pasta' });
    expect(event.defaultPrevented).toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('leaves links that are not http(s) alone', () => {
    renderMainLoader();
    expect(fire(WIDGET_EVENTS.externalLink, { url: 'javascript:alert(1)' }).defaultPrevented).toBe(
      false,
    );
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe('GROCERY_WIDGET_SRC', () => {
  function widgetSrc(value: string | undefined): string {
    const saved = process.env.GROCERY_WIDGET_SRC;
    if (value === undefined) delete process.env.GROCERY_WIDGET_SRC;
    else process.env.GROCERY_WIDGET_SRC = value;
    try {
      let src = '';
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        src = (require('@/core/site') as typeof Site).siteConfig().groceryWidgetSrc;
      });
      return src;
    } finally {
      if (saved === undefined) delete process.env.GROCERY_WIDGET_SRC;
      else process.env.GROCERY_WIDGET_SRC = saved;
    }
  }

  it("is Zesty's own versioned widget by default", () => {
    expect(widgetSrc(undefined)).toBe('/widget/v1.js');
    expect(widgetSrc('')).toBe('/widget/v1.js');
  });

  it('takes a path on the site or an http(s) URL, and nothing else', () => {
    expect(widgetSrc('/widget/v2.js')).toBe('/widget/v2.js');
    expect(widgetSrc('https://cdn.example/w.js')).toBe('https://cdn.example/w.js');
    expect(() => widgetSrc('javascript:alert(1)')).toThrow(/GROCERY_WIDGET_SRC/);
    expect(() => widgetSrc('//evil.example/w.js')).toThrow(/GROCERY_WIDGET_SRC/);
  });
});
