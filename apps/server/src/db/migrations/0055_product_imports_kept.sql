-- Audit AO2: an import sent twice (a double click, a retry after a timeout) ran twice and created every new product
-- again. Each shop's imports of the last minutes are kept by the file's SHA-256: the same file again within ten
-- minutes answers the first import's result instead of running (product-import.ts `applyImport`).
CREATE TABLE "product_imports" (
	"merchant_id" integer NOT NULL REFERENCES "merchants"("id") ON DELETE CASCADE,
	"file_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("merchant_id", "file_hash")
);
