-- Issue 25: a category sorted by price or by newness read and sorted every document of the category (7.6 s for a top
-- category at a million products). Walking these indexes, the page reads its rows and stops.
CREATE INDEX "search_documents_price_idx" ON "search_documents" ("locale", "price", "product_id");
--> statement-breakpoint
CREATE INDEX "search_documents_new_idx" ON "search_documents" ("locale", "created_at", "product_id");
