-- Audit N9: the after-sales period of a completed order is the one that applied when it completed, kept on the order;
-- the operator's setting applies to orders completed afterwards. Orders completed before this column keep reading the
-- setting (NULL).
ALTER TABLE "shop_orders" ADD COLUMN "after_sales_days" integer;
