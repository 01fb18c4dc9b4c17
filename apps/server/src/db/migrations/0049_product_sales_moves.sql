-- Issue 25: a payment added its units to `products.sales` in its own transaction. `sales` is indexed (three indexes
-- read by the best-seller lists), so that update was never in place: every sale added an entry to each of the
-- products' 13 indexes (a trigram GIN among them) on the hottest rows of a sale, and the payment held the row and the
-- notify lock to the end. A payment now appends its units here; the sales follower folds them into `products.sales`
-- every few seconds, many sales in one update (inventory.ts `foldSales`, decision 0047). No key and no index: rows are
-- only ever appended and taken all at once.
CREATE TABLE "product_sales_moves" (
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
