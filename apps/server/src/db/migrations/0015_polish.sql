-- 0015_polish (issue 22): records edited through forms carry a version that every edit raises; a save names the
-- version its form loaded and is refused (409) when the row moved on (contract edits.ts). Constant defaults: no
-- table rewrite, instant even on a million products.
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "shipping_templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
