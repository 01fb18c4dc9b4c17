-- Issue 25: the home page's recommended products are the few with a position (`recommend_sort`, 24 in the demo). With
-- no index on it, finding them read the whole products table: 523 ms at a million products for every home page whose
-- cache had expired (2 req/s with the listing cache off). A partial index holds only the recommended ones; the
-- operator's "clear the recommendations" and the console's recommended filter read it too.
CREATE INDEX "products_recommend_idx" ON "products" ("recommend_sort", "id") WHERE "recommend_sort" IS NOT NULL;
