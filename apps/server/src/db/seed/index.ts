import { rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { BULK_WRITE_FROM, withIndexesAside } from '../indexes-aside';
import { seedCategories } from './build-catalog';
import { seedContent, seedSettings } from './build-content';
import { seedCoupons } from './build-coupons';
import { seedFinanceHistory } from './build-finance';
import { seedGlossary } from './build-glossary';
import { seedDemoPayouts } from './build-payouts';
import { hashDemoPasswords, seedCollects, seedUsers } from './build-people';
import { seedProducts } from './build-products';
import { seedSearchDocuments } from './build-search';
import { seedShipping } from './build-shipping';
import { seedLineTexts, seedSalesCounts, seedShopperHistory } from './build-shopper';
import { seedShops } from './build-shops';
import { truncateAll, truncateIfEmpty } from './bulk-insert';
import { ImageStore } from './images/image-store';
import { createRandom } from './random';

export type SeedOptions = {
  /** Number of products; 320 by default. */
  products?: number;
  /** DATA_DIR/uploads: the pictures go to its demo/ folder and are served at /uploads/demo/. */
  uploadsDir: string;
  log?: (msg: string) => void;
  /** Creates the shopper, merchant and admin demo accounts unless false. */
  demoAccounts?: boolean;
  /**
   * Empties every table first, in the seed's own transaction (the CLI's --reset): a seed that fails leaves the
   * database as it was, never emptied.
   */
  reset?: boolean;
};

/** The tables a big seed fills in bulk (their indexes set aside, rows copied). */
const BULK_TABLES = [
  'products',
  'product_skus',
  'reviews',
  'product_translations',
  'search_documents',
  'search_postings',
];

/** The same seed gives the same shop on every run. */
const SEED = 20260101;
const HOUR = 3_600_000;

/** True when the database holds no catalogue yet (a fresh, migrated database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM categories) AS found`);
  return rows[0]?.found !== true;
}

/** Fills an empty, migrated database with a demo shop and writes its pictures under `uploadsDir/demo`. */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<void> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const count = Math.max(1, Math.floor(opts.products ?? 320));
  const rng = createRandom(SEED);
  const images = new ImageStore(opts.uploadsDir);
  // Dates are relative to the current hour, so activities are running and products look recent on any day.
  const now = Math.floor(Date.now() / HOUR) * HOUR;
  const hashes = opts.demoAccounts === false ? undefined : await hashDemoPasswords();

  await db.transaction(async (tx) => {
    // One transaction: a failed seed leaves the database empty, and the commit is the only fsync that matters.
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    if (opts.reset) await truncateAll(tx);
    else if (count >= BULK_WRITE_FROM) await truncateIfEmpty(tx, BULK_TABLES);
    await seedSettings(tx, rng, images);
    const catalog = await seedCategories(tx, images);
    await seedGlossary(tx);
    const people = await seedUsers(tx, rng, images, hashes, now);
    const extraShops = count >= 5000 ? Math.min(48, Math.floor(count / 2000)) : 0;
    const reviewerIds = people.reviewers.map((r) => r.id);
    const shops = await seedShops(tx, rng, images, { ...people, reviewerIds }, extraShops, now);
    log(`Seeding ${count} products in ${shops.length} shops …`);
    const products = () => seedProducts(tx, rng, images, catalog, shops, people.reviewers, { count, now, log });
    // A big catalogue is written with its tables' secondary indexes set aside and built once at the end (issue 25).
    const index =
      count >= BULK_WRITE_FROM
        ? (
            await withIndexesAside(tx, ['products', 'product_skus', 'reviews', 'product_translations'], products, {
              foreignKeys: true,
              log,
            })
          ).result
        : await products();
    await seedContent(tx, rng, images, catalog, index, now);
    await seedCollects(tx, rng, people, index.visible, now);
    await seedCoupons(tx, now);
    await seedShipping(
      tx,
      shops.map((s) => s.id),
      people.shopperId,
    );
    await seedShopperHistory(tx, people.shopperId, now);
    await seedFinanceHistory(tx, rng, people.reviewers[0]?.id, now);
    await seedDemoPayouts(tx, people.adminId, now);
    await seedLineTexts(tx);
    // The history's sales count on their products at once, not at the follower's first pass (decision 0047).
    await seedSalesCounts(tx);
    // A shop's rating is the average service score of its reviews (the reviews module keeps it so).
    await tx.execute(sql`
      UPDATE merchants m SET rating = r.rating
      FROM (SELECT merchant_id, round(avg(service_score), 1) AS rating FROM reviews GROUP BY merchant_id) r
      WHERE r.merchant_id = m.id`);
    // Every product a shopper may see is found from the first minute (issue 25): the search documents are seeded too.
    await seedSearchDocuments(tx, log);
    // The history's notices are in the notice centres, but it happened before anyone was there to be mailed: sent at
    // the first start, its mails spent the demo shopper's hourly cap, and their first real order's mail waited an hour
    // (audit GM F6).
    await tx.execute(sql`
      UPDATE notice_deliveries SET status = 'skipped', reason = 'the demo history: in the notice centre, not sent'
      WHERE status = 'pending' AND channel <> 'site'`);
  });
  // The old demo pictures go only once the new catalogue is committed.
  if (opts.reset) await rm(path.join(opts.uploadsDir, 'demo'), { recursive: true, force: true });
  const written = await images.writeAll();
  // The writer finishes what bulk writes leave behind (issue 25): fresh statistics, so that the first queries already
  // use the indexes, and a visibility map, so that index-only scans need no heap visits in the first minute.
  await db.execute(sql`VACUUM (ANALYZE)`);
  log(
    `Demo data ready: ${count} products, ${written} pictures, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
