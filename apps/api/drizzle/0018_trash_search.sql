/*
 * The trash (issue 16, decision 040): a post or case in the Lixeira leaves the site search, and comes back
 * when it is restored. The triggers of migration 0015 stay; their functions now drop the documents of an item
 * in the trash instead of indexing it, and a change of deleted_at alone (moving to the trash, restoring)
 * fires them too.
 */
CREATE OR REPLACE FUNCTION search_post_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN DELETE FROM search_documents WHERE kind = 'post' AND ref_id = OLD.id;
  ELSIF NEW.deleted_at IS NOT NULL THEN DELETE FROM search_documents WHERE kind = 'post' AND ref_id = NEW.id;
  ELSE PERFORM search_index_post(NEW); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_case_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN DELETE FROM search_documents WHERE kind = 'case' AND ref_id = OLD.id;
  ELSIF NEW.deleted_at IS NOT NULL THEN DELETE FROM search_documents WHERE kind = 'case' AND ref_id = NEW.id;
  ELSE PERFORM search_index_case(NEW); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER blog_posts_search_trash AFTER UPDATE OF deleted_at ON blog_posts FOR EACH ROW
  WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION search_post_changed();--> statement-breakpoint
CREATE TRIGGER cases_search_trash AFTER UPDATE OF deleted_at ON cases FOR EACH ROW
  WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION search_case_changed();--> statement-breakpoint
-- What is in the trash already.
DELETE FROM search_documents WHERE kind = 'post' AND ref_id IN (SELECT id FROM blog_posts WHERE deleted_at IS NOT NULL);--> statement-breakpoint
DELETE FROM search_documents WHERE kind = 'case' AND ref_id IN (SELECT id FROM cases WHERE deleted_at IS NOT NULL);
