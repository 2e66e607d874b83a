CREATE TABLE "guardian_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"token" text NOT NULL,
	"label" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "guardian_links_token_unique" UNIQUE("token"),
	CONSTRAINT "guardian_links_token_length_check" CHECK (char_length("guardian_links"."token") >= 22),
	CONSTRAINT "guardian_links_expiry_check" CHECK ("guardian_links"."expires_at" > "guardian_links"."created_at"),
	CONSTRAINT "guardian_links_label_check" CHECK (char_length("guardian_links"."label") BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE TABLE "mock_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"lesson_id" integer,
	"taken_on" date NOT NULL,
	"faults" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"driver_faults" integer NOT NULL,
	"serious_faults" integer NOT NULL,
	"dangerous_faults" integer NOT NULL,
	"passed" boolean NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_tests_faults_check" CHECK ("mock_tests"."driver_faults" >= 0 AND "mock_tests"."serious_faults" >= 0 AND "mock_tests"."dangerous_faults" >= 0),
	CONSTRAINT "mock_tests_pass_rule_check" CHECK ("mock_tests"."passed" = ("mock_tests"."driver_faults" <= 15 AND "mock_tests"."serious_faults" = 0 AND "mock_tests"."dangerous_faults" = 0)),
	CONSTRAINT "mock_tests_notes_length_check" CHECK (char_length("mock_tests"."notes") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "practical_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"test_centre" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"faults" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"driver_faults" integer,
	"serious_faults" integer,
	"dangerous_faults" integer,
	"result_recorded_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practical_tests_status_check" CHECK (status IN ('booked', 'passed', 'failed', 'cancelled')),
	CONSTRAINT "practical_tests_result_check" CHECK (("practical_tests"."status" IN ('passed', 'failed')) = ("practical_tests"."result_recorded_at" IS NOT NULL AND "practical_tests"."driver_faults" IS NOT NULL AND "practical_tests"."serious_faults" IS NOT NULL AND "practical_tests"."dangerous_faults" IS NOT NULL)),
	CONSTRAINT "practical_tests_faults_check" CHECK (coalesce("practical_tests"."driver_faults", 0) >= 0 AND coalesce("practical_tests"."serious_faults", 0) >= 0 AND coalesce("practical_tests"."dangerous_faults", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "skill_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"progress_note_id" integer NOT NULL,
	"skill" text NOT NULL,
	"level" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "skill_levels_note_skill_unique" UNIQUE("progress_note_id","skill"),
	CONSTRAINT "skill_levels_level_check" CHECK (level IN ('introduced', 'under_full_instruction', 'prompted', 'seldom_prompted', 'independent')),
	CONSTRAINT "skill_levels_skill_length_check" CHECK (char_length("skill_levels"."skill") BETWEEN 1 AND 60)
);
--> statement-breakpoint
CREATE TABLE "theory_tests" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"passed_on" date NOT NULL,
	"certificate_number" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "theory_tests_certificate_check" CHECK ("theory_tests"."certificate_number" IS NULL OR "theory_tests"."certificate_number" ~ '^[A-Z0-9]{8,16}$')
);
--> statement-breakpoint
ALTER TABLE "reminder_log" DROP CONSTRAINT "reminder_log_kind_check";--> statement-breakpoint
ALTER TABLE "reminder_log" DROP CONSTRAINT "reminder_log_test_has_no_lesson_check";--> statement-breakpoint
ALTER TABLE "reminder_log" ADD COLUMN "pushed_devices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_tests" ADD CONSTRAINT "practical_tests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_levels" ADD CONSTRAINT "skill_levels_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_levels" ADD CONSTRAINT "skill_levels_progress_note_id_progress_notes_id_fk" FOREIGN KEY ("progress_note_id") REFERENCES "public"."progress_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theory_tests" ADD CONSTRAINT "theory_tests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_links_student_idx" ON "guardian_links" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "mock_tests_student_idx" ON "mock_tests" USING btree ("student_id","taken_on");--> statement-breakpoint
CREATE INDEX "practical_tests_student_idx" ON "practical_tests" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practical_tests_one_booked_unique" ON "practical_tests" USING btree ("student_id") WHERE status = 'booked';--> statement-breakpoint
CREATE INDEX "skill_levels_student_idx" ON "skill_levels" USING btree ("student_id","skill","recorded_at");--> statement-breakpoint
ALTER TABLE "reminder_log" ADD CONSTRAINT "reminder_log_kind_check" CHECK (reminder_kind IN ('24h', '2h', 'test', 'driving_test'));--> statement-breakpoint
ALTER TABLE "reminder_log" ADD CONSTRAINT "reminder_log_test_has_no_lesson_check" CHECK (("reminder_log"."reminder_kind" IN ('test', 'driving_test')) = ("reminder_log"."lesson_id" IS NULL));--> statement-breakpoint
-- Ticked skills of the notes written before levels existed become 'prompted', dated with their note
-- (issue 25): a practised text and a skill's name that contain each other, ignoring case, as
-- skills-catalogue.ts's isSkillPractised matches them. Nothing is lost.
INSERT INTO "skill_levels" ("student_id", "progress_note_id", "skill", "level", "recorded_at")
SELECT n."student_id", n."id", c."name", 'prompted', n."created_at"
FROM "progress_notes" n
CROSS JOIN (VALUES ('Cockpit Checks'), ('Moving Off & Stopping'), ('Hill Starts'), ('Speed Control'), ('Mirror Checks'), ('Signals'), ('Lane Positioning'), ('Pedestrian Crossings'), ('Junctions'), ('Roundabouts'), ('Dual Carriageways'), ('Motorway Driving'), ('Reversing'), ('Parking'), ('Manoeuvres'), ('Emergency Stop'), ('Night Driving'), ('Adverse Weather'), ('Independent Driving')) AS c("name")
WHERE EXISTS (
  SELECT 1 FROM unnest(n."skills_practiced") AS p("text")
  WHERE btrim(p."text") <> ''
    AND (strpos(lower(btrim(p."text")), lower(c."name")) > 0 OR strpos(lower(c."name"), lower(btrim(p."text"))) > 0)
)
ON CONFLICT DO NOTHING;
