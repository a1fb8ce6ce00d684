CREATE TYPE "public"."quiz_key_shown" AS ENUM('after_pass_or_last_attempt', 'after_pass', 'never');--> statement-breakpoint
CREATE TABLE "quiz_attempt_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"option_ids" uuid[] NOT NULL,
	"public_option_ids" uuid[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "attempt_limit" integer DEFAULT 3;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "cooldown_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "key_shown" "quiz_key_shown" DEFAULT 'after_pass_or_last_attempt' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_questions" ADD CONSTRAINT "quiz_attempt_questions_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempt_questions_position_key" ON "quiz_attempt_questions" USING btree ("attempt_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempt_questions_question_key" ON "quiz_attempt_questions" USING btree ("attempt_id","question_id");