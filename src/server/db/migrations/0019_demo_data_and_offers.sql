ALTER TABLE "packages" ADD COLUMN "offer_ends_on" date;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "demo_data_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A school seeded before this migration: its demo availability was written in the transaction that
-- wrote the demo learners (source 'demo'), so it shares their created_at (now() of that transaction).
UPDATE "time_slots" SET "is_demo" = true
  WHERE "created_at" IN (SELECT "created_at" FROM "users" WHERE "source" = 'demo');--> statement-breakpoint
-- One "Most Popular" at a time: the seed marked two. Keep the Standard Package if it is one of
-- them, otherwise the first in display order.
UPDATE "packages" SET "is_popular" = false
  WHERE "is_popular" AND "package_type" <> (
    SELECT "package_type" FROM "packages" WHERE "is_popular"
    ORDER BY ("package_type" = 'standard') DESC, "sort_order", "package_type" LIMIT 1
  );--> statement-breakpoint
CREATE UNIQUE INDEX "packages_one_popular_idx" ON "packages" USING btree ("is_popular") WHERE "packages"."is_popular";
