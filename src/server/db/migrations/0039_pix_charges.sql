CREATE TABLE "pix_charges" (
	"txid" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"appointment_id" uuid,
	"amount_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"copy_paste" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_charges_txid_format" CHECK ("pix_charges"."txid" ~ '^[A-Za-z0-9]{26,35}$'),
	CONSTRAINT "pix_charges_amount_positive" CHECK ("pix_charges"."amount_cents" > 0),
	CONSTRAINT "pix_charges_status" CHECK ("pix_charges"."status" IN ('creating', 'active', 'failed', 'paid', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_charges_creating_idx" ON "pix_charges" USING btree ("created_at") WHERE "pix_charges"."status" = 'creating';--> statement-breakpoint
CREATE INDEX "pix_charges_appointment_idx" ON "pix_charges" USING btree ("appointment_id");