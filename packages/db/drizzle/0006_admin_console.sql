ALTER TABLE "memberships" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisation_course_picks" ADD COLUMN "due_at" timestamp with time zone;