-- 0017_search_documents (issue 23): one search document per product and language, owned by catalog; see
-- db/schema/search.ts. The GIN indexes are partial, one per language, so that a search reads only its language's
-- posting lists.
CREATE TABLE "search_documents" (
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"words" text[] NOT NULL,
	"own_words" text[] NOT NULL,
	"keys" text[] NOT NULL,
	"category_ids" integer[] NOT NULL,
	"merchant_id" integer NOT NULL,
	"attr_pairs" text[] NOT NULL,
	"no_ship" text[] NOT NULL,
	"price" integer NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"in_stock" boolean NOT NULL,
	"is_self" boolean NOT NULL,
	"sales" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_documents_pk" PRIMARY KEY ("product_id", "locale"),
	CONSTRAINT "search_documents_locale_check" CHECK ("locale" IN ('en', 'zh-CN', 'fr', 'th', 'lo', 'es'))
);--> statement-breakpoint
CREATE INDEX "search_documents_sales_idx" ON "search_documents" ("locale", "sales", "product_id");--> statement-breakpoint
CREATE INDEX "search_documents_merchant_idx" ON "search_documents" ("merchant_id");--> statement-breakpoint
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_documents_name_idx" ON "search_documents" ("locale", lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_documents_words_en_idx" ON "search_documents" USING gin ("words") WHERE "locale" = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_keys_en_idx" ON "search_documents" USING gin ("keys") WHERE "locale" = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_words_zh_cn_idx" ON "search_documents" USING gin ("words") WHERE "locale" = 'zh-CN';--> statement-breakpoint
CREATE INDEX "search_documents_keys_zh_cn_idx" ON "search_documents" USING gin ("keys") WHERE "locale" = 'zh-CN';--> statement-breakpoint
CREATE INDEX "search_documents_words_fr_idx" ON "search_documents" USING gin ("words") WHERE "locale" = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_keys_fr_idx" ON "search_documents" USING gin ("keys") WHERE "locale" = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_words_th_idx" ON "search_documents" USING gin ("words") WHERE "locale" = 'th';--> statement-breakpoint
CREATE INDEX "search_documents_keys_th_idx" ON "search_documents" USING gin ("keys") WHERE "locale" = 'th';--> statement-breakpoint
CREATE INDEX "search_documents_words_lo_idx" ON "search_documents" USING gin ("words") WHERE "locale" = 'lo';--> statement-breakpoint
CREATE INDEX "search_documents_keys_lo_idx" ON "search_documents" USING gin ("keys") WHERE "locale" = 'lo';--> statement-breakpoint
CREATE INDEX "search_documents_words_es_idx" ON "search_documents" USING gin ("words") WHERE "locale" = 'es';--> statement-breakpoint
CREATE INDEX "search_documents_keys_es_idx" ON "search_documents" USING gin ("keys") WHERE "locale" = 'es';
