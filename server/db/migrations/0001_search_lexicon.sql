-- Keeps search_lexicon in step with recipe_translations: every lexeme of a translation's
-- search vector (name, description, ingredients), per locale.
CREATE OR REPLACE FUNCTION zesty_lexicon_from_translation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (locale, lexeme)
  SELECT NEW.locale, lexeme FROM unnest(tsvector_to_array(NEW.search)) AS lexeme
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recipe_translations_lexicon
  AFTER INSERT OR UPDATE OF name, description, ingredients ON recipe_translations
  FOR EACH ROW EXECUTE FUNCTION zesty_lexicon_from_translation();
