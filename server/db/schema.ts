import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CatalogueItem, PackUnit } from '../../core/grocery/catalogue-types';
import type { StoreId } from '../../core/grocery/stores';
import type { Locale } from '../../core/locale';
import type { Profile, RecipeDraft } from '../../core/contract/studio';
import type { Focus } from '../../core/image-focus';
import type { ContentPage } from '../../core/contract/content';

/** Text in each interface language; the creator's original language is the fallback. */
export type LocalizedText = { en?: string; nl?: string };
/** The app's one locale type (core/locale): the database keeps rows per locale. */
export type { Locale };

export type CallToAction = { title: LocalizedText; url: string };
export type Social = { type: string; url: string };
export type ContextualBanner = {
  name: LocalizedText;
  description: LocalizedText;
  image: string;
  url?: string;
};
export type Nutrition = {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fibre: number;
  salt: number;
};
export type FilterOption = { key: string; name: LocalizedText };

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    image: text('image'),
    /** Spec §6: a signed-in user, a food creator (linked to a site through creator_members), an editor. */
    role: text('role').$type<'user' | 'creator' | 'editor'>().notNull().default('user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(t.username),
  ],
);

/** A food creator; "website" on the wire. */
export const creators = pgTable(
  'creators',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    /** The language the creator writes in: the fallback for missing translations. */
    language: text('language').$type<Locale>().notNull().default('nl'),
    bio: jsonb('bio').$type<LocalizedText>().notNull().default({}),
    logo: text('logo'),
    heroImage: text('hero_image'),
    favicon: text('favicon'),
    noIndex: boolean('no_index').notNull().default(false),
    zestyEnabled: boolean('zesty_enabled').notNull().default(true),
    followEnabled: boolean('follow_enabled').notNull().default(false),
    followUrl: text('follow_url'),
    primaryHexColor: text('primary_hex_color').notNull().default('#212121'),
    secondaryHexColor: text('secondary_hex_color').notNull().default('#F5F5F5'),
    tertiaryHexColor: text('tertiary_hex_color').notNull().default('#E0E0E0'),
    callToActions: jsonb('call_to_actions').$type<CallToAction[]>().notNull().default([]),
    socials: jsonb('socials').$type<Social[]>().notNull().default([]),
    /** Keys of the search filter definitions shown on the creator's profile. */
    searchFilters: jsonb('search_filters').$type<string[]>().notNull().default([]),
    primaryUserId: integer('primary_user_id').references(() => users.id, { onDelete: 'set null' }),
    location: text('location'),
    cookingClassUrl: text('cooking_class_url'),
    cookbookUrl: text('cookbook_url'),
    /** Grows with every studio save of the profile; a save names the version it was made on. */
    version: integer('version').notNull().default(1),
    /**
     * A profile as typed in the studio, not saved: what the creator's preview sessions show
     * (issue 24 item 6). Nobody else ever reads it.
     */
    profilePreview: jsonb('profile_preview').$type<Profile>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creators_slug_key').on(t.slug),
    index('creators_enabled_name_idx').on(t.zestyEnabled, t.name),
    index('creators_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const creatorMembers = pgTable(
  'creator_members',
  {
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'editor'>().notNull().default('editor'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.creatorId, t.userId] }),
    index('creator_members_user_idx').on(t.userId),
  ],
);

