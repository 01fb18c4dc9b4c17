-- Issue 25 (decision 0034): a keyword of one word walks its posting list in the order of a page (best sellers first,
-- then the newest) and stops at the page's last product, instead of ranking every match. Its own-language matches
-- come first, then those only shown in the language, then the rest: each a walk of this index filtered on the
-- language's bit. The filters the postings carry ride along, so a walk with a category, shop or price range stays in
-- the index.
CREATE INDEX "search_postings_best_idx" ON "search_postings" ("term", "sales" DESC, "product_id" DESC) INCLUDE ("own", "shown", "price", "category_ids", "merchant_id");
