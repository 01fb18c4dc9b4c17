CREATE TABLE "uploads" (
	"path" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"merchant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text,
	"name_key" text,
	"qualification_pictures" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"requested_by" integer NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "browser_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "merchant_change_requests" ADD CONSTRAINT "merchant_change_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_change_requests_one_pending_idx" ON "merchant_change_requests" USING btree ("merchant_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "merchant_change_requests_status_idx" ON "merchant_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_name_key_idx" ON "merchants" USING btree ("name_key");