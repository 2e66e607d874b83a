ALTER TABLE "bookings" ADD COLUMN "identity_flag" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "submitted_full_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "submitted_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_identity_flag_check" CHECK (identity_flag IS NULL OR identity_flag IN ('name_differs'));