CREATE TABLE "search_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"language" text NOT NULL,
	"shown_in" text[] NOT NULL,
	"page" text,
	"visible_from" timestamp with time zone,
	"published_at" timestamp with time zone,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_texts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"spelling" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_texts" ADD CONSTRAINT "search_texts_id_search_documents_id_fk" FOREIGN KEY ("id") REFERENCES "public"."search_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_ref_key" ON "search_documents" USING btree ("kind","ref_id","language");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_kind_published_idx" ON "search_documents" USING btree ("kind","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
/*
 * The site search (decision 034). Hand-written below drizzle's tables: the accent-insensitive text search,
 * and the triggers that keep search_documents in step with posts, cases and page sections on every write.
 * Both extensions are trusted on PostgreSQL; on PGlite they ship with the package (src/db/client.ts).
 */
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- ASCII punctuation as spaces, so that a text splits into words exactly where the API splits a query (contracts' searchWords).
CREATE FUNCTION search_words_text(content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(coalesce(content, ''), '[!-/:-@\[-`{-~]+', ' ', 'g')
$$;--> statement-breakpoint
-- Markdown or HTML as the text a reader sees: links and images as their text, tags and Markdown marks out, entities decoded.
CREATE FUNCTION search_plain(content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(coalesce(content, ''),
        '!?\[([^\]]*)\]\([^)]*\)', '\1', 'g'),
        '<[^>]*>', ' ', 'g'),
        '[#>|]+|^[ \t]*[-+][ \t]|-{3,}|={3,}', ' ', 'gn'),
        '[*_`~]+', '', 'g'),
      '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&'),
    '\s+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE FUNCTION search_stemmer(language text) RETURNS regdictionary LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE language WHEN 'en' THEN 'english_stem'::regdictionary WHEN 'es' THEN 'spanish_stem'::regdictionary ELSE 'portuguese_stem'::regdictionary END
