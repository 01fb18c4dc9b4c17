-- A shop's owner invites the people who help run the shop (decision 0050). An invitation names an e-mail address
-- (the account that signs in with it accepts, whether it existed when invited or registers afterwards); only the
-- SHA-256 of its link's token is kept. One use: accepted or cancelled, never both; it ends after 7 days.
CREATE TABLE "merchant_staff_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id"),
	"email" text NOT NULL,
	"invited_by" integer NOT NULL REFERENCES "users"("id"),
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer REFERENCES "users"("id"),
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "merchant_staff_invites_one_end" CHECK ("accepted_at" IS NULL OR "cancelled_at" IS NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_staff_invites_token_idx" ON "merchant_staff_invites" ("token_hash");
--> statement-breakpoint
CREATE INDEX "merchant_staff_invites_merchant_idx" ON "merchant_staff_invites" ("merchant_id", "created_at" DESC);
--> statement-breakpoint
-- Since when each member helps run the shop (the staff list shows it); those before this migration count from now.
ALTER TABLE "merchant_staff" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;
