CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"detail" text NOT NULL,
	"post_code" text NOT NULL,
	"country_code" text DEFAULT '+86' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_order_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"sku_text" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"pre_order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"pay_type" text NOT NULL,
	"pro_total" integer NOT NULL,
	"freight" integer NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"points_discount" integer DEFAULT 0 NOT NULL,
	"pay_amount" integer NOT NULL,
	"address" jsonb NOT NULL,
	"mark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"pay_deadline" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_orders" (
	"pre_order_no" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"pro_total" integer NOT NULL,
	"freight" integer NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"points_discount" integer DEFAULT 0 NOT NULL,
	"pay_amount" integer NOT NULL,
	"mark" text DEFAULT '' NOT NULL,
	"delivery_method" text DEFAULT 'send' NOT NULL,
	"courier_company" text,
	"tracking_no" text,
	"courier_name" text,
	"courier_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"deleted_by_user" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku_idx" ON "cart_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "logistics_events_order_idx" ON "logistics_events" USING btree ("shop_order_id");--> statement-breakpoint
CREATE INDEX "order_items_shop_order_idx" ON "order_items" USING btree ("shop_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_idx" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pre_order_no_idx" ON "orders" USING btree ("pre_order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("pay_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_pk" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_orders_order_no_idx" ON "shop_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "shop_orders_order_idx" ON "shop_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_orders_user_idx" ON "shop_orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_merchant_idx" ON "shop_orders" USING btree ("merchant_id","status","created_at");