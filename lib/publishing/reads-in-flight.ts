import 'server-only';

/**
 * The public reads (lib/api/public.ts) under way in this process, each with the moment it began.
 * A page whose render read before a write may be stored after the write's revalidation, stale
 * (Next dates an entry by when it is stored); the one revalidation place waits for the reads that
 * began before the write before it expires the tags once more (./revalidate.ts). Kept on
 * `globalThis`: route handlers and pages are separate bundles of one server process.
 */
type Read = { startedAt: number; done: Promise<void> };

const KEY = Symbol.for('zesty.publicReadsInFlight');
const holder = globalThis as typeof globalThis & { [KEY]?: Set<Read> };
const reads: Set<Read> = (holder[KEY] ??= new Set());

/** Counts `read` as under way until it settles (either way); answers it unchanged. */
export function trackRead<T>(read: Promise<T>): Promise<T> {
  const entry: Read = {
    startedAt: Date.now(),
    done: read.then(
      () => undefined,
      () => undefined,
    ),
  };
  reads.add(entry);
  void entry.done.then(() => reads.delete(entry));
  return read;
}

/**
 * Settles once every read that began at or before `time` has settled, or after `limitMs`, whichever
 * is first (a read that never ends holds nothing up for long).
 */
export async function readsStartedBy(time: number, limitMs: number): Promise<void> {
  const pending = [...reads].filter((read) => read.startedAt <= time).map((read) => read.done);
  if (pending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(pending),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, limitMs);
    }),
  ]);
  clearTimeout(timer);
}
