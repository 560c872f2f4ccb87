/**
 * The creator studio's contract (issue 24): a recipe's working copy as the studio edits it, the
 * bounds the form checks as the creator types and the API checks again, and the studio routes'
 * queries and answers. One set of schemas for the form and the API: the form shows the issues
 * these schemas report (localised by their code and bounds), the API answers them as a 400.
 *
 * A recipe has a published state (what visitors see, in `recipes` and `recipe_translations`) and
 * a working copy (`draft`), which saves itself while the creator types and reaches visitors only
 * when it is published. Every save names the version it was made on: a save on an older version
 * (another tab, another member) is refused with 409 and the current copy, never written over.
 */
import { z } from '../zod';

import { contentPageSchema } from './content';
import { LOCALES } from '../locale';
import { ID_PATTERN, RESERVED_RECIPE_SLUGS } from './paths';
import { SOCIAL_TYPES } from './socials';
import {
  focusSchema,
  localeSchema,
  nutritionSchema,
  paginationSchema,
  slugSchema,
} from './schemas';

/** What the studio's form and the API allow; the form shows the same numbers. */
export const STUDIO_LIMITS = {
  name: 120,
  title: 160,
  description: 5000,
  ingredientLine: 300,
  ingredients: 100,
  step: 2000,
  steps: 60,
  tags: 20,
  banners: 6,
  bannerName: 80,
  bannerDescription: 300,
  url: 2000,
  minutes: 24 * 60,
  servings: { min: 1, max: 24 },
  /** Grams or kilocalories per serving. */
  nutrient: 10_000,
  searchTerm: 100,
  cuisine: 60,
  /** A collection's recipes, and how many collections a creator keeps. */
  collectionRecipes: 200,
  collections: 200,
  /**
   * A studio request's body, in bytes: both languages at every bound come to about 0.4 MB; a
   * larger body is refused unread (413), and an over-long field below it gets its own message.
   */
  bodyBytes: 2 * 1024 * 1024,
  /** An uploaded picture's file, in bytes. */
  imageBytes: 10 * 1024 * 1024,
  /**
   * An uploaded picture's pixels: a camera's 36-megapixel photo passes; more is refused before it
   * is decoded (a small file that unpacks into a huge bitmap, a "decompression bomb").
   */
  imagePixels: 36_000_000,
} as const;

/** The picture types the studio takes (by their bytes, whatever the file is called). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/**
 * The media type an upload may declare (a `Content-Type` header, parameters ignored, or a file's
 * type): a picture type, or a plain octet stream (a browser that cannot name the file's type).
 * Only a first filter: the API reads what the bytes are.
 */
export function uploadTypeOf(declared: string | null | undefined): string | undefined {
  const type = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/octet-stream' || (IMAGE_TYPES as readonly string[]).includes(type)
    ? type
    : undefined;
}

export const RECIPE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];
/** A recipe's status as the studio's answers give it: 'deleted' is in the bin (undo restores it). */
export const STUDIO_STATUSES = [...RECIPE_STATUSES, 'deleted'] as const;
/** A recipe's type (what meal it is); the public page names it (lib/structured-data.ts). */
export const RECIPE_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'dessert', 'side'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const BUDGETS = ['low', 'medium', 'high'] as const;

/** Control characters other than tab and newline never belong in a text (NUL breaks PostgreSQL). */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const text = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(CONTROL, '').trim())
    .pipe(z.string().max(max));
/** One line: line breaks become spaces. */
const line = (max: number) =>
  z
    .string()
    .transform((v) =>
      v
        .replace(/[\r\n]+/g, ' ')
        .replace(CONTROL, '')
        .trim(),
    )
    .pipe(z.string().max(max));

/** An absolute http(s) address, or nothing; anything else (javascript:, data:) is refused. */
export const webUrlSchema = z
  .string()
  .trim()
  .max(STUDIO_LIMITS.url)
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
    } catch {
      return false;
    }
  }, 'must be a web address (https://…)');

/** A web address the creator may leave out: null when there is none. */
const optionalWebUrl = webUrlSchema.nullable().default(null);

