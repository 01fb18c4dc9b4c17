-- Two-character keywords (common in Chinese) have no trigram, so pg_trgm cannot serve them. Every product name
-- also keeps the set of its lower-cased two-character pieces, indexed with GIN (decision 0002).
CREATE OR REPLACE FUNCTION name_bigrams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower(t), i, 2)), '{}')
  FROM generate_series(1, char_length(t) - 1) AS i
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_bigrams" text[] GENERATED ALWAYS AS (name_bigrams("name")) STORED;
--> statement-breakpoint
CREATE INDEX "products_name_bigrams_idx" ON "products" USING gin ("name_bigrams");
--> statement-breakpoint
-- Counting a shop's products on sale reads only this index.
CREATE INDEX "products_merchant_on_sale_idx" ON "products" ("merchant_id") WHERE "on_sale";
