CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"requested_from_ip" text,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "password_reset_tokens_expiry_check" CHECK ("password_reset_tokens"."expires_at" > "password_reset_tokens"."created_at")
);
--> statement-breakpoint
CREATE TABLE "settings_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"instructor_id" integer,
	"changed_by" text NOT NULL,
	"area" text NOT NULL,
	"subject" text,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	CONSTRAINT "settings_changes_area_check" CHECK (area IN ('school', 'package'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_reschedule_count_check";--> statement-breakpoint
-- Existing bookings keep the hours their package had when this migration ran (issue 23).
ALTER TABLE "bookings" ADD COLUMN "package_minutes" integer;--> statement-breakpoint
UPDATE "bookings" SET "package_minutes" = "packages"."total_minutes" FROM "packages" WHERE "packages"."package_type" = "bookings"."package_type";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "package_minutes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "school_name" text;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "bank_sort_code" text;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "bank_reference_format" text;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "payment_portal_url" text;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "booking_hold_hours" integer;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "free_change_hours" integer;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "late_change_hours" integer;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "late_change_forfeit_percent" integer;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "moves_allowed" integer;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "default_enable_24h" boolean;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "default_enable_2h" boolean;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings_changes" ADD CONSTRAINT "settings_changes_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_instructor_idx" ON "password_reset_tokens" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "settings_changes_changed_at_idx" ON "settings_changes" USING btree ("changed_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_minutes_check" CHECK ("bookings"."package_minutes" > 0 AND "bookings"."package_minutes" % 15 = 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reschedule_count_check" CHECK ("bookings"."reschedule_count" BETWEEN 0 AND 10);--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_hold_hours_check" CHECK ("school_settings"."booking_hold_hours" IS NULL OR "school_settings"."booking_hold_hours" BETWEEN 1 AND 720);--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_change_hours_check" CHECK ("school_settings"."free_change_hours" IS NULL OR "school_settings"."late_change_hours" IS NULL OR ("school_settings"."late_change_hours" BETWEEN 0 AND "school_settings"."free_change_hours" AND "school_settings"."free_change_hours" <= 336));--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_forfeit_percent_check" CHECK ("school_settings"."late_change_forfeit_percent" IS NULL OR "school_settings"."late_change_forfeit_percent" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_moves_allowed_check" CHECK ("school_settings"."moves_allowed" IS NULL OR "school_settings"."moves_allowed" BETWEEN 0 AND 10);