ALTER TABLE "instructors" ADD COLUMN "role" text DEFAULT 'instructor' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_role_check" CHECK (role IN ('owner', 'instructor'));--> statement-breakpoint
-- Before roles, a school had one instructor account, its lead instructor: that account is the owner.
UPDATE "instructors" SET "role" = 'owner';
