-- Issue 25: every shipping template form shows how many products use it (`shipping_template_id`, a foreign key that
-- had no index), so each count, and each check of the key when a template goes, read the whole products table:
-- 1.2 s for the platform's template form at a million products. Most products use their shop's default (null).
CREATE INDEX "products_shipping_template_idx" ON "products" ("shipping_template_id")
  WHERE "shipping_template_id" IS NOT NULL;
