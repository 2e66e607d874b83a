CREATE TABLE "learner_hand_over_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"hand_over_id" integer NOT NULL,
	"kind" text NOT NULL,
	"by_instructor_id" integer,
	"by_learner" boolean DEFAULT false NOT NULL,
	"email_status" text,
	"lesson_id" integer,
	"lesson_starts_at" timestamp with time zone,
	"detail" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_hand_over_events_kind_check" CHECK (kind IN ('requested', 'emailed', 'agreed', 'declined', 'cancelled', 'expired', 'started', 'lesson_moved', 'lesson_not_moved', 'waiting_list_moved', 'ended')),
	CONSTRAINT "learner_hand_over_events_email_status_check" CHECK (email_status IN ('sent', 'failed', 'not_configured'))
);
--> statement-breakpoint
CREATE TABLE "learner_hand_overs" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"from_instructor_id" integer NOT NULL,
	"to_instructor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_date" date,
	"to_date" date,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"consent_text" text,
	"consent_name" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"closed_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_hand_overs_kind_check" CHECK (kind IN ('cover', 'transfer')),
	CONSTRAINT "learner_hand_overs_status_check" CHECK (status IN ('pending', 'declined', 'cancelled', 'expired', 'agreed', 'in_force', 'ended', 'completed')),
	CONSTRAINT "learner_hand_overs_other_instructor_check" CHECK ("learner_hand_overs"."from_instructor_id" <> "learner_hand_overs"."to_instructor_id"),
	CONSTRAINT "learner_hand_overs_dates_check" CHECK (("learner_hand_overs"."kind" = 'cover' AND "learner_hand_overs"."from_date" IS NOT NULL AND "learner_hand_overs"."to_date" >= "learner_hand_overs"."from_date") OR ("learner_hand_overs"."kind" = 'transfer' AND "learner_hand_overs"."from_date" IS NULL AND "learner_hand_overs"."to_date" IS NULL)),
	CONSTRAINT "learner_hand_overs_note_check" CHECK ("learner_hand_overs"."note" IS NULL OR char_length("learner_hand_overs"."note") BETWEEN 1 AND 500),
	CONSTRAINT "learner_hand_overs_expiry_check" CHECK ("learner_hand_overs"."expires_at" > "learner_hand_overs"."created_at"),
	CONSTRAINT "learner_hand_overs_consent_check" CHECK (("learner_hand_overs"."status" IN ('pending', 'cancelled', 'expired')) = ("learner_hand_overs"."answered_at" IS NULL) AND ("learner_hand_overs"."answered_at" IS NULL) = ("learner_hand_overs"."consent_text" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "learner_hand_over_events" ADD CONSTRAINT "learner_hand_over_events_hand_over_id_learner_hand_overs_id_fk" FOREIGN KEY ("hand_over_id") REFERENCES "public"."learner_hand_overs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_hand_over_events" ADD CONSTRAINT "learner_hand_over_events_by_instructor_id_instructors_id_fk" FOREIGN KEY ("by_instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_hand_over_events" ADD CONSTRAINT "learner_hand_over_events_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_hand_overs" ADD CONSTRAINT "learner_hand_overs_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_hand_overs" ADD CONSTRAINT "learner_hand_overs_from_instructor_id_instructors_id_fk" FOREIGN KEY ("from_instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_hand_overs" ADD CONSTRAINT "learner_hand_overs_to_instructor_id_instructors_id_fk" FOREIGN KEY ("to_instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_hand_overs" ADD CONSTRAINT "learner_hand_overs_requested_by_instructors_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_hand_overs" ADD CONSTRAINT "learner_hand_overs_closed_by_instructors_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_hand_over_events_hand_over_idx" ON "learner_hand_over_events" USING btree ("hand_over_id","at");--> statement-breakpoint
CREATE INDEX "learner_hand_over_events_lesson_idx" ON "learner_hand_over_events" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learner_hand_overs_token_hash_unique" ON "learner_hand_overs" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "learner_hand_overs_one_open_unique" ON "learner_hand_overs" USING btree ("student_id") WHERE status IN ('pending', 'agreed', 'in_force');--> statement-breakpoint
CREATE INDEX "learner_hand_overs_student_idx" ON "learner_hand_overs" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "learner_hand_overs_from_idx" ON "learner_hand_overs" USING btree ("from_instructor_id","status");