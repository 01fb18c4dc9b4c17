import { type FinanceSettings, fromCents, toCents } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { getSettings } from '../content/settings';

/**
 * The platform's settlement settings: the settlement window is the after-sales window (settings key `afterSales`,
 * an order's money becomes available when it can no longer be refunded); the minimum payout is the `finance` key.
 */
export async function financeSettings(db: Queryable): Promise<{ settlementDays: number; minPayout: number }> {
  const s = await getSettings(db, ['afterSales', 'finance']);
  return { settlementDays: s.afterSales.afterSalesDays, minPayout: s.finance.minPayout };
}

export async function financeSettingsView(db: Queryable) {
  const s = await financeSettings(db);
  return { settlementDays: s.settlementDays, minPayout: fromCents(s.minPayout) };
}

/** Saves both keys in one transaction (fields of the keys the form does not edit stay as they are). */
export async function saveFinanceSettings(db: Db, input: FinanceSettings) {
  await db.transaction(async (t) => {
    const merge = (key: string, value: object) =>
      t.execute(sql`
      INSERT INTO settings (key, value) VALUES (${key}, ${JSON.stringify(value)}::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = settings.value || EXCLUDED.value, updated_at = now()`);
    await merge('afterSales', { afterSalesDays: input.settlementDays });
    await merge('finance', { minPayout: toCents(input.minPayout) });
  });
  return financeSettingsView(db);
}
