import { createHash, randomBytes } from 'node:crypto';
import { MAX_MONEY_CENTS, MAX_QUANTITY } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { hashToken } from '../../platform/session';
import { holdWeight, mostOfOneItem } from '../checkout/holds';
import { type CartLimits, lockCart, MAX_LINES } from './cart.service';

/**
 * A visitor's cart (API.md section C): the cart calls work without a token, keyed by a random value in an httpOnly
 * cookie; the database keeps only its SHA-256, so a stolen database holds no cookie. Only the browser holding the
 * cookie reaches the cart: there is no other way to name it (no id in any path).
 */
export const VISITOR_CART_COOKIE = 'mall_cart';
export const VISITOR_CART_DAYS = 30;
/** Every cart call and every sign-in lives under this path; the cookie goes nowhere else. */
export const VISITOR_CART_PATH = '/api/front';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A well-formed cookie value: 43 base64url characters (256 bits); anything else finds no cart and costs no query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The live visitor cart the cookie names, or null (unknown, expired or malformed). */
export async function findVisitorCart(db: Queryable, token: string | undefined): Promise<number | null> {
  if (!token || !TOKEN.test(token)) return null;
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM visitor_carts WHERE token_hash = ${sha256(token)} AND expires_at > now()`,
  );
  return rows[0]?.id ?? null;
}

/** A new cookie value for a visitor cart not opened yet (256 random bits, base64url). */
export const newVisitorToken = (): string => randomBytes(32).toString('base64url');

/**
 * Opens the visitor cart of `token` in the caller's transaction (the first add's: a refused add rolls it back, so no
 * empty cart is ever committed); expired ones are swept a hundred at a time on the way, so they never pile up.
 */
export async function createVisitorCart(tx: Queryable, token: string): Promise<number> {
  await tx.execute(sql`DELETE FROM visitor_carts WHERE id IN (
    SELECT id FROM visitor_carts WHERE expires_at <= now() ORDER BY expires_at LIMIT 100 FOR UPDATE SKIP LOCKED)`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO visitor_carts (token_hash, expires_at)
    VALUES (${sha256(token)}, now() + make_interval(days => ${VISITOR_CART_DAYS})) RETURNING id`);
  return rows[0]!.id;
}

/**
 * A cart in use is kept another 30 days from its last use (the cookie is sent again with the same lifetime): every
 * change renews it, and so does a view when its last renewal is a day old (a view does not write every time).
 * Answers whether it was renewed.
 */
export async function touchVisitorCart(db: Db, cartId: number, use: 'change' | 'view'): Promise<boolean> {
  const { rows } = await db.execute<{ id: number }>(sql`
    UPDATE visitor_carts SET expires_at = now() + make_interval(days => ${VISITOR_CART_DAYS})
    WHERE id = ${cartId}
      ${use === 'view' ? sql`AND expires_at < now() + make_interval(days => ${VISITOR_CART_DAYS - 1})` : sql``}
    RETURNING id`);
  return rows.length > 0;
}

/**
 * What a merge could not move as the visitor chose it (audit AV6): `leftOut` lines found no room (the account's cart
 * holds its line limit) and stay in the visitor cart; `reduced` lines were moved with fewer units (stock, what
 * checkout sells of one item, the ceiling of an order).
 */
export type MergeShortfall = { leftOut: number; reduced: number };
export type MergeResult = MergeShortfall & { moved: number };

const NOTHING: MergeResult = { moved: 0, leftOut: 0, reduced: 0 };

/**
 * Moves a visitor's cart into an account's, in one transaction: the same SKU adds up, never beyond its stock (an
 * account line already above it is not cut), what checkout sells of one item to this account at a time (audit P3,
 * CE2: `mostOfOneItem`, as the cart's add), 999 nor the
 * ceiling of an order; a line out of stock keeps one, flagged unavailable in the cart as any other, and a line whose
 * option the shop removed comes over as it is, listed as gone as in any account cart (audit AV6); new lines stop at
 * the account's line limit. The lines moved leave the visitor cart; those that found no room stay in it (the sign-in
 * then keeps its cookie), and the cart is deleted once empty. The visitor cart row is locked first, so a second
 * sign-in with the same cookie (or two at once) never moves a line twice. Answers what moved and what did not fit.
 */
