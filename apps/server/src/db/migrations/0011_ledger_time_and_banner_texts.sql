ALTER TABLE "banners" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_lines_created_idx" ON "ledger_lines" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_lines_merchant_created_idx" ON "ledger_lines" USING btree ("merchant_id","created_at");