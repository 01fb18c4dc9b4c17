-- 0014_money_hardening (issue 21, items 1, 2 and 5): the fee base includes freight, open refunds hold settlement,
-- and a partial refund re-checks the free-shipping threshold. Decision 0024.
-- Commission on the shop order's freight, frozen at order time (rate and cents; 0 on orders placed before).
ALTER TABLE "shop_orders" ADD COLUMN "freight_commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "freight_commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The template groups whose freight a free-shipping rule waived, frozen at order time with their goods.
ALTER TABLE "shop_orders" ADD COLUMN "freight_waivers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The freight a partial refund keeps back because the goods kept no longer ship free.
ALTER TABLE "refunds" ADD COLUMN "freight_deducted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_freight_deducted_check" CHECK ("refunds"."freight_deducted" >= 0);--> statement-breakpoint
-- Open refunds of a shop order (settlement and completion look for them).
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("shop_order_id") WHERE "refunds"."status" IN ('review', 'accepted', 'returned', 'refunding');
