import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { TestIntl } from './intl';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import {
  CREATOR_LOAD,
  describeFailure,
  retryDelay,
  useCreatorLoad,
  type CreatorLoadState,
} from '@/components/creator/creator-load';
import { CreatorLoadView } from '@/components/creator/creator-load-view';
import type { Locale, Website } from '@/core/contract';
import { ApiError } from '@/lib/api/errors';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';

const creator: Website = {
  id: 1,
  slug: 'jamie',
  name: 'Jamie Cooks',
  handle: 'jamie',
  heroImage: null,
  logo: null,
  description: 'Weeknight food.',
  favicon: null,
  noIndex: false,
  zestyEnabled: true,
  followEnabled: false,
  followUrl: null,
  primaryHexColor: '#212121',
  secondaryHexColor: '#f5f5f5',
  tertiaryHexColor: '#e0e0e0',
  location: null,
  cookingClassUrl: null,
  cookbookUrl: null,
  recipeCount: 3,
};

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];
type Answer = (init: RequestInit | undefined) => Promise<Response>;

/**
 * Just what proxyGet and ApiError.fromResponse read of a Response; jsdom has no fetch of its own.
 */
function reply(status: number, body: unknown, statusText = ''): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const res = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
  return Promise.resolve(res as unknown as Response);
}

const ok: Answer = () => reply(200, { data: creator });
const status =
  (
    code: number,
    body: unknown = { message: 'Upstream failed', code: 'internal_error', status: code },
  ) =>
  (): Promise<Response> =>
    reply(code, body);
const offline: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
/** Never answers, but gives up when its signal aborts, as the browser's fetch does. */
const hang: Answer = (init) =>
  new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

let fetchMock: jest.Mock<Promise<Response>, FetchArgs>;

/** Answers attempt n with answers[n]; the last answer repeats. */
function answerWith(...answers: Answer[]) {
  fetchMock.mockImplementation((_input, init) => {
    const n = fetchMock.mock.calls.length - 1;
    const answer = answers[Math.min(n, answers.length - 1)];
    if (!answer) throw new Error('no answer configured');
    return answer(init);
  });
}

const calls = () => fetchMock.mock.calls.length;
const signalOf = (n: number) => fetchMock.mock.calls[n]?.[1]?.signal;

/** Moves the fake clock, letting the promises in between settle (inside act: state updates). */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** The app's SWR settings (the root layout's SWRConfig), with a cache of the test's own. */
function WithSWR({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...SWR_DEFAULTS, provider: () => new Map() }}>{children}</SWRConfig>;
}

function withIntl(children: ReactNode) {
  return (
    <WithSWR>
      <TestIntl locale="en">{children}</TestIntl>
    </WithSWR>
  );
}

function renderLoad(slug = 'jamie', locale: Locale = 'en') {
  return renderHook(({ s, l }: { s: string; l: Locale }) => useCreatorLoad(s, l), {
    initialProps: { s: slug, l: locale },
    wrapper: WithSWR,
  });
}

/** The hook and the view together, as the error boundary uses them. */
function Screen() {
  const { state, tryAgain } = useCreatorLoad('jamie', 'en');
  return (
    <>
      <CreatorLoadView state={state} onTryAgain={tryAgain} notFound={<p>Not found view</p>} />
      {state.status === 'loaded' && <h1>{state.creator.name}</h1>}
    </>
  );
}

let realFetch: typeof globalThis.fetch | undefined;

beforeEach(() => {
  jest.useFakeTimers();
  realFetch = globalThis.fetch;
  fetchMock = jest.fn<Promise<Response>, FetchArgs>();
  Object.defineProperty(globalThis, 'fetch', {
    value: fetchMock,
    writable: true,
    configurable: true,
  });
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  Object.defineProperty(globalThis, 'fetch', {
    value: realFetch,
    writable: true,
    configurable: true,
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s and stops at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 10000, 10000, 10000,
    ]);
    expect(CREATOR_LOAD).toEqual({
      timeoutMs: 30_000,
      maxRetries: 3,
      baseDelayMs: 1_000,
      maxDelayMs: 10_000,
    });
  });
});

