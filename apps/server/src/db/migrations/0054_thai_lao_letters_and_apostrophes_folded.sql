-- Audit AO5, AO6: search folding (search-text.ts `fold`) ran NFKC, which takes apart Thai and Lao sara am (ำ, ຳ) and
-- Lao ໜ and ໝ, and ICU's dictionaries cut the decomposed text elsewhere ("ออกกำลังกาย" as "ออ|กกํา|ลัง|กาย"); and it
-- kept the typographic apostrophe, so "d'autonomie" did not find "d’autonomie". Folding now keeps those letters whole
-- and makes every apostrophe-like mark "'". The products whose name in any language holds one of them, or whose
-- documents hold a key folded the old way (an attribute's value, also a glossary word), lose their documents and
-- postings; the next start builds the products that have none again (`buildSearchDocuments`). The vocabulary "did you
-- mean" looks in loses the words only the old folding wrote; the rebuilt documents add the new ones. A name with sara
-- am or "ຫນ" typed as two letters is rebuilt too (the same words, or the one spelling): never fewer than needed.
WITH "hit" AS (
	SELECT "id" AS "product_id" FROM "products" WHERE "name" ~ '[\u0E33\u0EB3\u0EDC\u0EDD\u2018\u2019\u201B\u02BC\u2032\u00B4`]|\u0E4D\u0E32|\u0ECD\u0EB2|\u0EAB[\u0E99\u0EA1]'
	UNION
	SELECT "product_id" FROM "product_translations" WHERE "name" ~ '[\u0E33\u0EB3\u0EDC\u0EDD\u2018\u2019\u201B\u02BC\u2032\u00B4`]|\u0E4D\u0E32|\u0ECD\u0EB2|\u0EAB[\u0E99\u0EA1]'
	UNION
	SELECT "product_id" FROM "search_documents"
	WHERE array_to_string("keys", ' ') ~ '[\u2018\u2019\u201B\u02BC\u2032\u0301]|\u0E4D\u0E32|\u0ECD\u0EB2|\u0EAB[\u0E99\u0EA1]'),
"documents" AS (DELETE FROM "search_documents" WHERE "product_id" IN (SELECT "product_id" FROM "hit"))
DELETE FROM "search_postings" WHERE "product_id" IN (SELECT "product_id" FROM "hit");
--> statement-breakpoint
DELETE FROM "search_words" WHERE "word" ~ '[\u2018\u2019\u201B\u02BC\u2032]|\u0E4D\u0E32|\u0ECD\u0EB2|\u0EAB[\u0E99\u0EA1]';
