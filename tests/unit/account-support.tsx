/**
 * Shared by the account-*.test.tsx files: the session endpoints' answers as just enough of a
 * fetch Response (jsdom has no fetch API), and the requests the screens made.
 */
export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

export function response({ status, body, headers = {} }: Answer): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    json: () =>
      body === undefined ? Promise.reject(new SyntaxError('no body')) : Promise.resolve(body),
  } as unknown as Response;
}

export const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

/** Each answer in turn; a string answer is a network failure with that message. */
export function answerWith(...answers: (Answer | string)[]) {
  for (const answer of answers) {
    fetchMock.mockImplementationOnce(() =>
      typeof answer === 'string'
        ? Promise.reject(new TypeError(answer))
        : Promise.resolve(response(answer)),
    );
  }
}

/** The requests made: path, method and parsed JSON body. */
export function requests() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url,
    method: init?.method,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    contentType: (init?.headers as Record<string, string> | undefined)?.['Content-Type'],
  }));
}

export const sessionUser = {
  id: 7,
  name: 'Ann de Vries',
  username: 'ann-de-vries',
  image: null,
  email: 'ann@example.com',
  role: 'user',
  website: null,
} as const;

export function installFetch() {
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
}