describe('describeFailure', () => {
  it.each<[string, unknown, CreatorLoadState]>([
    [
      'a time-out',
      new ApiError({ status: 408, message: 'x', kind: 'timeout' }),
      { status: 'error', messageKey: 'timeout' },
    ],
    [
      'a network failure',
      new ApiError({ status: 0, message: 'x', kind: 'network' }),
      { status: 'error', messageKey: 'network' },
    ],
    [
      'a JSON 503',
      new ApiError({ status: 503, message: 'Upstream down', code: 'internal_error' }),
      {
        status: 'error',
        messageKey: 'server',
        values: { status: 503, statusText: 'Service Unavailable' },
      },
    ],
    [
      'a plain 500 keeps its own status text',
      new ApiError({ status: 500, message: 'Server error: 500 - Oops' }),
      { status: 'error', messageKey: 'server', values: { status: 500, statusText: 'Oops' } },
    ],
    [
      'an unlisted status',
      new ApiError({ status: 507, message: 'Full', code: 'internal_error' }),
      { status: 'error', messageKey: 'server', values: { status: 507, statusText: 'Error' } },
    ],
    [
      'a 400',
      new ApiError({ status: 400, message: 'Bad', code: 'validation_failed' }),
      { status: 'error', messageKey: 'loadCreator' },
    ],
    [
      'an invalid answer',
      new ApiError({ status: 502, message: 'x', kind: 'invalid-response' }),
      { status: 'error', messageKey: 'unexpected' },
    ],
    ['anything else', new Error('boom'), { status: 'error', messageKey: 'unexpected' }],
  ])('maps %s', (_name, err, expected) => {
    expect(describeFailure(err)).toEqual(expected);
  });
});

