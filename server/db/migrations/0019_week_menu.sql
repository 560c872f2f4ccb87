CREATE TABLE "menu_entries" (
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"position" integer NOT NULL,
	"servings" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_entries_user_id_recipe_id_pk" PRIMARY KEY("user_id","recipe_id"),
	CONSTRAINT "menu_entries_servings_check" CHECK ("menu_entries"."servings" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_entries_user_position_idx" ON "menu_entries" USING btree ("user_id","position");