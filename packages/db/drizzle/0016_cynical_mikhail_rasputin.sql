ALTER TABLE "feedback" ADD COLUMN "lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "video_position_seconds" real;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_lesson_idx" ON "feedback" USING btree ("lesson_id");