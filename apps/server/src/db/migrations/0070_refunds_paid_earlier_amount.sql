-- Audit DM2: a refund may be paid partly by money Stripe already gave back of its shop order and partly through
-- Stripe, so the refund keeps how much was paid earlier (cents), no longer a flag. A refund flagged before was paid
-- whole by that money: its amount.
ALTER TABLE "refunds" ALTER COLUMN "paid_earlier" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "paid_earlier" SET DATA TYPE integer USING CASE WHEN "paid_earlier" THEN "amount" ELSE 0 END;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "paid_earlier" SET DEFAULT 0;
