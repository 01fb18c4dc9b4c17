import { sql } from 'drizzle-orm';
import { recordBankTransfer } from '../../modules/finance/payout-bank';
import { payoutProviders } from '../../modules/finance/payout-providers';
import { approvePayout, payoutRules, requestPayout } from '../../modules/finance/payouts';
import type { Queryable } from '../client';

const DAY = 86_400_000;

/**
 * Payouts for the demo shops that have money available (after seedFinanceHistory): a confirmed bank-transfer payout
 * account, one payout paid a few days ago and one waiting in the platform's review queue, through the payouts
 * module's own functions (its request, approval and the offline provider), so the ledger holds their entries.
 */
export async function seedDemoPayouts(db: Queryable, adminId: number | undefined, now: number): Promise<void> {
  const { minimum } = await payoutRules(db);
  const { rows: admins } = await db.execute<{ id: number }>(
    adminId === undefined
      ? sql`SELECT id FROM users WHERE is_admin ORDER BY id LIMIT 1`
      : sql`SELECT ${adminId}::int AS id`,
  );
  const admin = admins[0]?.id;
  if (admin === undefined) return;
  const { rows: shops } = await db.execute<{ id: number; name: string; available: number; owner: number | null }>(sql`
    SELECT m.id, m.name, b.available,
      (SELECT s.user_id FROM merchant_staff s WHERE s.merchant_id = m.id AND s.role = 'owner' ORDER BY s.id LIMIT 1)
        AS owner
    FROM merchants m JOIN merchant_balances b ON b.merchant_id = m.id
    WHERE m.status = 'open' AND b.available >= ${minimum * 4} ORDER BY m.id`);
  for (const shop of shops) {
    if (shop.owner === null) continue;
    await db.execute(sql`
      INSERT INTO payout_accounts (merchant_id, method, holder, bank_text, updated_at)
      VALUES (${shop.id}, 'offline', ${shop.name}, ${'Demo Bank, account 0000 1234 5678, SWIFT DEMOXX00'},
        ${new Date(now - 30 * DAY)})
      ON CONFLICT (merchant_id) DO NOTHING`);
    const requester = shop.owner;
    const available = Number(shop.available);
    // About half of what is available, in whole currency units, paid; then a fifth of the rest waiting for review.
    const paid = Math.max(minimum, Math.floor(available / 2 / 100) * 100);
    const paidNo = await requestPayout(db, shop.id, requester, paid);
    await approvePayout(db, payoutProviders(null), paidNo, admin);
    const { rows: day } = await db.execute<{ today: string }>(sql`
      SELECT to_char((now() AT TIME ZONE time_zone)::date, 'YYYY-MM-DD') AS today FROM merchants WHERE id = ${shop.id}`);
    const reference = `DEMO-${paidNo.slice(-6)}`;
    await recordBankTransfer(db, paidNo, admin, { reference, paidOn: day[0]!.today });
    await db.execute(sql`
      UPDATE payouts SET created_at = ${new Date(now - 5 * DAY)}, reviewed_at = ${new Date(now - 4 * DAY)},
        paid_at = ${new Date(now - 4 * DAY)}, transferred_on = ${new Date(now - 4 * DAY).toISOString().slice(0, 10)}
      WHERE payout_no = ${paidNo}`);
    const waiting = Math.max(minimum, Math.floor((available - paid) / 5 / 100) * 100);
    const waitingNo = await requestPayout(db, shop.id, requester, waiting);
    await db.execute(sql`UPDATE payouts SET created_at = ${new Date(now - DAY)} WHERE payout_no = ${waitingNo}`);
  }
}
