-- Audit DS1: the stock each import set for a SKU's row of a given export. An import reads a row's stock against the
-- stock that export wrote; the same file imported again (another cell fixed, or sent again days later) now reads it
-- against what its earlier import set, so the stock change it states is added once only.
CREATE TABLE "product_stock_imports" (
	"sku_id" integer NOT NULL REFERENCES "product_skus"("id") ON DELETE CASCADE,
	"export_id" text NOT NULL,
	"stock_typed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_imports_pk" PRIMARY KEY("sku_id","export_id")
);
