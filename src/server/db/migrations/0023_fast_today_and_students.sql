DROP INDEX "lessons_student_idx";--> statement-breakpoint
CREATE INDEX "lessons_student_starts_at_idx" ON "lessons" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_instructor_starts_at_idx" ON "lessons" USING btree ("instructor_id","starts_at");