ALTER TABLE "waiting_list_entries" ADD COLUMN "instructor_choice" text DEFAULT 'mine' NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "instructor_preference" text DEFAULT 'no_preference' NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_instructor_choice_check" CHECK (instructor_choice IN ('mine', 'any'));--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_instructor_preference_check" CHECK (instructor_preference IN ('no_preference', 'male', 'female'));--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_preference_needs_any_check" CHECK (instructor_choice = 'any' OR instructor_preference = 'no_preference');