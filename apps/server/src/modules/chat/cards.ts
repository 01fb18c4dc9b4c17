import { fromCents, LOCALES } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ChatCard } from '../../db/schema/chat';
import { invalid } from '../../platform/errors';
import { idOf } from '../../platform/ids';
import { assertOwnUploads } from '../uploads/upload-owners';
import type { ChatSide } from './views';

export const UNKNOWN_PRODUCT = 'This product cannot be shared in this conversation';
export const UNKNOWN_ORDER = 'This order cannot be shared in this conversation';

type Draft = { kind: 'text' | 'image' | 'product' | 'order'; body: string };

/**
 * Checks what a message carries and freezes its card: a picture must be the sender's own upload (a shop's: its
 * staff's; the service's: any upload); a product must be on sale in an open shop, and in a shop's conversation that
 * shop's; an order must be the conversation's shopper's, and in a shop's conversation with that shop. The card keeps
 * the name, picture, price or status as they were when sent.
 */
export async function checkContent(
  db: Queryable,
  draft: Draft,
  conversation: { userId: number; merId: number },
  side: ChatSide,
): Promise<{ body: string; card: ChatCard | null }> {
  if (draft.kind === 'text') return { body: draft.body, card: null };
  if (draft.kind === 'image') {
    const who =
      side.kind === 'shopper'
        ? { userId: side.userId }
        : side.merId === 0
          ? { platform: true as const }
          : { userId: side.staffId, merchantId: side.merId };
    await assertOwnUploads(db, [draft.body], who);
    return { body: draft.body, card: null };
  }
  if (draft.kind === 'product') return productCard(db, draft.body, conversation.merId);
  return orderCard(db, draft.body, conversation);
}

async function productCard(db: Queryable, body: string, merId: number) {
  // Above int4, the database would refuse the number instead of finding no product (audit AG6).
  const id = idOf(body);
  if (id === null) throw invalid(UNKNOWN_PRODUCT);
  // The name in every language, as the shop translated it (its own name where it did not): each reader reads the
  // card in theirs, as the product page (audit CI7).
  const { rows } = await db.execute<{
    id: number;
    name: string;
    names: Record<string, string>;
    images: string[];
    price: number;
  }>(sql`
    SELECT p.id, p.name, p.images, p.price,
      (SELECT jsonb_object_agg(l.locale, coalesce(nullif(pt.name, ''), p.name))
        FROM unnest(${`{${LOCALES.join(',')}}`}::text[]) AS l(locale)
        LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.locale = l.locale) AS names
    FROM products p JOIN merchants m ON m.id = p.merchant_id
    WHERE p.id = ${id} AND p.on_sale AND m.status = 'open'
      AND (${merId} = 0 OR p.merchant_id = ${merId})`);
  const product = rows[0];
  if (!product) throw invalid(UNKNOWN_PRODUCT);
  const card: ChatCard = {
    kind: 'product',
    productId: product.id,
    name: product.name,
    names: product.names,
    image: product.images[0] ?? '',
    price: fromCents(product.price),
  };
  return { body: String(product.id), card };
}

async function orderCard(db: Queryable, body: string, conversation: { userId: number; merId: number }) {
  if (!/^[A-Z]{2}\d{6,40}$/.test(body)) throw invalid(UNKNOWN_ORDER);
  const { rows } = await db.execute<{
    order_no: string;
    status: string;
    pay_amount: number;
    image: string;
    count: number;
  }>(sql`
    SELECT s.order_no, s.status, s.pay_amount,
      COALESCE((SELECT i.image FROM order_items i WHERE i.shop_order_id = s.id ORDER BY i.id LIMIT 1), '') AS image,
      (SELECT COALESCE(sum(i.quantity), 0)::int FROM order_items i WHERE i.shop_order_id = s.id) AS count
    FROM shop_orders s
    WHERE s.order_no = ${body} AND s.user_id = ${conversation.userId}
      AND (${conversation.merId} = 0 OR s.merchant_id = ${conversation.merId})`);
  const order = rows[0];
  if (!order) throw invalid(UNKNOWN_ORDER);
  const card: ChatCard = {
    kind: 'order',
    orderNo: order.order_no,
    status: order.status,
    total: fromCents(order.pay_amount),
    image: order.image,
    itemCount: order.count,
  };
  return { body: order.order_no, card };
}
