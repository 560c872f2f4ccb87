CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "collection_recipes" (
	"collection_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collection_recipes_collection_id_recipe_id_pk" PRIMARY KEY("collection_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"creator_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hero_image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_members" (
	"creator_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'editor' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_members_creator_id_user_id_pk" PRIMARY KEY("creator_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"language" text DEFAULT 'nl' NOT NULL,
	"bio" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"logo" text,
	"hero_image" text,
	"favicon" text,
	"no_index" boolean DEFAULT false NOT NULL,
	"zesty_enabled" boolean DEFAULT true NOT NULL,
	"follow_enabled" boolean DEFAULT false NOT NULL,
	"follow_url" text,
	"primary_hex_color" text DEFAULT '#212121' NOT NULL,
	"secondary_hex_color" text DEFAULT '#F5F5F5' NOT NULL,
	"tertiary_hex_color" text DEFAULT '#E0E0E0' NOT NULL,
	"call_to_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"socials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"primary_user_id" integer,
	"location" text,
	"cooking_class_url" text,
	"cookbook_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_recipe_id_pk" PRIMARY KEY("user_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"store" text,
	"servings" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_translations" (
	"recipe_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE WHEN locale = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce(name, '')), 'A') || setweight(to_tsvector(CASE WHEN locale = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, coalesce(description, '')), 'B') || setweight(to_tsvector(CASE WHEN locale = 'nl' THEN 'dutch'::regconfig ELSE 'english'::regconfig END, ingredients::text), 'C')) STORED,
	CONSTRAINT "recipe_translations_recipe_id_locale_pk" PRIMARY KEY("recipe_id","locale")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"creator_id" integer NOT NULL,
	"original_locale" text NOT NULL,
	"hero_image" text,
	"image_width" integer,
	"image_height" integer,
	"prep_minutes" integer DEFAULT 0 NOT NULL,
	"cook_minutes" integer DEFAULT 0 NOT NULL,
	"time_minutes" integer NOT NULL,
	"type" text NOT NULL,
	"difficulty" text DEFAULT 'easy' NOT NULL,
	"budget" text DEFAULT 'low' NOT NULL,
	"cuisine" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"ingredients_enabled" boolean DEFAULT true NOT NULL,
	"recipe_steps_enabled" boolean DEFAULT true NOT NULL,
	"external_url" text,
	"contextual_banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition" jsonb,
	"servings" integer DEFAULT 4 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"term" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"locale" text NOT NULL,
	"lexeme" text NOT NULL,
	CONSTRAINT "search_lexicon_locale_lexeme_pk" PRIMARY KEY("locale","lexeme")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"key" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_recipes" ADD CONSTRAINT "collection_recipes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_recipes" ADD CONSTRAINT "collection_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_members" ADD CONSTRAINT "creator_members_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_members" ADD CONSTRAINT "creator_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_primary_user_id_users_id_fk" FOREIGN KEY ("primary_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_translations" ADD CONSTRAINT "recipe_translations_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_recipes_order_idx" ON "collection_recipes" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "collection_recipes_recipe_idx" ON "collection_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_creator_slug_key" ON "collections" USING btree ("creator_id","slug");--> statement-breakpoint
CREATE INDEX "collections_slug_idx" ON "collections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "creator_members_user_idx" ON "creator_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_slug_key" ON "creators" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "creators_enabled_name_idx" ON "creators" USING btree ("zesty_enabled","name");--> statement-breakpoint
CREATE INDEX "creators_name_trgm_idx" ON "creators" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recipe_translations_search_en_idx" ON "recipe_translations" USING gin ("search") WHERE "recipe_translations"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "recipe_translations_search_nl_idx" ON "recipe_translations" USING gin ("search") WHERE "recipe_translations"."locale" = 'nl';--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_slug_key" ON "recipes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "recipes_trending_idx" ON "recipes" USING btree ("popularity" DESC NULLS LAST,"id") WHERE "recipes"."status" = 'published';--> statement-breakpoint
CREATE INDEX "recipes_creator_trending_idx" ON "recipes" USING btree ("creator_id","popularity" DESC NULLS LAST,"id") WHERE "recipes"."status" = 'published';--> statement-breakpoint
CREATE INDEX "recipes_tags_idx" ON "recipes" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "recipes_type_idx" ON "recipes" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "search_filters_model_key" ON "search_filters" USING btree ("model","key");--> statement-breakpoint
CREATE INDEX "search_history_user_created_idx" ON "search_history" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm_idx" ON "search_lexicon" USING gin ("lexeme" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");