/** A picture the API stores (`/media/…`), as the upload answered it. */
export const mediaPathSchema = z
  .string()
  .max(300)
  .regex(/^\/media\/[a-z0-9/_.-]+$/i, 'must be an uploaded image');

const minutes = z.number().int().min(0).max(STUDIO_LIMITS.minutes);

/** A recipe's text in one language. Blank lines are dropped; empty fields are allowed in a draft. */
export const recipeLocaleContentSchema = z.strictObject({
  name: line(STUDIO_LIMITS.name).default(''),
  title: line(STUDIO_LIMITS.title).default(''),
  description: text(STUDIO_LIMITS.description).default(''),
  ingredients: z
    .array(line(STUDIO_LIMITS.ingredientLine))
    .max(STUDIO_LIMITS.ingredients)
    .transform((lines) => lines.filter(Boolean))
    .default([]),
  steps: z
    .array(text(STUDIO_LIMITS.step))
    .max(STUDIO_LIMITS.steps)
    .transform((steps) => steps.filter(Boolean))
    .default([]),
});
export type RecipeLocaleContent = z.infer<typeof recipeLocaleContentSchema>;

const localizedLine = (max: number) =>
  z.strictObject({ en: line(max).optional(), nl: line(max).optional() });

export const contextualBannerInputSchema = z.strictObject({
  name: localizedLine(STUDIO_LIMITS.bannerName),
  description: localizedLine(STUDIO_LIMITS.bannerDescription),
  image: mediaPathSchema,
  url: optionalWebUrl,
});

/**
 * A recipe's working copy: everything the public recipe page shows, in both languages. Saving
 * checks only bounds and types (a draft may be half written); `publishIssues` says what
 * publishing needs besides.
 */