export const tags = pgTable('tags', {
  key: text('key').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

/**
 * Pictures uploaded in the studio (issue 24), by their store key (`uploads/{creator}/{hash}.jpg`):
 * whose they are, their size and the blurred placeholder pages show while they load.
 */
export const mediaImages = pgTable('media_images', {
  key: text('key').primaryKey(),
  creatorId: integer('creator_id')
    .notNull()
    .references(() => creators.id, { onDelete: 'cascade' }),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  blurDataUrl: text('blur_data_url').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
});

export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    originalLocale: text('original_locale').$type<Locale>().notNull(),
    heroImage: text('hero_image'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    /** The hero's focal point, in percent (core/image-crops.ts); null is the centre. */
    imageFocus: jsonb('image_focus').$type<Focus>(),
    prepMinutes: integer('prep_minutes').notNull().default(0),
    cookMinutes: integer('cook_minutes').notNull().default(0),
    /** Total time in minutes (the `time.total` of the wire shape). */
    timeMinutes: integer('time_minutes').notNull(),
    type: text('type').notNull(),
    difficulty: text('difficulty').notNull().default('easy'),
    budget: text('budget').notNull().default('low'),
    cuisine: text('cuisine'),
    /** Tag keys (see `tags`); filters match against type, difficulty and these. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ingredientsEnabled: boolean('ingredients_enabled').notNull().default(true),
    recipeStepsEnabled: boolean('recipe_steps_enabled').notNull().default(true),
    externalUrl: text('external_url'),
    contextualBanners: jsonb('contextual_banners')
      .$type<ContextualBanner[]>()
      .notNull()
      .default([]),
    nutrition: jsonb('nutrition').$type<Nutrition>(),
    servings: integer('servings').notNull().default(4),
    /** 0–100; orders the trending list. */
    popularity: integer('popularity').notNull().default(0),
    /**
     * Only 'published' is public. 'deleted' is the studio's bin (undo for a while; `restoreStatus`
     * is what a restore returns to).
     */
    status: text('status')
      .$type<'draft' | 'published' | 'unpublished' | 'deleted'>()
      .notNull()
      .default('draft'),
    restoreStatus: text('restore_status').$type<'draft' | 'published' | 'unpublished'>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The paid-collaboration and affiliate-link disclaimer under the recipe. */
    disclaimer: boolean('disclaimer').notNull().default(true),
    /**
     * The studio's working copy (core/contract/studio.ts RecipeDraft): saved while the creator
     * types, public only once published. Null for a recipe never opened in the studio (the
     * published columns are its working copy then).
     */
    draft: jsonb('draft').$type<RecipeDraft>(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    /** Every save of the working copy, publish and unpublish adds one (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('recipes_slug_key').on(t.slug),
    index('recipes_trending_idx')
      .on(t.popularity.desc(), t.id)
      .where(sql`${t.status} = 'published'`),
    index('recipes_creator_trending_idx')
      .on(t.creatorId, t.popularity.desc(), t.id)
      .where(sql`${t.status} = 'published'`),
    index('recipes_tags_idx').using('gin', t.tags),
    // The studio's list: a creator's recipes, the latest change first.
    index('recipes_creator_updated_idx').on(t.creatorId, t.updatedAt.desc()),
    index('recipes_type_idx').on(t.type),
  ],
);

/** Per-locale content of a recipe. `search` is a weighted tsvector in that locale's configuration. */
export const recipeTranslations = pgTable(
  'recipe_translations',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ingredients: jsonb('ingredients').$type<string[]>().notNull().default([]),
    steps: jsonb('steps').$type<string[]>().notNull().default([]),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector(CASE WHEN locale = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce(name, '')), 'A') || setweight(to_tsvector(CASE WHEN locale = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce(description, '')), 'B') || setweight(to_tsvector(CASE WHEN locale = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, ingredients::text), 'C')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.locale] }),
    // One full-text index per locale: searches always name their locale.
    index('recipe_translations_search_en_idx')
      .using('gin', t.search)
      .where(sql`${t.locale} = 'en'`),
    index('recipe_translations_search_nl_idx')
      .using('gin', t.search)
      .where(sql`${t.locale} = 'nl'`),
  ],
);

/**
 * Every lexeme of every recipe translation, per locale (kept by a trigger on
 * recipe_translations). Typo tolerance looks a misspelt word up here with pg_trgm — a table of
 * a few thousand words rather than the whole catalogue — and searches for the close lexemes.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    locale: text('locale').$type<Locale>().notNull(),
    lexeme: text('lexeme').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.lexeme] }),
    index('search_lexicon_trgm_idx').using('gin', sql`${t.lexeme} gin_trgm_ops`),
    // Prefix look-ups (LIKE 'stem%') whatever the database's collation.
    index('search_lexicon_prefix_idx').on(t.locale, sql`${t.lexeme} text_pattern_ops`),
  ],
);

/**
 * Every word of every recipe translation as written (name, description, ingredients), lower-cased,
 * per locale (kept by the same trigger). A typo is a few edits from a word, not from its stem
 * ("choclate" is one from "chocolate", three from "chocol"), and splitting a Dutch compound
 * ("kipcurry") needs whole words to recognise its parts. Search reads the table into memory
 * (server/search/lexicon.ts), so only its primary key is indexed.
 */
