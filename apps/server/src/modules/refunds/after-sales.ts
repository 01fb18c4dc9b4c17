import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { getSetting } from '../content/settings';

/** Days after completion during which a completed order may still be refunded (platform setting `afterSales`). */
export async function afterSalesDays(db: Queryable): Promise<number> {
  return (await getSetting(db, 'afterSales')).afterSalesDays;
}

/**
 * True (in SQL) when the after-sales period of the shop order aliased `so` has ended: it completed `days` or more
 * days ago. Orders not completed yet (waiting to ship, on their way, received) are always inside it.
 */
export function afterSalesEnded(days: number): SQL {
  return sql`(so.status = 'completed' AND so.completed_at <= now() - make_interval(days => ${days}))`;
}

/** When the after-sales period of a completed order ends (ISO), as `afterSalesEnded` counts it; null otherwise. */
export function afterSalesEnd(status: string, completedAt: string | null, days: number): string | null {
  if (status !== 'completed' || !completedAt) return null;
  return new Date(new Date(completedAt).getTime() + days * 86_400_000).toISOString();
}
