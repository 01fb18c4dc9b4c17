-- Audit DS6: a shop's own category names in the storefront's other languages, as its products' names (language to
-- text; a language left out shows the original name).
ALTER TABLE "shop_categories" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;
