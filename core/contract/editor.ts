/**
 * The editor console's requests and answers (issue 25): the editors' pages, their versions and
 * publishing. `editor-paths.ts` holds the routes' zod-free half.
 */
import { z } from '../zod';

import { CONTENT_LIMITS, contentPageSchema } from './content';
import { ID_PATTERN } from './paths';
import { localeSchema, slugSchema } from './schemas';
import { publicChangeSchema } from './studio';

/** `{page}/{locale}` of an editor route. */
export const editorPageParams = { page: contentPageSchema, locale: localeSchema };
/** A version's number in a path. */
export const versionNumberParam = z
  .string()
  .regex(new RegExp(`^${ID_PATTERN}$`), 'must be a version number');

const versionNumber = z.number().int().min(1).max(2_147_483_647);

/** A page in one locale, as the console lists it. */
export const editorPageSummarySchema = z.object({
  page: contentPageSchema,
  locale: localeSchema,
  title: z.string(),
  /** The newest version's number. */
  draft: versionNumber,
  /** The published version's number (null: never published). */
  published: versionNumber.nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type EditorPageSummary = z.infer<typeof editorPageSummarySchema>;
export const editorPagesResponse = z.object({ data: z.array(editorPageSummarySchema) });

/** A page with its newest version's text: what the editor opens. */
export const editorPageSchema = editorPageSummarySchema.extend({ markdown: z.string() });
export type EditorPage = z.infer<typeof editorPageSchema>;
export const editorPageResponse = z.object({
  data: editorPageSchema,
  changed: publicChangeSchema.optional(),
});

/** `PUT …/pages/{page}/{locale}`: a new version, made on version `base` (else 409). */
export const saveContentBody = z.strictObject({
  markdown: z.string().max(CONTENT_LIMITS.documentChars),
  /** What changed, in a few words (the history shows it). */
  summary: z.string().trim().min(1).max(200),
  base: versionNumber,
});
export type SaveContentBody = z.infer<typeof saveContentBody>;

/** Restoring a version and publishing name the newest version they were asked on. */
export const contentBaseBody = z.strictObject({ base: versionNumber });

/**
 * `POST …/pages/{page}/{locale}/preview`: links that open the newest version in draft mode (two
 * minutes to open each), on the main site and, for a page creator sites show (the legal pages),
 * on the site of `creator` with its white-label titles.
 */
export const contentPreviewBody = z.strictObject({ creator: slugSchema.optional() });
export const contentPreviewResponse = z.object({
  data: z.object({
    main: z.string().url(),
    /** null: no creator asked for, or a page creator sites do not have. */
    creator: z.string().url().nullable(),
    expiresAt: z.string(),
  }),
});
export type ContentPreviewLinks = z.infer<typeof contentPreviewResponse>['data'];

export const contentVersionSchema = z.object({
  number: versionNumber,
  summary: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
  published: z.boolean(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;
export const contentVersionsResponse = z.object({ data: z.array(contentVersionSchema) });
export const contentVersionResponse = z.object({
  data: contentVersionSchema.extend({ markdown: z.string() }),
});
