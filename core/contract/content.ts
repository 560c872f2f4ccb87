/**
 * The editors' pages (issue 25): the legal index, the three legal documents, How it works and the
 * FAQs, each stored per locale as one Markdown document with YAML front matter. The API hands the
 * published document out as written; `core/content` parses it, for the web app that renders it and
 * for the API that refuses a document it could not render.
 */
import { z } from '../zod';

import { localeSchema } from './schemas';

/** Every editable page, in the order the editor console and the legal index list them. */
export const CONTENT_PAGES = [
  'legal',
  'privacy-policy',
  'terms-of-use',
  'cookie-policy',
  'how-it-works',
  'faqs',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];
export const contentPageSchema = z.enum(CONTENT_PAGES);

/** The legal documents the legal index links to, in its order. */
export const LEGAL_DOCUMENTS = [
  'privacy-policy',
  'terms-of-use',
  'cookie-policy',
] as const satisfies readonly ContentPage[];
export type LegalDocumentPage = (typeof LEGAL_DOCUMENTS)[number];

/** The pages a creator's own site shows too, with its white-label titles (spec §2). */
export const CREATOR_SITE_CONTENT: readonly ContentPage[] = ['legal', ...LEGAL_DOCUMENTS];

/** The site path of each page (without the locale). */
export const CONTENT_PAGE_PATHS: Record<ContentPage, string> = {
  legal: '/legal',
  'privacy-policy': '/legal/privacy-policy',
  'terms-of-use': '/legal/terms-of-use',
  'cookie-policy': '/legal/cookie-policy',
  'how-it-works': '/how-it-works',
  faqs: '/faqs',
};

/**
 * What one document may hold. The longest today is about 7,500 characters; a page many times that
 * is a mistake (a pasted file), and so are thousands of headings (every FAQ is one).
 */
export const CONTENT_LIMITS = {
  documentChars: 100_000,
  headings: 300,
  titleChars: 160,
  summaryChars: 400,
  /** A request body of the editor console: a page of the longest, in any script, as JSON. */
  bodyBytes: 512 * 1024,
} as const;

/** Why a page cannot be stored, per issue code (the API's 422; the console words them itself). */
export const CONTENT_ISSUE_TEXTS = {
  tooLong: `The page is longer than ${CONTENT_LIMITS.documentChars} characters`,
  frontMatterMissing: 'The page must start with front matter between two --- lines',
  frontMatterSyntax: 'The front matter is not valid YAML',
  frontMatterField: 'A front matter field is missing or invalid',
  rawHtml: 'HTML is not allowed: write Markdown',
  image: 'Images are not allowed',
  unsafeLink: 'Links must be site paths, #anchors, https, http or mailto',
  pageHeading: 'Use ## for sections: the title comes from the front matter',
  headingId: 'An anchor {#…} must be lowercase letters, digits and hyphens',
  duplicateId: 'Two headings have the same anchor',
  tableCaption: "A table needs a caption: a line 'Table: …' right above it",
  tooManyHeadings: `A page has at most ${CONTENT_LIMITS.headings} headings`,
} as const;
export type ContentIssueCode = keyof typeof CONTENT_ISSUE_TEXTS;

/** The placeholder a white-label title names the creator with. */
export const CREATOR_PLACEHOLDER = '{creator}';

const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !/[\r\n]/.test(s), 'must be one line');

/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDateSchema = z.iso.date();

/** The front matter of a page. */
export const contentFrontMatterSchema = z.strictObject({
  /** The page's heading (h1), and its browser title unless `metaTitle` is given. */
  title: line(CONTENT_LIMITS.titleChars),
  /** A shorter browser title (the FAQs: 'FAQs'). */
  metaTitle: line(CONTENT_LIMITS.titleChars).optional(),
  /** The title on a creator's white-label site (spec §2: titles differ), naming `{creator}`. */
  whiteLabelTitle: line(CONTENT_LIMITS.titleChars)
    .refine((s) => s.includes(CREATOR_PLACEHOLDER), `must contain ${CREATOR_PLACEHOLDER}`)
    .optional(),
  /** One or two sentences: the meta description, and the legal index's line for a document. */
  summary: line(CONTENT_LIMITS.summaryChars),
  /** When the page last changed in substance; publishing sets it. */
  lastUpdated: isoDateSchema,
});
export type ContentFrontMatter = z.infer<typeof contentFrontMatterSchema>;

export const contentQuery = z.object({ locale: localeSchema.default('nl') }).strict();

/** A published page as the API hands it out: the Markdown document as the editor wrote it. */
export const contentResponse = z.object({
  data: z.object({
    page: contentPageSchema,
    locale: localeSchema,
    markdown: z.string(),
    version: z.number().int().positive(),
  }),
});
export type ContentResponse = z.infer<typeof contentResponse>['data'];
