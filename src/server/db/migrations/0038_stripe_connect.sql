CREATE TABLE "instructor_stripe_accounts" (
	"instructor_id" integer PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_checked_at" timestamp with time zone,
	CONSTRAINT "instructor_stripe_accounts_account_id_check" CHECK ("instructor_stripe_accounts"."stripe_account_id" ~ '^acct_[A-Za-z0-9]+$')
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "connected_account_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "application_fee_pence" integer;--> statement-breakpoint
ALTER TABLE "instructor_stripe_accounts" ADD CONSTRAINT "instructor_stripe_accounts_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_stripe_accounts_account_unique" ON "instructor_stripe_accounts" USING btree ("stripe_account_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_connected_account_check" CHECK (("payments"."connected_account_id" IS NULL) = ("payments"."application_fee_pence" IS NULL) AND ("payments"."connected_account_id" IS NULL OR ("payments"."amount_pence" > 0 AND "payments"."external_reference" IS NOT NULL AND "payments"."application_fee_pence" BETWEEN 0 AND "payments"."amount_pence" AND "payments"."connected_account_id" ~ '^acct_[A-Za-z0-9]+$')));