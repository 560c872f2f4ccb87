/**
 * The editors' pages (issue 25): their versions, saving, restoring and publishing. Every write
 * names the newest version it was made on (`base`) and runs in one transaction that holds the
 * page's row, so two editors saving the same draft cannot both win: the second is told (409, the
 * version stored now) and keeps what they wrote. A document that does not parse is never stored
 * (422, every issue listed). Who may call these is checked in the routes (server/routes/editor.ts).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { parseDocument } from 'yaml';
import {
  CONTENT_ISSUE_TEXTS,
  CONTENT_PAGES,
  ERROR_CODES,
  type ContentPage,
  type ContentVersion,
  type EditorPage,
  type EditorPageSummary,
  type Locale,
  type PublicChange,
} from '../../core/contract';
import { parseContent, splitFrontMatter, type ContentIssue } from '../../core/content/document';
import type { Db } from '../db/client';
import type { Queryable, Tx } from '../db/query';
import { contentDocuments, contentVersions, users } from '../db/schema';
import { HttpError, notFound } from '../http';
import { versionOfDocument } from './content';
import { statsDay } from './stats';
import { versionConflict } from './studio-versions';

export type EditorWrite = { page: EditorPage; changed?: PublicChange };

const documentOf = (page: ContentPage, locale: Locale) =>
  and(eq(contentDocuments.page, page), eq(contentDocuments.locale, locale));
const versionOf = (page: ContentPage, locale: Locale, number: number) =>
  and(
    eq(contentVersions.page, page),
    eq(contentVersions.locale, locale),
    eq(contentVersions.number, number),
  );

/** The 422 of a document that does not parse: each issue with its line, in words. */
export function contentInvalid(issues: readonly ContentIssue[]): HttpError {
  const listed = issues.map((issue) => ({
    path: issue.line === undefined ? issue.code : `line ${issue.line}`,
    message: CONTENT_ISSUE_TEXTS[issue.code] + (issue.detail ? `: ${issue.detail}` : ''),
  }));
  return new HttpError(
    422,
    ERROR_CODES.contentInvalid,
    `The page cannot be saved: ${listed[0]?.message ?? 'invalid'}`,
    listed,
  );
}

/** The title a page's source gives, or its name while its front matter cannot be read. */
function titleOf(page: ContentPage, markdown: string): string {
  const parsed = parseContent(markdown);
  return parsed.ok ? parsed.document.meta.title : page;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function pageRows(db: Queryable, where?: ReturnType<typeof documentOf>) {
  return db
    .select({
      page: contentDocuments.page,
      locale: contentDocuments.locale,
      draft: contentDocuments.draft,
      published: contentDocuments.published,
      publishedAt: contentDocuments.publishedAt,
      updatedAt: contentDocuments.updatedAt,
      markdown: contentVersions.markdown,
    })
    .from(contentDocuments)
    .innerJoin(contentVersions, versionOfDocument(contentDocuments.draft))
    .where(where);
}

type PageRow = Awaited<ReturnType<typeof pageRows>>[number];

function editorPageOf(row: PageRow): EditorPage {
  return {
    page: row.page,
    locale: row.locale,
    title: titleOf(row.page, row.markdown),
    draft: row.draft,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
    markdown: row.markdown,
  };
}

/** Every page in both locales, in the console's order, with its status. */
export async function editorPages(db: Db): Promise<EditorPageSummary[]> {
  const rows = await pageRows(db);
  const order = (r: PageRow) => CONTENT_PAGES.indexOf(r.page) * 2 + (r.locale === 'en' ? 0 : 1);
  return rows
    .sort((a, b) => order(a) - order(b))
    .map((row) => {
      const { markdown: _markdown, ...summary } = editorPageOf(row);
      return summary;
    });
}

/** A page with its newest version's text. */
export async function editorPage(db: Queryable, page: ContentPage, locale: Locale) {
  const [row] = await pageRows(db, documentOf(page, locale));
  if (!row) throw notFound('Page');
  return editorPageOf(row);
}

/**
 * Runs `write` in one transaction on the page as it stands at version `base`, its row held: a 409
 * (with the newest version) when another version came since.
 */
async function writeAtBase<T>(
  db: Db,
  page: ContentPage,
  locale: Locale,
  base: number,
  write: (tx: Tx, draft: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ draft: contentDocuments.draft })
      .from(contentDocuments)
      .where(documentOf(page, locale))
      .for('update');
    if (!doc) throw notFound('Page');
    if (doc.draft !== base) throw versionConflict('This page', doc.draft);
    return write(tx, doc.draft);
  });
}

