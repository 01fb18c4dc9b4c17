/**
 * Looks at a seeded database: row counts and the invariants the demo data promises. Not part of the server.
 *   DATA_DIR=/tmp/seedcheck EMBEDDED_PG_PORT=54400 npx tsx apps/server/src/db/seed/seed.check.ts ["SQL" …]
 * Extra arguments are run as queries and printed.
 */

import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { connect } from '../client';
import { startEmbeddedPostgres } from '../embedded';

const CHECKS: [string, string][] = [
  [
    'products whose price is not their cheapest SKU',
    `SELECT count(*) FROM products p WHERE p.price <> (SELECT min(price) FROM product_skus s WHERE s.product_id = p.id)`,
  ],
  [
    'products whose stock is not the SKU sum',
    `SELECT count(*) FROM products p WHERE p.stock <> (SELECT sum(stock) FROM product_skus s WHERE s.product_id = p.id)`,
  ],
  [
    'products with fewer than 2 or more than 6 SKUs',
    `SELECT count(*) FROM (SELECT product_id, count(*) n FROM product_skus GROUP BY product_id) x WHERE n < 2 OR n > 6`,
  ],
  [
    'SKUs whose values do not match the attributes',
    `SELECT count(*) FROM product_skus s JOIN products p ON p.id = s.product_id WHERE jsonb_array_length(s.attr_values) <> jsonb_array_length(p.attrs)`,
  ],
  ['SKUs with otPrice below price', `SELECT count(*) FROM product_skus WHERE ot_price < price`],
  [
    'products in a shop category of another shop',
    `SELECT count(*) FROM products p JOIN shop_categories c ON c.id = p.shop_category_id WHERE c.merchant_id <> p.merchant_id`,
  ],
  ['products without a shop category', `SELECT count(*) FROM products WHERE shop_category_id IS NULL`],
  [
    'shops with fewer followers than follow rows',
    `SELECT count(*) FROM merchants m WHERE m.follower_count < (SELECT count(*) FROM merchant_follows f WHERE f.merchant_id = m.id)`,
  ],
  [
    'products sharing a main picture (among the first 2000)',
    `SELECT count(*) - count(DISTINCT images->>0) FROM (SELECT images FROM products ORDER BY id LIMIT 2000) p`,
  ],
  [
    'products showing fewer sales than units paid for',
    `SELECT count(*) FROM products p WHERE p.sales < (SELECT coalesce(sum(i.quantity), 0) FROM order_items i
      JOIN shop_orders so ON so.id = i.shop_order_id WHERE i.product_id = p.id AND so.paid_at IS NOT NULL
      AND i.refund_status <> 'refunded')`,
  ],
  [
    'products showing fewer sales than reviews',
    `SELECT count(*) FROM products p WHERE p.sales < (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)`,
  ],
  [
    'demo shopper order states missing (of 7)',
    `SELECT 7 - count(DISTINCT status) FROM shop_orders so JOIN users u ON u.id = so.user_id
      WHERE u.email = 'shopper@example.com'`,
  ],
  [
    'reviews of another shop',
    `SELECT count(*) FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.merchant_id <> p.merchant_id`,
  ],
  [
    'reviews older than their product',
    `SELECT count(*) FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.created_at < p.created_at`,
  ],
];

async function main() {
  const config = loadConfig();
  let url = config.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDir, 'pg'),
      port: config.EMBEDDED_PG_PORT,
      database: 'mall',
    });
    url = embedded.url('mall');
    stop = embedded.stop;
  }
  const { db, close } = connect(url, 2);
  try {
    const queries = process.argv.slice(2);
    if (queries.length > 0) {
      for (const q of queries) console.table((await db.execute(sql.raw(q))).rows);
      return;
    }
    const tables = await db.execute<{ tablename: string }>(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { tablename } of tables.rows) {
      counts[tablename] = Number(
        (await db.execute<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM "${tablename}"`))).rows[0]?.n,
      );
    }
    console.table(counts);
    for (const [label, q] of CHECKS) {
      const n = Number(Object.values((await db.execute(sql.raw(q))).rows[0] ?? {})[0]);
      console.log(`${n === 0 ? 'ok  ' : 'FAIL'} ${label}: ${n}`);
    }
  } finally {
    await close();
    await stop?.();
  }
}

void main();
