import { sql } from 'drizzle-orm';
import { coupons } from '../schema';
import { type Executor, insertRows } from './bulk-insert';

const DAY = 86_400_000;

type CouponRow = typeof coupons.$inferInsert;
type ProductFact = { id: number; price: number; top_id: number; top_name: string };

/** Whole dollars a little under the given cents, so that thresholds read like "$49" and "$99". */
function threshold(cents: number): number {
  const steps = [1900, 2900, 4900, 6900, 9900, 14900, 19900, 29900, 49900, 99900];
  return [...steps].reverse().find((step) => step <= cents) ?? steps[0]!;
}

/** A round discount of about a tenth of the threshold ($2, $3, $5, $8, $10, $15, $20, $30, $50, $80). */
function discountFor(minSpend: number): number {
  const tenth = minSpend / 10;
  const steps = [200, 300, 500, 800, 1000, 1500, 2000, 3000, 5000, 8000];
  return [...steps].reverse().find((step) => step <= tenth) ?? steps[0]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The on-sale products of a shop (or of the mall with `merchantId` 0), best sellers first. */
async function productsOf(db: Executor, merchantId: number): Promise<ProductFact[]> {
  const owner = merchantId === 0 ? sql`` : sql`AND p.merchant_id = ${merchantId}`;
  const { rows } = await db.execute<ProductFact>(sql`
    SELECT p.id, p.price, top.id AS top_id, top.name AS top_name
    FROM products p JOIN categories c ON c.id = p.category_id
      JOIN categories top ON top.id = CASE WHEN c.parent_id = 0 THEN c.id ELSE c.parent_id END
    WHERE p.on_sale ${owner} ORDER BY p.sales DESC, p.id LIMIT 200`);
  return rows;
}

/** The top category most of these products belong to. */
function mainCategory(products: ProductFact[]): { id: number; name: string } | null {
  const counts = new Map<number, { id: number; name: string; n: number }>();
  for (const p of products) {
    const entry = counts.get(p.top_id) ?? { id: p.top_id, name: p.top_name, n: 0 };
    entry.n += 1;
    counts.set(p.top_id, entry);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.id - b.id)[0] ?? null;
}

/**
 * Demo coupons of every kind: in the first six shops a whole-shop coupon, a limited welcome coupon, a goods coupon on
 * the best sellers and a category coupon; on the platform whole-mall, category and goods coupons. Amounts follow each
 * shop's prices; validity is a number of days after receiving or fixed dates around `now`.
 */
export async function seedCoupons(db: Executor, now: number): Promise<void> {
  const rows: CouponRow[] = [];
  const { rows: shops } = await db.execute<{ id: number }>(
    sql`SELECT id FROM merchants WHERE status = 'open' ORDER BY id LIMIT 6`,
  );
  for (const [index, shop] of shops.entries()) {
    const products = await productsOf(db, shop.id);
    if (products.length === 0) continue;
    const typical = median(products.map((p) => p.price));
    const minSpend = threshold(typical * 2);
    rows.push({
      merchantId: shop.id,
      name: 'Store coupon',
      useType: 1,
      amount: discountFor(minSpend),
      minSpend,
      validDays: 30,
    });
    const welcome = threshold(typical);
    rows.push({
      merchantId: shop.id,
      name: 'Welcome coupon',
      useType: 1,
      amount: discountFor(welcome),
      minSpend: welcome,
      total: 50 + index * 25,
      validDays: 7,
      receiveFrom: new Date(now - 2 * DAY),
      receiveTo: new Date(now + 28 * DAY),
    });
    const best = products.slice(0, 3);
    const cheapest = Math.min(...best.map((p) => p.price));
    rows.push({
      merchantId: shop.id,
      name: 'Best sellers',
      useType: 2,
      productIds: best.map((p) => p.id).sort((a, b) => a - b),
      amount: discountFor(threshold(cheapest)),
      minSpend: threshold(cheapest),
      total: 200,
      validFrom: new Date(now - DAY),
      validTo: new Date(now + 60 * DAY),
    });
    const category = mainCategory(products);
    if (category) {
      const inCategory = median(products.filter((p) => p.top_id === category.id).map((p) => p.price));
      rows.push({
        merchantId: shop.id,
        name: `${category.name} coupon`,
        useType: 3,
        categoryId: category.id,
        amount: discountFor(threshold(inCategory * 2)),
        minSpend: threshold(inCategory * 2),
        validDays: 15,
      });
    }
  }

  const mall = await productsOf(db, 0);
  rows.push(
    { merchantId: 0, name: 'Mall coupon', useType: 1, amount: 500, minSpend: 9900, validDays: 30 },
    {
      merchantId: 0,
      name: 'Big basket coupon',
      useType: 1,
      amount: 2000,
      minSpend: 29900,
      total: 300,
      validFrom: new Date(now - DAY),
      validTo: new Date(now + 45 * DAY),
    },
  );
  const category = mainCategory(mall);
  if (category) {
    rows.push({
      merchantId: 0,
      name: `${category.name} week`,
      useType: 3,
      categoryId: category.id,
      amount: 1000,
      minSpend: 14900,
      validDays: 20,
    });
  }
  const picks = mall.filter((p) => p.price >= 2000).slice(0, 6);
  if (picks.length > 0) {
    rows.push({
      merchantId: 0,
      name: 'Picks of the week',
      useType: 2,
      productIds: picks.map((p) => p.id).sort((a, b) => a - b),
      amount: 300,
      minSpend: 1900,
      total: 500,
      validDays: 10,
    });
  }
  // insertRows takes the columns of the first row, so every row spells out every column.
  await insertRows(
    db,
    coupons,
    rows.map((row) => ({
      merchantId: row.merchantId,
      name: row.name,
      useType: row.useType,
      productIds: row.productIds ?? [],
      categoryId: row.categoryId ?? null,
      amount: row.amount,
      minSpend: row.minSpend ?? 0,
      total: row.total ?? 0,
      perUser: row.perUser ?? 1,
      validFrom: row.validFrom ?? null,
      validTo: row.validTo ?? null,
      validDays: row.validDays ?? null,
      receiveFrom: row.receiveFrom ?? null,
      receiveTo: row.receiveTo ?? null,
    })),
  );
}
