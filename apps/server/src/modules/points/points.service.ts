import { fromCents, type PointsEntry, type PointsListQuery, type PointsSummary } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { getSetting, type Setting } from '../content/settings';

export type PointsRules = Setting<'points'>;

export async function pointsRules(db: Queryable): Promise<PointsRules> {
  return getSetting(db, 'points');
}

/**
 * Points usable now: the sum of every ledger row whose available_at has passed (earned rows wait there while
 * frozen). Below zero while points a refund took back are owed (points-ledger.ts); nothing can be spent then. With `lock`, the user's row is locked first, so that two checkouts spending points queue one behind the
 * other and the second sees the first one's spending (call it inside the transaction that spends). Rows count
 * from when this statement started, not from when its transaction did: the first checkout's spending carries its own
 * transaction's start (`available_at` defaults to now()), which is later than the second's start when the second
 * began first and waited for the lock; compared with the second's now(), the spending did not count yet and the same
 * points were spent twice.
 */
export async function usablePoints(db: Queryable, userId: number, opts: { lock?: boolean } = {}): Promise<number> {
  if (opts.lock) await db.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
  const { rows } = await db.execute<{ current: number }>(sql`
    SELECT coalesce(sum(points), 0)::bigint AS current FROM points_ledger
    WHERE user_id = ${userId} AND available_at <= statement_timestamp()`);
  return rows[0]?.current ?? 0;
}

/** The five figures of the points page, and the rules they follow. */
export async function pointsSummary(db: Db, userId: number): Promise<PointsSummary> {
  const rules = await pointsRules(db);
  const { rows } = await db.execute<{
    current: number;
    frozen: number;
    total_earned: number;
    money_earned: number;
    consumed: number;
  }>(sql`
    SELECT
      coalesce(sum(points) FILTER (WHERE available_at <= now()), 0)::bigint AS current,
      coalesce(sum(points) FILTER (WHERE available_at > now()), 0)::bigint AS frozen,
      coalesce(sum(points) FILTER (WHERE type IN ('earn', 'deduct')), 0)::bigint AS total_earned,
      (coalesce(sum(money) FILTER (WHERE type = 'earn'), 0) - coalesce(sum(money) FILTER (WHERE type = 'deduct'), 0))::bigint
        AS money_earned,
      (-coalesce(sum(points) FILTER (WHERE type IN ('spend', 'return')), 0))::bigint AS consumed
    FROM points_ledger WHERE user_id = ${userId}`);
  const r = rows[0]!;
  return {
    current: r.current,
    totalEarned: r.total_earned,
    totalMoneyEarned: fromCents(Math.max(0, r.money_earned)),
    frozen: r.frozen,
    consumed: Math.max(0, r.consumed),
    earnRate: rules.earnRate,
    frozenDays: rules.frozenDays,
    value: rules.value,
    maxShare: rules.maxShare,
  };
}

/** The ledger, newest first: all rows, points in (earn) or points out (spend). */
export async function listPoints(db: Db, userId: number, q: PointsListQuery) {
  const filter = q.type === 'earn' ? sql`AND l.points > 0` : q.type === 'spend' ? sql`AND l.points < 0` : sql``;
  const { rows, total } = await countedPage<{
    id: number;
    type: PointsEntry['type'];
    points: number;
    money: number;
    order_no: string;
    created_at: string;
    available_at: string;
    frozen: boolean;
    total: number;
  }>(
    db,
    q,
    (window) => sql`
    SELECT l.id, l.type, l.points, l.money, coalesce(so.order_no, o.order_no, '') AS order_no, l.created_at,
      l.available_at, l.available_at > now() AS frozen, count(*) OVER () AS total
    FROM points_ledger l
    LEFT JOIN shop_orders so ON so.id = l.shop_order_id
    LEFT JOIN orders o ON o.id = l.order_id
    WHERE l.user_id = ${userId} ${filter}
    ORDER BY l.created_at DESC, l.id DESC ${window}`,
  );
  return {
    list: rows.map(
      (r): PointsEntry => ({
        id: r.id,
        type: r.type,
        points: r.points,
        money: fromCents(r.money),
        orderNo: r.order_no,
        createTime: new Date(r.created_at).toISOString(),
        availableTime: new Date(r.available_at).toISOString(),
        frozen: r.frozen,
      }),
    ),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** Writes the spending of a checkout (inside its transaction, after `usablePoints(…, { lock: true })`). */
export async function spendPoints(
  t: Queryable,
  spend: { userId: number; orderId: number; orderNo: string; points: number; money: number },
): Promise<void> {
  if (spend.points <= 0) return;
  await t.execute(sql`
    INSERT INTO points_ledger (user_id, type, points, money, order_id, title)
    VALUES (${spend.userId}, 'spend', ${-spend.points}, ${spend.money}, ${spend.orderId}, ${spend.orderNo})`);
}
