-- The shop's banner in the storefront's other languages beside `banner`, the fallback: the seed draws its shops'
-- banners with their names, one per language the shop has a name in. A new banner the merchant saves empties them
-- (merchant-shop.service.ts): an uploaded banner is shown as uploaded to every reader.
ALTER TABLE "merchants" ADD COLUMN "banners" jsonb DEFAULT '{}'::jsonb NOT NULL;
