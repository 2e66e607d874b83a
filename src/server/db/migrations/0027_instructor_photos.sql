CREATE TABLE "instructor_photos" (
	"instructor_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_photos_content_type_check" CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "instructor_photos_size_check" CHECK (octet_length(bytes) BETWEEN 1 AND 307200)
);
--> statement-breakpoint
ALTER TABLE "instructor_photos" ADD CONSTRAINT "instructor_photos_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;