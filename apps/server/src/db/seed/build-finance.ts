import { sql } from 'drizzle-orm';
import { insertNumbered } from '../../modules/checkout/order-numbers';
import { commissionRates, orderItemSplits } from '../../modules/finance/commission';
import { recordRefund, recordSale, settleBatch } from '../../modules/finance/settlement';
import { recordSales } from '../../modules/inventory/inventory';
import { refundShare } from '../../modules/refunds/refund-amounts';
import type { Queryable } from '../client';
import type { Random } from './random';

const DAY = 86_400_000;
/** Shops with a history, orders per shop. */
const SHOPS = 3;
const ORDERS = 8;

type Product = { product_id: number; sku_id: number; name: string; image: string; price: number };

/**
 * Money history for the first demo shops, through the finance module's own functions (no ledger rows written by
 * hand): paid orders booked as sales, most of them completed weeks ago and settled, a few still on their way
 * (pending), and one partial refund before settlement. Orders, items and the refund are seed rows; every ledger
 * entry comes from recordSale, recordRefund and the settlement job's batch.
 */
export async function seedFinanceHistory(
  db: Queryable,
  rng: Random,
  buyerId: number | undefined,
  now: number,
): Promise<void> {
  const { rows: buyers } = await db.execute<{ id: number }>(
    buyerId === undefined ? sql`SELECT id FROM users ORDER BY id LIMIT 1` : sql`SELECT ${buyerId}::int AS id`,
  );
  const buyer = buyers[0]?.id;
  if (buyer === undefined) return;
  const { rows: shops } = await db.execute<{ id: number }>(
    sql`SELECT id FROM merchants WHERE status = 'open' ORDER BY id LIMIT ${SHOPS}`,
  );
  const rates = await commissionRates(
    db,
    shops.map((s) => s.id),
  );
  const address = {
    realName: 'Ann Lee',
    email: '',
    country: 'United States',
    detail: '1 Harbour Road',
    postCode: '10001',
    countryCode: '+1',
    phone: '2125550100',
  };
  let refunded = false;

  for (const shop of shops) {
    const { rows: products } = await db.execute<Product>(sql`
      SELECT DISTINCT ON (p.id) p.id AS product_id, s.id AS sku_id, p.name, coalesce(nullif(s.image, ''), p.images->>0, '') AS image, s.price
      FROM products p JOIN product_skus s ON s.product_id = p.id
      WHERE p.merchant_id = ${shop.id} AND p.on_sale ORDER BY p.id, s.id LIMIT 12`);
    if (products.length < 2) continue;
    for (let n = 0; n < ORDERS; n++) {
      // Completed 10 to 40 days ago (settled), or the last two still shipped and pending.
      const pending = n >= ORDERS - 2;
      const completedAt = now - (10 + rng.int(0, 30)) * DAY;
      const paidAt = pending ? now - rng.int(1, 3) * DAY : completedAt - 5 * DAY;
      const lines = [products[rng.int(0, products.length - 1)]!, products[rng.int(0, products.length - 1)]!]
        .filter((p, i, all) => all.findIndex((q) => q.sku_id === p.sku_id) === i)
        .map((p) => ({ ...p, quantity: rng.int(1, 2) }));
      const proTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
      const freight = proTotal >= 4900 ? 0 : 500;
      const pay = proTotal + freight;
      const status = pending ? 'to_receive' : 'completed';
      // Numbers drawn again when taken, as checkout draws them: the seed writes many in one second and six random
      // digits a second collide (a demo seed failed on a duplicate PT number; order-numbers.ts).
      const preOrderNo = `seed-${shop.id}-${n}-${rng.int(0, 1e9)}`;
      const { row: order } = await insertNumbered('PT', async (no) => {
        const { rows } = await db.execute<{ id: number }>(sql`
          INSERT INTO orders (order_no, pre_order_no, user_id, status, pay_type, pro_total, freight, pay_amount, address,
            pay_deadline, paid_at, created_at)
          VALUES (${no}, ${preOrderNo}, ${buyer}, 'unpaid', 'card',
            ${proTotal}, ${freight}, ${pay}, ${JSON.stringify(address)}::jsonb, to_timestamp(${paidAt / 1000}),
            NULL, to_timestamp(${(paidAt - 600_000) / 1000}))
          ON CONFLICT (order_no) DO NOTHING RETURNING id`);
        return rows[0];
      });
      const orderId = order.id;
      const { row: shopOrder } = await insertNumbered('SH', async (no) => {
        const { rows } = await db.execute<{ id: number; order_no: string }>(sql`
          INSERT INTO shop_orders (order_no, order_id, user_id, merchant_id, status, pro_total, freight, pay_amount,
            created_at)
          VALUES (${no}, ${orderId}, ${buyer}, ${shop.id}, 'unpaid', ${proTotal}, ${freight}, ${pay},
            to_timestamp(${(paidAt - 600_000) / 1000}))
          ON CONFLICT (order_no) DO NOTHING RETURNING id, order_no`);
        return rows[0];
      });
      const so = [shopOrder];
      const splits = orderItemSplits({
        bp: rates.get(shop.id) ?? 0,
        amounts: lines.map((l) => l.price * l.quantity),
        coupon: 0,
        shopCoupon: 0,
        points: 0,
      });
      const itemIds: number[] = [];
      for (const [i, l] of lines.entries()) {
        const split = splits[i]!;
        const { rows: item } = await db.execute<{ id: number }>(sql`
          INSERT INTO order_items (shop_order_id, product_id, sku_id, name, image, sku_text, price, quantity,
            commission_bp, shop_discount, platform_discount, commission, reviewed)
          VALUES (${so[0]!.id}, ${l.product_id}, ${l.sku_id}, ${l.name}, ${l.image}, '', ${l.price}, ${l.quantity},
            ${rates.get(shop.id) ?? 0}, ${split.shopDiscount}, ${split.platformDiscount}, ${split.commission}, ${!pending})
          RETURNING id`);
        itemIds.push(item[0]!.id);
      }
      // Paid the way the payment module pays it: the orders owner's states, the sale on the ledger.
      await db.execute(sql`
        UPDATE orders SET status = 'paid', paid_at = to_timestamp(${paidAt / 1000}) WHERE id = ${orderId}`);
      // The charge, as the test card records it: every paid order has exactly one successful payment of its amount.
      await db.execute(sql`
        INSERT INTO payments (order_id, provider, provider_ref, amount, status, message, created_at)
        VALUES (${orderId}, 'testcard', ${`tc_seed_${orderId}`}, ${pay}, 'succeeded', '', to_timestamp(${paidAt / 1000}))`);
      await db.execute(sql`
        UPDATE shop_orders SET status = ${status}, paid_at = to_timestamp(${paidAt / 1000}),
          shipped_at = to_timestamp(${(paidAt + DAY) / 1000}), courier_company = 'Fast Post', tracking_no = ${`FP${so[0]!.id}0001`},
          received_at = ${pending ? null : sql`to_timestamp(${(completedAt - DAY) / 1000})`},
          completed_at = ${pending ? null : sql`to_timestamp(${completedAt / 1000})`}
        WHERE id = ${so[0]!.id}`);
      await recordSale(db, orderId);
      // Paid units count as sold, as the payment flow counts them: a product never shows fewer sales than were paid.
      await recordSales(
        db,
        lines.map((l) => ({ productId: l.product_id, skuId: l.sku_id, quantity: l.quantity })),
      );

      // One partial refund of a completed order, before it settled.
      if (!refunded && !pending && lines.length === 2) {
        refunded = true;
        const share = refundShare({
          payAmount: pay,
          freight,
          pointsUsed: 0,
          items: lines.map((l, i) => ({ id: itemIds[i]!, price: l.price, quantity: l.quantity })),
          chosen: [itemIds[0]!],
          coversTheRest: false,
          shipped: true,
          taken: { goods: 0, freight: 0, points: 0 },
        });
        const { row: refundRow } = await insertNumbered('RE', async (no) => {
          const { rows } = await db.execute<{ id: number }>(sql`
            INSERT INTO refunds (refund_no, order_id, shop_order_id, user_id, merchant_id, type, status, reason, amount,
              created_at, reviewed_at, refunded_at, closed_at)
            VALUES (${no}, ${orderId}, ${so[0]!.id}, ${buyer}, ${shop.id}, 'refund', 'refunded',
              'Damaged or defective', ${share.amount}, to_timestamp(${(completedAt - DAY / 2) / 1000}),
              to_timestamp(${(completedAt - DAY / 3) / 1000}), to_timestamp(${(completedAt - DAY / 4) / 1000}),
              to_timestamp(${(completedAt - DAY / 4) / 1000}))
            ON CONFLICT (refund_no) DO NOTHING RETURNING id`);
          return rows[0];
        });
        const refund = [refundRow];
        await db.execute(sql`
          INSERT INTO refund_items (refund_id, order_item_id, quantity, amount)
          VALUES (${refund[0]!.id}, ${itemIds[0]!}, ${lines[0]!.quantity}, ${share.perItem.get(itemIds[0]!) ?? 0})`);
        await db.execute(sql`UPDATE order_items SET refund_status = 'refunded' WHERE id = ${itemIds[0]!}`);
        // Paid back the way the test card pays back: the provider's reference on the refund and its record.
        await db.execute(sql`
          WITH r AS (
            UPDATE refunds SET provider_ref = 'tcr_' || refund_no WHERE id = ${refund[0]!.id}
            RETURNING order_id, provider_ref, amount, refund_no)
          INSERT INTO payments (order_id, provider, provider_ref, amount, status, message)
          SELECT order_id, 'testcard', provider_ref, amount, 'refund', refund_no FROM r`);
        await recordRefund(db, refund[0]!.id);
      }
    }
  }
  // The settlement job's own step: everything completed beyond the after-sales window becomes available.
  const { rows: window } = await db.execute<{ days: number }>(sql`
    SELECT coalesce((SELECT (value->>'afterSalesDays')::int FROM settings WHERE key = 'afterSales'), 7) AS days`);
  while ((await settleBatch(db, window[0]!.days, 1000)).picked === 1000) {
    // next batch
  }
}
