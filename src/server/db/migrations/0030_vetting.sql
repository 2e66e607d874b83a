CREATE TABLE "instructor_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"by_instructor_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "instructor_application_events_status_check" CHECK (status IN ('received', 'documents_checked', 'dvsa_checked', 'approved', 'invited', 'active', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "instructor_applications" DROP CONSTRAINT "instructor_applications_status_check";--> statement-breakpoint
ALTER TABLE "instructor_applications" DROP CONSTRAINT "instructor_applications_reviewed_check";--> statement-breakpoint
ALTER TABLE "instructor_applications" ALTER COLUMN "status" SET DEFAULT 'received';--> statement-breakpoint
-- The pipeline of decision 0055: a pending application is one received; approvals and rejections stay.
UPDATE "instructor_applications" SET "status" = 'received' WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD COLUMN "vetted_adi_number" text;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD COLUMN "badge_type" text;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD COLUMN "badge_expires_on" date;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD COLUMN "insurance_covers_tuition" boolean;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD COLUMN "insurance_expires_on" date;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD COLUMN "dbs_checked_on" date;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD COLUMN "dvsa_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD COLUMN "dvsa_checked_by" integer;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD COLUMN "instructor_id" integer;--> statement-breakpoint
ALTER TABLE "instructor_invitations" ADD COLUMN "application_id" integer;--> statement-breakpoint
ALTER TABLE "instructor_invitations" ADD COLUMN "prefill" jsonb;--> statement-breakpoint
ALTER TABLE "instructor_application_events" ADD CONSTRAINT "instructor_application_events_application_id_instructor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."instructor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_application_events" ADD CONSTRAINT "instructor_application_events_by_instructor_id_instructors_id_fk" FOREIGN KEY ("by_instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructor_application_events_application_idx" ON "instructor_application_events" USING btree ("application_id","at");--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_dvsa_checked_by_instructors_id_fk" FOREIGN KEY ("dvsa_checked_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_invitations" ADD CONSTRAINT "instructor_invitations_application_id_instructor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."instructor_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_badge_type_check" CHECK (badge_type IN ('adi', 'trainee'));--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_vetting_whole_check" CHECK (num_nonnulls("instructor_applications"."vetted_adi_number", "instructor_applications"."badge_type", "instructor_applications"."badge_expires_on", "instructor_applications"."insurance_covers_tuition", "instructor_applications"."insurance_expires_on", "instructor_applications"."dbs_checked_on") IN (0, 6));--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_vetting_step_check" CHECK ("instructor_applications"."status" NOT IN ('documents_checked', 'dvsa_checked', 'invited', 'active') OR "instructor_applications"."vetted_adi_number" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_dvsa_step_check" CHECK ("instructor_applications"."status" NOT IN ('dvsa_checked', 'invited', 'active') OR "instructor_applications"."dvsa_checked_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_status_check" CHECK (status IN ('received', 'documents_checked', 'dvsa_checked', 'approved', 'invited', 'active', 'rejected'));--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_reviewed_check" CHECK (("instructor_applications"."status" = 'received') = ("instructor_applications"."reviewed_at" IS NULL));;--> statement-breakpoint
-- Every application's history starts with its arrival, and holds the review it had before the pipeline.
INSERT INTO "instructor_application_events" ("application_id", "status", "by_instructor_id", "at")
SELECT "id", 'received', NULL, "created_at" FROM "instructor_applications";--> statement-breakpoint
INSERT INTO "instructor_application_events" ("application_id", "status", "by_instructor_id", "at")
SELECT "id", "status", "reviewed_by", "reviewed_at" FROM "instructor_applications" WHERE "status" <> 'received';--> statement-breakpoint
-- Accepting an invitation sent on approval makes its application active, in the same transaction:
-- the accounts module (low) need not know of applications (docs/decisions/0055).
CREATE FUNCTION "instructor_application_accepted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "instructor_applications"
     SET "status" = 'active', "instructor_id" = NEW."instructor_id", "reviewed_at" = NEW."accepted_at",
         "reviewed_by" = NEW."instructor_id", "updated_at" = NEW."accepted_at"
   WHERE "id" = NEW."application_id" AND "status" = 'invited';
  IF FOUND THEN
    INSERT INTO "instructor_application_events" ("application_id", "status", "by_instructor_id", "at")
    VALUES (NEW."application_id", 'active', NEW."instructor_id", NEW."accepted_at");
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "instructor_invitations_accepted_application"
AFTER UPDATE OF "accepted_at" ON "instructor_invitations"
FOR EACH ROW
WHEN (OLD."accepted_at" IS NULL AND NEW."accepted_at" IS NOT NULL AND NEW."application_id" IS NOT NULL AND NEW."instructor_id" IS NOT NULL)
EXECUTE FUNCTION "instructor_application_accepted"();
