ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_items" ADD CONSTRAINT "refund_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_events" ADD CONSTRAINT "logistics_events_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_users" ADD CONSTRAINT "coupon_users_status_check" CHECK ("coupon_users"."status" IN ('unused', 'used'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" IN ('open', 'closed'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_type_check" CHECK ("points_ledger"."type" IN ('earn', 'spend', 'return', 'deduct'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('review', 'accepted', 'returned', 'refunding', 'refunded', 'refused', 'revoked'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_type_check" CHECK ("refunds"."type" IN ('refund', 'return'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refund_status_check" CHECK ("order_items"."refund_status" IN ('none', 'applying', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('unpaid', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_status_check" CHECK ("shop_orders"."status" IN ('unpaid', 'to_ship', 'to_receive', 'to_review', 'completed', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "merchant_change_requests" ADD CONSTRAINT "merchant_change_requests_status_check" CHECK ("merchant_change_requests"."status" IN ('pending', 'approved', 'rejected', 'replaced'));--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_status_check" CHECK ("merchants"."status" IN ('open', 'suspended'));