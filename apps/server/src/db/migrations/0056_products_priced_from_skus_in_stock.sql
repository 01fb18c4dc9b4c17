-- Audit AO4: a product advertised its cheapest SKU's price (and struck price) even when that SKU was sold out; the
-- inventory now keeps `price` and `ot_price` at the cheapest SKU in stock, of all SKUs when none is (inventory.ts
-- `priceFromSkus`). Products priced the old way are priced again here, and lose their search documents and postings
-- (which carry the price for filters, order and facets); the next start builds the products that have none again
-- (`buildSearchDocuments`), as migrations 0045, 0046 and 0054 do.
WITH "repriced" AS (
	SELECT c."product_id", c."price", c."ot_price" FROM (
		SELECT DISTINCT ON ("product_id") "product_id", "price", "ot_price" FROM "product_skus"
		ORDER BY "product_id", ("stock" > 0) DESC, "price", "id") c
	JOIN "products" p ON p."id" = c."product_id"
	WHERE p."price" <> c."price" OR p."ot_price" <> c."ot_price"),
"priced" AS (
	UPDATE "products" p SET "price" = r."price", "ot_price" = r."ot_price" FROM "repriced" r WHERE p."id" = r."product_id"),
"documents" AS (DELETE FROM "search_documents" WHERE "product_id" IN (SELECT "product_id" FROM "repriced"))
DELETE FROM "search_postings" WHERE "product_id" IN (SELECT "product_id" FROM "repriced");
