-- Audit EI6: Stripe saves a key's first answer, a 500 included, and replays it for 24 hours. A refund whose call on
-- its key got a 500 while Stripe made nothing (its list of the payment's refunds shows none with the refund's number)
-- is paid on a fresh key the next time: the refund counts how many keys of its current payment (`key_attempt`, 1,
-- then 2 after Stripe's first payment of it failed, decision 0052) were so spent.
ALTER TABLE "refunds" ADD COLUMN "key_retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "key_attempt" integer DEFAULT 1 NOT NULL;
