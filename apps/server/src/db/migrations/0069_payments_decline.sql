-- Audit DF4: a declined Stripe card kept only Stripe's English text, which the shopper read whatever their language.
-- The decline's code is kept (the shopper reads the mall's own sentence for it) and Stripe's text for the operator.
ALTER TABLE "payments" ADD COLUMN "decline_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_message" text DEFAULT '' NOT NULL;
