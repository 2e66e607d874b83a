CREATE TABLE "instructor_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"instructor_id" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "instructor_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "instructor_invitations_email_lower_check" CHECK ("instructor_invitations"."email" = lower("instructor_invitations"."email")),
	CONSTRAINT "instructor_invitations_role_check" CHECK (role IN ('owner', 'instructor')),
	CONSTRAINT "instructor_invitations_expiry_check" CHECK ("instructor_invitations"."expires_at" > "instructor_invitations"."created_at")
);
--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "qualification" text;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "gearbox" text;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "car_make" text;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "car_model" text;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "areas" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "instructor_invitations" ADD CONSTRAINT "instructor_invitations_invited_by_instructors_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_invitations" ADD CONSTRAINT "instructor_invitations_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructor_invitations_email_idx" ON "instructor_invitations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_status_check" CHECK (status IN ('active', 'suspended'));--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_gender_check" CHECK (gender IS NULL OR gender IN ('female', 'male'));--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_qualification_check" CHECK (qualification IS NULL OR qualification IN ('adi', 'pdi'));--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_gearbox_check" CHECK (gearbox IS NULL OR gearbox IN ('automatic', 'manual', 'both'));--> statement-breakpoint
-- A school from before invitations has one account, its lead instructor: it stays (or becomes) the
-- owner, active, with everything it has. The school teaches automatic lessons as an ADI across the
-- areas of /areas-covered, so that is its first profile; the owner changes it later (decision 0046).
UPDATE "instructors" SET "role" = 'owner'
  WHERE "id" = (SELECT min("id") FROM "instructors")
    AND NOT EXISTS (SELECT 1 FROM "instructors" WHERE "role" = 'owner');--> statement-breakpoint
UPDATE "instructors" SET "qualification" = 'adi', "gearbox" = 'automatic' WHERE "role" = 'owner';
