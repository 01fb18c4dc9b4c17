import { fromCents, isBoundedMoney, type Locale, MAX_QUANTITY, ORDER_TOO_LARGE } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import { localSkuText, type TranslationColumns, translationColumns, translationJoin } from '../catalog/translations';
import { isVisibleColumn, visibleProduct } from '../catalog/visibility';
import { atMostOfOneItem, holdWeight, mostOfOneItem, type SkuLimits } from '../checkout/holds';
import { shopNameSql } from '../shops/shop-texts';

/**
 * Only what can be bought goes into a cart: an on-sale product of an open shop, with the SKU of that product. Answers
 * too whether the cart is a guest account's, whose checkout sells half as much of one item (`guest`).
 */
async function sellableSku(db: Db, owner: CartOwner, productId: number, skuId: number) {
  const { rows } = await db.execute<{ stock: number; price: number; guest: boolean }>(sql`
    SELECT s.stock, s.price, ${guestColumn(owner)} AS guest
    FROM product_skus s JOIN products p ON p.id = s.product_id JOIN merchants m ON m.id = p.merchant_id
    WHERE s.id = ${skuId} AND p.id = ${productId} AND ${visibleProduct}`);
  if (!rows[0]) throw notFound('This product is not available');
  return rows[0];
}

/** At most this many lines in one cart, an account's or a visitor's. */
export const MAX_LINES = 200;

/** Whose cart: a signed-in account's (`cart_items`) or a visitor's (`visitor_cart_items`, visitor-cart.ts). */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'visitor'; cartId: number };
/**
 * A visitor cart not opened yet: `open` makes its row inside the add's transaction, so a refused add leaves none (a
 * visitor cart exists only with its first line in it).
 */
export type NewVisitorCart = { kind: 'new-visitor'; open: (tx: Queryable) => Promise<number> };

function ownerOf(owner: CartOwner | number): CartOwner {
  return typeof owner === 'number' ? { kind: 'user', userId: owner } : owner;
}

/** Whether the cart is a guest account's, as a column; a visitor's cart is nobody's account yet (a member's rule). */
const guestColumn = (owner: CartOwner) =>
  owner.kind === 'user' ? sql`coalesce((SELECT is_guest FROM users WHERE id = ${owner.userId}), false)` : sql`false`;

/** The table and the owning column of a cart, as SQL (both names are fixed here, never from a request). */
function cartTable(owner: CartOwner) {
  return owner.kind === 'user'
    ? { table: sql.raw('cart_items'), column: sql.raw('user_id'), id: owner.userId }
    : { table: sql.raw('visitor_cart_items'), column: sql.raw('cart_id'), id: owner.cartId };
}

/** A line is ordered whole, so one whose amount alone passes the ceiling of an order could never be bought. */
function checkLineAmount(price: number, quantity: number) {
  if (!isBoundedMoney(price * quantity)) throw invalid(ORDER_TOO_LARGE);
}

/** What a cart line may hold of its item: the configuration's caps of one SKU at checkout (decision 0010). */
export type CartLimits = SkuLimits;

/**
 * A line never holds more of its item than checkout sells of it to this account at a time (checkout's own rule, of the
 * SKU's stock now and the account's weight), nor 999, whichever is less: a cart that checkout refuses outright was
 * only found out at the last step (audit P3; audit AV7: a guest's 15, a low-stock item's 7).
 */
function checkOfOneItem(quantity: number, stock: number, guest: boolean, limits: CartLimits) {
  const most = mostOfOneItem(limits, stock, holdWeight(guest));
  if (most < MAX_QUANTITY) {
    if (quantity > most) throw invalid(atMostOfOneItem(most));
  } else if (quantity > MAX_QUANTITY) throw invalid('At most 999 at a time');
}

/**
 * Serialises the writers of one cart that check before they write (an add, a merge into it) until the caller's
 * transaction ends: without it, adds sent at once each passed the stock, 999 and line checks on the same old cart
 * and together went past them.
 */
