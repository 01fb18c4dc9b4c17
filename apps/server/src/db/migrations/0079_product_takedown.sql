-- Audit FG8: the operator could not take one product off sale; the only lever was suspending its whole shop, and
-- decision 0042 leaned on an "operator's product moderation" that did not exist. A takedown keeps the product off sale
-- (so every reader of `visibleProduct`, the search documents and the sitemaps drop it as for the shop's own switch) and
-- names the operator's reason; the shop cannot put it back on sale until the operator lifts it. The CHECK holds both
-- rules in the database: a product taken down is never on sale, and its reason is 1–500 characters.
ALTER TABLE "products" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "takedown_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_takedown_check" CHECK (("products"."taken_down_at" IS NULL AND "products"."takedown_reason" IS NULL) OR (NOT "products"."on_sale" AND char_length("products"."takedown_reason") BETWEEN 1 AND 500));--> statement-breakpoint
CREATE INDEX "products_taken_down_idx" ON "products" USING btree ("taken_down_at","id") WHERE "products"."taken_down_at" IS NOT NULL;
