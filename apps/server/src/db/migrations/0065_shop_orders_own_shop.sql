-- Audits CX1 and CY2: whether a buyer "runs the shop" (owner or staff) was judged when the order completed and when
-- a review was written, not when the order was placed; since staff can join and leave (decision 0050), a shopper who
-- bought under the mall's rules lost the order's points by joining, and a member who bought under the own-shop rules
-- (no mall coupon, no points) earned points by leaving. Each shop order keeps what checkout judged.
ALTER TABLE "shop_orders" ADD COLUMN "own_shop" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders from before: as they were judged until now, by today's membership.
UPDATE "shop_orders" s SET "own_shop" = true
WHERE EXISTS (SELECT 1 FROM "merchant_staff" st WHERE st."user_id" = s."user_id" AND st."merchant_id" = s."merchant_id");
