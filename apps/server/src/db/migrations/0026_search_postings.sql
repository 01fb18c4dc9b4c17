-- Issue 25 (decision 0034): a keyword search ranks and counts its matches from posting lists, one row per word of a
-- product, instead of reading every matching document. The GIN indexes of 0017 find the matches, but PostgreSQL reads
-- the heap page of each one to count or rank it: "headphones" read 13,594 pages at a million products. A B-tree over
-- (term, product_id) that carries what ranking and the common filters need (INCLUDE) answers the same question from
-- the index alone. `own` and `shown` are bit sets over the six languages (the order of LOCALES): the language's own
-- name holds the word, the name shown in the language (its own, else the original) holds it. Written only by the
-- documents' writer (search-document-writes.ts), with the documents; the sales figure follows as the documents' does.
CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"own" smallint NOT NULL,
	"shown" smallint NOT NULL,
	"sales" integer NOT NULL,
	"price" integer NOT NULL,
	"category_ids" integer[] NOT NULL,
	"merchant_id" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_postings_term_idx" ON "search_postings" ("term", "product_id") INCLUDE ("own", "shown", "sales", "price", "category_ids", "merchant_id");
--> statement-breakpoint
CREATE INDEX "search_postings_product_idx" ON "search_postings" ("product_id");
--> statement-breakpoint
-- The documents are built again at the next start (main.ts builds the products without any), now with their postings.
DELETE FROM "search_documents";
