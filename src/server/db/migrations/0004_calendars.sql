CREATE TABLE "calendar_busy_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_busy_periods_range_check" CHECK ("calendar_busy_periods"."ends_at" > "calendar_busy_periods"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"provider" text DEFAULT 'google' NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"encrypted_refresh_token" text NOT NULL,
	"calendar_id" text DEFAULT 'primary' NOT NULL,
	"account_email" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_sync_busy_count" integer,
	"last_error" text,
	"error_notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_instructor_unique" UNIQUE("instructor_id"),
	CONSTRAINT "calendar_connections_provider_check" CHECK (provider IN ('google')),
	CONSTRAINT "calendar_connections_status_check" CHECK (status IN ('connected', 'error')),
	CONSTRAINT "calendar_connections_error_check" CHECK ("calendar_connections"."status" = 'connected' OR "calendar_connections"."last_error" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_instructor_unique" UNIQUE("instructor_id"),
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "calendar_oauth_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"instructor_id" integer NOT NULL,
	"session_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "calendar_oauth_states_state_hash_unique" UNIQUE("state_hash"),
	CONSTRAINT "calendar_oauth_states_expiry_check" CHECK ("calendar_oauth_states"."expires_at" > "calendar_oauth_states"."created_at")
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "calendar_event_id" text;--> statement-breakpoint
ALTER TABLE "calendar_busy_periods" ADD CONSTRAINT "calendar_busy_periods_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_oauth_states" ADD CONSTRAINT "calendar_oauth_states_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_periods_instructor_idx" ON "calendar_busy_periods" USING btree ("instructor_id","starts_at");