/** Adds version `draft + 1` with `markdown` and makes it the newest. */
async function addVersion(
  tx: Tx,
  page: ContentPage,
  locale: Locale,
  draft: number,
  version: { markdown: string; summary: string; authorId: number },
): Promise<number> {
  const number = draft + 1;
  await tx.insert(contentVersions).values({ page, locale, number, ...version });
  await tx
    .update(contentDocuments)
    .set({ draft: number, updatedAt: new Date() })
    .where(documentOf(page, locale));
  return number;
}

async function markdownAt(db: Queryable, page: ContentPage, locale: Locale, number: number) {
  const [row] = await db
    .select({ markdown: contentVersions.markdown })
    .from(contentVersions)
    .where(versionOf(page, locale, number));
  return row?.markdown;
}

/** A new version of the page, made on version `base`; the same text again adds none. */
export async function saveContent(
  db: Db,
  authorId: number,
  page: ContentPage,
  locale: Locale,
  body: { markdown: string; summary: string; base: number },
): Promise<EditorPage> {
  const parsed = parseContent(body.markdown);
  if (!parsed.ok) throw contentInvalid(parsed.issues);
  return writeAtBase(db, page, locale, body.base, async (tx, draft) => {
    if ((await markdownAt(tx, page, locale, draft)) !== body.markdown) {
      await addVersion(tx, page, locale, draft, {
        markdown: body.markdown,
        summary: body.summary,
        authorId,
      });
    }
    return editorPage(tx, page, locale);
  });
}

/** Every version of a page, newest first, with its author's name. */
export async function contentVersionList(
  db: Db,
  page: ContentPage,
  locale: Locale,
): Promise<ContentVersion[]> {
  const [doc] = await db
    .select({ published: contentDocuments.published })
    .from(contentDocuments)
    .where(documentOf(page, locale));
  if (!doc) throw notFound('Page');
  const rows = await db
    .select({
      number: contentVersions.number,
      summary: contentVersions.summary,
      author: users.name,
      createdAt: contentVersions.createdAt,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.authorId))
    .where(and(eq(contentVersions.page, page), eq(contentVersions.locale, locale)))
    .orderBy(desc(contentVersions.number));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    published: r.number === doc.published,
  }));
}

/** One version, whole. */
export async function contentVersion(
  db: Db,
  page: ContentPage,
  locale: Locale,
  number: number,
): Promise<ContentVersion & { markdown: string }> {
  const version = (await contentVersionList(db, page, locale)).find((v) => v.number === number);
  const markdown = version && (await markdownAt(db, page, locale, number));
  if (!version || markdown === undefined) throw notFound('Version');
  return { ...version, markdown };
}

/** A new version with version `number`'s text, made on version `base`. */
export async function restoreContent(
  db: Db,
  authorId: number,
  page: ContentPage,
  locale: Locale,
  number: number,
  base: number,
): Promise<EditorPage> {
  return writeAtBase(db, page, locale, base, async (tx, draft) => {
    const markdown = await markdownAt(tx, page, locale, number);
    if (markdown === undefined) throw notFound('Version');
    await addVersion(tx, page, locale, draft, {
      markdown,
      summary: `Restored version ${number}`,
      authorId,
    });
    return editorPage(tx, page, locale);
  });
}

/** The source with its front matter's `lastUpdated` set to `day` (the rest as written). */
export function withLastUpdated(markdown: string, day: string): string {
  const parts = splitFrontMatter(markdown);
  if (!parts) return markdown;
  const doc = parseDocument(parts.yaml);
  doc.set('lastUpdated', day);
  return `---\n${doc.toString({ lineWidth: 0 })}---\n${parts.body}`;
}

/**
 * Publishes the newest version (it must be `base`): dated today in the Netherlands (a new version
 * when the front matter said another day), then the version visitors see. Answers what changed,
 * for the web app to revalidate.
 */
export async function publishContent(
  db: Db,
  authorId: number,
  page: ContentPage,
  locale: Locale,
  base: number,
  today = statsDay(),
): Promise<EditorWrite> {
  return writeAtBase(db, page, locale, base, async (tx, draft) => {
    const markdown = (await markdownAt(tx, page, locale, draft)) ?? '';
    const dated = withLastUpdated(markdown, today);
    const number =
      dated === markdown
        ? draft
        : await addVersion(tx, page, locale, draft, {
            markdown: dated,
            summary: 'Published',
            authorId,
          });
    await tx
      .update(contentDocuments)
      .set({ published: number, publishedAt: sql`now()` })
      .where(documentOf(page, locale));
    return {
      page: await editorPage(tx, page, locale),
      changed: { recipes: [], creators: [], collections: [], content: [page] },
    };
  });
}
