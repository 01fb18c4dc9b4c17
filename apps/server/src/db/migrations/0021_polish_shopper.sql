CREATE TABLE "visitor_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_carts_token_idx" ON "visitor_carts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "visitor_carts_expires_idx" ON "visitor_carts" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "visitor_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL REFERENCES "visitor_carts"("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_cart_items_quantity_check" CHECK ("visitor_cart_items"."quantity" BETWEEN 1 AND 999)
);--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_cart_items_cart_sku_idx" ON "visitor_cart_items" USING btree ("cart_id","sku_id");