export const recipeDraftSchema = z.strictObject({
  /** The language the creator writes in: the public page's fallback for the other one. */
  originalLocale: localeSchema,
  content: z.strictObject({
    en: recipeLocaleContentSchema.optional(),
    nl: recipeLocaleContentSchema.optional(),
  }),
  heroImage: mediaPathSchema.nullable().default(null),
  /** The hero's focal point: what every crop of it keeps in view (null: the centre). */
  heroFocus: focusSchema.nullable().default(null),
  prepMinutes: minutes.default(0),
  cookMinutes: minutes.default(0),
  /** Total time (the `time.total` visitors see); at least prep + cook once published. */
  timeMinutes: minutes.default(0),
  /** Empty until chosen (publishing needs one). */
  type: z.enum(RECIPE_TYPES).or(z.literal('')).default(''),
  /** The kitchen it comes from ('Italian'), for search engines (`recipeCuisine`); may be empty. */
  cuisine: line(STUDIO_LIMITS.cuisine).default(''),
  difficulty: z.enum(DIFFICULTIES).default('easy'),
  budget: z.enum(BUDGETS).default('low'),
  tags: z
    .array(z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a tag'))
    .max(STUDIO_LIMITS.tags)
    .transform((keys) => [...new Set(keys)])
    .default([]),
  servings: z
    .number()
    .int()
    .min(STUDIO_LIMITS.servings.min)
    .max(STUDIO_LIMITS.servings.max)
    .default(4),
  nutrition: z
    .strictObject(
      Object.fromEntries(
        Object.keys(nutritionSchema.shape).map((k) => [
          k,
          z.number().min(0).max(STUDIO_LIMITS.nutrient),
        ]),
      ) as Record<keyof z.infer<typeof nutritionSchema>, z.ZodNumber>,
    )
    .nullable()
    .default(null),
  contextualBanners: z.array(contextualBannerInputSchema).max(STUDIO_LIMITS.banners).default([]),
  ingredientsEnabled: z.boolean().default(true),
  recipeStepsEnabled: z.boolean().default(true),
  /** The paid-collaboration and affiliate-link disclaimer under the recipe. */
  disclaimer: z.boolean().default(true),
  externalUrl: optionalWebUrl,
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;
export type RecipeDraftInput = z.input<typeof recipeDraftSchema>;

/** What publishing still needs, by code (the studio's form words each one in its language). */
export const PUBLISH_ISSUE_CODES = [
  'needsName',
  'needsTitle',
  'originalLocale',
  'needsType',
  'needsTime',
  'timeTooShort',
  'unknownTag',
  'bannerName',
] as const;
export type PublishIssueCode = (typeof PUBLISH_ISSUE_CODES)[number];
/** Why a working copy cannot be published yet: the path, a code and a message. */
export type PublishIssue = { path: string; code: PublishIssueCode; message: string };

/**
 * What publishing needs beyond a valid draft: a name and a title in at least one language, the
 * original language among them, and a total time no shorter than preparation plus cooking.
 */
export function publishIssues(draft: RecipeDraft): PublishIssue[] {
  const issues: PublishIssue[] = [];
  const written = LOCALES.filter((l) => draft.content[l]?.name);
  const add = (path: string, code: PublishIssueCode, message: string) =>
    issues.push({ path, code, message });
  if (written.length === 0) add('content', 'needsName', 'needs a name in at least one language');
  for (const l of LOCALES) {
    const c = draft.content[l];
    if (c?.name && !c.title) add(`content.${l}.title`, 'needsTitle', 'needs a title');
  }
  if (written.length > 0 && !draft.content[draft.originalLocale]?.name)
    add('originalLocale', 'originalLocale', 'must be a language the recipe is written in');
  if (!draft.type) add('type', 'needsType', 'needs a recipe type');
  if (draft.timeMinutes < 1) add('timeMinutes', 'needsTime', 'needs a total time');
  else if (draft.timeMinutes < draft.prepMinutes + draft.cookMinutes)
    add('timeMinutes', 'timeTooShort', 'must be at least preparation plus cooking time');
  draft.contextualBanners.forEach((b, i) => {
    if (!LOCALES.some((l) => b.name[l]))
      add(`contextualBanners.${i}.name`, 'bannerName', 'needs a name in at least one language');
  });
  return issues;
}

/** A recipe's id in a studio path. */
export const studioIdParam = z.string().regex(new RegExp(`^${ID_PATTERN}$`), 'must be an id');
const version = z.number().int().min(1).max(2_147_483_647);

/** `GET /api/v1/studio/creators/{slug}/recipes`: the creator's recipes, newest change first. */
export const studioRecipeListQuery = z
  .object({
    status: z.enum(RECIPE_STATUSES).optional(),
    q: z
      .string()
      .max(STUDIO_LIMITS.searchTerm)
      .transform((v) => v.replace(CONTROL, ' ').trim())
      .optional(),
    page: z.number().int().min(1).max(1000).default(1),
    perPage: z.number().int().min(1).max(100).default(20),
    /** The language names are shown in (falling back to the other). */
    locale: localeSchema.default('nl'),
  })
  .strict();

/** A recipe's address: a slug that names no other route (RESERVED_RECIPE_SLUGS). */
const recipeSlugSchema = slugSchema.refine(
  (slug) => !RESERVED_RECIPE_SLUGS.includes(slug),
  'is kept for a page of Zesty',
);

/** `POST /api/v1/studio/creators/{slug}/recipes`: a new recipe, as a draft. */
export const createRecipeBody = z.strictObject({
  draft: recipeDraftSchema,
  /** The address; made from the name when left out. Unique across Zesty; fixed once published. */
  slug: recipeSlugSchema.optional(),
});
/** `PUT /api/v1/studio/recipes/{id}`: save the working copy made on `version`. */
export const saveRecipeBody = z.strictObject({
  version,
  draft: recipeDraftSchema,
  /** A new address, allowed until the recipe is first published. */
  slug: recipeSlugSchema.optional(),
});
/** Publish, unpublish, duplicate, delete and restore name the version they were decided on. */
export const recipeActionBody = z.strictObject({ version });

export const studioCreatorSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  role: z.enum(['owner', 'editor']),
  /** The creator's writing language: a new recipe's original language. */
  language: localeSchema,
  /** Whether its site is on (an editor switches a new creator's on: issue 25 item 5). */
  zestyEnabled: z.boolean(),
});
export const studioCreatorsResponse = z.object({ data: z.array(studioCreatorSchema) });

export const studioRecipeSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(STUDIO_STATUSES),
  version: z.number().int(),
  /** In the asked language, else the other; empty for a recipe with no name yet. */
  name: z.string(),
  locales: z.array(localeSchema),
  heroImage: z.string().nullable(),
  /** The working copy holds changes visitors do not see yet. */
  unpublishedChanges: z.boolean(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type StudioRecipeSummary = z.infer<typeof studioRecipeSummarySchema>;

export const studioRecipeListResponse = z.object({
  data: z.array(studioRecipeSummarySchema),
  meta: z.object({ pagination: paginationSchema }),
});

export const studioRecipeSchema = studioRecipeSummarySchema.extend({
  creator: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  draft: recipeDraftSchema,
  /** What publishing still needs (empty when it can be published). */
  publishIssues: z.array(
    z.object({ path: z.string(), code: z.enum(PUBLISH_ISSUE_CODES), message: z.string() }),
  ),
});
export type StudioRecipe = z.infer<typeof studioRecipeSchema>;

/**
 * What a write changed for visitors, so the web app revalidates exactly those pages
 * (lib/publishing): the recipes', creators' and collections' slugs whose public pages changed.
 */
export const publicChangeSchema = z.object({
  recipes: z.array(z.string()),
  creators: z.array(z.string()),
  collections: z.array(z.string()),
  /** Editors' pages (issue 25), in both locales. */
  content: z.array(contentPageSchema).optional(),
});
export type PublicChange = z.infer<typeof publicChangeSchema>;

/**
 * `POST /api/v1/studio/ingredients`: how Zesty reads ingredient lines as the creator types them —
 * the amount, unit and product the project's own parser finds, and the supermarket item the
 * grocery widget would put in the basket for it.
 */
export const ingredientPreviewBody = z.strictObject({
  locale: localeSchema,
  lines: z.array(line(STUDIO_LIMITS.ingredientLine)).max(STUDIO_LIMITS.ingredients),
});
export const ingredientPreviewSchema = z.object({
  line: z.string(),
  quantity: z.object({ min: z.number(), max: z.number().optional() }).nullable(),
  /** The unit as written ('eetlepels'); null for a bare count ('2 eieren') or no amount. */
  unit: z.string().nullable(),
  /** The product words the supermarket is searched for; empty when none could be read. */
  food: z.string(),
  /** The supermarket item in the line's language, or null when none is good enough. */
  match: z.object({ key: z.string(), name: z.string(), pantry: z.boolean() }).nullable(),
});
export type IngredientPreview = z.infer<typeof ingredientPreviewSchema>;
export const ingredientPreviewResponse = z.object({ data: z.array(ingredientPreviewSchema) });

/**
 * `POST /api/v1/studio/creators/{slug}/images` (the picture's bytes as the body): the stored
 * picture, upright, without its EXIF data, at most 1600 px wide, with its size and a tiny blurred
 * copy that pages show while it loads.
 */
export const studioImageSchema = z.object({
  url: mediaPathSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  blurDataURL: z.string().startsWith('data:image/'),
});
export type StudioImage = z.infer<typeof studioImageSchema>;
export const studioImageResponse = z.object({ data: studioImageSchema });

/** `GET /api/v1/studio/tags?locale=`: the tags a recipe can carry, named in the language asked. */
export const studioTagsQuery = z.object({ locale: localeSchema.default('nl') }).strict();
export const studioTagsResponse = z.object({
  data: z.array(z.object({ key: z.string(), name: z.string() })),
});

export const studioRecipeResponse = z.object({
  data: studioRecipeSchema,
  /** Present when the write changed what visitors see. */
  changed: publicChangeSchema.optional(),
});

/**
 * Previews (Next's draft mode; issue 24 item 6). `POST /api/v1/studio/recipes/{id}/preview`
 * answers two links, one per host the recipe shows on: the main site and the creator's own.
 * Each carries a signed token that lives two minutes and is good on its own host only; the web
 * app's `/api/preview` trades it (`POST /api/v1/preview/session`) for a preview session (a
 * signed cookie of an hour on that host), turns draft mode on and opens the page.
 */
export const previewLinkBody = z.strictObject({ locale: localeSchema });
export const previewLinkResponse = z.object({
  data: z.object({
    main: z.string().url(),
    creator: z.string().url(),
    expiresAt: z.string(),
  }),
});
export type PreviewLinks = z.infer<typeof previewLinkResponse>['data'];

/** A signed preview token (a compact JWS: three base64url parts). */
export const previewTokenSchema = z
  .string()
  .max(2048)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'must be a preview token');

/** The host a preview is opened on: the main site, or the creator's site (its slug). */
export const previewSessionBody = z.strictObject({
  token: previewTokenSchema,
  websiteSlug: slugSchema.optional(),
});
export const previewSessionResponse = z.object({
  data: z.object({
    token: previewTokenSchema,
    expiresAt: z.string(),
    /** The page to open: `/{locale}/recipes/{slug}`. */
    path: z.string().startsWith('/'),
  }),
});
export type PreviewSession = z.infer<typeof previewSessionResponse>['data'];

/** The header the web server sends a preview session's token in (never from a browser). */
export const PREVIEW_TOKEN_HEADER = 'x-zesty-preview';

/**
 * The studio's collections (issue 24 item 4): a name and description in either language (at
 * least one name), a hero picture from the creator's uploads, and the creator's recipes in the
 * order the creator puts them. A collection is a draft (visitors see nothing of it) or published;
 * saving a published one changes what visitors see at once.
 */
export const COLLECTION_STATUSES = ['draft', 'published'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

export const collectionContentSchema = z.strictObject({
  name: text(STUDIO_LIMITS.name).default(''),
  description: text(STUDIO_LIMITS.description).default(''),
});

export const collectionDraftSchema = z.strictObject({
  content: z.strictObject({
    en: collectionContentSchema.optional(),
    nl: collectionContentSchema.optional(),
  }),
  heroImage: mediaPathSchema.nullable().default(null),
  recipeIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(STUDIO_LIMITS.collectionRecipes)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a recipe twice')
    .default([]),
  status: z.enum(COLLECTION_STATUSES).default('draft'),
});
export type CollectionDraft = z.output<typeof collectionDraftSchema>;
export type CollectionDraftInput = z.input<typeof collectionDraftSchema>;

/** Whether the collection has a name in some language (what saving needs besides the bounds). */
export const hasCollectionName = (d: Pick<CollectionDraft, 'content'>): boolean =>
  LOCALES.some((l) => Boolean(d.content[l]?.name));

/** `POST /api/v1/studio/creators/{slug}/collections`. */
export const createCollectionBody = z.strictObject({ collection: collectionDraftSchema });
/** `PUT /api/v1/studio/collections/{id}`: the collection as made on `version`. */
export const saveCollectionBody = z.strictObject({ version, collection: collectionDraftSchema });

export const studioCollectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  creator: z.object({ slug: z.string(), name: z.string() }),
  version: z.number().int(),
  /** In the asked language, else the other. */
  name: z.string(),
  collection: collectionDraftSchema,
  /** The chosen recipes, in order, with what the studio shows of them. */
  recipes: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      status: z.enum(STUDIO_STATUSES),
      heroImage: z.string().nullable(),
    }),
  ),
  updatedAt: z.string(),
});
export type StudioCollection = z.infer<typeof studioCollectionSchema>;
export const studioCollectionResponse = z.object({
  data: studioCollectionSchema,
  changed: publicChangeSchema.optional(),
});
export const studioCollectionListQuery = z.object({ locale: localeSchema.default('nl') }).strict();
export const studioCollectionListResponse = z.object({ data: z.array(studioCollectionSchema) });

