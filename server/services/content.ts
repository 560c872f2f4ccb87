import { and, eq, type SQLWrapper } from 'drizzle-orm';
import type { ContentPage, ContentResponse } from '../../core/contract/content';
import type { Locale } from '../../core/locale';
import type { Db } from '../db/client';
import { contentDocuments, contentVersions } from '../db/schema';
import { notFound } from '../http';

/**
 * The join of a page's row (`content_documents`) to one of its versions: the one numbered by
 * `number`, a column of that row (`published`, or `draft` for the newest).
 */
export const versionOfDocument = (number: SQLWrapper) =>
  and(
    eq(contentVersions.page, contentDocuments.page),
    eq(contentVersions.locale, contentDocuments.locale),
    eq(contentVersions.number, number),
  );

/**
 * A page's version (issue 25): the `published` one, which visitors see, or the newest (`draft`),
 * which an editor's preview shows.
 */
export async function documentContent(
  db: Db,
  page: ContentPage,
  locale: Locale,
  which: 'published' | 'draft',
): Promise<ContentResponse> {
  const [row] = await db
    .select({ markdown: contentVersions.markdown, version: contentVersions.number })
    .from(contentDocuments)
    .innerJoin(contentVersions, versionOfDocument(contentDocuments[which]))
    .where(and(eq(contentDocuments.page, page), eq(contentDocuments.locale, locale)));
  if (!row) throw notFound('Page');
  return { page, locale, ...row };
}
