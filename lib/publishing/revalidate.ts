import 'server-only';
import { revalidateTag } from 'next/cache';
import type { PublicChange } from '@/core/contract';
import { tagsOfChange } from './tags';

/**
 * The one revalidation place (design: "Publishing goes through one revalidation place"): every
 * write that changed what visitors see ends here with the API's `changed`, and the pages that
 * show it are rendered afresh on their next request, on both hosts and in both locales. The
 * tags expire at once (`expire: 0`), so the next visitor gets the new page rather than a stale
 * one while it regenerates. A shared cache handler and an edge purge hook in here.
 */
export function revalidatePublic(change: PublicChange): string[] {
  const tags = tagsOfChange(change);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return tags;
}
