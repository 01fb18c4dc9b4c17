-- Audit AF2: an order line kept its name and option text only in the language the shopper read at checkout, so a
-- French order list, the shop's own console and the reviews read it in Chinese. A line now keeps them in every
-- language (`names`, `sku_texts`: locale to text), written at order creation; `name` and `sku_text` stay the text read
-- when none is kept. Lines placed before are filled after the migrations from their product's current translations
-- (order-line-texts.ts `fillLineTexts`, the glossary lives in code); a line whose product is gone keeps null.
ALTER TABLE "order_items" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku_texts" jsonb;--> statement-breakpoint
CREATE INDEX "order_items_texts_missing_idx" ON "order_items" ("id") WHERE "names" IS NULL;
