-- Audit P1: a partial refund gave back points in proportion to the items' prices, not to the points they took (a
-- coupon covering one item left it few points; returning it gave back many). Each item now keeps its points money.
ALTER TABLE "order_items" ADD COLUMN "points_discount" integer;
