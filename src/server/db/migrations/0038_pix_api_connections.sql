CREATE TABLE "pix_api_connections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"token_url" text,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"certificate_sealed" text NOT NULL,
	"pix_key" text NOT NULL,
	"webhook_token_hash" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_api_connections_https" CHECK ("pix_api_connections"."base_url" LIKE 'https://%')
);
--> statement-breakpoint
ALTER TABLE "pix_api_connections" ADD CONSTRAINT "pix_api_connections_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_api_connections_webhook_token_idx" ON "pix_api_connections" USING btree ("webhook_token_hash");