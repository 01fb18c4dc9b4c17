-- Issue 25, decision 0048: migrations that change how search documents are derived (0045, 0046, 0054, 0056) deleted
-- the documents of the products they touched, and the next start rebuilt them before it opened: at a million
-- products, migrations 0054 and 0056 left 736,283 products without documents and the shop closed for 8 minutes while
-- the start rebuilt them with the indexes set aside. Such a migration now names the products here instead; their old
-- documents keep answering, and every process's refresher rebuilds the named products a batch at a time, with the
-- shop open (search-refresh.ts). A product named twice is rebuilt once.
CREATE TABLE "search_refresh_queue" (
	"product_id" integer PRIMARY KEY NOT NULL
);
