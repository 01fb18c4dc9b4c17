import type { LocalizedText } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { coupons } from '../schema';
import { type Executor, insertRows } from './bulk-insert';

const DAY = 86_400_000;

type CouponRow = typeof coupons.$inferInsert;
type ProductFact = { id: number; price: number; top_id: number; top_name: string; top_names: LocalizedText };
/** A coupon's name in the storefront's other languages (decision 0056); the English one is `name`. */
type OtherNames = Omit<LocalizedText, 'en'>;

/** The six names of the demo's fixed coupons (audit FS12): English is `name`, the others beside it. */
const NAMES = {
  'Store coupon': {
    'zh-CN': '店铺优惠券',
    fr: 'Bon de réduction de la boutique',
    th: 'คูปองร้านค้า',
    lo: 'ຄູປອງຮ້ານຄ້າ',
    es: 'Cupón de la tienda',
  },
  'Welcome coupon': {
    'zh-CN': '新人欢迎券',
    fr: 'Bon de bienvenue',
    th: 'คูปองต้อนรับ',
    lo: 'ຄູປອງຕ້ອນຮັບ',
    es: 'Cupón de bienvenida',
  },
  'Best sellers': {
    'zh-CN': '热销精选',
    fr: 'Meilleures ventes',
    th: 'สินค้าขายดี',
    lo: 'ສິນຄ້າຂາຍດີ',
    es: 'Los más vendidos',
  },
  'Mall coupon': {
    'zh-CN': '商城优惠券',
    fr: 'Bon de réduction du centre commercial',
    th: 'คูปองห้าง',
    lo: 'ຄູປອງສູນການຄ້າ',
    es: 'Cupón del centro comercial',
  },
  'Big basket coupon': {
    'zh-CN': '大额满减券',
    fr: 'Bon grand panier',
    th: 'คูปองตะกร้าใหญ่',
    lo: 'ຄູປອງກະຕ່າໃຫຍ່',
    es: 'Cupón de compra grande',
  },
  'Picks of the week': {
    'zh-CN': '本周精选',
    fr: 'Sélection de la semaine',
    th: 'สินค้าคัดสรรประจำสัปดาห์',
    lo: 'ສິນຄ້າຄັດສັນປະຈຳອາທິດ',
    es: 'Selección de la semana',
  },
} satisfies Record<string, OtherNames>;

/** How each language names a shop's coupon on a category and the platform's week of a category. */
const CATEGORY_COUPON = {
  'zh-CN': (c: string) => `${c}优惠券`,
  fr: (c: string) => `Bon de réduction ${c}`,
  th: (c: string) => `คูปอง${c}`,
  lo: (c: string) => `ຄູປອງ${c}`,
  es: (c: string) => `Cupón ${c}`,
};
const CATEGORY_WEEK = {
  'zh-CN': (c: string) => `${c}周`,
  fr: (c: string) => `Semaine ${c}`,
  th: (c: string) => `สัปดาห์${c}`,
  lo: (c: string) => `ອາທິດ${c}`,
  es: (c: string) => `Semana ${c}`,
};

/** A category coupon's other names, from the category's own `names` (its English name where one is missing). */
function categoryNames(
  category: { name: string; names: LocalizedText },
  words: Record<keyof OtherNames, (c: string) => string>,
): OtherNames {
  return Object.fromEntries(
    Object.entries(words).map(([locale, word]) => [
      locale,
      word(category.names[locale as keyof OtherNames] || category.name),
    ]),
  );
}

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
    SELECT p.id, p.price, top.id AS top_id, top.name AS top_name, top.names AS top_names
    FROM products p JOIN categories c ON c.id = p.category_id
      JOIN categories top ON top.id = CASE WHEN c.parent_id = 0 THEN c.id ELSE c.parent_id END
    WHERE p.on_sale ${owner} ORDER BY p.sales DESC, p.id LIMIT 200`);
  return rows;
}

/** The top category most of these products belong to. */
function mainCategory(products: ProductFact[]): { id: number; name: string; names: LocalizedText } | null {
  const counts = new Map<number, { id: number; name: string; names: LocalizedText; n: number }>();
  for (const p of products) {
    const entry = counts.get(p.top_id) ?? { id: p.top_id, name: p.top_name, names: p.top_names ?? {}, n: 0 };
    entry.n += 1;
    counts.set(p.top_id, entry);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.id - b.id)[0] ?? null;
}

/**
 * Demo coupons of every kind, each named in the six languages: in the first six shops a whole-shop coupon, a limited welcome coupon, a goods coupon on
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
      names: NAMES['Store coupon'],
      useType: 1,
      amount: discountFor(minSpend),
      minSpend,
      validDays: 30,
    });
    const welcome = threshold(typical);
    rows.push({
      merchantId: shop.id,
      name: 'Welcome coupon',
      names: NAMES['Welcome coupon'],
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
      names: NAMES['Best sellers'],
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
        names: categoryNames(category, CATEGORY_COUPON),
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
    {
      merchantId: 0,
      name: 'Mall coupon',
      names: NAMES['Mall coupon'],
      useType: 1,
      amount: 500,
      minSpend: 9900,
      validDays: 30,
    },
    {
      merchantId: 0,
      name: 'Big basket coupon',
      names: NAMES['Big basket coupon'],
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
      names: categoryNames(category, CATEGORY_WEEK),
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
      names: NAMES['Picks of the week'],
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
      names: row.names ?? {},
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
