-- Issue 25: a category's or a shop's list in price, newest or best-seller order walks an ordered index of the
-- language and reads no document. The category path and the shop ride along in each entry (INCLUDE), so the walk
-- filters them in the index alone (an index-only scan) and stops at the page's last product, instead of reading and
-- sorting every document of the category. See search-selection.ts (`listWhere`).
DROP INDEX IF EXISTS "search_documents_sales_idx";
--> statement-breakpoint
CREATE INDEX "search_documents_sales_idx" ON "search_documents" ("locale", "sales", "product_id") INCLUDE ("category_ids", "merchant_id");
--> statement-breakpoint
CREATE INDEX "search_documents_price_idx" ON "search_documents" ("locale", "price", "product_id") INCLUDE ("category_ids", "merchant_id");
--> statement-breakpoint
CREATE INDEX "search_documents_new_idx" ON "search_documents" ("locale", "created_at", "product_id") INCLUDE ("category_ids", "merchant_id");
--> statement-breakpoint
-- A shop's list counts its products of one language in the shop's index alone (was: every language's documents).
DROP INDEX IF EXISTS "search_documents_merchant_idx";
--> statement-breakpoint
CREATE INDEX "search_documents_merchant_idx" ON "search_documents" ("merchant_id", "locale");
