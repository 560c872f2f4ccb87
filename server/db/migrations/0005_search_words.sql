CREATE TABLE "search_words" (
	"locale" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_locale_word_pk" PRIMARY KEY("locale","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The lexicon trigger now also keeps search_words: the words as written, lower-cased, without
-- digits or hyphens (the 'simple' configuration, which neither stems nor drops stop words).
CREATE OR REPLACE FUNCTION zesty_lexicon_from_translation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (locale, lexeme)
  SELECT NEW.locale, lexeme FROM unnest(tsvector_to_array(NEW.search)) AS lexeme
  ON CONFLICT DO NOTHING;
  INSERT INTO search_words (locale, word)
  SELECT NEW.locale, word
  FROM unnest(tsvector_to_array(to_tsvector('simple',
    coalesce(NEW.name, '') || ' ' || coalesce(NEW.description, '') || ' ' || NEW.ingredients::text))) AS word
  WHERE length(word) >= 2 AND word !~ '[0-9_-]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO search_words (locale, word)
SELECT DISTINCT t.locale, w.word
FROM recipe_translations t
CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple',
  coalesce(t.name, '') || ' ' || coalesce(t.description, '') || ' ' || t.ingredients::text))) AS w(word)
WHERE length(w.word) >= 2 AND w.word !~ '[0-9_-]'
ON CONFLICT DO NOTHING;
