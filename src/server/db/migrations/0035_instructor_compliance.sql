CREATE TABLE "compliance_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"notice_key" text NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_notices_key_unique" UNIQUE("instructor_id","notice_key")
);
--> statement-breakpoint
CREATE TABLE "instructor_compliance" (
	"instructor_id" integer PRIMARY KEY NOT NULL,
	"adi_number" text,
	"badge_type" text,
	"badge_expires_on" date,
	"insurance_covers_tuition" boolean,
	"insurance_expires_on" date,
	"dbs_checked_on" date,
	"record_due_on" date,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer,
	CONSTRAINT "instructor_compliance_badge_type_check" CHECK (badge_type IS NULL OR badge_type IN ('adi', 'trainee')),
	CONSTRAINT "instructor_compliance_whole_check" CHECK (num_nonnulls("instructor_compliance"."adi_number", "instructor_compliance"."badge_type", "instructor_compliance"."badge_expires_on", "instructor_compliance"."insurance_covers_tuition", "instructor_compliance"."insurance_expires_on", "instructor_compliance"."dbs_checked_on") IN (0, 6)),
	CONSTRAINT "instructor_compliance_adi_number_check" CHECK ("instructor_compliance"."adi_number" IS NULL OR "instructor_compliance"."adi_number" ~ '^[A-Z0-9]{6,20}$')
);
--> statement-breakpoint
ALTER TABLE "compliance_notices" ADD CONSTRAINT "compliance_notices_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_notices" ADD CONSTRAINT "compliance_notices_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_compliance" ADD CONSTRAINT "instructor_compliance_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_compliance" ADD CONSTRAINT "instructor_compliance_updated_by_instructors_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Instructors from before the record (docs/decisions/0057): one who joined through a vetted
-- application keeps the application's record; every other has 30 days (London dates) to get one,
-- staying bookable meanwhile. Accounts made from now on come with a record or are not bookable.
INSERT INTO "instructor_compliance" ("instructor_id", "adi_number", "badge_type", "badge_expires_on",
  "insurance_covers_tuition", "insurance_expires_on", "dbs_checked_on", "record_due_on")
SELECT i."id", a."vetted_adi_number", a."badge_type", a."badge_expires_on", a."insurance_covers_tuition",
       a."insurance_expires_on", a."dbs_checked_on",
       CASE WHEN a."vetted_adi_number" IS NULL THEN ((now() AT TIME ZONE 'Europe/London')::date + 30) END
  FROM "instructors" i
  LEFT JOIN LATERAL (
    SELECT * FROM "instructor_applications" app
     WHERE app."instructor_id" = i."id" AND app."vetted_adi_number" IS NOT NULL
     ORDER BY app."reviewed_at" DESC NULLS LAST, app."id" DESC LIMIT 1
  ) a ON true;