export async function lockCart(t: Queryable, who: CartOwner | number): Promise<void> {
  const owner = ownerOf(who);
  const key = owner.kind === 'user' ? `cart:user:${owner.userId}` : `cart:visitor:${owner.cartId}`;
  await t.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Adds to the cart; the same SKU adds up, never beyond its stock nor what checkout sells of one item at a time (nor
 * 999), nor past the line limit.
 */
export async function addToCart(
  db: Db,
  who: CartOwner | number | NewVisitorCart,
  line: { productId: number; skuId: number; quantity: number },
  limits: CartLimits,
) {
  const fresh = typeof who === 'object' && who.kind === 'new-visitor' ? who : null;
  // A visitor's cart is nobody's account yet, opened or not: the same rule of one item.
  const known: CartOwner = fresh ? { kind: 'visitor', cartId: 0 } : ownerOf(who as CartOwner | number);
  const { stock, price, guest } = await sellableSku(db, known, line.productId, line.skuId);
  return db.transaction(async (tx) => {
    // A new visitor cart is opened here, in the add's transaction: a refusal below rolls it back with the line.
    const owner: CartOwner = fresh ? { kind: 'visitor', cartId: await fresh.open(tx) } : known;
    const { table, column, id: ownerId } = cartTable(owner);
    await lockCart(tx, owner);
    // The SKU is held until the line is written (audit N8): a product save removing it waits for this add, then takes
    // the new line out of carts with the SKU; an add after such a save finds no SKU and is refused.
    const { rows: still } = await tx.execute(sql`
      SELECT 1 FROM product_skus WHERE id = ${line.skuId} AND product_id = ${line.productId} FOR KEY SHARE`);
    if (still.length === 0) throw notFound('This product is not available');
    const { rows: have } = await tx.execute<{ quantity: number; lines: number }>(sql`
      SELECT coalesce((SELECT quantity FROM ${table} WHERE ${column} = ${ownerId} AND sku_id = ${line.skuId}), 0) AS quantity,
        (SELECT count(*) FROM ${table} WHERE ${column} = ${ownerId}) AS lines`);
    const current = have[0]?.quantity ?? 0;
    if (current === 0 && (have[0]?.lines ?? 0) >= MAX_LINES)
      throw invalid('Your cart is full, please check out or remove items');
    const wanted = current + line.quantity;
    if (wanted > stock) throw invalid(stock === 0 ? 'This item is out of stock' : `Only ${stock} left in stock`);
    checkOfOneItem(wanted, stock, guest, limits);
    checkLineAmount(price, wanted);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO ${table} (${column}, product_id, sku_id, quantity) VALUES (${ownerId}, ${line.productId}, ${line.skuId}, ${line.quantity})
      ON CONFLICT (${column}, sku_id) DO UPDATE SET quantity = ${table}.quantity + EXCLUDED.quantity, updated_at = now()
      RETURNING id`);
    return { id: rows[0]!.id };
  });
}

export const noSuchLine = () => notFound('This cart item does not exist');

export async function setQuantity(db: Db, who: CartOwner | number, id: number, quantity: number, limits: CartLimits) {
  const owner = ownerOf(who);
  const { table, column, id: ownerId } = cartTable(owner);
  const { rows } = await db.execute<{ stock: number; price: number; shown: boolean; guest: boolean }>(sql`
    SELECT s.stock, s.price, ${isVisibleColumn} AS shown, ${guestColumn(owner)} AS guest
    FROM ${table} c JOIN product_skus s ON s.id = c.sku_id JOIN products p ON p.id = c.product_id
      JOIN merchants m ON m.id = p.merchant_id
    WHERE c.id = ${id} AND c.${column} = ${ownerId}`);
  if (!rows[0]) throw noSuchLine();
  // A product no longer shown tells nothing of its stock or price (catalog's visibility rule).
  if (!rows[0].shown) throw notFound('This product is not available');
  if (quantity > rows[0].stock)
    throw invalid(rows[0].stock === 0 ? 'This item is out of stock' : `Only ${rows[0].stock} left in stock`);
  checkOfOneItem(quantity, rows[0].stock, rows[0].guest, limits);
  checkLineAmount(rows[0].price, quantity);
  await db.execute(
    // The line keeps its place: the cart lists lines by when they were added, and a quantity step is not an add.
    sql`UPDATE ${table} SET quantity = ${quantity} WHERE id = ${id} AND ${column} = ${ownerId}`,
  );
}

export async function removeFromCart(db: Db, who: CartOwner | number, ids: number[]) {
  const { table, column, id: ownerId } = cartTable(ownerOf(who));
  await db.execute(
    sql`DELETE FROM ${table} WHERE ${column} = ${ownerId} AND id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
}

/** A merchant removed these SKUs from a product: they leave every cart, visitors' too (the caller's transaction). */
export async function removeSkusFromCarts(db: Pick<Db, 'execute'>, skuIds: number[]): Promise<void> {
  if (skuIds.length === 0) return;
  const list = sql.join(
    skuIds.map((i) => sql`${i}`),
    sql`, `,
  );
  // The lines stay, unavailable, with the option they named (audit N5: they vanished without a word); the caller
  // deletes the SKU rows after this.
  await db.execute(sql`UPDATE cart_items c SET gone_values = s.attr_values FROM product_skus s
    WHERE s.id = c.sku_id AND c.sku_id IN (${list})`);
  await db.execute(sql`UPDATE visitor_cart_items c SET gone_values = s.attr_values FROM product_skus s
    WHERE s.id = c.sku_id AND c.sku_id IN (${list})`);
}

export async function cartCount(db: Db, who: CartOwner | number | null): Promise<number> {
  if (who === null) return 0;
  const { table, column, id: ownerId } = cartTable(ownerOf(who));
  const { rows } = await db.execute<{ n: number }>(
    // What the cart's list shows, as its heading counts it: every line it lists, the ones that cannot be bought now
    // too (a removed option's line stays listed with its values); a line whose SKU vanished without them counts for
    // nothing, as the list leaves it out.
    sql`SELECT coalesce(sum(c.quantity), 0)::int AS n FROM ${table} c LEFT JOIN product_skus s ON s.id = c.sku_id
      WHERE c.${column} = ${ownerId} AND (s.id IS NOT NULL OR c.gone_values IS NOT NULL)`,
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
  original_locale: Locale;
  attr_values: string[];
  price: number;
  stock: number;
  valid: boolean;
  /** Catalog's visibility rule: a line whose product is no longer shown answers no price. */
  shown: boolean;
  /** The shop removed the line's SKU (audit N5). */
  gone: boolean;
  merchant_id: number;
  mer_name: string;
} & TranslationColumns;

/**
 * The cart grouped by shop, newest first, names and SKU texts in the reader's language (else the original); items that
 * cannot be bought now are flagged, not hidden.
 */
export async function listCart(db: Db, who: CartOwner | number, locale: Locale = 'en') {
  const { table, column, id: ownerId } = cartTable(ownerOf(who));
  const { rows } = await db.execute<CartRow>(sql`
    SELECT c.id, c.product_id, c.sku_id, c.quantity, p.name, coalesce(nullif(s.image, ''), p.images->>0, '') AS image,
      p.attrs, p.original_locale, coalesce(s.attr_values, c.gone_values) AS attr_values, coalesce(s.price, 0) AS price,
      coalesce(s.stock, 0) AS stock, ${isVisibleColumn} AS shown, (s.id IS NOT NULL AND ${isVisibleColumn} AND s.stock > 0) AS valid,
      s.id IS NULL AS gone, m.id AS merchant_id, ${shopNameSql('m', locale)} AS mer_name, ${translationColumns}
    FROM ${table} c LEFT JOIN product_skus s ON s.id = c.sku_id JOIN products p ON p.id = c.product_id
    JOIN merchants m ON m.id = p.merchant_id ${translationJoin(locale)}
    WHERE c.${column} = ${ownerId} AND (s.id IS NOT NULL OR c.gone_values IS NOT NULL)
    ORDER BY c.updated_at DESC, c.id DESC`);
  const groups: { merId: number; merName: string; items: ReturnType<typeof toItem>[] }[] = [];
  for (const row of rows) {
    let group = groups.find((g) => g.merId === row.merchant_id);
    if (!group) {
      group = { merId: row.merchant_id, merName: row.mer_name, items: [] };
      groups.push(group);
    }
    group.items.push(toItem(row, locale));
  }
  return groups;
}

/** Why a line cannot be bought: its option removed by the shop, the product no longer sold, or sold out. */
const unavailableReason = (row: CartRow) =>
  row.gone ? ('option_gone' as const) : row.shown ? ('out_of_stock' as const) : ('off_sale' as const);

function toItem(row: CartRow, locale: Locale) {
  return {
    id: row.id,
    productId: row.product_id,
    skuId: row.sku_id,
    quantity: row.quantity,
    name: row.t_name || row.name,
    image: row.image,
    skuText: localSkuText(row.attrs, row.t_attrs, row.attr_values, { original: row.original_locale, reader: locale }),
    price: row.shown && !row.gone ? fromCents(row.price) : '0.00',
    stock: row.shown ? row.stock : 0,
    valid: row.valid,
    ...(row.valid ? {} : { unavailable: unavailableReason(row) }),
  };
}
