CREATE TABLE "network_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"instructor_id" integer,
	"by_instructor_id" integer,
	"instructor_count" integer,
	"email_status" text,
	"status" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "network_request_events_kind_check" CHECK (kind IN ('offered', 'broadcast', 'declined', 'expired', 'accepted', 'learner_emailed', 'learner_not_linked', 'reply_notice_emailed', 'status_changed')),
	CONSTRAINT "network_request_events_email_status_check" CHECK (email_status IN ('sent', 'failed', 'not_configured')),
	CONSTRAINT "network_request_events_status_check" CHECK (status IN ('pending', 'contacted', 'allocated', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "network_request_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"token_hash" text NOT NULL,
	"offered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "network_request_offers_kind_check" CHECK (kind IN ('direct', 'broadcast')),
	CONSTRAINT "network_request_offers_status_check" CHECK (status IN ('open', 'accepted', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "network_request_offers_expiry_check" CHECK ("network_request_offers"."expires_at" > "network_request_offers"."created_at"),
	CONSTRAINT "network_request_offers_closed_check" CHECK (("network_request_offers"."status" = 'open') = ("network_request_offers"."closed_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_source_check";--> statement-breakpoint
ALTER TABLE "network_partner_requests" ADD COLUMN "learner_id" integer;--> statement-breakpoint
ALTER TABLE "network_partner_requests" ADD COLUMN "reply_notice_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "network_request_events" ADD CONSTRAINT "network_request_events_request_id_network_partner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."network_partner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_request_events" ADD CONSTRAINT "network_request_events_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_request_events" ADD CONSTRAINT "network_request_events_by_instructor_id_instructors_id_fk" FOREIGN KEY ("by_instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_request_offers" ADD CONSTRAINT "network_request_offers_request_id_network_partner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."network_partner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_request_offers" ADD CONSTRAINT "network_request_offers_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_request_offers" ADD CONSTRAINT "network_request_offers_offered_by_instructors_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_request_events_request_idx" ON "network_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "network_request_offers_token_hash_unique" ON "network_request_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "network_request_offers_one_accepted_unique" ON "network_request_offers" USING btree ("request_id") WHERE status = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "network_request_offers_one_open_unique" ON "network_request_offers" USING btree ("request_id","instructor_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "network_request_offers_instructor_idx" ON "network_request_offers" USING btree ("instructor_id","status");--> statement-breakpoint
CREATE INDEX "network_request_offers_open_expiry_idx" ON "network_request_offers" USING btree ("expires_at") WHERE status = 'open';--> statement-breakpoint
ALTER TABLE "network_partner_requests" ADD CONSTRAINT "network_partner_requests_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_source_check" CHECK (source IN ('booking', 'manual', 'demo', 'network'));--> statement-breakpoint
-- Requests whose reply-by date passed before the follow-up job existed are not announced late (docs/decisions/0056).
UPDATE "network_partner_requests" SET "reply_notice_claimed_at" = now() WHERE "estimated_response_date" < (now() AT TIME ZONE 'Europe/London')::date;
