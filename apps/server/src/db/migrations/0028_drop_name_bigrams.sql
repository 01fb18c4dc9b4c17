-- Issue 25 (decision 0036): the two-character pieces of every product name (migration 0002) served the storefront's
-- first keyword search, which the search documents replaced (decision 0026); nothing reads them any more. The
-- generated column cost the database 44 µs of every product row written (4.4 s per 100,000 in the seed's COPY) and
-- 290 bytes a row, and its GIN index a build of its own.
DROP INDEX IF EXISTS "products_name_bigrams_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN IF EXISTS "name_bigrams";--> statement-breakpoint
DROP FUNCTION IF EXISTS name_bigrams(text);
