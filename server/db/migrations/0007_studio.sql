ALTER TABLE "recipes" ADD COLUMN "restore_status" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "disclaimer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "draft_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_creator_updated_idx" ON "recipes" USING btree ("creator_id","updated_at" DESC NULLS LAST);