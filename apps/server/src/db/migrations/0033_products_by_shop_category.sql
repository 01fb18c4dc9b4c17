-- Issue 25: a shop's categories count their products in the shop's console (`shop_category_id`), and deleting one
-- clears it from its products. Without an index each count read the whole products table: 2.6 s for a shop's
-- category tree at a million products. Most products have no shop category: the index holds those that do.
CREATE INDEX "products_shop_category_idx" ON "products" ("shop_category_id") WHERE "shop_category_id" IS NOT NULL;
