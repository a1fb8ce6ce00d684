CREATE TYPE "public"."subscription_state" AS ENUM('requested', 'trial', 'active', 'lapsed');--> statement-breakpoint
CREATE TABLE "company_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"company_size" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"locale" text DEFAULT 'id' NOT NULL,
	"site" text NOT NULL,
	"requested_by" uuid,
	"state" "subscription_state" DEFAULT 'requested' NOT NULL,
	"organisation_id" uuid,
	"contacted_at" timestamp with time zone,
	"contact_note" text,
	"trial_days" integer,
	"trial_started_at" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"paid_months" integer,
	"free_months" integer,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_subscriptions_trial_days" CHECK ("company_subscriptions"."trial_days" IS NULL OR "company_subscriptions"."trial_days" BETWEEN 1 AND 90)
);
--> statement-breakpoint
CREATE TABLE "provider_staff" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"from_state" "subscription_state",
	"to_state" "subscription_state" NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_staff" ADD CONSTRAINT "provider_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_company_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."company_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_subscriptions_org_key" ON "company_subscriptions" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "company_subscriptions_state_idx" ON "company_subscriptions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","at");--> statement-breakpoint
-- The subscription audit is append-only: rows are never changed nor removed, except that the actor becomes
-- unknown (null) when that person's account is deleted.
CREATE FUNCTION gk_subscription_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.actor_user_id IS NULL
     AND (NEW.id, NEW.subscription_id, NEW.action, NEW.from_state, NEW.to_state, NEW.detail, NEW.at)
         IS NOT DISTINCT FROM (OLD.id, OLD.subscription_id, OLD.action, OLD.from_state, OLD.to_state, OLD.detail, OLD.at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'subscription_events is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER gk_subscription_events_append_only BEFORE UPDATE OR DELETE ON "subscription_events" FOR EACH ROW EXECUTE FUNCTION gk_subscription_events_append_only();
--> statement-breakpoint
CREATE TRIGGER gk_subscription_events_no_truncate BEFORE TRUNCATE ON "subscription_events" FOR EACH STATEMENT EXECUTE FUNCTION gk_subscription_events_append_only();
--> statement-breakpoint
-- a subscription's state decides what its company's people see: cached catalogue answers are dropped on change
CREATE TRIGGER gk_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION gk_notify_catalogue_change();
