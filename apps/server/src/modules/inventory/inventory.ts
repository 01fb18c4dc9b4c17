import { sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import { announceChange, announcedWith } from '../../platform/change-feed';
import { AppError } from '../../platform/errors';
import { idArray } from '../catalog/search-document-writes';
import { refreshStockInSearch } from '../catalog/search-documents';
import { recordNotice } from '../notices/record';

/**
 * The owner of stock (DESIGN.md section 6): the only module that writes `product_skus.stock`, `products.stock` and
 * `products.sales` (and `product_sales_moves`, the units not yet counted in it), and the advertised `products.price`
 * and `ot_price` once SKUs are counted (`priceFromSkus`: which SKUs are in stock decides it). Every function runs
 * inside the caller's transaction and touches rows in ascending id order (SKUs, then products), so two transactions
 * never wait on each other in opposite orders.
 */

/** A quantity of one SKU of one product. */
export type StockLine = { productId: number; skuId: number; quantity: number };

const byProduct = (lines: StockLine[]) => {
  const sums = new Map<number, number>();
  for (const l of lines) sums.set(l.productId, (sums.get(l.productId) ?? 0) + l.quantity);
  return [...sums].sort((a, b) => a[0] - b[0]);
};
const bySku = (lines: StockLine[]) => [...lines].sort((a, b) => a.skuId - b.skuId);

/**
 * Sets the advertised price of these products (`price`, `ot_price`: what cards, the goods page, the price filter and
 * order, facets and page meta show) to their cheapest SKU in stock, or their cheapest SKU when none is (audit AO-F): a
 * price nobody can buy is not advertised. Answers the products whose price moved (their documents follow).
 * Every writer of a product's SKUs (the form, the import, a SKU whose stock crosses zero) has updated the product's
 * row in its transaction before this, so the row is ours; this reads the SKUs as committed now, after that row lock:
 * a transaction that took another SKU of the product to zero meanwhile still waits for the row, and prices it again.
 */
export async function priceFromSkus(t: Queryable, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const { rows } = await t.execute<{ id: number }>(sql`
    UPDATE products p SET price = c.price, ot_price = c.ot_price, updated_at = now()
    FROM (
      SELECT DISTINCT ON (s.product_id) s.product_id, s.price, s.ot_price FROM product_skus s
      WHERE s.product_id = ANY(${idArray(productIds)}::int[])
      ORDER BY s.product_id, (s.stock > 0) DESC, s.price, s.id) c
    WHERE p.id = c.product_id AND (p.price <> c.price OR p.ot_price <> c.ot_price)
    RETURNING p.id`);
  return rows.map((r) => Number(r.id));
}

/**
 * Moves the products' stock by the lines; `repriced` names the products one of whose SKUs crossed zero (sold out or
 * back in stock), whose advertised price may move (`priceFromSkus`): only those, so that an ordinary sale adds no
 * statement to the checkout (issue 25).
 */
async function addToProducts(t: Queryable, lines: StockLine[], sign: 1 | -1, repriced: number[] = []): Promise<void> {
  const crossed: number[] = [];
  const products = byProduct(lines);
  // The goods detail shows the new stock the moment this commits, in every process (issue 25). One product's
  // announcement rides on its stock update: one round trip fewer for most checkouts.
  const carried = products.length === 1 ? announcedWith('product', [products[0]![0]]) : null;
  let announced = false;
  for (const [productId, quantity] of products) {
    // The product's time of change moves only when it comes in or goes out of stock, what its pages show of it:
    // `updated_at` is indexed and `stock` is not, so an ordinary sale rewrites the row in place (a HOT update)
    // instead of adding an entry to each of the products' 13 indexes, on the hottest rows of a sale (issue 25).
    const { rows } = await executePrepared<{ stock: number }>(
      t,
      sql`UPDATE products SET stock = stock + ${sign * quantity},
        updated_at = CASE WHEN (stock > 0) = (stock + ${sign * quantity} > 0) THEN updated_at ELSE now() END
        WHERE id = ${productId} RETURNING stock${carried ? sql`, ${carried.column} AS announced` : sql``}`,
    );
    if (carried && rows.length > 0) {
      carried.done();
      announced = true;
    }
    const after = Number(rows[0]?.stock ?? 0);
    if (after > 0 !== after - sign * quantity > 0) crossed.push(productId);
  }
  const priced = await priceFromSkus(
    t,
    [...new Set(repriced)].sort((a, b) => a - b),
  );
  // The search documents' in-stock mark and price follow, in the same transaction (catalog writes them), for the
  // products whose stock crossed zero or whose price moved: the only changes of stock the documents show (issue 25).
  await refreshStockInSearch(t, [...new Set([...crossed, ...priced])]);
  if (!announced) {
    await announceChange(
      t,
      'product',
      lines.map((l) => l.productId),
    );
  }
}

/**
 * Takes the lines' units off their SKUs for a checkout, each only if enough is left; refuses with 409 naming the
 * first SKU short of stock (`nameOf` gives the name the shopper knows), and the caller's transaction rolls back.
 */
export async function reserve(t: Queryable, lines: StockLine[], nameOf: (line: StockLine) => string): Promise<void> {
  const low: number[] = [];
  const soldOut: number[] = [];
  for (const line of bySku(lines)) {
    const { rows } = await executePrepared(
      t,
      sql`
      UPDATE product_skus SET stock = stock - ${line.quantity}
      WHERE id = ${line.skuId} AND product_id = ${line.productId} AND stock >= ${line.quantity} RETURNING id, stock`,
    );
    if (rows.length === 0) {
      // Say what is left when something is (audit N4): "Only 1 of … left" lets the shopper lower the quantity.
      const left = await executePrepared<{ stock: number }>(
        t,
        sql`SELECT stock FROM product_skus WHERE id = ${line.skuId} AND product_id = ${line.productId}`,
      );
      const stock = Number(left.rows[0]?.stock ?? 0);
      throw new AppError(409, stock > 0 ? `Only ${stock} of ${nameOf(line)} left` : `${nameOf(line)} is out of stock`);
    }
    if (crossedLow(Number(rows[0]?.stock), line.quantity)) low.push(line.skuId);
    if (Number(rows[0]?.stock) === 0) soldOut.push(line.productId);
  }
  await recordNotice(t, { kind: 'low_stock', skuIds: low });
  await addToProducts(t, lines, -1, soldOut);
}

/** A SKU's shop is told once when a sale takes its stock below this many units (notices, `low_stock`). */
export const LOW_STOCK = 5;
const crossedLow = (left: number, taken: number) => left < LOW_STOCK && left + taken >= LOW_STOCK;

/**
 * Gives the units of a checkout that will never be paid back to their SKUs (a cancelled unpaid order). Units of a SKU
 * the shop has since removed go nowhere: the product's stock stays the sum of its SKUs' (audit N1).
 */
export async function release(t: Queryable, lines: StockLine[]): Promise<void> {
  const held: StockLine[] = [];
  const backInStock: number[] = [];
  for (const line of bySku(lines)) {
    const { rows } = await executePrepared<{ stock: number }>(
      t,
      sql`UPDATE product_skus SET stock = stock + ${line.quantity}
        WHERE id = ${line.skuId} AND product_id = ${line.productId} RETURNING id, stock`,
    );
    if (rows.length > 0) held.push(line);
    if (rows.length > 0 && Number(rows[0]!.stock) === line.quantity) backInStock.push(line.productId);
  }
  await addToProducts(t, held, 1, backInStock);
}

/** Puts sold goods that came back (a refund) on their SKUs again, and out of the products' sales counts. */
export async function restock(t: Queryable, lines: StockLine[]): Promise<void> {
  await release(t, lines);
  await moveSales(t, lines, -1);
  await refreshStockInSearch(
    t,
    lines.map((l) => l.productId),
  );
}

/**
 * Takes goods a refund put back on their SKUs off them again, and counts them as sold again: the refund closed without
 * paying them back (decision 0051, "closed unpaid") and the goods never left the shop, so they are still the order's to
 * ship. The units go off even when the shelf sold them again meanwhile: the SKU's stock then goes below zero, what the
 * shop holds against what its orders need. Units of a SKU the shop has since removed went nowhere and come from nowhere.
 */
export async function unrestock(t: Queryable, lines: StockLine[]): Promise<void> {
  const held: StockLine[] = [];
  const soldOut: number[] = [];
  for (const line of bySku(lines)) {
    const { rows } = await executePrepared<{ stock: number }>(
      t,
      sql`UPDATE product_skus SET stock = stock - ${line.quantity}
        WHERE id = ${line.skuId} AND product_id = ${line.productId} RETURNING id, stock`,
    );
    if (rows.length === 0) continue;
    held.push(line);
    const left = Number(rows[0]!.stock);
    if (left <= 0 && left + line.quantity > 0) soldOut.push(line.productId);
  }
  await addToProducts(t, held, -1, soldOut);
  await moveSales(t, lines, 1);
  await refreshStockInSearch(
    t,
    lines.map((l) => l.productId),
  );
}

/**
 * Counts paid units as sold on their products: appended as moves that the sales follower folds into `products.sales`
 * a few seconds later (`foldSales`, decision 0047). `sales` is indexed, so updating it here rewrote the product row
 * with an entry in each of its 13 indexes on the hottest rows of a sale, holding the row to the payment's end; an
 * append takes no lock anyone waits on. The figure is shown (the goods detail, cards, best-seller order), never
 * decided on, so a few seconds late is what a shopper can see of it.
 */
export async function recordSales(t: Queryable, lines: StockLine[]): Promise<void> {
  await moveSales(t, lines, 1);
}

async function moveSales(t: Queryable, lines: StockLine[], sign: 1 | -1): Promise<void> {
  for (const [productId, quantity] of byProduct(lines)) {
    await executePrepared(
      t,
      sql`INSERT INTO product_sales_moves (product_id, quantity) VALUES (${productId}, ${sign * quantity})`,
    );
  }
}

/**
 * Folds every sales move committed so far into its product's `sales`, in one transaction of the caller's, and answers
 * the products whose figure changed (the caller copies it to their search documents and announces them). The products
 * are locked in ascending id order, like every other writer of them here. Folders in several processes take each move
 * once: a move deleted by one is skipped by the other once the first commits. A refund's negative move never takes a
 * product below zero.
 */
export async function foldSales(t: Queryable): Promise<number[]> {
  const { rows } = await t.execute<{ id: number }>(sql`
    WITH taken AS (DELETE FROM product_sales_moves RETURNING product_id, quantity),
    sums AS (SELECT product_id, sum(quantity)::int AS quantity FROM taken GROUP BY product_id),
    locked AS MATERIALIZED (
      SELECT p.id, s.quantity FROM products p JOIN sums s ON s.product_id = p.id ORDER BY p.id FOR NO KEY UPDATE OF p)
    UPDATE products p SET sales = greatest(0, p.sales + l.quantity) FROM locked l
    WHERE p.id = l.id AND l.quantity <> 0
    RETURNING p.id`);
  return rows.map((r) => Number(r.id));
}

/**
 * Sets the counts a shop gives for the SKUs of one of its products (the product form), and the product's summed
 * stock. The caller has locked the product's SKU rows (ascending ids) or just created them.
 */
export async function countStock(
  t: Queryable,
  productId: number,
  counts: { skuId: number; stock: number }[],
): Promise<void> {
  for (const c of [...counts].sort((a, b) => a.skuId - b.skuId)) {
    await t.execute(
      sql`UPDATE product_skus SET stock = ${c.stock} WHERE id = ${c.skuId} AND product_id = ${productId}`,
    );
  }
  await t.execute(sql`
    UPDATE products SET stock = (SELECT coalesce(sum(stock), 0) FROM product_skus WHERE product_id = ${productId}),
      updated_at = now()
    WHERE id = ${productId}`);
  // The counts decide which SKUs are in stock, and so the advertised price (audit AO-F).
  await priceFromSkus(t, [productId]);
  await refreshStockInSearch(t, [productId]);
  await announceChange(t, 'product', [productId]);
}
