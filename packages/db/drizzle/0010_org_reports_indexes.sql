DROP INDEX "enrolments_org_activity_idx";--> statement-breakpoint
CREATE INDEX "enrolments_org_course_idx" ON "enrolments" USING btree ("organisation_id","course_id","completed_at");--> statement-breakpoint
CREATE INDEX "points_ledger_org_lessons_idx" ON "points_ledger" USING btree ("organisation_id","earned_at","reason","source_id");--> statement-breakpoint
CREATE INDEX "enrolments_org_activity_idx" ON "enrolments" USING btree ("organisation_id","last_activity_at","user_id");