$$;--> statement-breakpoint
-- A text's words, lowercased, at their positions (the simple configuration keeps stop words and accents).
CREATE FUNCTION search_parse(content text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT to_tsvector('simple', search_words_text(content))
$$;--> statement-breakpoint
/*
 * A field's lexemes. Each word is indexed in three forms: whole and unaccented (aplicacoes; what a prefix
 * matches: desenvolvime:*), stemmed with its accents and then unaccented (aplicação, aplicações → aplic),
 * and unaccented and then stemmed (aplicacao → aplicaca: what a word typed without its accents stems to).
 * Title and summary keep their positions with their weight; a body (weight D) keeps its words alone,
 * which is all the ranking needs of it, at a fraction of the size and of the time to build.
 */
CREATE FUNCTION search_vector(language text, words tsvector, weight "char") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN weight = 'D' THEN array_to_tsvector(coalesce(array_agg(DISTINCT forms.f), '{}'))
    ELSE setweight(coalesce(string_agg('''' || forms.f || ''':' || array_to_string(w.positions, ','), ' ')::tsvector, ''::tsvector), weight) END
  FROM unnest(words) w,
    LATERAL (SELECT unaccent(w.lexeme) AS whole, (ts_lexize(search_stemmer(language), w.lexeme))[1] AS stem) z,
    LATERAL (VALUES (z.whole), (unaccent(z.stem)), ((ts_lexize(search_stemmer(language), z.whole))[1])) forms(f)
  WHERE forms.f <> ''
$$;--> statement-breakpoint
-- The same forms of a word of a query; none for a stop word of the language, unless `stop_words`.
CREATE FUNCTION search_forms(language text, word text, stop_words boolean) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT forms.f), '{}')
  FROM unnest(tsvector_to_array(search_parse(word))) l,
    LATERAL (SELECT unaccent(l) AS whole, ts_lexize(search_stemmer(language), l) AS stems) z,
    LATERAL (VALUES (z.whole), (unaccent(z.stems[1])), ((ts_lexize(search_stemmer(language), z.whole))[1])) forms(f)
  WHERE forms.f <> '' AND (stop_words OR z.stems IS DISTINCT FROM '{}')
$$;--> statement-breakpoint
/*
 * The queries for the words of a search in a language. `matching`: every word, each in any of its forms,
 * the last one (with `prefix`: the visitor may still be typing it) also as the start of a word. `ranking`:
 * any word, so that each one found adds to the rank wherever the others are, each by its shortest form as a
 * prefix (aplic:* for aplicações, aplicacoes and aplicativo): one item per word, as ts_rank's cost grows with
 * the items and it runs on every match. `forms`: the forms, for
 * marking the words found in a result (the API marks each word of a text that begins with one of them).
 * Stop words are left out unless nothing else is left; all null when the words are none.
 */
CREATE FUNCTION search_query(language text, words text[], prefix boolean, OUT matching tsquery, OUT ranking tsquery, OUT forms text[])
LANGUAGE plpgsql STABLE AS $$
DECLARE
  total int := coalesce(array_length(words, 1), 0);
  terms text[];
  ranks text[];
  found text[];
  word_forms text[];
  suffix text;
BEGIN
  FOR pass IN 1..2 LOOP
    terms := '{}';
    ranks := '{}';
    found := '{}';
    FOR i IN 1..total LOOP
      suffix := CASE WHEN prefix AND i = total AND char_length(words[i]) >= 2 THEN ':*' ELSE '' END;
      word_forms := search_forms(language, words[i], pass = 2);
      CONTINUE WHEN cardinality(word_forms) = 0;
      terms := terms || ('(' || (SELECT string_agg('''' || f || '''' || suffix, ' | ') FROM unnest(word_forms) f) || ')');
      ranks := ranks || (SELECT '''' || f || ''':*' FROM unnest(word_forms) f ORDER BY char_length(f), f LIMIT 1);
      found := found || word_forms;
    END LOOP;
    EXIT WHEN cardinality(terms) > 0;
  END LOOP;
  IF cardinality(terms) > 0 THEN
    matching := array_to_string(terms, ' & ')::tsquery;
    ranking := array_to_string(ranks, ' | ')::tsquery;
    forms := ARRAY(SELECT DISTINCT f FROM unnest(found) f);
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_written(value text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(btrim(value), '') <> ''
$$;--> statement-breakpoint
/*
 * Writes one document: the title weighs most (A), then the summary and keywords (B), then the body (D, its
 * words without positions: a match there ranks after the others whatever its count). The texts shown go to
 * search_texts, so that a search reads narrow rows. The words of what visitors can see are kept for
 * correcting typos.
 */
CREATE FUNCTION search_put(kind text, ref_id uuid, language text, shown_in text[], page text, slug text, title text, summary text, keywords text,
  body text, visible_from timestamptz, published_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  title_words tsvector := search_parse(title);
  summary_words tsvector := search_parse(concat_ws(' ', summary, keywords));
  body_words tsvector := search_parse(body);
  document_id uuid;
BEGIN
  INSERT INTO search_documents (kind, ref_id, language, shown_in, page, visible_from, published_at, document)
  VALUES (kind, ref_id, language, shown_in, page, visible_from, published_at,
    search_vector(language, title_words, 'A') || search_vector(language, summary_words, 'B') || search_vector(language, body_words, 'D'))
  RETURNING id INTO document_id;
  INSERT INTO search_texts (id, slug, title, summary, body) VALUES (document_id, slug, coalesce(title, ''), coalesce(summary, ''), coalesce(body, ''));
  IF visible_from IS NOT NULL THEN
    INSERT INTO search_words (word, spelling)
    SELECT DISTINCT ON (unaccent(w)) unaccent(w), w FROM unnest(tsvector_to_array(title_words || summary_words || body_words)) w
    WHERE char_length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
    ORDER BY unaccent(w), w
    ON CONFLICT DO NOTHING;
  END IF;
END
$$;--> statement-breakpoint
/*
 * A post: each language it is live in (decision 031: title, excerpt and content written), whose empty
 * fields fall back to the Portuguese ones, and its Portuguese text, which also answers the languages it
 * is not translated into (shown there tagged as Portuguese, as the listings do).
 */
CREATE FUNCTION search_index_post(p blog_posts) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  shown text[] := ARRAY['pt'];
  visible timestamptz := CASE WHEN p.status = 'published' THEN p.published_at END;
  t jsonb;
  lang text;
BEGIN
  DELETE FROM search_documents WHERE kind = 'post' AND ref_id = p.id;
  FOREACH lang IN ARRAY ARRAY['en', 'es'] LOOP
    t := p.translations -> lang;
    IF search_written(t ->> 'title') AND search_written(t ->> 'excerpt') AND search_written(t ->> 'content') THEN
      PERFORM search_put('post', p.id, lang, ARRAY[lang], NULL, coalesce(nullif(t ->> 'slug', ''), p.slug), t ->> 'title', t ->> 'excerpt',
        CASE WHEN jsonb_typeof(t -> 'tags') = 'array' AND jsonb_array_length(t -> 'tags') > 0
          THEN (SELECT string_agg(x, ' ') FROM jsonb_array_elements_text(t -> 'tags') x) ELSE array_to_string(p.tags, ' ') END,
        search_plain(t ->> 'content'), visible, p.published_at);
    ELSE
      shown := shown || lang;
    END IF;
  END LOOP;
  PERFORM search_put('post', p.id, 'pt', shown, NULL, p.slug, p.title, p.excerpt, array_to_string(p.tags, ' '), search_plain(p.content), visible, p.published_at);
END
$$;--> statement-breakpoint
-- A case, the same way; it is live in a language once its title is written there.
CREATE FUNCTION search_index_case(c cases) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  shown text[] := ARRAY['pt'];
  visible timestamptz := CASE WHEN c.published THEN '-infinity'::timestamptz END;
  t jsonb;
  lang text;
BEGIN
  DELETE FROM search_documents WHERE kind = 'case' AND ref_id = c.id;
  FOREACH lang IN ARRAY ARRAY['en', 'es'] LOOP
    t := c.translations -> lang;
    IF search_written(t ->> 'title') THEN
      PERFORM search_put('case', c.id, lang, ARRAY[lang], NULL, coalesce(nullif(t ->> 'slug', ''), c.slug), t ->> 'title',
        concat_ws(' · ', c.client, CASE WHEN search_written(t ->> 'industry') THEN t ->> 'industry' ELSE c.industry END),
        array_to_string(c.technologies, ' '),
        search_plain(CASE WHEN search_written(t ->> 'description') THEN t ->> 'description' ELSE c.description END), visible, NULL);
    ELSE
      shown := shown || lang;
    END IF;
  END LOOP;
  PERFORM search_put('case', c.id, 'pt', shown, NULL, c.slug, c.title, concat_ws(' · ', c.client, c.industry), array_to_string(c.technologies, ' '),
    search_plain(c.description), visible, NULL);
END
$$;--> statement-breakpoint
/*
 * A page section, in each language it has texts in, with no fallback: where a language has none, the page
 * shows the site's own text (the dictionaries), not the Portuguese section.
 */
CREATE FUNCTION search_index_section(s content_sections) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  page text := (SELECT slug FROM content_pages WHERE id = s.page_id);
  visible timestamptz := CASE WHEN s.visible THEN '-infinity'::timestamptz END;
  f jsonb;
  items jsonb;
  lang text;
BEGIN
  DELETE FROM search_documents WHERE kind = 'page' AND ref_id = s.id;
  FOREACH lang IN ARRAY ARRAY['pt', 'en', 'es'] LOOP
    f := s.content -> lang;
    CONTINUE WHEN jsonb_typeof(f) IS DISTINCT FROM 'object'
      OR NOT (search_written(f ->> 'title') OR search_written(f ->> 'subtitle') OR search_written(f ->> 'description'));
    items := CASE WHEN jsonb_typeof(f -> 'items') = 'array' THEN f -> 'items' ELSE '[]'::jsonb END;
    PERFORM search_put('page', s.id, lang, ARRAY[lang], page, NULL, f ->> 'title', f ->> 'subtitle',
      (SELECT string_agg(concat_ws(' ', i ->> 'title', i ->> 'value'), ' ') FROM jsonb_array_elements(items) i),
      concat_ws(' ', search_plain(f ->> 'description'), (SELECT string_agg(i ->> 'description', ' ') FROM jsonb_array_elements(items) i), f ->> 'ctaLabel'),
      visible, NULL);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_post_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN DELETE FROM search_documents WHERE kind = 'post' AND ref_id = OLD.id; ELSE PERFORM search_index_post(NEW); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_case_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN DELETE FROM search_documents WHERE kind = 'case' AND ref_id = OLD.id; ELSE PERFORM search_index_case(NEW); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_section_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN DELETE FROM search_documents WHERE kind = 'page' AND ref_id = OLD.id; ELSE PERFORM search_index_section(NEW); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER blog_posts_search_write AFTER INSERT OR DELETE ON blog_posts FOR EACH ROW EXECUTE FUNCTION search_post_changed();--> statement-breakpoint
-- Only changes to what visitors find an item by rewrite its documents.
CREATE TRIGGER blog_posts_search_change AFTER UPDATE ON blog_posts FOR EACH ROW
  WHEN ((OLD.slug, OLD.title, OLD.excerpt, OLD.content, OLD.tags, OLD.status, OLD.published_at, OLD.translations)
    IS DISTINCT FROM (NEW.slug, NEW.title, NEW.excerpt, NEW.content, NEW.tags, NEW.status, NEW.published_at, NEW.translations))
  EXECUTE FUNCTION search_post_changed();--> statement-breakpoint
CREATE TRIGGER cases_search_write AFTER INSERT OR DELETE ON cases FOR EACH ROW EXECUTE FUNCTION search_case_changed();--> statement-breakpoint
-- Reordering the cases or toggling one as featured rewrites nothing.
CREATE TRIGGER cases_search_change AFTER UPDATE ON cases FOR EACH ROW
  WHEN ((OLD.slug, OLD.title, OLD.description, OLD.client, OLD.industry, OLD.technologies, OLD.published, OLD.translations)
    IS DISTINCT FROM (NEW.slug, NEW.title, NEW.description, NEW.client, NEW.industry, NEW.technologies, NEW.published, NEW.translations))
  EXECUTE FUNCTION search_case_changed();--> statement-breakpoint
CREATE TRIGGER content_sections_search_write AFTER INSERT OR DELETE ON content_sections FOR EACH ROW EXECUTE FUNCTION search_section_changed();--> statement-breakpoint
CREATE TRIGGER content_sections_search_change AFTER UPDATE ON content_sections FOR EACH ROW
  WHEN ((OLD.page_id, OLD.content, OLD.visible) IS DISTINCT FROM (NEW.page_id, NEW.content, NEW.visible))
  EXECUTE FUNCTION search_section_changed();--> statement-breakpoint
-- What exists already.
SELECT search_index_post(p) FROM blog_posts p;--> statement-breakpoint
SELECT search_index_case(c) FROM cases c;--> statement-breakpoint
SELECT search_index_section(s) FROM content_sections s;
