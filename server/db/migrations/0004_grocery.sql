CREATE TABLE "grocery_items" (
	"key" text PRIMARY KEY NOT NULL,
	"nl" text NOT NULL,
	"en" text NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text NOT NULL,
	"pantry" boolean DEFAULT false NOT NULL,
	"pack_amount" double precision NOT NULL,
	"pack_unit" text NOT NULL,
	"price_cents" integer NOT NULL,
	"per_piece" jsonb,
	"density_g_per_ml" double precision,
	"brand" text,
	"position" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch'::regconfig, nl), 'A') || setweight(to_tsvector('english'::regconfig, en), 'A') || setweight(to_tsvector('dutch'::regconfig, aliases::text), 'B') || setweight(to_tsvector('english'::regconfig, aliases::text), 'B')) STORED,
	"names" text GENERATED ALWAYS AS (lower(nl || ' ' || en || ' ' || aliases::text)) STORED
);
--> statement-breakpoint
CREATE TABLE "grocery_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"item_key" text NOT NULL,
	"name" text NOT NULL,
	"pack_amount" double precision NOT NULL,
	"pack_unit" text NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "store" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "servings" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "website_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "grocery_products" ADD CONSTRAINT "grocery_products_item_key_grocery_items_key_fk" FOREIGN KEY ("item_key") REFERENCES "public"."grocery_items"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grocery_items_search_idx" ON "grocery_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "grocery_items_names_trgm_idx" ON "grocery_items" USING gin ("names" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "grocery_products_store_item_key" ON "grocery_products" USING btree ("store","item_key");--> statement-breakpoint
CREATE INDEX "grocery_products_name_trgm_idx" ON "grocery_products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;