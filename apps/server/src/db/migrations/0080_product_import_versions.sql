-- Audit FG1's follow-up: the version each import of an export's rows gave a product was kept in `product_imports`
-- under a key `versions:<export id>` (a JSON object per export) that no file's SHA-256 reads as. It gets a table of its
-- own, a row per product, and the rows so kept move there.
CREATE TABLE "product_import_versions" (
	"merchant_id" integer NOT NULL,
	"export_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_import_versions_merchant_id_export_id_product_id_pk" PRIMARY KEY("merchant_id","export_id","product_id")
);--> statement-breakpoint
ALTER TABLE "product_import_versions" ADD CONSTRAINT "product_import_versions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_import_versions" ADD CONSTRAINT "product_import_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_import_versions" ("merchant_id", "export_id", "product_id", "version", "created_at")
SELECT i."merchant_id", substr(i."file_hash", 10), v."key"::integer, v."value"::integer, i."created_at"
FROM "product_imports" i, jsonb_each_text(i."result") v
WHERE i."file_hash" LIKE 'versions:%' AND v."key" ~ '^[0-9]{1,9}$'
  AND EXISTS (SELECT 1 FROM "products" p WHERE p."id" = v."key"::integer)
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "product_imports" WHERE "file_hash" LIKE 'versions:%';
