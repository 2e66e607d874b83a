ALTER TABLE "users" ADD COLUMN "pickup_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pickup_postcode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "provisional_licence_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pickup_address_check" CHECK ("users"."pickup_address" IS NULL OR char_length("users"."pickup_address") BETWEEN 1 AND 200);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pickup_postcode_check" CHECK ("users"."pickup_postcode" IS NULL OR "users"."pickup_postcode" ~ '^[A-Z0-9]{2,4} [0-9][A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_provisional_licence_number_check" CHECK ("users"."provisional_licence_number" IS NULL OR "users"."provisional_licence_number" ~ '^[A-Z][A-Z9]{4}[0-9]{6}[A-Z][A-Z9][0-9][A-Z0-9]{2}$');