/**
 * The studio's profile and site (issue 24 item 5): what the creator's pages and white-label site
 * show of them. The slug (their subdomain) is chosen once at onboarding and `zestyEnabled` is
 * Zesty's to decide: neither is here.
 */
export { SOCIAL_TYPES, type SocialType } from './socials';
export const PROFILE_LIMITS = {
  name: 80,
  handle: 40,
  bio: 1000,
  location: 80,
  socials: 10,
  callToActions: 3,
  callToActionTitle: 80,
} as const;
const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #2E7D32')
  .transform((v) => v.toUpperCase());
const required = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(CONTROL, '').trim())
    .pipe(z.string().min(1, 'is required').max(max));
const localized = (max: number) =>
  z.strictObject({ en: text(max).optional(), nl: text(max).optional() });

export const profileSchema = z.strictObject({
  name: required(PROFILE_LIMITS.name),
  handle: required(PROFILE_LIMITS.handle).pipe(
    z.string().regex(/^[A-Za-z0-9._-]+$/, 'may hold letters, digits, dots, dashes and underscores'),
  ),
  bio: localized(PROFILE_LIMITS.bio).default({}),
  location: text(PROFILE_LIMITS.location).default(''),
  logo: mediaPathSchema.nullable().default(null),
  favicon: mediaPathSchema.nullable().default(null),
  heroImage: mediaPathSchema.nullable().default(null),
  primaryHexColor: hexColour,
  secondaryHexColor: hexColour,
  tertiaryHexColor: hexColour,
  socials: z
    .array(z.strictObject({ type: z.enum(SOCIAL_TYPES), url: webUrlSchema }))
    .max(PROFILE_LIMITS.socials)
    .default([]),
  callToActions: z
    .array(
      z.strictObject({ title: localized(PROFILE_LIMITS.callToActionTitle), url: webUrlSchema }),
    )
    .max(PROFILE_LIMITS.callToActions)
    .default([]),
  cookingClassUrl: optionalWebUrl,
  cookbookUrl: optionalWebUrl,
  followEnabled: z.boolean().default(false),
  followUrl: optionalWebUrl,
  noIndex: z.boolean().default(false),
});
export type Profile = z.output<typeof profileSchema>;
export type ProfileInput = z.input<typeof profileSchema>;

