-- Audit Q2: a Thai or Lao run written against letters or digits of another script ("Z3หูฟัง") was segmented with them
-- ("z3หู" + "ฟัง"), so neither "z3" nor "หูฟัง" found the product. Words are now cut where the script changes
-- (search-text.ts `apartByScript`). The products with such a name in any language lose their documents and postings;
-- the next start builds the products that have none again (`buildSearchDocuments`). A Thai or Lao character beside
-- anything that is no space, punctuation or character of its own block is taken, which may rebuild a few more
-- products than needed (they come out as they were), never fewer.
WITH "hit" AS (
	SELECT "id" AS "product_id" FROM "products" WHERE "name" ~ '[\u0E00-\u0E7F][^\u0E00-\u0E7F[:space:][:punct:]]|[^\u0E00-\u0E7F[:space:][:punct:]][\u0E00-\u0E7F]|[\u0E80-\u0EFF][^\u0E80-\u0EFF[:space:][:punct:]]|[^\u0E80-\u0EFF[:space:][:punct:]][\u0E80-\u0EFF]'
	UNION
	SELECT "product_id" FROM "product_translations" WHERE "name" ~ '[\u0E00-\u0E7F][^\u0E00-\u0E7F[:space:][:punct:]]|[^\u0E00-\u0E7F[:space:][:punct:]][\u0E00-\u0E7F]|[\u0E80-\u0EFF][^\u0E80-\u0EFF[:space:][:punct:]]|[^\u0E80-\u0EFF[:space:][:punct:]][\u0E80-\u0EFF]'),
"documents" AS (DELETE FROM "search_documents" WHERE "product_id" IN (SELECT "product_id" FROM "hit"))
DELETE FROM "search_postings" WHERE "product_id" IN (SELECT "product_id" FROM "hit");
