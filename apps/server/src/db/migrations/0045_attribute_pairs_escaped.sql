-- Audit Q4: an attribute pair of the search documents is `name=value`, read back at the first "=", so a name holding
-- "=" ("Ratio W=H") was split inside it. A name now writes "=" as "\=" and a backslash as "\\" (search-text.ts
-- `attrPair`, `attrKey`); pairs and keys of every other name are as they were. The products whose documents hold a pair
-- with a backslash or a second "=" (an escaped name's, or one whose value holds "=", which is rebuilt the same) lose
-- their documents and postings; the next start builds the products that have none again (`buildSearchDocuments`).
-- One pass over the documents finds them.
WITH "hit" AS (
	SELECT DISTINCT d."product_id" FROM "search_documents" d, unnest(d."attr_pairs") v
	WHERE strpos(v, chr(92)) > 0 OR v LIKE '%=%=%'),
"documents" AS (DELETE FROM "search_documents" WHERE "product_id" IN (SELECT "product_id" FROM "hit"))
DELETE FROM "search_postings" WHERE "product_id" IN (SELECT "product_id" FROM "hit");
