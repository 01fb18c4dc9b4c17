-- Issue 25: the shop's and the platform's product lists show the most recently changed first (`updated_at`), which no
-- index held: every page sorted all the shop's products (55-270 ms for a shop of 27,000 at a million products) or all
-- the products (1-3.5 s for the platform's list). A checkout's stock update sets `updated_at`, so these indexes make
-- it a non-HOT update; `bench/checkout.mjs` alternating without and with them: 92.5, 89.5 against 95.3, 92.2 orders
-- placed and paid a second (within the noise).
CREATE INDEX "products_merchant_updated_idx" ON "products" ("merchant_id", "updated_at", "id");
--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" ("updated_at", "id");
