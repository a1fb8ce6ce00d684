-- The API keeps each quiz's pool of questions and options in memory (starting and grading an attempt read it,
-- a thousand times over on a quiz day). A change to the pool empties the catalogue caches like any other
-- catalogue change, whoever makes it.
CREATE TRIGGER gk_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quiz_questions FOR EACH STATEMENT EXECUTE FUNCTION gk_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER gk_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quiz_options FOR EACH STATEMENT EXECUTE FUNCTION gk_notify_catalogue_change();
