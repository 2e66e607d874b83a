ALTER TABLE "bookings" ADD COLUMN "checkout_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_checkout_token_hash_unique" ON "bookings" USING btree ("checkout_token_hash");