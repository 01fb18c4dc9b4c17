import type { AdminPayout, AdminPayoutListQuery, Page, Payout } from '@mall/contract';
import { fromCents } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PayoutAccountSnapshot, PayoutStatus } from '../../db/schema';
import { lastFour } from './payout-account';

// The payouts as the shop and the platform read them (payouts.ts decides and pays them).

type ListRow = {
  payout_no: string;
  merchant_id: number;
  mer_name: string;
  mer_status: string;
  time_zone: string;
  amount: number;
  status: PayoutStatus;
  account: PayoutAccountSnapshot;
  transfer_id: string | null;
  transfer_reference: string | null;
  transferred_on: string | null;
  reject_reason: string | null;
  fail_reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  paid_at: Date | null;
  available: number | null;
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toPayout(r: ListRow): Payout {
  return {
    payoutNo: r.payout_no,
    amount: fromCents(Number(r.amount)),
    status: r.status,
    method: r.account.method,
    destination: r.account.method === 'stripe' ? (r.account.stripeAccountId ?? '') : (r.account.holder ?? ''),
    createTime: new Date(r.created_at).toISOString(),
    reviewTime: iso(r.reviewed_at),
    paidTime: iso(r.paid_at),
    transferId: r.transfer_id,
    transferReference: r.transfer_reference,
    transferredOn: r.transferred_on,
    rejectReason: r.reject_reason,
    failReason: r.fail_reason,
  };
}

async function listPayouts(db: Db, where: SQL, page: number, limit: number) {
  const [{ rows }, count] = await Promise.all([
    db.execute<ListRow>(sql`
      SELECT p.payout_no, p.merchant_id, m.name AS mer_name, m.status AS mer_status, m.time_zone, p.amount, p.status, p.account, p.transfer_id, p.transfer_reference,
        to_char(p.transferred_on, 'YYYY-MM-DD') AS transferred_on,
        p.reject_reason, p.fail_reason, p.created_at, p.reviewed_at, p.paid_at, b.available
      FROM payouts p JOIN merchants m ON m.id = p.merchant_id
      LEFT JOIN merchant_balances b ON b.merchant_id = p.merchant_id
      WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM payouts p WHERE ${where}`),
  ]);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

/**
 * Where a payout went as a member who is not the owner reads it (decision 0058): the last four characters of the
 * Stripe account or of the bank details, never the holder's name or the details whole.
 */
const maskedDestination = (a: PayoutAccountSnapshot) =>
  lastFour(a.method === 'stripe' ? (a.stripeAccountId ?? '') : (a.bankText ?? ''));

/** The shop's own payouts, newest first; `reader` as in payoutAccountView. */
export async function shopPayouts(
  db: Db,
  merchantId: number,
  q: { page: number; limit: number },
  reader: 'owner' | 'member',
): Promise<Page<Payout>> {
  const { rows, total } = await listPayouts(db, sql`p.merchant_id = ${merchantId}`, q.page, q.limit);
  const list = rows.map((r) =>
    reader === 'owner' ? toPayout(r) : { ...toPayout(r), destination: maskedDestination(r.account) },
  );
  return { list, total, page: q.page, limit: q.limit };
}

/** The platform's queue: every shop's payouts, by status. */
export async function adminPayouts(db: Db, q: AdminPayoutListQuery): Promise<Page<AdminPayout>> {
  const where = q.status ? sql`p.status = ${q.status}` : sql`true`;
  const { rows, total } = await listPayouts(db, where, q.page, q.limit);
  return {
    list: rows.map((r) => ({
      ...toPayout(r),
      merId: r.merchant_id,
      merName: r.mer_name,
      available: fromCents(Number(r.available ?? 0)),
      holder: r.account.holder ?? '',
      bankText: r.account.bankText ?? '',
      shopSuspended: r.mer_status === 'suspended',
      timeZone: r.time_zone,
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
