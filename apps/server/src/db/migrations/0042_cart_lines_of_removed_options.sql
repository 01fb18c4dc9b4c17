-- Audit N5: a cart line whose SKU the shop removed stays in the cart as "this option is no longer sold" instead of
-- vanishing without a word; it keeps the option's values (the SKU row is gone) until the shopper clears it.
ALTER TABLE "cart_items" ADD COLUMN "gone_values" jsonb;
--> statement-breakpoint
ALTER TABLE "visitor_cart_items" ADD COLUMN "gone_values" jsonb;
