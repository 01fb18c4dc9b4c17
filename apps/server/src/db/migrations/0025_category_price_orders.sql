-- Issue 25: a category's list by price walks an index keyed by the category itself. A category's prices cluster (a
-- category of pianos starts where most others end), so the walk of the language's price index (0024) passed every
-- other category's cheaper products first: 844,000 entries for a small category at a million products. Keyed by the
-- top category (category_ids[1]) or the child category (category_ids[2]), the walk starts at the category's first
-- product and stops at the page's last. The path rides along (INCLUDE) so the walk is index-only: products of one
-- price (ties are listed newest first) are read from the index alone. Newest and best-seller orders do not cluster
-- by category: 0024's indexes serve them. See search-selection.ts (`listWhere`).
CREATE INDEX "search_documents_top_price_idx" ON "search_documents" ("locale", ("category_ids"[1]), "price", "product_id") INCLUDE ("category_ids", "merchant_id");
--> statement-breakpoint
CREATE INDEX "search_documents_child_price_idx" ON "search_documents" ("locale", ("category_ids"[2]), "price", "product_id") INCLUDE ("category_ids", "merchant_id") WHERE "category_ids"[2] IS NOT NULL;
