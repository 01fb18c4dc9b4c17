-- Audit AW3: a suspended shop was never told why. The operator's reason and the moment are kept with the shop, shown
-- in its console's banner and sent in its notice; a reopening clears the reason (admin-merchants.service.ts).
ALTER TABLE "merchants" ADD COLUMN "suspension_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "suspended_at" timestamp with time zone;
