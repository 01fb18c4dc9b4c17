CREATE TABLE "coupon_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"merchant_id" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"used_order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"use_type" smallint NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" integer,
	"amount" integer NOT NULL,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"per_user" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"valid_days" integer,
	"receive_from" timestamp with time zone,
	"receive_to" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"real_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"category_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"qualification_pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audit_status" smallint DEFAULT 1 NOT NULL,
	"denial_reason" text,
	"merchant_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"points" integer NOT NULL,
	"money" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"shop_order_id" integer,
	"refund_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_items" (
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"shop_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"reason" text NOT NULL,
	"explain" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"refuse_reason" text,
	"courier" text,
	"tracking_no" text,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "shop_order_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_coupon_user_id" integer;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "coupon_user_id" integer;--> statement-breakpoint
CREATE INDEX "coupon_users_user_idx" ON "coupon_users" USING btree ("user_id","status","valid_to");--> statement-breakpoint
CREATE INDEX "coupon_users_coupon_idx" ON "coupon_users" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_users_order_idx" ON "coupon_users" USING btree ("used_order_id");--> statement-breakpoint
CREATE INDEX "coupons_merchant_idx" ON "coupons" USING btree ("merchant_id","use_type","status");--> statement-breakpoint
CREATE INDEX "merchant_applications_user_idx" ON "merchant_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_applications_status_idx" ON "merchant_applications" USING btree ("audit_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_one_pending_idx" ON "merchant_applications" USING btree ("user_id") WHERE audit_status = 1;--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_earn_once_idx" ON "points_ledger" USING btree ("shop_order_id") WHERE type = 'earn';--> statement-breakpoint
CREATE UNIQUE INDEX "refund_items_pk" ON "refund_items" USING btree ("refund_id","order_item_id");--> statement-breakpoint
CREATE INDEX "refund_items_item_idx" ON "refund_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_no_idx" ON "refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_merchant_idx" ON "refunds" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_shop_order_idx" ON "refunds" USING btree ("shop_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_item_idx" ON "reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_merchant_idx" ON "reviews" USING btree ("merchant_id","created_at");