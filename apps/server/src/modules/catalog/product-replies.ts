import type { Locale, Page, Reply, ReplyStats } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { localOptions, OPTION_AS_WRITTEN, reviewSkuText } from '../reviews/review-rows';
import { CLOSED_NAMES } from '../users/closed-name';
import { assertVisibleProduct } from './visibility';

// A product's reviews as the goods detail shows them: the counts by score and the paged list.

/** Good is a product score of 4-5, general 3, poor 1-2. */
export async function replyStats(db: Db, productId: number): Promise<ReplyStats> {
  const { rows } = await db.execute<{ sum: number; good: number; mid: number; poor: number }>(sql`
    SELECT count(*) AS sum, count(*) FILTER (WHERE product_score >= 4) AS good,
      count(*) FILTER (WHERE product_score = 3) AS mid, count(*) FILTER (WHERE product_score <= 2) AS poor
    FROM reviews WHERE product_id = ${productId}`);
  return toReplyStats(rows[0] ?? { sum: 0, good: 0, mid: 0, poor: 0 });
}

export function toReplyStats(r: { sum: number; good: number; mid: number; poor: number }): ReplyStats {
  const rate = r.sum === 0 ? '0' : ((r.good * 1000) / r.sum / 10).toFixed(1).replace(/\.0$/, '');
  return { sumCount: r.sum, goodCount: r.good, inCount: r.mid, poorCount: r.poor, goodRate: rate };
}

export async function replyStatsOf(db: Db, productId: number): Promise<ReplyStats> {
  await assertVisibleProduct(db, productId);
  return replyStats(db, productId);
}

const scoreFilter = [sql`TRUE`, sql`r.product_score >= 4`, sql`r.product_score = 3`, sql`r.product_score <= 2`];

export async function listReplies(
  db: Db,
  productId: number,
  q: { type: number; page: number; limit: number },
  /** The reader's language: the option bought reads in it (audit AF2). */
  locale: Locale = 'en',
): Promise<Page<Reply>> {
  await assertVisibleProduct(db, productId);
  const { rows, total } = await countedPage<{
    id: number;
    product_score: number;
    service_score: number;
    comment: string;
    pics: string[];
    merchant_reply: string | null;
    nickname: string;
    closed: boolean;
    avatar: string;
    created_at: string;
    sku_text: string;
    option_as_written: boolean;
    product_id: number;
    total: number;
  }>(
    db,
    q,
    (window) => sql`
    SELECT r.id, r.product_score, r.service_score, r.comment, r.pics, r.merchant_reply, u.nickname, u.closed_at IS NOT NULL AS closed, u.avatar,
      r.created_at, ${reviewSkuText(locale)} AS sku_text,
      ${OPTION_AS_WRITTEN} AS option_as_written, r.product_id, count(*) OVER () AS total
    FROM reviews r JOIN users u ON u.id = r.user_id LEFT JOIN order_items i ON i.id = r.order_item_id
    WHERE r.product_id = ${productId} AND ${scoreFilter[q.type] ?? sql`TRUE`}
    ORDER BY r.created_at DESC, r.id DESC
    ${window}`,
  );
  return {
    list: (await localOptions(db, rows, locale)).map((r) => ({
      id: r.id,
      productScore: r.product_score,
      serviceScore: r.service_score,
      comment: r.comment,
      pics: r.pics,
      merchantReply: r.merchant_reply,
      // A closed account has no name left to shorten: it is named as one, in the reader's language.
      nickname: r.closed ? CLOSED_NAMES[locale] : maskNickname(r.nickname),
      avatar: r.avatar,
      createTime: new Date(r.created_at).toISOString(),
      skuText: r.sku_text,
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/**
 * Reviewers are shown by a shortened nickname, as shops commonly do, so that a review does not expose an account (a
 * nickname is by default its e-mail's local part). The one rule for every public view of a review: the app's list and
 * the server-rendered product page with its JSON-LD (audit X5).
 */
export function maskNickname(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
