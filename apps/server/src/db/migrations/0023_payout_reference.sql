-- Issue 22, item 11: a bank (offline) payout is paid when the operator records the transfer's reference and date.
ALTER TABLE "payouts" ADD COLUMN "transfer_reference" text;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transferred_on" date;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_by" integer;
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transfer_reference_check"
  CHECK ("transfer_reference" IS NULL OR char_length("transfer_reference") BETWEEN 1 AND 64);
