/**
 * The one revalidation place (lib/publishing/revalidate.ts): a publish expires the tags of what
 * changed at once, and once more SETTLE_MS later, after the response, so that a page whose
 * render began before the write and was stored after it (Next dates an entry by when it is
 * stored) is not served as fresh for its whole `revalidate`. Next's `revalidateTag` and `after`
 * are recorded here; tests/e2e/studio.spec.ts sees the effect on both hosts.
 */
import { revalidatePublic, SETTLE_MS } from '@/lib/publishing/revalidate';

const expired: Array<{ tag: string; at: number }> = [];
const afterCallbacks: Array<() => Promise<void>> = [];

jest.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: { expire: number }) => {
    expect(profile).toEqual({ expire: 0 });
    expired.push({ tag, at: Date.now() });
  },
}));
jest.mock('next/server', () => ({
  after: (callback: () => Promise<void>) => afterCallbacks.push(callback),
}));

beforeEach(() => {
  jest.useFakeTimers();
  expired.length = 0;
  afterCallbacks.length = 0;
});
afterEach(() => jest.useRealTimers());

const change = {
  recipes: ['focaccia'],
  creators: ['ovenfresh'],
  collections: [],
};
const tags = ['recipes', 'recipe:focaccia', 'creators', 'creator:ovenfresh'];

it('expires what changed at once, and again once renders that overlapped the write are stored', async () => {
  const start = Date.now();
  expect(revalidatePublic(change)).toEqual(tags);
  expect(expired.map((e) => e.tag)).toEqual(tags);

  // The second pass runs after the response (an `after` callback), not before it.
  expect(afterCallbacks).toHaveLength(1);
  const pass = afterCallbacks[0]!();
  await jest.advanceTimersByTimeAsync(SETTLE_MS - 1);
  expect(expired).toHaveLength(tags.length);
  await jest.advanceTimersByTimeAsync(1);
  await pass;
  expect(expired.slice(tags.length).map((e) => e.tag)).toEqual(tags);
  expect(expired[tags.length]!.at - start).toBe(SETTLE_MS);
});
