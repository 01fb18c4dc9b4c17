ALTER TABLE "products" ADD COLUMN "original_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_original_locale_check" CHECK ("products"."original_locale" IN ('en', 'zh-CN', 'fr', 'th', 'lo', 'es'));--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attrs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_translations_pk" PRIMARY KEY ("product_id", "locale"),
	CONSTRAINT "product_translations_locale_check" CHECK ("locale" IN ('en', 'zh-CN', 'fr', 'th', 'lo', 'es'))
);
