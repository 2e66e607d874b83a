ALTER TABLE "instructors" ALTER COLUMN "full_name" DROP NOT NULL;--> statement-breakpoint
-- 'Lead Instructor' was the default of INSTRUCTOR_NAME, never a person's name: no name on record.
UPDATE "instructors" SET "full_name" = NULL WHERE "full_name" = 'Lead Instructor';--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_full_name_check" CHECK ("instructors"."full_name" IS NULL OR char_length(btrim("instructors"."full_name")) >= 2);
