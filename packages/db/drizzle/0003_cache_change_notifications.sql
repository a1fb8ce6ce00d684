-- The API keeps sessions and finished catalogue answers in memory (apps/api/src/cache). These triggers tell every
-- API process, through NOTIFY on one channel, when the rows behind those caches change, whoever changes them:
-- the API itself, another replica, the seed, an administrator's SQL. Delivered at commit; identical
-- notifications of one transaction are folded into one by PostgreSQL.
CREATE FUNCTION gk_notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gk_cache_changes', 'catalogue:*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION gk_notify_user_sessions_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected text;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    affected := OLD.id::text;
  ELSE
    affected := OLD.user_id::text;
  END IF;
  PERFORM pg_notify('gk_cache_changes', 'session:user:' || affected);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['courses', 'categories', 'institutions', 'course_sections', 'lessons', 'quizzes', 'course_reviews', 'bundles', 'bundle_courses', 'blog_posts', 'organisations', 'organisation_catalogue', 'organisation_course_picks'] LOOP
    EXECUTE format('CREATE TRIGGER gk_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION gk_notify_catalogue_change()', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER gk_sessions_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION gk_notify_user_sessions_change();
--> statement-breakpoint
CREATE TRIGGER gk_sessions_changed AFTER UPDATE OR DELETE ON memberships FOR EACH ROW EXECUTE FUNCTION gk_notify_user_sessions_change();
--> statement-breakpoint
-- a session's own changes that matter to a cache: revocation and deletion (not the last-seen touch)
CREATE TRIGGER gk_sessions_changed AFTER UPDATE OF revoked_at OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION gk_notify_user_sessions_change();
