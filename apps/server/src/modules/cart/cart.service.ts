import { fromCents, isBoundedMoney, ORDER_TOO_LARGE } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';

/** Only what can be bought goes into a cart: an on-sale product of an open shop, with the SKU of that product. */
async function sellableSku(db: Db, productId: number, skuId: number) {
  const { rows } = await db.execute<{ stock: number; price: number }>(sql`
    SELECT s.stock, s.price FROM product_skus s JOIN products p ON p.id = s.product_id JOIN merchants m ON m.id = p.merchant_id
    WHERE s.id = ${skuId} AND p.id = ${productId} AND p.on_sale AND m.status = 'open'`);
  if (!rows[0]) throw notFound('This product is not available');
  return rows[0];
}

const MAX_LINES = 200;

/** A line is ordered whole, so one whose amount alone passes the ceiling of an order could never be bought. */
function checkLineAmount(price: number, quantity: number) {
  if (!isBoundedMoney(price * quantity)) throw invalid(ORDER_TOO_LARGE);
}

/** Adds to the cart; the same SKU adds up, never beyond its stock nor 999. */
export async function addToCart(db: Db, userId: number, line: { productId: number; skuId: number; quantity: number }) {
  const { stock, price } = await sellableSku(db, line.productId, line.skuId);
  const { rows: have } = await db.execute<{ quantity: number; lines: number }>(sql`
    SELECT coalesce((SELECT quantity FROM cart_items WHERE user_id = ${userId} AND sku_id = ${line.skuId}), 0) AS quantity,
      (SELECT count(*) FROM cart_items WHERE user_id = ${userId}) AS lines`);
  const current = have[0]?.quantity ?? 0;
  if (current === 0 && (have[0]?.lines ?? 0) >= MAX_LINES)
    throw invalid('Your cart is full, please check out or remove items');
  const wanted = current + line.quantity;
  if (wanted > stock) throw invalid(stock === 0 ? 'This item is out of stock' : `Only ${stock} left in stock`);
  if (wanted > 999) throw invalid('At most 999 at a time');
  checkLineAmount(price, wanted);
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO cart_items (user_id, product_id, sku_id, quantity) VALUES (${userId}, ${line.productId}, ${line.skuId}, ${line.quantity})
    ON CONFLICT (user_id, sku_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
    RETURNING id`);
  return { id: rows[0]!.id };
}

export async function setQuantity(db: Db, userId: number, id: number, quantity: number) {
  const { rows } = await db.execute<{ stock: number; price: number }>(sql`
    SELECT s.stock, s.price FROM cart_items c JOIN product_skus s ON s.id = c.sku_id WHERE c.id = ${id} AND c.user_id = ${userId}`);
  if (!rows[0]) throw notFound('This cart item does not exist');
  if (quantity > rows[0].stock)
    throw invalid(rows[0].stock === 0 ? 'This item is out of stock' : `Only ${rows[0].stock} left in stock`);
  checkLineAmount(rows[0].price, quantity);
  await db.execute(
    sql`UPDATE cart_items SET quantity = ${quantity}, updated_at = now() WHERE id = ${id} AND user_id = ${userId}`,
  );
}

export async function removeFromCart(db: Db, userId: number, ids: number[]) {
  await db.execute(
    sql`DELETE FROM cart_items WHERE user_id = ${userId} AND id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
}

/** A merchant removed these SKUs from a product: they leave every cart (the caller's transaction). */
export async function removeSkusFromCarts(db: Pick<Db, 'execute'>, skuIds: number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await db.execute(
    sql`DELETE FROM cart_items WHERE sku_id IN (${sql.join(
      skuIds.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
}

export async function cartCount(db: Db, userId: number | null): Promise<number> {
  if (userId === null) return 0;
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM cart_items WHERE user_id = ${userId}`,
  );
  return rows[0]?.n ?? 0;
}

type CartRow = {
  id: number;
  product_id: number;
  sku_id: number;
  quantity: number;
  name: string;
  image: string;
  attrs: { name: string; values: string[] }[];
  attr_values: string[];
  price: number;
  stock: number;
  valid: boolean;
  merchant_id: number;
  mer_name: string;
};

export function skuText(attrs: { name: string }[], values: string[]): string {
  return values.map((v, i) => (attrs[i] ? `${attrs[i].name}: ${v}` : v)).join(', ');
}

/** The cart grouped by shop, newest first; items that cannot be bought now are flagged, not hidden. */
export async function listCart(db: Db, userId: number) {
  const { rows } = await db.execute<CartRow>(sql`
    SELECT c.id, c.product_id, c.sku_id, c.quantity, p.name, coalesce(nullif(s.image, ''), p.images->>0, '') AS image,
      p.attrs, s.attr_values, s.price, s.stock, (p.on_sale AND m.status = 'open' AND s.stock > 0) AS valid,
      m.id AS merchant_id, m.name AS mer_name
    FROM cart_items c JOIN product_skus s ON s.id = c.sku_id JOIN products p ON p.id = c.product_id
    JOIN merchants m ON m.id = p.merchant_id
    WHERE c.user_id = ${userId} ORDER BY c.updated_at DESC, c.id DESC`);
  const groups: { merId: number; merName: string; items: ReturnType<typeof toItem>[] }[] = [];
  for (const row of rows) {
    let group = groups.find((g) => g.merId === row.merchant_id);
    if (!group) {
      group = { merId: row.merchant_id, merName: row.mer_name, items: [] };
      groups.push(group);
    }
    group.items.push(toItem(row));
  }
  return groups;
}

function toItem(row: CartRow) {
  return {
    id: row.id,
    productId: row.product_id,
    skuId: row.sku_id,
    quantity: row.quantity,
    name: row.name,
    image: row.image,
    skuText: skuText(row.attrs, row.attr_values),
    price: fromCents(row.price),
    stock: row.stock,
    valid: row.valid,
  };
}
