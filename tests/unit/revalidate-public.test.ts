/**
 * The one revalidation place (lib/publishing/revalidate.ts): a publish expires the tags of what
 * changed at once, and once more SETTLE_MS later, after the response, so that a page whose
 * render began before the write and was stored after it (Next dates an entry by when it is
 * stored) is not served as fresh for its whole `revalidate`; a read that began before the write
 * holds the second pass back until it is done. Next's `revalidateTag` and `after`
 * are recorded here; tests/e2e/studio.spec.ts sees the effect on both hosts.
 */
import { trackRead } from '@/lib/publishing/reads-in-flight';
import {
  PURGE_LAG_MS,
  READS_LIMIT_MS,
  revalidatePublic,
  SETTLE_MS,
} from '@/lib/publishing/revalidate';

const expired: Array<{ tag: string; at: number }> = [];
const afterCallbacks: Array<() => Promise<void>> = [];

jest.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: { expire: number }) => {
    expect(profile).toEqual({ expire: 0 });
    expired.push({ tag, at: Date.now() });
  },
}));
const purged: Array<{ keys: readonly string[]; at: number }> = [];
jest.mock('@/lib/publishing/edge-purge', () => ({
  purgeEdges: async (keys: readonly string[]) => {
    purged.push({ keys, at: Date.now() });
    return [];
  },
}));
jest.mock('next/server', () => ({
  after: (callback: () => Promise<void>) => afterCallbacks.push(callback),
}));

beforeEach(() => {
  jest.useFakeTimers();
  expired.length = 0;
  purged.length = 0;
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

it('purges the same tags on the edges just after each pass has expired them in Next', async () => {
  const start = Date.now();
  revalidatePublic(change);
  // Next carries out the expiry once the handler has returned: the edge waits a moment for it.
  expect(purged).toEqual([]);
  await jest.advanceTimersByTimeAsync(PURGE_LAG_MS);
  expect(purged).toEqual([{ keys: tags, at: start + PURGE_LAG_MS }]);
  const pass = afterCallbacks[0]!();
  await jest.advanceTimersByTimeAsync(SETTLE_MS);
  await pass;
  expect(purged).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(PURGE_LAG_MS);
  expect(purged).toEqual([
    { keys: tags, at: start + PURGE_LAG_MS },
    { keys: tags, at: start + PURGE_LAG_MS + SETTLE_MS + PURGE_LAG_MS },
  ]);
});

/** A read of the data door that settles when told to (`finish`). */
function slowRead() {
  let finish!: () => void;
  const read = trackRead(new Promise<void>((resolve) => (finish = resolve)));
  return { read, finish };
}

/** The moments (ms after `start`) the second pass expired the tags, once `pass` is done. */
const secondPassAt = (start: number) => expired.slice(tags.length).map((e) => e.at - start);

it('waits for a read that began before the write, however long it takes, before the second pass', async () => {
  const start = Date.now();
  // A visitor's prefetch, rendering with the old data when the publish lands.
  const before = slowRead();
  revalidatePublic(change);
  // A read begun after the write has the new data: nothing waits for it.
  await jest.advanceTimersByTimeAsync(1);
  const after = slowRead();
  const pass = afterCallbacks[0]!();
  await jest.advanceTimersByTimeAsync(3_999);
  expect(expired).toHaveLength(tags.length);
  before.finish();
  await expect(before.read).resolves.toBeUndefined();
  await jest.advanceTimersByTimeAsync(SETTLE_MS);
  await pass;
  expect(new Set(secondPassAt(start))).toEqual(new Set([4_000 + SETTLE_MS]));
  after.finish();
  await after.read;
});

it('waits no longer than READS_LIMIT_MS for a read that never ends', async () => {
  const start = Date.now();
  const stuck = slowRead();
  revalidatePublic(change);
  const pass = afterCallbacks[0]!();
  await jest.advanceTimersByTimeAsync(READS_LIMIT_MS + SETTLE_MS);
  await pass;
  expect(new Set(secondPassAt(start))).toEqual(new Set([READS_LIMIT_MS + SETTLE_MS]));
  stuck.finish();
  await stuck.read;
});

it('counts a failed read as done', async () => {
  const start = Date.now();
  let fail!: (err: Error) => void;
  const read = trackRead(new Promise<void>((_, reject) => (fail = reject)));
  revalidatePublic(change);
  const pass = afterCallbacks[0]!();
  await jest.advanceTimersByTimeAsync(1_000);
  fail(new Error('database down'));
  await expect(read).rejects.toThrow('database down');
  await jest.advanceTimersByTimeAsync(SETTLE_MS);
  await pass;
  expect(new Set(secondPassAt(start))).toEqual(new Set([1_000 + SETTLE_MS]));
});
