CREATE TABLE "instructor_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instructor_devices_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "instructor_devices_expiry_check" CHECK ("instructor_devices"."expires_at" > "instructor_devices"."created_at")
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"kind" text NOT NULL,
	"key_hash" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_throttles_pkey" PRIMARY KEY("kind","key_hash"),
	CONSTRAINT "sign_in_throttles_kind_check" CHECK (kind IN ('pair', 'address', 'device')),
	CONSTRAINT "sign_in_throttles_failures_check" CHECK ("sign_in_throttles"."failures" >= 0 AND ("sign_in_throttles"."failures" = 0 OR "sign_in_throttles"."last_failed_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "instructor_devices" ADD CONSTRAINT "instructor_devices_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructor_devices_instructor_idx" ON "instructor_devices" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "instructor_devices_expires_idx" ON "instructor_devices" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_throttles_updated_idx" ON "sign_in_throttles" USING btree ("updated_at");