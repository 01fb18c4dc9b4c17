-- Audit AN8: the account page lists the account's signed-in devices, so a session keeps the browser that opened it
-- (its User-Agent, cut to 512 characters; '' for sessions opened before). A shopper may close the account: the row
-- stays for the shops' books (orders, refunds, reviews point at it), with its personal data gone and the moment it
-- was closed; no way in opens it again.
ALTER TABLE "sessions" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;
