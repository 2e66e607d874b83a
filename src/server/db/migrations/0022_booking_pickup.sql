ALTER TABLE "bookings" ADD COLUMN "pickup_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_postcode" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pickup_address_check" CHECK ("bookings"."pickup_address" IS NULL OR char_length("bookings"."pickup_address") BETWEEN 1 AND 200);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pickup_postcode_check" CHECK ("bookings"."pickup_postcode" IS NULL OR "bookings"."pickup_postcode" ~ '^[A-Z0-9]{2,4} [0-9][A-Z]{2}$');