-- Issue 25: a product's six documents agree on everything the ordered lists walk and filter by (sales, price, the
-- date, the category path, the shop: search-documents.ts writes them from the product alone), so the orders' indexes
-- hold one language's documents, English, instead of all six: a sixth of the entries (62 MB against 383 MB each at a
-- million products), a sixth of the build after a bulk write (2.3 s against 8.2 s each), and one entry instead of six
-- for each product written. A list without an attribute filter walks the English documents whatever the reader's
-- language (search-selection.ts, `ORDER_LOCALE`); its cards are named in the reader's language from the products.
DROP INDEX IF EXISTS "search_documents_sales_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_price_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_new_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_top_price_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_child_price_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "search_documents_merchant_idx";
--> statement-breakpoint
CREATE INDEX "search_documents_sales_idx" ON "search_documents" ("sales", "product_id") INCLUDE ("category_ids", "merchant_id") WHERE "locale" = 'en';
--> statement-breakpoint
CREATE INDEX "search_documents_price_idx" ON "search_documents" ("price", "product_id") INCLUDE ("category_ids", "merchant_id") WHERE "locale" = 'en';
--> statement-breakpoint
CREATE INDEX "search_documents_new_idx" ON "search_documents" ("created_at", "product_id") INCLUDE ("category_ids", "merchant_id") WHERE "locale" = 'en';
--> statement-breakpoint
CREATE INDEX "search_documents_top_price_idx" ON "search_documents" (("category_ids"[1]), "price", "product_id") INCLUDE ("category_ids", "merchant_id") WHERE "locale" = 'en';
--> statement-breakpoint
CREATE INDEX "search_documents_child_price_idx" ON "search_documents" (("category_ids"[2]), "price", "product_id") INCLUDE ("category_ids", "merchant_id") WHERE "locale" = 'en' AND "category_ids"[2] IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "search_documents_merchant_idx" ON "search_documents" ("merchant_id") WHERE "locale" = 'en';
