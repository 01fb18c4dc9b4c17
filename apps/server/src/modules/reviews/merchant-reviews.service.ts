import type { MerchantReview, Page } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';

/** Same filters as the goods detail: 1 good (product score 4-5), 2 general (3), 3 bad (1-2). */
const SCORE_FILTER: SQL[] = [sql`TRUE`, sql`r.product_score >= 4`, sql`r.product_score = 3`, sql`r.product_score <= 2`];

/** The shop's reviews, newest first; `merchantId` is required, so no query reaches another shop's reviews. */
export async function listShopReviews(
  db: Db,
  merchantId: number,
  q: { replied?: boolean; type: number; productId?: number; page: number; limit: number },
): Promise<Page<MerchantReview>> {
  const replied =
    q.replied === undefined
      ? sql``
      : q.replied
        ? sql`AND r.merchant_reply IS NOT NULL`
        : sql`AND r.merchant_reply IS NULL`;
  const product = q.productId ? sql`AND r.product_id = ${q.productId}` : sql``;
  const { rows } = await db.execute<{
    id: number;
    order_no: string | null;
    product_id: number;
    product_name: string;
    product_image: string;
    sku_text: string;
    product_score: number;
    service_score: number;
    comment: string;
    pics: string[];
    nickname: string;
    avatar: string;
    merchant_reply: string | null;
    replied_at: string | null;
    created_at: string;
    total: number;
  }>(sql`
    SELECT r.id, s.order_no, r.product_id, coalesce(i.name, p.name) AS product_name,
      coalesce(i.image, p.images->>0, '') AS product_image, r.sku_text, r.product_score, r.service_score, r.comment,
      r.pics, u.nickname, u.avatar, r.merchant_reply, r.replied_at, r.created_at, count(*) OVER () AS total
    FROM reviews r JOIN products p ON p.id = r.product_id JOIN users u ON u.id = r.user_id
      LEFT JOIN order_items i ON i.id = r.order_item_id LEFT JOIN shop_orders s ON s.id = r.shop_order_id
    WHERE r.merchant_id = ${merchantId} ${replied} ${product} AND ${SCORE_FILTER[q.type] ?? sql`TRUE`}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`);
  return {
    list: rows.map((r) => ({
      id: r.id,
      orderNo: r.order_no,
      productId: r.product_id,
      productName: r.product_name,
      productImage: r.product_image,
      skuText: r.sku_text,
      productScore: r.product_score,
      serviceScore: r.service_score,
      comment: r.comment,
      pics: r.pics,
      nickname: r.nickname,
      avatar: r.avatar,
      merchantReply: r.merchant_reply,
      replyTime: r.replied_at ? new Date(r.replied_at).toISOString() : null,
      createTime: new Date(r.created_at).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    limit: q.limit,
  };
}

/** Writes (or corrects) the shop's reply to one of its reviews; another shop's review is not found. */
export async function replyToReview(db: Db, merchantId: number, reviewId: number, reply: string): Promise<void> {
  const { rows } = await db.execute(sql`
    UPDATE reviews SET merchant_reply = ${reply}, replied_at = now()
    WHERE id = ${reviewId} AND merchant_id = ${merchantId} RETURNING id`);
  if (rows.length === 0) throw notFound('Review not found');
}
