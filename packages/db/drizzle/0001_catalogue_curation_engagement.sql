CREATE TYPE "public"."course_level" AS ENUM('beginner', 'intermediate', 'advanced');--> statement-breakpoint
CREATE TYPE "public"."institution_kind" AS ENUM('university', 'polytechnic', 'company', 'ministry', 'agency');--> statement-breakpoint
CREATE TYPE "public"."lesson_kind" AS ENUM('article', 'video', 'live', 'quiz', 'pretest');--> statement-breakpoint
CREATE TYPE "public"."question_kind" AS ENUM('single', 'multiple');--> statement-breakpoint
CREATE TYPE "public"."quiz_kind" AS ENUM('final', 'pretest');--> statement-breakpoint
CREATE TYPE "public"."catalogue_visibility" AS ENUM('all', 'picked');--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title_id" text NOT NULL,
	"title_en" text NOT NULL,
	"excerpt_id" text DEFAULT '' NOT NULL,
	"excerpt_en" text DEFAULT '' NOT NULL,
	"body_id" text NOT NULL,
	"body_en" text NOT NULL,
	"author" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bundle_courses" (
	"bundle_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bundle_courses_bundle_id_course_id_pk" PRIMARY KEY("bundle_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"description_id" text NOT NULL,
	"description_en" text NOT NULL,
	"price_rupiah" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title_id" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"description_id" text NOT NULL,
	"description_en" text NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"included" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_slug" text NOT NULL,
	"institution_id" uuid NOT NULL,
	"level" "course_level" DEFAULT 'beginner' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_rupiah" integer DEFAULT 0 NOT NULL,
	"certificate_offered" boolean DEFAULT true NOT NULL,
	"rating_average" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lesson_count" integer DEFAULT 0 NOT NULL,
	"enrolment_opens_at" timestamp with time zone,
	"enrolment_closes_at" timestamp with time zone,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"ai_generated" boolean DEFAULT false NOT NULL,
	"track_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name_id" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" "institution_kind" NOT NULL,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "lesson_kind" NOT NULL,
	"title_id" text NOT NULL,
	"title_en" text NOT NULL,
	"body_id" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"video_url" text,
	"live_url" text,
	"live_starts_at" timestamp with time zone,
	"duration_minutes" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text_id" text NOT NULL,
	"text_en" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "question_kind" NOT NULL,
	"prompt_id" text NOT NULL,
	"prompt_en" text NOT NULL,
	"explanation_id" text DEFAULT '' NOT NULL,
	"explanation_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"kind" "quiz_kind" NOT NULL,
	"duration_minutes" integer NOT NULL,
	"question_count" integer NOT NULL,
	"pass_mark_percent" integer DEFAULT 70 NOT NULL,
	"ai_generated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_catalogue" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"visibility" "catalogue_visibility" DEFAULT 'all' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_course_picks" (
	"organisation_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"picked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_course_picks_organisation_id_course_id_pk" PRIMARY KEY("organisation_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "course_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'id' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_reviews_rating_range" CHECK ("course_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"organisation_id" uuid,
	"site" text DEFAULT 'general' NOT NULL,
	"rating" smallint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "search_term_counts" (
	"site" text NOT NULL,
	"term" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_term_counts_site_day_term_pk" PRIMARY KEY("site","day","term")
);
--> statement-breakpoint
ALTER TABLE "bundle_courses" ADD CONSTRAINT "bundle_courses_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_courses" ADD CONSTRAINT "bundle_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_options" ADD CONSTRAINT "quiz_options_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_catalogue" ADD CONSTRAINT "organisation_catalogue_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_course_picks" ADD CONSTRAINT "organisation_course_picks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_course_picks" ADD CONSTRAINT "organisation_course_picks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bundle_courses_course_idx" ON "bundle_courses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_sections_course_position_key" ON "course_sections" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_key" ON "courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "courses_rating_idx" ON "courses" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "courses"."published";--> statement-breakpoint
CREATE INDEX "courses_popularity_idx" ON "courses" USING btree ("popularity" DESC NULLS LAST,"id") WHERE "courses"."published";--> statement-breakpoint
CREATE INDEX "courses_newest_idx" ON "courses" USING btree ("released_at" DESC NULLS LAST,"id") WHERE "courses"."published";--> statement-breakpoint
CREATE INDEX "courses_category_rating_idx" ON "courses" USING btree ("category_slug","rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "courses"."published";--> statement-breakpoint
CREATE INDEX "courses_category_popularity_idx" ON "courses" USING btree ("category_slug","popularity" DESC NULLS LAST,"id") WHERE "courses"."published";--> statement-breakpoint
CREATE INDEX "courses_category_newest_idx" ON "courses" USING btree ("category_slug","released_at" DESC NULLS LAST,"id") WHERE "courses"."published";--> statement-breakpoint
CREATE INDEX "courses_institution_rating_idx" ON "courses" USING btree ("institution_id","rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "courses"."published";--> statement-breakpoint
CREATE INDEX "courses_institution_popularity_idx" ON "courses" USING btree ("institution_id","popularity" DESC NULLS LAST,"id") WHERE "courses"."published";--> statement-breakpoint
CREATE INDEX "courses_institution_newest_idx" ON "courses" USING btree ("institution_id","released_at" DESC NULLS LAST,"id") WHERE "courses"."published";--> statement-breakpoint
CREATE INDEX "courses_closes_idx" ON "courses" USING btree ("enrolment_closes_at") WHERE "courses"."published" and "courses"."enrolment_closes_at" is not null;--> statement-breakpoint
CREATE INDEX "courses_tags_idx" ON "courses" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_course_position_key" ON "lessons" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "lessons_section_idx" ON "lessons" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_options_question_position_key" ON "quiz_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_quiz_position_key" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_lesson_key" ON "quizzes" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "quizzes_course_idx" ON "quizzes" USING btree ("course_id","kind");--> statement-breakpoint
CREATE INDEX "organisation_course_picks_course_idx" ON "organisation_course_picks" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_reviews_course_user_key" ON "course_reviews" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_reviews_course_recent_idx" ON "course_reviews" USING btree ("course_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST);