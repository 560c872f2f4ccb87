/**
 * Becoming a creator (issue 25 item 5): a signed-in user's application (creator name, wished
 * subdomain, a link to their work, language), the editors' decision, and the editors' switch of a
 * creator's site (`zestyEnabled`). `application-paths.ts` holds the applicant's routes without zod;
 * the editors' are in `editor-paths.ts`.
 */
import { z } from '../zod';

import { ID_PATTERN } from './paths';
import { localeSchema } from './schemas';
import { publicChangeSchema } from './studio';

/** A subdomain: a DNS label of at least 3 characters (1–2 are kept for Zesty's own use). */
export const SUBDOMAIN_LIMITS = { min: 3, max: 63 } as const;

/**
 * Names no creator gets: Zesty's own hosts and services, and the words a visitor would take for
 * Zesty's. Any name containing the main site's name (`www` unless configured) is the main site's: the
 * middleware sends `www2.…` or `shop-www.…` to the main site (core/tenant.ts).
 */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www',
  'api',
  'app',
  'admin',
  'account',
  'accounts',
  'auth',
  'login',
  'mail',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'cdn',
  'static',
  'assets',
  'media',
  'images',
  'img',
  'widget',
  'help',
  'support',
  'status',
  'blog',
  'docs',
  'editor',
  'studio',
  'zesty',
  'dev',
  'staging',
  'test',
  'localhost',
];

/** Why a subdomain cannot be had; `taken` is only known to the API. */
export const SUBDOMAIN_ISSUES = [
  'tooShort',
  'tooLong',
  'uppercase',
  'characters',
  'hyphens',
  'reserved',
  'taken',
] as const;
export type SubdomainIssue = (typeof SUBDOMAIN_ISSUES)[number];

/**
 * What is wrong with `value` as a creator's subdomain by its form alone (the API adds `taken`);
 * undefined when nothing is. The order is the order a person fixes things in. `mainSiteName` is
 * the deployment's MAIN_SITE_NAME (the API knows it; the form assumes the default).
 */
export function subdomainIssue(
  value: string,
  mainSiteName = 'www',
): Exclude<SubdomainIssue, 'taken'> | undefined {
  if (value.length < SUBDOMAIN_LIMITS.min) return 'tooShort';
  if (value.length > SUBDOMAIN_LIMITS.max) return 'tooLong';
  if (/[A-Z]/.test(value)) return 'uppercase';
  if (!/^[a-z0-9-]+$/.test(value)) return 'characters';
  // A DNS label neither starts nor ends with a hyphen; two in a row are for IDN labels (xn--).
  if (value.startsWith('-') || value.endsWith('-') || value.includes('--')) return 'hyphens';
  if (RESERVED_SUBDOMAINS.includes(value) || value.includes(mainSiteName)) return 'reserved';
  return undefined;
}

/** `GET …/subdomain?slug=`: the live check as the applicant types. */
export const subdomainQuery = z.strictObject({ slug: z.string().max(200).default('') });
export const subdomainCheckResponse = z.object({
  data: z.object({
    slug: z.string(),
    available: z.boolean(),
    issue: z.enum(SUBDOMAIN_ISSUES).nullable(),
  }),
});
export type SubdomainCheck = z.infer<typeof subdomainCheckResponse>['data'];

/** What an application may hold. */
export const APPLICATION_LIMITS = { name: 60, workUrl: 500, message: 2000 } as const;

const webAddress = z
  .string()
  .trim()
  .max(APPLICATION_LIMITS.workUrl)
  .url('must be a web address')
  .refine((value) => /^https?:\/\//i.test(value), 'must start with https:// or http://');

/** `POST /api/v1/creator-applications`. The subdomain's own rules answer 422 (`issues`). */
export const applicationBody = z.strictObject({
  name: z.string().trim().min(2).max(APPLICATION_LIMITS.name),
  slug: z.string().max(200),
  workUrl: webAddress,
  language: localeSchema,
});
export type ApplicationBody = z.infer<typeof applicationBody>;

export const APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  workUrl: z.string(),
  language: localeSchema,
  status: z.enum(APPLICATION_STATUSES),
  /** The editor's message with the decision. */
  message: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Who applied: for the editors only. */
  applicant: z.object({ name: z.string(), email: z.string() }).optional(),
});
export type CreatorApplication = z.infer<typeof applicationSchema>;
export const myApplicationResponse = z.object({ data: applicationSchema.nullable() });
export const applicationResponse = z.object({ data: applicationSchema });
export const applicationsResponse = z.object({ data: z.array(applicationSchema) });

/** An application's id in a path. */
export const applicationIdParam = z
  .string()
  .regex(new RegExp(`^${ID_PATTERN}$`), 'must be an application number');

/** Approving says something, or nothing; declining says why. */
export const approveBody = z.strictObject({
  message: z.string().trim().max(APPLICATION_LIMITS.message),
});
export const declineBody = z.strictObject({
  message: z.string().trim().min(1).max(APPLICATION_LIMITS.message),
});

/** A creator as the editors' list of sites shows it. */
export const editorCreatorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  zestyEnabled: z.boolean(),
  /** The owner's e-mail address, when there is an owner. */
  owner: z.string().nullable(),
  recipes: z.number().int(),
});
export type EditorCreator = z.infer<typeof editorCreatorSchema>;
export const editorCreatorsResponse = z.object({ data: z.array(editorCreatorSchema) });
/** `PUT /api/v1/editor/creators/{slug}/enabled`. */
export const creatorEnabledBody = z.strictObject({ enabled: z.boolean() });
export const editorCreatorResponse = z.object({
  data: editorCreatorSchema,
  changed: publicChangeSchema.optional(),
});
