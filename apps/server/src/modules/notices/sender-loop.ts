import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Messaging } from '../../platform/messaging';
import { recordNotice } from './record';
import { deliverDue, type SenderDeps } from './sender';

/**
 * The sender's pace: every `intervalMs` (1 s by default) it delivers what is due, so an event reaches its readers
 * about a second after its commit; the job queue's minute sweep (src/jobs.ts) runs `sweepNotices` as a safety net.
 * Several processes may run both: deliveries are claimed with SKIP LOCKED.
 */
export function startNoticeSender(deps: SenderDeps, intervalMs = 1000): { stop: () => Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (stopped) return;
    running = deliverDue(deps)
      .catch((err) => deps.warn?.({ err }, 'the notice sender failed; it tries again'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Coupons that end within a day are announced once to their holders (an optional kind). */
export async function recordExpiringCoupons(db: Db): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT cu.id FROM coupon_users cu
    WHERE cu.status = 'unused' AND cu.valid_to > now() AND cu.valid_to <= now() + interval '1 day'
      -- Only a coupon that can be spent: a suspended shop's cannot (audit FL6).
      AND (cu.merchant_id = 0 OR EXISTS (SELECT 1 FROM merchants m WHERE m.id = cu.merchant_id AND m.status = 'open'))
      AND NOT EXISTS (SELECT 1 FROM notices n WHERE n.dedupe_key = 'coupon_expiring:' || cu.id)
    ORDER BY cu.id LIMIT 500`);
  await recordNotice(db, { kind: 'coupon_expiring', couponUserIds: rows.map((r) => r.id) });
  return rows.length;
}

/** The minute sweep: coupon reminders, then whatever is due (a delivery a crashed sender left claimed too). */
export async function sweepNotices(db: Db, messaging: Messaging, warn: SenderDeps['warn']): Promise<number> {
  await recordExpiringCoupons(db);
  return deliverDue({ db, messaging, warn });
}
