-- Issue 25 (decision 0037): how many products hold a word, kept beside its posting list, so that a keyword of one word
-- without a filter answers its total from a row or two instead of counting up to 10,001 entries of its list (about
-- 2 ms of every such search at a million products, nineteen twentieths of its database time). Kept by the postings'
-- own statement triggers, whatever writes or deletes them (the documents' writer, a product's deletion cascading):
-- each statement appends one row per word it changed, with the difference, and never updates a row, so writers of the
-- same word neither wait for nor deadlock with each other. A word's count is the sum of its rows; the search
-- maintenance folds each word's rows into one now and then (`compactTermCounts`). A posting's word is never updated
-- (its writers delete and insert), and the third trigger holds them to it. TRUNCATE fires none of them: the one that
-- truncates the postings (a whole build of the documents) counts them again itself.
CREATE TABLE "search_term_counts" (
	"term" text NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_term_counts_term_idx" ON "search_term_counts" ("term") INCLUDE ("products");
--> statement-breakpoint
CREATE FUNCTION search_terms_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term_counts (term, products) SELECT term, count(*) FROM added GROUP BY term;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_terms_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term_counts (term, products) SELECT term, -count(*) FROM removed GROUP BY term;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_terms_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a posting''s term is not updated: delete it and insert the new one';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_postings_added" AFTER INSERT ON "search_postings" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_added();
--> statement-breakpoint
CREATE TRIGGER "search_postings_removed" AFTER DELETE ON "search_postings" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_removed();
--> statement-breakpoint
CREATE TRIGGER "search_postings_term_fixed" BEFORE UPDATE OF "term" ON "search_postings"
  FOR EACH ROW WHEN (OLD.term IS DISTINCT FROM NEW.term) EXECUTE FUNCTION search_terms_fixed();
--> statement-breakpoint
INSERT INTO "search_term_counts" ("term", "products") SELECT "term", count(*) FROM "search_postings" GROUP BY "term";
