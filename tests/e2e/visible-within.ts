import type { BrowserContext, Page } from '@playwright/test';

/** Issue 24: a signed-out visitor sees a publish, an edit or an unpublish within 2 seconds. */
export const VISIBLE_WITHIN_MS = 2_000;

/**
 * How long after `since` a visitor first saw the change: the start of the first look (polled
 * every 100 ms) for which `seen` holds. The look's start is what counts, not its end: a page asked
 * for 1.9 s after saving that shows the change means it was visible within 2 s, however long that
 * page then takes to render on a loaded two-core machine. Fails after `giveUp` ms.
 */
export async function msUntilSeen(
  seen: () => Promise<boolean>,
  { since = Date.now(), giveUp = 15_000 }: { since?: number; giveUp?: number } = {},
): Promise<number> {
  for (;;) {
    const asked = Date.now();
    if (await seen()) return asked - since;
    if (Date.now() - since > giveUp) throw new Error(`not seen within ${giveUp} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * `msUntilSeen` for several looks at once, each on a page of its own and all timed from `since`
 * (the moment the change was saved): one host's slow page does not delay the look at the other.
 * The pages are opened in the visitor's `context` and closed after, or are `pages` opened before
 * the write (and left open): on a loaded two-core machine opening six pages can take two seconds,
 * which would count against the change. Answers each look's time, in the order given.
 */
export async function msUntilSeenOn(
  where: BrowserContext | readonly Page[],
  looks: Array<(look: Page) => Promise<boolean>>,
  since: number,
): Promise<number[]> {
  const opened = Array.isArray(where) ? undefined : (where as BrowserContext);
  const pages = opened
    ? await Promise.all(looks.map(() => opened.newPage()))
    : (where as readonly Page[]);
  if (pages.length < looks.length) throw new Error(`${looks.length} looks need as many pages`);
  try {
    return await Promise.all(
      looks.map((seen, i) =>
        msUntilSeen(() => seen(pages[i]!), { since }).catch((err: unknown) => {
          throw new Error(
            `look ${i + 1} of ${looks.length} (at ${pages[i]!.url()}): ${String(err)}`,
          );
        }),
      ),
    );
  } finally {
    if (opened) await Promise.all(pages.map((p) => p.close()));
  }
}
