/**
 * Shared by the session tests (the proxy, the session handlers, the login guard and the pages
 * behind it): a signed-in user as the API answers it, and stand-ins for Next's request cookies
 * and redirect (each test file mocks 'next/headers' and 'next/navigation' itself).
 */
import { cookies } from 'next/headers';
import type { SessionUser } from '@/core/contract';

export const SESSION_USER: SessionUser = {
  id: 7,
  name: 'Ada Cook',
  username: 'ada-cook',
  image: null,
  email: 'ada@example.com',
  role: 'user',
  website: null,
};

/** What the stand-in for `redirect` throws. */
export class Redirected extends Error {
  constructor(readonly url: string) {
    super(`redirect ${url}`);
  }
}

/** The request's cookies (with `cookies` from 'next/headers' mocked). */
export function jar(values: Record<string, string>) {
  jest.mocked(cookies).mockResolvedValue({
    get: (name: string) => (name in values ? { name, value: values[name]! } : undefined),
  } as unknown as Awaited<ReturnType<typeof cookies>>);
}