export const searchWords = pgTable(
  'search_words',
  {
    locale: text('locale').$type<Locale>().notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.word] })],
);

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    heroImage: text('hero_image'),
    position: integer('position').notNull().default(0),
    /** Only published collections are public; a studio draft is its creator's alone (issue 24). */
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    /** Grows with every studio write; a write names the version it was made on. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('collections_creator_slug_key').on(t.creatorId, t.slug),
    index('collections_slug_idx').on(t.slug),
  ],
);

export const collectionRecipes = pgTable(
  'collection_recipes',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.recipeId] }),
    index('collection_recipes_order_idx').on(t.collectionId, t.position),
    index('collection_recipes_recipe_idx').on(t.recipeId),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index('favourites_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A signed-in user's week menu (issue 28): the recipes for the coming days, first day first
 * (`position` 0, 1, …), each at its own servings. Replaced whole on every change (`PUT
 * /api/v1/menu`), so positions are always 0..n-1. A recipe is on a menu at most once.
 */
export const menuEntries = pgTable(
  'menu_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    servings: integer('servings').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index('menu_entries_user_position_idx').on(t.userId, t.position),
    check('menu_entries_servings_check', sql`${t.servings} between 1 and 50`),
  ],
);

/**
 * Orders handed to a supermarket (issue 15): by a signed-in user, or anonymous (no user). The
 * Orders page lists a user's distinct recipes from here, newest first.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    store: text('store').$type<StoreId>().notNull(),
    servings: integer('servings').notNull(),
    /** The basket's indicative total when it was ordered, in euro cents. */
    totalCents: integer('total_cents').notNull(),
    /** The channel the order came from (the page's `website-id`). */
    websiteId: text('website_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * The grocery catalogue's store-independent items (issue 15; demo data in
 * demo/seed/data/catalogue.ts): what a recipe line is matched to, once for all four stores.
 * `search` is a full-text vector over the Dutch and English names and the aliases in both
 * languages' configurations; `names` the same words as plain text, for pg_trgm's typo tolerance.
 */
export const groceryItems = pgTable(
  'grocery_items',
  {
    key: text('key').primaryKey(),
    nl: text('nl').notNull(),
    en: text('en').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    /** Salt, pepper, water: never bought. */
    pantry: boolean('pantry').notNull().default(false),
    /** The reference pack and price (each store's own are in grocery_products). */
    packAmount: doublePrecision('pack_amount').notNull(),
    packUnit: text('pack_unit').$type<PackUnit>().notNull(),
    priceCents: integer('price_cents').notNull(),
    perPiece: jsonb('per_piece').$type<NonNullable<CatalogueItem['perPiece']>>(),
    densityGPerMl: doublePrecision('density_g_per_ml'),
    brand: text('brand'),
    /** The item's place in its catalogue: where two items claim one alias, the earlier wins. */
    position: integer('position').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('dutch'::regconfig, nl), 'A') || setweight(to_tsvector('english'::regconfig, en), 'A') || setweight(to_tsvector('dutch'::regconfig, aliases::text), 'B') || setweight(to_tsvector('english'::regconfig, aliases::text), 'B')`,
    ),
    names: text('names').generatedAlwaysAs(sql`lower(nl || ' ' || en || ' ' || aliases::text)`),
  },
  (t) => [
    index('grocery_items_search_idx').using('gin', t.search),
    index('grocery_items_names_trgm_idx').using('gin', sql`${t.names} gin_trgm_ops`),
  ],
);

/** One store's product for an item: its own name, pack and indicative price (euro cents). */
export const groceryProducts = pgTable(
  'grocery_products',
  {
    id: serial('id').primaryKey(),
    store: text('store').$type<StoreId>().notNull(),
    itemKey: text('item_key')
      .notNull()
      .references(() => groceryItems.key, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    packAmount: doublePrecision('pack_amount').notNull(),
    packUnit: text('pack_unit').$type<PackUnit>().notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('grocery_products_store_item_key').on(t.store, t.itemKey),
    index('grocery_products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Filter definitions ("searchFilters"), per model. */
export const searchFilters = pgTable(
  'search_filters',
  {
    id: serial('id').primaryKey(),
    model: text('model').notNull(),
    key: text('key').notNull(),
    kind: text('kind').$type<'single' | 'multiple' | 'boolean'>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    options: jsonb('options').$type<FilterOption[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('search_filters_model_key').on(t.model, t.key)],
);

export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_history_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * One-time sign-in codes (spec §5, design "Sessions and security defaults"): at most one live code
 * per e-mail address (a new one replaces it), stored as a keyed hash, short-lived, burnt after
 * a few wrong tries, single use.
 */
export const otpCodes = pgTable('otp_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  /**
   * A sign-up's name for an address with no account yet: the account is made when the code is
   * verified, never before (issue 26), so an unverified sign-up leaves nothing durable.
   */
  signUpName: text('sign_up_name'),
  createdAt: createdAt(),
});

/**
 * Refresh tokens, stored as hashes. Each sign-in starts a family; every use rotates the token
 * (the old one is marked used); presenting a used one again revokes the whole family. The
 * family's absolute expiry never moves.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** Single-use, short-lived tokens that hand a social sign-in to the site (in the URL fragment). */
export const loginTokens = pgTable('login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Anonymous usage statistics (issue 24 item 8): per recipe and day, how often its page was seen,
 * it was bookmarked, and a basket for it went to each store. Counts only: nothing about who,
 * no address, no cookie (the legal pages promise "anonymous usage statistics only").
 */
export const recipeStats = pgTable(
  'recipe_stats',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').$type<'view' | 'bookmark' | 'basket'>().notNull(),
    /** The store of a basket; '' for the others. */
    store: text('store').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.day, t.metric, t.store] })],
);

/**
 * The editors' pages (issue 25): one row per page and locale, naming its newest version (the
 * draft editors work on) and the version visitors see. Saving adds a version and moves `draft`;
 * publishing moves `published`. `draft` is also the optimistic lock: a save names the draft it
 * started from, and one made from an older draft is refused (nothing is overwritten).
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    page: text('page').$type<ContentPage>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    draft: integer('draft').notNull(),
    published: integer('published'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.page, t.locale] })],
);

/** Every saved state of a page: the whole Markdown source, who saved it, when and why. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    page: text('page').$type<ContentPage>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** 1, 2, 3… per page and locale. */
    number: integer('number').notNull(),
    markdown: text('markdown').notNull(),
    summary: text('summary').notNull(),
    /** Null for the texts the migration brought in (and an author since deleted). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_versions_page_key').on(t.page, t.locale, t.number)],
);

/**
 * Applications to become a creator (issue 25 item 5): what a signed-in user asked for, and what an
 * editor decided. Approving creates the creator (not yet enabled) with the user as its owner
 * (`creatorId`). A user has at most one pending application, and a pending application holds its
 * subdomain against every other.
 */
export const creatorApplications = pgTable(
  'creator_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    workUrl: text('work_url').notNull(),
    language: text('language').$type<Locale>().notNull(),
    status: text('status')
      .$type<'pending' | 'approved' | 'declined'>()
      .notNull()
      .default('pending'),
    /** The editor's message with the decision (mailed to the applicant). */
    message: text('message'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('creator_applications_pending_user_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('creator_applications_pending_slug_key')
      .on(t.slug)
      .where(sql`${t.status} = 'pending'`),
    index('creator_applications_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Invitations to a creator's studio (issue 25 item 6): an owner invites an e-mail address as an
 * editor of the creator. The mailed link carries a random token; only its keyed hash is stored.
 * It lives 7 days and is used once.
 */
export const creatorInvitations = pgTable(
  'creator_invitations',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    /** Lower case, as typed otherwise. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('creator_invitations_token_key').on(t.tokenHash),
    uniqueIndex('creator_invitations_open_key')
      .on(t.creatorId, t.email)
      .where(sql`${t.acceptedAt} is null`),
  ],
);
