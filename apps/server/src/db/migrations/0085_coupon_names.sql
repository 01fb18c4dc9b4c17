-- Audit FS12, decision 0056 (its coupon part): a coupon's name in the storefront's other languages beside `name`, the
-- fallback, as categories.names. A language left out reads the name as written.
ALTER TABLE "coupons" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;
