-- Audit DF4: a declined Stripe card kept only Stripe's English text, which the shopper read whatever their language.
-- The decline's code is kept (the shopper reads the mall's own sentence for it) and Stripe's text for the operator.
ALTER TABLE "payments" ADD COLUMN "decline_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Audit DF5: the intents still open at Stripe, which the minute sweep closes once their order is cancelled.
CREATE INDEX "payments_open_intents_idx" ON "payments" USING btree ("order_id") WHERE provider = 'stripe' AND status IN ('pending', 'failed');
