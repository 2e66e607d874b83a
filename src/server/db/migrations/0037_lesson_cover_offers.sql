CREATE TABLE "lesson_cover_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"time_off_id" integer,
	"from_instructor_id" integer NOT NULL,
	"to_instructor_id" integer NOT NULL,
	"lesson_starts_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"offered_by" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"failure_reason" text,
	CONSTRAINT "lesson_cover_offers_status_check" CHECK (status IN ('open', 'accepted', 'declined', 'expired', 'withdrawn', 'failed')),
	CONSTRAINT "lesson_cover_offers_expiry_check" CHECK ("lesson_cover_offers"."expires_at" > "lesson_cover_offers"."created_at"),
	CONSTRAINT "lesson_cover_offers_time_check" CHECK ("lesson_cover_offers"."ends_at" > "lesson_cover_offers"."starts_at"),
	CONSTRAINT "lesson_cover_offers_other_instructor_check" CHECK ("lesson_cover_offers"."to_instructor_id" <> "lesson_cover_offers"."from_instructor_id"),
	CONSTRAINT "lesson_cover_offers_closed_check" CHECK (("lesson_cover_offers"."status" = 'open') = ("lesson_cover_offers"."closed_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "lesson_cover_offers" ADD CONSTRAINT "lesson_cover_offers_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_cover_offers" ADD CONSTRAINT "lesson_cover_offers_time_off_id_time_off_id_fk" FOREIGN KEY ("time_off_id") REFERENCES "public"."time_off"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_cover_offers" ADD CONSTRAINT "lesson_cover_offers_from_instructor_id_instructors_id_fk" FOREIGN KEY ("from_instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_cover_offers" ADD CONSTRAINT "lesson_cover_offers_to_instructor_id_instructors_id_fk" FOREIGN KEY ("to_instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_cover_offers" ADD CONSTRAINT "lesson_cover_offers_offered_by_instructors_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_cover_offers_token_hash_unique" ON "lesson_cover_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_cover_offers_one_open_unique" ON "lesson_cover_offers" USING btree ("lesson_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "lesson_cover_offers_time_off_idx" ON "lesson_cover_offers" USING btree ("time_off_id");--> statement-breakpoint
CREATE INDEX "lesson_cover_offers_to_instructor_idx" ON "lesson_cover_offers" USING btree ("to_instructor_id");