CREATE TABLE "time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_whole_days_check" CHECK (("time_off"."starts_at" AT TIME ZONE 'Europe/London')::time = '00:00' AND ("time_off"."ends_at" AT TIME ZONE 'Europe/London')::time = '00:00'),
	CONSTRAINT "time_off_range_check" CHECK ("time_off"."ends_at" >= "time_off"."starts_at" + interval '23 hours' AND "time_off"."ends_at" <= "time_off"."starts_at" + interval '8785 hours'),
	CONSTRAINT "time_off_reason_check" CHECK (reason IN ('holiday', 'sick', 'car', 'other')),
	CONSTRAINT "time_off_note_check" CHECK (char_length("time_off"."note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_off_instructor_idx" ON "time_off" USING btree ("instructor_id","ends_at");--> statement-breakpoint
-- Drizzle cannot express it: one instructor never has two blocks of time off that overlap
-- (btree_gist is created by 0001).
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_no_overlap"
  EXCLUDE USING gist ("instructor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
