-- Constraints drizzle's schema cannot express. btree_gist lets one exclusion constraint
-- combine equality on the instructor with overlap of the time range.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- One instructor never has two slots that overlap in time.
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_no_overlap"
  EXCLUDE USING gist ("instructor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
--> statement-breakpoint
-- One instructor never has two lessons that are not cancelled at overlapping times.
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_no_overlap"
  EXCLUDE USING gist ("instructor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" <> 'cancelled');
