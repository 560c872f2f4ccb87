import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/client';

/** Words that vary the generated names, so a load-test catalogue is not 800 copies of one title. */
const PREFIX = {
  en: [
    'Quick',
    'Smoky',
    'Herby',
    'Zesty',
    'Golden',
    'Rustic',
    'Sunday',
    'Crispy',
    'Creamy',
    'Spiced',
    'Lemony',
    'Garlicky',
    'Midweek',
    'Summer',
    'Winter',
    'Easy',
  ],
  nl: [
    'Snelle',
    'Rokerige',
    'Kruidige',
    'Frisse',
    'Goudbruine',
    'Rustieke',
    'Zondagse',
    'Krokante',
    'Romige',
    'Gekruide',
    'Citroenige',
    'Knoflook',
    'Doordeweekse',
    'Zomerse',
    'Winterse',
    'Makkelijke',
  ],
};
const SUFFIX = {
  en: [
    '',
    'for two',
    'traybake',
    'with herbs',
    'with a twist',
    'for a crowd',
    'with greens',
    'the easy way',
  ],
  nl: [
    '',
    'voor twee',
    'uit de oven',
    'met kruiden',
    'met een twist',
    'voor een groep',
    'met groenten',
    'op z’n makkelijkst',
  ],
};

const textArray = (words: string[]) =>
  sql.raw(`(ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[])`);

/**
 * Fills the catalogue up to `target` published recipes by varying the seeded ones (name, time,
 * popularity, publish date), in both locales. Images are shared with the originals.
 */
export async function scaleRecipes(
  db: Db,
  target: number,
  log: (line: string) => void = () => {},
): Promise<number> {
  const [{ n: base } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM recipes WHERE slug NOT LIKE '%--v%'`,
  );
  if (!base) throw new Error('Seed the demo content first: scaling varies the seeded recipes.');
  const started = Date.now();
  for (;;) {
    const [{ n: current } = { n: 0 }] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM recipes`,
    );
    if (current >= target) {
      // Fresh statistics, or the planner keeps thinking the catalogue is tiny (PGlite has no autovacuum).
      await db.execute(sql`ANALYZE`);
      return current;
    }
    // One generation per base recipe per round of `rounds`, bounded so each statement stays small.
    const missing = target - current;
    const [{ g: lastGen } = { g: 0 }] = await queryRows<{ g: number }>(
      db,
      sql`SELECT coalesce(max(split_part(slug, '--v', 2)::int), 0) AS g FROM recipes WHERE slug LIKE '%--v%'`,
    );
    const rounds = Math.max(1, Math.min(40, Math.ceil(missing / base)));
    const from = lastGen + 1;
    const to = lastGen + rounds;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO recipes (slug, creator_id, original_locale, hero_image, image_width, image_height,
          prep_minutes, cook_minutes, time_minutes, type, difficulty, budget, cuisine, tags,
          ingredients_enabled, recipe_steps_enabled, external_url, contextual_banners, nutrition,
          servings, popularity, status, published_at, created_at, updated_at)
        SELECT sub.* FROM (
          SELECT r.slug || '--v' || g, r.creator_id, r.original_locale, r.hero_image, r.image_width, r.image_height,
            r.prep_minutes, r.cook_minutes + (g % 4) * 5, r.time_minutes + (g % 4) * 5, r.type, r.difficulty, r.budget,
            r.cuisine, r.tags, r.ingredients_enabled, r.recipe_steps_enabled, r.external_url, '[]'::jsonb, r.nutrition,
            r.servings, (r.popularity * 7 + g * 13) % 80, 'published',
            now() - ((g * 17 + r.id) % 720) * interval '1 day', now(), now()
          FROM recipes r CROSS JOIN generate_series(${from}::int, ${to}::int) g
          WHERE r.slug NOT LIKE '%--v%'
          ORDER BY g, r.id
          LIMIT ${missing}
        ) sub`);
      for (const locale of ['en', 'nl'] as const) {
        await tx.execute(sql`
          INSERT INTO recipe_translations (recipe_id, locale, name, title, description, ingredients, steps)
          SELECT v.id, t.locale,
            trim(${textArray(PREFIX[locale])}[1 + (g % 16)] || ' ' || lower(left(t.name, 1)) || substr(t.name, 2) || ' ' ||
              ${textArray(SUFFIX[locale])}[1 + ((g / 16) % 8)]),
            t.title, t.description, t.ingredients, t.steps
          FROM recipes v
          CROSS JOIN LATERAL (SELECT split_part(v.slug, '--v', 1) AS base_slug, split_part(v.slug, '--v', 2)::int AS g) p
          JOIN recipes b ON b.slug = p.base_slug
          JOIN recipe_translations t ON t.recipe_id = b.id AND t.locale = ${locale}
          WHERE v.slug LIKE '%--v%' AND p.g BETWEEN ${from} AND ${to}`);
      }
    });
    log(
      `seed:scale: ${Math.min(target, current + rounds * base)} recipes (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
}
