-- Audit DS6: a shop's own texts in the storefront's other languages, as its products' names (language to text; a
-- language left out shows the original): its categories' names, its intro and its service promise.
ALTER TABLE "shop_categories" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "intros" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "service_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;
