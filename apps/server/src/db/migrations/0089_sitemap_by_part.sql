-- Issue 25: the sitemap index and the categories' last changes read every product (5.1 s cold at a million, the whole
-- table from disk), so their first read after a start or a change grew with the catalogue. Each child's last change is
-- now the newest entry of its part in this index (one step back along it per child, 121 at a million), and each
-- category's the newest of its own products. `8333` is the ids per child (pages/sitemap.ts IDS_PER_SITEMAP: 50,000
-- URLs over six languages); a test holds the two together.
CREATE INDEX "products_sitemap_part_idx" ON "products" (("id" / 8333), "updated_at") WHERE "on_sale";
--> statement-breakpoint
CREATE INDEX "products_category_updated_idx" ON "products" ("category_id", "updated_at") WHERE "on_sale";