describe('useCreatorLoad', () => {
  it('asks the proxy for the creator with its call-to-actions and socials', async () => {
    answerWith(ok);
    const { result } = renderLoad('jamie', 'nl');
    expect(result.current.state).toEqual({ status: 'loading' });
    await advance(0);
    expect(result.current.state).toEqual({ status: 'loaded', creator });
    expect(calls()).toBe(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/proxy');
    expect(url.searchParams.get('path')).toBe('/api/v1/websites/jamie');
    expect(url.searchParams.get('locale')).toBe('nl');
    expect(url.searchParams.get('include')).toBe('callToActions,socials');
  });

  it('retries after exactly 1000, 2000 and 4000 ms, then stops with the server error', async () => {
    answerWith(status(503));
    const { result } = renderLoad();
    await advance(0);
    expect(calls()).toBe(1);

    await advance(999);
    expect(calls()).toBe(1);
    await advance(1);
    expect(calls()).toBe(2);
    expect(result.current.state).toEqual({ status: 'loading' });

    await advance(1999);
    expect(calls()).toBe(2);
    await advance(1);
    expect(calls()).toBe(3);
    expect(result.current.state).toEqual({ status: 'loading' });

    await advance(3999);
    expect(calls()).toBe(3);
    await advance(1);
    expect(calls()).toBe(4);

    expect(result.current.state).toEqual({
      status: 'error',
      messageKey: 'server',
      values: { status: 503, statusText: 'Service Unavailable' },
    });
    await advance(60_000);
    expect(calls()).toBe(4);
  });

  it('shows the last server error after the retries run out', async () => {
    // A plain-text 500: the response's own status text is shown.
    answerWith(() => reply(500, 'gateway exploded', 'Bad Day'));
    render(withIntl(<Screen />));
    await advance(7_000);
    expect(calls()).toBe(4);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to load creator');
    expect(alert).toHaveTextContent('Server error: 500 - Bad Day');
  });

  it('shows not-found on a 404, without retrying', async () => {
    answerWith(status(404, { message: 'Creator not found', code: 'not_found', status: 404 }));
    const { result } = renderLoad();
    await advance(0);
    expect(result.current.state).toEqual({ status: 'not-found' });
    await advance(60_000);
    expect(calls()).toBe(1);
  });

  it('shows not-found for a creator that is not enabled, without retrying', async () => {
    answerWith(
      status(403, { message: 'Website not enabled', code: 'website_not_enabled', status: 403 }),
    );
    const { result } = renderLoad();
    await advance(0);
    expect(result.current.state).toEqual({ status: 'not-found' });
    await advance(60_000);
    expect(calls()).toBe(1);
  });

  it('fails at once on a validation error', async () => {
    answerWith(status(400, { message: 'Invalid locale', code: 'validation_failed', status: 400 }));
    const { result } = renderLoad();
    await advance(0);
    expect(result.current.state).toEqual({ status: 'error', messageKey: 'loadCreator' });
    await advance(60_000);
    expect(calls()).toBe(1);
  });

  it.each([429, 408])('retries a %i', async (code) => {
    answerWith(status(code), ok);
    const { result } = renderLoad();
    await advance(0);
    expect(result.current.state).toEqual({ status: 'loading' });
    await advance(1000);
    expect(calls()).toBe(2);
    expect(result.current.state).toEqual({ status: 'loaded', creator });
  });

  it('retries network errors, then says the server cannot be reached', async () => {
    answerWith(offline);
    render(withIntl(<Screen />));
    await advance(0);
    expect(calls()).toBe(1);
    await advance(1000 + 2000 + 4000);
    expect(calls()).toBe(4);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error: Unable to reach server');
  });

  it('loads on the third attempt', async () => {
    answerWith(status(500), offline, ok);
    const { result } = renderLoad();
    await advance(1000);
    expect(calls()).toBe(2);
    expect(result.current.state).toEqual({ status: 'loading' });
    await advance(2000);
    expect(calls()).toBe(3);
    expect(result.current.state).toEqual({ status: 'loaded', creator });
    await advance(60_000);
    expect(calls()).toBe(3);
  });

  it('gives each attempt 30 s, then treats the time-out as retryable', async () => {
    answerWith(hang);
    const { result } = renderLoad();
    await advance(29_999);
    expect(calls()).toBe(1);
    expect(signalOf(0)?.aborted).toBe(false);
    await advance(1);
    // The hanging request is cancelled, and the retry waits its 1 s.
    expect(signalOf(0)?.aborted).toBe(true);
    expect(calls()).toBe(1);
    await advance(1000);
    expect(calls()).toBe(2);
    expect(result.current.state).toEqual({ status: 'loading' });

    // Attempts 2 to 4 time out too: 30 s each, with 2 s and 4 s between them.
    await advance(30_000 + 2000 + 30_000 + 4000);
    expect(calls()).toBe(4);
    expect(result.current.state).toEqual({ status: 'loading' });
    await advance(29_999);
    expect(result.current.state.status).toBe('loading');
    await advance(1);
    expect(result.current.state).toEqual({ status: 'error', messageKey: 'timeout' });
  });

  it('shows the time-out message', async () => {
    answerWith(hang);
    render(withIntl(<Screen />));
    await advance(4 * 30_000 + 7000);
    expect(screen.getByRole('alert')).toHaveTextContent('Request timed out. Please try again.');
  });

  it('starts over from attempt 0 on Try Again', async () => {
    answerWith(
      status(400, { message: 'Invalid', code: 'validation_failed', status: 400 }),
      status(500),
      ok,
    );
    const { result } = renderLoad();
    await advance(0);
    expect(result.current.state.status).toBe('error');

    act(() => result.current.tryAgain());
    expect(result.current.state).toEqual({ status: 'loading' });
    await advance(0);
    expect(calls()).toBe(2);
    expect(result.current.state).toEqual({ status: 'loading' });
    // The new run has its own schedule: its first retry comes 1 s later.
    await advance(999);
    expect(calls()).toBe(2);
    await advance(1);
    expect(calls()).toBe(3);
    expect(result.current.state).toEqual({ status: 'loaded', creator });
  });

  it('Try Again during a back-off cancels the old schedule', async () => {
    answerWith(status(503));
    const { result } = renderLoad();
    await advance(500);
    act(() => result.current.tryAgain());
    await advance(0);
    expect(calls()).toBe(2);
    // The old run's retry at 1000 ms is gone; only the new run's, 1 s after its own start.
    await advance(999);
    expect(calls()).toBe(2);
    await advance(1);
    expect(calls()).toBe(3);
  });

  it('shows an answer that does not fit the contract as unexpected, without retrying', async () => {
    answerWith(() => reply(200, { data: { id: 'not a creator' } }));
    const { result } = renderLoad();
    await advance(0);
    expect(result.current.state).toEqual({ status: 'error', messageKey: 'unexpected' });
    await advance(60_000);
    expect(calls()).toBe(1);
  });

  it('makes no further attempt once unmounted while waiting to retry', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      answerWith(offline);
      const { unmount } = renderLoad();
      await advance(500);
      unmount();
      await advance(60_000);
      expect(calls()).toBe(1);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it("makes an attempt that React's development remount cut short again, without counting it", async () => {
    answerWith(hang, status(503));
    const { result } = renderHook(() => useCreatorLoad('jamie', 'en'), {
      wrapper: WithSWR,
      reactStrictMode: true,
    });
    await advance(0);
    expect(signalOf(0)?.aborted).toBe(true);
    expect(calls()).toBe(2);
    expect(result.current.state).toEqual({ status: 'loading' });
    await advance(1000 + 2000 + 4000);
    expect(calls()).toBe(5);
    expect(result.current.state).toEqual({
      status: 'error',
      messageKey: 'server',
      values: { status: 503, statusText: 'Service Unavailable' },
    });
  });

  it('aborts on unmount and sets no state afterwards', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      answerWith(hang);
      const { unmount } = renderLoad();
      await advance(0);
      unmount();
      expect(signalOf(0)?.aborted).toBe(true);
      await advance(200_000);
      expect(calls()).toBe(1);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('aborts the old load and starts afresh when the slug changes', async () => {
    answerWith(hang, ok);
    const { result, rerender } = renderLoad('jamie');
    await advance(0);
    rerender({ s: 'nigella', l: 'en' });
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(signalOf(0)?.aborted).toBe(true);
    await advance(0);
    expect(calls()).toBe(2);
    const url = new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://localhost');
    expect(url.searchParams.get('path')).toBe('/api/v1/websites/nigella');
    expect(result.current.state).toEqual({ status: 'loaded', creator });
  });
});

describe('CreatorLoadView', () => {
  const view = (state: CreatorLoadState, onTryAgain = jest.fn()) =>
    render(
      withIntl(
        <CreatorLoadView state={state} onTryAgain={onTryAgain} notFound={<p>Not found view</p>} />,
      ),
    );

  it('shows a busy skeleton with a hidden loading text', () => {
    view({ status: 'loading' });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading creator...');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders the given not-found view', () => {
    view({ status: 'not-found' });
    expect(screen.getByText('Not found view')).toBeInTheDocument();
  });

  it('renders nothing once loaded', () => {
    const { container } = view({ status: 'loaded', creator });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the title, the message and a focused Try Again button', () => {
    const onTryAgain = jest.fn();
    view({ status: 'error', messageKey: 'network' }, onTryAgain);
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unable to load creator');
    expect(alert).toHaveTextContent('Network error: Unable to reach server');
    const button = screen.getByRole('button', { name: 'Try Again' });
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });

  it.each<[CreatorLoadState, string]>([
    [
      {
        status: 'error',
        messageKey: 'server',
        values: { status: 503, statusText: 'Service Unavailable' },
      },
      'Server error: 503 - Service Unavailable',
    ],
    [{ status: 'error', messageKey: 'timeout' }, 'Request timed out. Please try again.'],
    [{ status: 'error', messageKey: 'loadCreator' }, 'Failed to load creator'],
    [{ status: 'error', messageKey: 'unexpected' }, 'An unexpected error occurred'],
  ])('words the error %j', (state, text) => {
    view(state);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('goes from the error to the profile through Try Again', async () => {
    answerWith(status(400, { message: 'Invalid', code: 'validation_failed', status: 400 }), ok);
    render(withIntl(<Screen />));
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load creator');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading creator...');
    await advance(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jamie Cooks' })).toBeInTheDocument();
  });
});
