CREATE TABLE "course_pages" (
	"course_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"version" bigint NOT NULL,
	"body" text NOT NULL,
	"card" text NOT NULL,
	CONSTRAINT "course_pages_course_id_locale_pk" PRIMARY KEY("course_id","locale")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "page_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_pages" ADD CONSTRAINT "course_pages_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A stored course page (course_pages) is current only while its version equals the course's page_version. These
-- triggers move page_version on every change a course page shows, whoever makes it (the API, the seed, an
-- administrator's SQL), in the same transaction as the change: a page built from an older snapshot keeps its
-- older version and is never served again. The stored pages go at once: what they showed may have to be gone
-- from the database (the name of a reviewer whose account was erased).
CREATE FUNCTION gk_course_page_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.page_version := OLD.page_version + 1;
  DELETE FROM course_pages WHERE course_id = OLD.id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER gk_course_page_changed BEFORE UPDATE ON courses FOR EACH ROW EXECUTE FUNCTION gk_course_page_version_bump();
--> statement-breakpoint
-- Sections, lessons, quizzes and reviews name their course: the courses their rows belonged to before and after
-- the statement move on (one UPDATE per statement, so a seed inserting thousands of lessons costs one).
CREATE FUNCTION gk_course_page_children_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE courses SET page_version = page_version + 1 WHERE id IN (SELECT course_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE courses SET page_version = page_version + 1
      WHERE id IN (SELECT course_id FROM new_rows UNION SELECT course_id FROM old_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE courses SET page_version = page_version + 1 WHERE id IN (SELECT course_id FROM old_rows);
  ELSE
    UPDATE courses SET page_version = page_version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Categories and institutions lend their names (and an institution its kind) to every course page of theirs.
CREATE FUNCTION gk_course_page_owners_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE courses SET page_version = page_version + 1;
  ELSIF TG_TABLE_NAME = 'categories' THEN
    UPDATE courses SET page_version = page_version + 1
      WHERE category_slug IN (SELECT slug FROM new_rows UNION SELECT slug FROM old_rows);
  ELSE
    UPDATE courses SET page_version = page_version + 1
      WHERE institution_id IN (SELECT id FROM new_rows UNION SELECT id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A review shows its author's first name.
CREATE FUNCTION gk_course_page_reviewer_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET page_version = page_version + 1
    WHERE id IN (SELECT course_id FROM course_reviews WHERE user_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  -- a trigger with transition tables may have one event only, hence three per table
  FOREACH t IN ARRAY ARRAY['course_sections', 'lessons', 'quizzes', 'course_reviews'] LOOP
    EXECUTE format('CREATE TRIGGER gk_course_page_inserted AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gk_course_page_children_changed()', t);
    EXECUTE format('CREATE TRIGGER gk_course_page_updated AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gk_course_page_children_changed()', t);
    EXECUTE format('CREATE TRIGGER gk_course_page_deleted AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gk_course_page_children_changed()', t);
    EXECUTE format('CREATE TRIGGER gk_course_page_truncated AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION gk_course_page_children_changed()', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['categories', 'institutions'] LOOP
    EXECUTE format('CREATE TRIGGER gk_course_page_updated AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gk_course_page_owners_changed()', t);
    EXECUTE format('CREATE TRIGGER gk_course_page_truncated AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION gk_course_page_owners_changed()', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER gk_course_page_reviewer_renamed AFTER UPDATE OF full_name ON users FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION gk_course_page_reviewer_renamed();
