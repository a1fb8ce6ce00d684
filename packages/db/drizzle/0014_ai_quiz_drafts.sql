CREATE TABLE "ai_question_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid,
	"author_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"kind" text NOT NULL,
	"difficulty" text NOT NULL,
	"locale" text NOT NULL,
	"purpose" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"source_passage_id" text NOT NULL,
	"source_text" text NOT NULL,
	"rationale" text NOT NULL,
	"provider_mode" text NOT NULL,
	"published_quiz_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_question_drafts_status_check" CHECK ("ai_question_drafts"."status" in ('draft', 'approved', 'discarded', 'published'))
);
--> statement-breakpoint
ALTER TABLE "ai_question_drafts" ADD CONSTRAINT "ai_question_drafts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_question_drafts" ADD CONSTRAINT "ai_question_drafts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_question_drafts" ADD CONSTRAINT "ai_question_drafts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_question_drafts" ADD CONSTRAINT "ai_question_drafts_published_quiz_id_quizzes_id_fk" FOREIGN KEY ("published_quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_question_drafts_course_status_idx" ON "ai_question_drafts" USING btree ("course_id","status","created_at");