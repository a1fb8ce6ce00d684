CREATE TABLE "course_counts" (
	"category_slug" text NOT NULL,
	"institution_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "course_counts_category_slug_institution_id_pk" PRIMARY KEY("category_slug","institution_id")
);
--> statement-breakpoint
-- course_counts: the whole catalogue's published courses per category and institution, moved by every statement on
-- courses in its own transaction, whoever runs it (the API, the seed, an administrator's SQL), so a listing's total
-- is a sum of a few rows and never differs from a count of the courses. One upsert per statement, in key order (two
-- statements moving the same counts wait for each other instead of deadlocking); rows at zero stay, harmlessly.
CREATE FUNCTION gk_course_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM course_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO course_counts AS c (category_slug, institution_id, n)
      SELECT category_slug, institution_id, count(*)::int FROM new_rows WHERE published
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (category_slug, institution_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO course_counts AS c (category_slug, institution_id, n)
      SELECT category_slug, institution_id, sum(d)::int FROM (
        SELECT category_slug, institution_id, 1 AS d FROM new_rows WHERE published
        UNION ALL
        SELECT category_slug, institution_id, -1 AS d FROM old_rows WHERE published
      ) x
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (category_slug, institution_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO course_counts AS c (category_slug, institution_id, n)
      SELECT category_slug, institution_id, -count(*)::int FROM old_rows WHERE published
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (category_slug, institution_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gk_course_counts_inserted AFTER INSERT ON courses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gk_course_counts_changed();
--> statement-breakpoint
CREATE TRIGGER gk_course_counts_updated AFTER UPDATE ON courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gk_course_counts_changed();
--> statement-breakpoint
CREATE TRIGGER gk_course_counts_deleted AFTER DELETE ON courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gk_course_counts_changed();
--> statement-breakpoint
CREATE TRIGGER gk_course_counts_truncated AFTER TRUNCATE ON courses FOR EACH STATEMENT EXECUTE FUNCTION gk_course_counts_changed();
--> statement-breakpoint
INSERT INTO course_counts (category_slug, institution_id, n)
  SELECT category_slug, institution_id, count(*)::int FROM courses WHERE published GROUP BY 1, 2;