/** `PUT /api/v1/studio/creators/{slug}/profile`: the profile as made on `version`. */
export const saveProfileBody = z.strictObject({ version, profile: profileSchema });
/**
 * `POST /api/v1/studio/creators/{slug}/profile/preview`: the profile as typed, not saved, kept for
 * the creator's previews; answers the links as for a recipe.
 */
export const profilePreviewBody = z.strictObject({ locale: localeSchema, profile: profileSchema });
export const studioProfileSchema = z.object({
  slug: z.string(),
  version: z.number().int(),
  /** Whether the creator shows on Zesty: Zesty decides, the studio only says so. */
  zestyEnabled: z.boolean(),
  profile: profileSchema,
});
export type StudioProfile = z.infer<typeof studioProfileSchema>;
export const studioProfileResponse = z.object({
  data: studioProfileSchema,
  changed: publicChangeSchema.optional(),
});

/**
 * Anonymous usage statistics (issue 24 item 8). `POST /api/v1/stats/views` (the web server's
 * own call, for the page's counting pixel) counts one view of a visible recipe;
 * `GET /api/v1/studio/creators/{slug}/stats` gives a creator the last 30 days, per day and per
 * recipe: views, bookmarks and baskets sent to each store.
 */
export const STATS_DAYS = 30;
export const statsViewBody = z.strictObject({
  recipe: z.number().int().positive().max(2_147_483_647),
});
export const statsViewResponse = z.object({ counted: z.boolean() });

const perStore = z.object({
  'albert-heijn': z.number().int(),
  jumbo: z.number().int(),
  plus: z.number().int(),
  coop: z.number().int(),
});
export const studioStatsQuery = z.object({ locale: localeSchema.default('nl') }).strict();
export const studioStatsSchema = z.object({
  /** The first and last day counted (the creator's last 30 days, today included), ISO dates. */
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      views: z.number().int(),
      bookmarks: z.number().int(),
      baskets: z.number().int(),
    }),
  ),
  recipes: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      views: z.number().int(),
      bookmarks: z.number().int(),
      baskets: perStore,
    }),
  ),
});
export type StudioStats = z.infer<typeof studioStatsSchema>;
export const studioStatsResponse = z.object({ data: studioStatsSchema });
