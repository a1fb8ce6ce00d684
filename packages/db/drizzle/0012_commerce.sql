CREATE TYPE "public"."payment_provider" AS ENUM('sandbox', 'midtrans', 'xendit', 'none');--> statement-breakpoint
CREATE TYPE "public"."promo_kind" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('pending', 'processed', 'paid', 'expired', 'failed', 'refunded');--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" "promo_kind" NOT NULL,
	"value" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_user" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"site" text,
	"organisation_id" uuid,
	"course_ids" uuid[],
	"active" boolean DEFAULT true NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_value" CHECK (("promo_codes"."kind" = 'percent' AND "promo_codes"."value" BETWEEN 1 AND 100) OR ("promo_codes"."kind" = 'fixed' AND "promo_codes"."value" > 0)),
	CONSTRAINT "promo_codes_caps" CHECK (("promo_codes"."max_uses" IS NULL OR "promo_codes"."max_uses" >= 0) AND "promo_codes"."max_uses_per_user" >= 1)
);
--> statement-breakpoint
CREATE TABLE "transaction_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"from_status" "transaction_status",
	"to_status" "transaction_status",
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid,
	"idempotency_key" text,
	"site" text NOT NULL,
	"locale" text DEFAULT 'id' NOT NULL,
	"course_id" uuid NOT NULL,
	"item_name_id" text NOT NULL,
	"item_name_en" text NOT NULL,
	"status" "transaction_status" DEFAULT 'pending' NOT NULL,
	"list_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"promo_code_id" uuid,
	"promo_code" text,
	"provider" "payment_provider" NOT NULL,
	"provider_ref" text,
	"payment_url" text,
	"payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "transactions_amounts" CHECK ("transactions"."list_price" >= 0 AND "transactions"."discount" >= 0 AND "transactions"."total" >= 0 AND "transactions"."total" = "transactions"."list_price" - "transactions"."discount")
);
--> statement-breakpoint
ALTER TABLE "paid_upgrades" ADD COLUMN "transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_events" ADD CONSTRAINT "transaction_events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "transaction_events_transaction_idx" ON "transaction_events" USING btree ("transaction_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_order_key" ON "transactions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_key" ON "transactions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "transactions_user_idx" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_promo_idx" ON "transactions" USING btree ("promo_code_id","status");--> statement-breakpoint
ALTER TABLE "paid_upgrades" ADD CONSTRAINT "paid_upgrades_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paid_upgrades_transaction_key" ON "paid_upgrades" USING btree ("transaction_id");--> statement-breakpoint
-- The transaction audit is append-only: rows are never changed nor removed.
CREATE FUNCTION gk_transaction_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transaction_events is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER gk_transaction_events_append_only BEFORE UPDATE OR DELETE ON "transaction_events" FOR EACH ROW EXECUTE FUNCTION gk_transaction_events_append_only();
--> statement-breakpoint
CREATE TRIGGER gk_transaction_events_no_truncate BEFORE TRUNCATE ON "transaction_events" FOR EACH STATEMENT EXECUTE FUNCTION gk_transaction_events_append_only();
