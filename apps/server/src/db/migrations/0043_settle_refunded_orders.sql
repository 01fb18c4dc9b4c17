-- Audit P2: a shop order refunded whole after shipping keeps the freight the shop shipped for (less its commission)
-- on the shop's pending balance, but its closing refund took it off the settlement queue, so it was never settled.
-- Those orders go back on the queue; the settlement job now takes refunded orders and moves what is left to available.
INSERT INTO "settlement_queue" ("shop_order_id", "merchant_id")
SELECT so.id, so.merchant_id FROM "shop_orders" so
WHERE so.status = 'refunded'
  AND NOT EXISTS (SELECT 1 FROM "ledger_entries" e WHERE e.key = 'settle:' || so.order_no)
  AND (SELECT coalesce(sum(l.amount), 0) FROM "ledger_entries" e JOIN "ledger_lines" l ON l.entry_id = e.id
    WHERE e.shop_order_id = so.id AND l.account = 'merchant_pending') <> 0
ON CONFLICT DO NOTHING;
