CREATE TABLE "recipe_stats" (
	"recipe_id" integer NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"store" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipe_stats_recipe_id_day_metric_store_pk" PRIMARY KEY("recipe_id","day","metric","store")
);
--> statement-breakpoint
ALTER TABLE "recipe_stats" ADD CONSTRAINT "recipe_stats_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;