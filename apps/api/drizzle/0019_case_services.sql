/*
 * Pages built from blocks (issue 14, decision 047). Cases name the services they illustrate (software, app,
 * outsourcing), so a service page's carousel shows its own.
 */
ALTER TABLE "cases" ADD COLUMN "services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A block's text in a language: its own, else the Portuguese one, as the page shows it (decision 031).
CREATE FUNCTION search_block_text(leaf jsonb, lang text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(leaf) = 'object' THEN coalesce(nullif(btrim(leaf ->> lang), ''), leaf ->> 'pt') END
$$;--> statement-breakpoint
/*
 * A page's block, found by its texts (the `{ pt, en?, es? }` leaves, wherever they stand in its content): its
 * title (or form title, or eyebrow) as the title, its opening text as the summary, every text as the body.
 * Like a post, it is its own document in each language every one of its texts is written in; its Portuguese
 * document also answers the others. A section of the old model has no such texts until it is converted.
 */
CREATE OR REPLACE FUNCTION search_index_section(s content_sections) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  page text := (SELECT slug FROM content_pages WHERE id = s.page_id);
  visible timestamptz := CASE WHEN s.visible THEN '-infinity'::timestamptz END;
  leaves jsonb[] := ARRAY(
    SELECT v FROM jsonb_path_query(s.content, 'strict $.**') v
    WHERE jsonb_typeof(v) = 'object' AND jsonb_typeof(v -> 'pt') = 'string' AND search_written(v ->> 'pt'));
  heading jsonb := coalesce(s.content -> 'title', s.content -> 'formTitle', s.content -> 'eyebrow', leaves[1]);
  opening jsonb := coalesce(s.content -> 'text', s.content -> 'description', s.content -> 'body', s.content -> 'formText');
  shown text[] := ARRAY['pt'];
  lang text;
BEGIN
  DELETE FROM search_documents WHERE kind = 'page' AND ref_id = s.id;
  IF cardinality(leaves) = 0 THEN RETURN; END IF;
  FOREACH lang IN ARRAY ARRAY['en', 'es', 'pt'] LOOP
    IF lang <> 'pt' AND EXISTS (SELECT 1 FROM unnest(leaves) v WHERE NOT search_written(v ->> lang)) THEN
      shown := shown || lang;
      CONTINUE;
    END IF;
    PERFORM search_put('page', s.id, lang, CASE WHEN lang = 'pt' THEN shown ELSE ARRAY[lang] END, page, NULL,
      search_plain(search_block_text(heading, lang)), search_plain(search_block_text(opening, lang)), NULL,
      (SELECT string_agg(search_plain(search_block_text(v, lang)), ' ') FROM unnest(leaves) v), visible, NULL);
  END LOOP;
END
$$;--> statement-breakpoint
-- What exists already.
SELECT search_index_section(s) FROM content_sections s;
