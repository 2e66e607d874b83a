ALTER TABLE "users" ADD COLUMN "instructor_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_instructor_id_idx" ON "users" USING btree ("instructor_id");--> statement-breakpoint
-- Every learner before this had the school's one instructor. Their instructor is whoever taught their
-- most recent lesson, else whoever their most recent booking went to, else the owner (the first
-- owner account), so nobody is left without one (docs/decisions/0047-who-sees-what.md).
UPDATE "users" SET "instructor_id" = COALESCE(
  (SELECT l."instructor_id" FROM "lessons" l WHERE l."student_id" = "users"."id" ORDER BY l."starts_at" DESC, l."id" DESC LIMIT 1),
  (SELECT b."instructor_id" FROM "bookings" b WHERE b."student_id" = "users"."id" AND b."instructor_id" IS NOT NULL ORDER BY b."created_at" DESC, b."id" DESC LIMIT 1),
  (SELECT i."id" FROM "instructors" i WHERE i."role" = 'owner' ORDER BY i."id" LIMIT 1)
) WHERE "instructor_id" IS NULL;
