-- Issue 25: a shop's list in price order walked the whole catalogue's price index and passed every other shop's
-- products on its way (a shop of 8,000 products among a million: 232 ms and 5,000 pages for its second page by price
-- descending). Each of the three list orders now has an index keyed by the shop first, as 0025 did for categories: the
-- walk starts at the shop's first product in that order and reads only its page. The first replaces the shop's plain
-- index (its count is an index-only range on the same key). English documents only, as every list order's index
-- (migration 0036).
DROP INDEX IF EXISTS "search_documents_merchant_idx";
--> statement-breakpoint
CREATE INDEX "search_documents_shop_sales_idx" ON "search_documents" ("merchant_id", "sales", "product_id") WHERE "locale" = 'en';
--> statement-breakpoint
CREATE INDEX "search_documents_shop_price_idx" ON "search_documents" ("merchant_id", "price", "product_id") WHERE "locale" = 'en';
--> statement-breakpoint
CREATE INDEX "search_documents_shop_new_idx" ON "search_documents" ("merchant_id", "created_at", "product_id") WHERE "locale" = 'en';