export async function mergeVisitorCart(
  db: Db,
  token: string | undefined,
  userId: number,
  limits: CartLimits,
): Promise<MergeResult> {
  if (!token || !TOKEN.test(token)) return NOTHING;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(
      sql`SELECT id FROM visitor_carts WHERE token_hash = ${sha256(token)} AND expires_at > now() FOR UPDATE`,
    );
    const cartId = rows[0]?.id;
    if (cartId === undefined) return NOTHING;
    // Adds to the account's cart wait for the merge (and it for them), then its lines are locked in id order, as
    // every writer of a cart line may meet them.
    await lockCart(tx, userId);
    await tx.execute(sql`SELECT id FROM cart_items WHERE user_id = ${userId} ORDER BY id FOR UPDATE`);
    // A line whose SKU vanished without the option it named is listed nowhere (cart.service.ts): it is not moved.
    const listed = sql`(s.id IS NOT NULL OR v.gone_values IS NOT NULL)`;
    // What each visitor line asks the account's cart to hold, to tell afterwards which lines were cut, with its
    // SKU's stock (none when its option is gone) and whether the account is a guest.
    const { rows: asked } = await tx.execute<{
      sku_id: number;
      wanted: number;
      stock: number | null;
      guest: boolean;
    }>(sql`
      SELECT v.sku_id, v.quantity + coalesce(c.quantity, 0) AS wanted, s.stock,
        coalesce((SELECT is_guest FROM users WHERE id = ${userId}), false) AS guest
      FROM visitor_cart_items v LEFT JOIN product_skus s ON s.id = v.sku_id
        LEFT JOIN cart_items c ON c.user_id = ${userId} AND c.sku_id = v.sku_id
      WHERE v.cart_id = ${cartId} AND ${listed}`);
    // Each line holds at most what checkout sells of its item to this account at a time, by the cart's and checkout's
    // one rule (share of the stock, a guest's units counting double), nor 999 (audit CE2: the merge capped at 20 and
    // the stock only, so a guest's 18 or a low-stock item's 8 reached a cart that checkout then refused). A removed
    // option has no stock: only the caps apply.
    const weight = holdWeight(asked[0]?.guest);
    const caps = JSON.stringify(
      asked.map((line) => ({
        sku_id: line.sku_id,
        most: Math.min(
          MAX_QUANTITY,
          line.stock === null ? Math.floor(limits.skuUnits / weight) : mostOfOneItem(limits, line.stock, weight),
        ),
      })),
    );
    const most = sql`(SELECT m.most FROM jsonb_to_recordset(${caps}::jsonb) AS m(sku_id int, most int)
      WHERE m.sku_id = v.sku_id)`;
    // A removed option has no SKU row: least and greatest skip its NULL stock and price, so only the caps apply, and
    // the line keeps the option it named.
    const updated = await tx.execute<{ sku_id: number }>(sql`
      UPDATE cart_items c SET quantity = greatest(c.quantity, least(c.quantity + v.quantity, s.stock, ${most}, ${MAX_MONEY_CENTS} / greatest(s.price, 1))),
        gone_values = coalesce(c.gone_values, v.gone_values), updated_at = now()
      FROM visitor_cart_items v LEFT JOIN product_skus s ON s.id = v.sku_id
      WHERE v.cart_id = ${cartId} AND c.user_id = ${userId} AND c.sku_id = v.sku_id AND ${listed}
      RETURNING c.sku_id`);
    const inserted = await tx.execute<{ sku_id: number }>(sql`
      INSERT INTO cart_items (user_id, product_id, sku_id, quantity, gone_values, updated_at)
      SELECT ${userId}, v.product_id, v.sku_id, greatest(1, least(v.quantity, s.stock, ${most}, ${MAX_MONEY_CENTS} / greatest(s.price, 1))),
        v.gone_values, v.updated_at
      FROM visitor_cart_items v LEFT JOIN product_skus s ON s.id = v.sku_id
      WHERE v.cart_id = ${cartId} AND ${listed}
        AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.user_id = ${userId} AND c.sku_id = v.sku_id)
      ORDER BY v.updated_at DESC, v.id DESC
      LIMIT greatest(0, ${MAX_LINES} - (SELECT count(*) FROM cart_items WHERE user_id = ${userId}))
      ON CONFLICT (user_id, sku_id) DO NOTHING
      RETURNING sku_id`);
    const moved = [...updated.rows, ...inserted.rows].map((r) => r.sku_id);
    const { rows: held } = await tx.execute<{ sku_id: number; quantity: number }>(sql`
      SELECT sku_id, quantity FROM cart_items
      WHERE user_id = ${userId} AND sku_id = ANY(${`{${moved.join(',')}}`}::int[])`);
    const reduced = held.filter((line) => line.quantity < (asked.find((a) => a.sku_id === line.sku_id)?.wanted ?? 0));
    await tx.execute(sql`
      DELETE FROM visitor_cart_items v WHERE v.cart_id = ${cartId}
        AND (v.sku_id = ANY(${`{${moved.join(',')}}`}::int[])
          OR (v.gone_values IS NULL AND NOT EXISTS (SELECT 1 FROM product_skus s WHERE s.id = v.sku_id)))`);
    await tx.execute(sql`
      DELETE FROM visitor_carts WHERE id = ${cartId}
        AND NOT EXISTS (SELECT 1 FROM visitor_cart_items WHERE cart_id = ${cartId})`);
    return { moved: moved.length, leftOut: asked.length - moved.length, reduced: reduced.length };
  });
}

/** The merge at a sign-in: into the account of the session the sign-in just opened (its token). */
export async function mergeIntoSession(
  db: Db,
  cookie: string,
  sessionToken: string,
  limits: CartLimits,
): Promise<MergeResult> {
  const { rows } = await db.execute<{ user_id: number }>(
    sql`SELECT user_id FROM sessions WHERE token_hash = ${hashToken(sessionToken)}`,
  );
  return rows[0] ? mergeVisitorCart(db, cookie, rows[0].user_id, limits) : NOTHING;
}
