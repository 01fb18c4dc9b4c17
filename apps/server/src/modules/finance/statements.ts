import {
  type FinanceSummary,
  fromCents,
  type LedgerBalanceValue,
  type LedgerKindValue,
  type LedgerLine,
  type LedgerQuery,
  type Locale,
  type Page,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { commissionRates } from './commission';
import { financeSettings } from './finance-settings';
import { shopBalances } from './ledger';
import { bpToPercent } from './splits';

/** A shop's balances and statement (the merchant console's Finance page). Every query is scoped to the shop. */

/** Paid payouts (the `paidOut` figures are sums of paid payouts, MONEY flows). */
async function paidOutOf(t: Queryable, merchantId: number): Promise<number> {
  const { rows } = await t.execute<{ sum: number }>(
    sql`SELECT coalesce(sum(amount), 0)::bigint AS sum FROM payouts WHERE merchant_id = ${merchantId} AND status = 'paid'`,
  );
  return Number(rows[0]?.sum ?? 0);
}

export async function financeSummary(t: Queryable, merchantId: number): Promise<FinanceSummary> {
  const [b, paidOut, rates, settings] = await Promise.all([
    shopBalances(t, merchantId),
    paidOutOf(t, merchantId),
    commissionRates(t, [merchantId]),
    financeSettings(t),
  ]);
  return {
    pending: fromCents(b.pending),
    available: fromCents(Math.max(0, b.available)),
    paying: fromCents(b.paying),
    paidOut: fromCents(paidOut),
    debt: fromCents(Math.max(0, -b.available)),
    commissionRate: bpToPercent(rates.get(merchantId) ?? 0),
    settlementDays: settings.settlementDays,
  };
}

const BALANCE: Record<string, LedgerBalanceValue> = {
  merchant_pending: 'pending',
  merchant_available: 'available',
  merchant_paying: 'paying',
  merchant_paid_out: 'paid_out',
};

type LineRow = {
  id: number;
  kind: LedgerKindValue;
  account: string;
  amount: number;
  balance_after: number;
  created_at: string;
  memo: string;
  order_no: string | null;
  refund_no: string | null;
  payout_no: string | null;
};

/** Days are UTC: `to` includes its whole day. */
function filters(merchantId: number, q: Pick<LedgerQuery, 'kind' | 'from' | 'to'>): SQL {
  const parts = [sql`l.merchant_id = ${merchantId}`];
  if (q.kind) parts.push(sql`l.kind = ${q.kind}`);
  if (q.from) parts.push(sql`l.created_at >= ${`${q.from}T00:00:00Z`}::timestamptz`);
  if (q.to) parts.push(sql`l.created_at < ${`${q.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  return sql.join(parts, sql` AND `);
}

/**
 * The page's ids first, then their lines: the ids alone come from the shop's own index (merchant, or merchant and
 * kind) without touching the table, whereas asked for whole lines the planner may walk every shop's newest lines
 * backwards when one shop holds most of the ledger.
 */
async function lines(t: Queryable, where: SQL, limit: number, offset: number): Promise<LineRow[]> {
  const { rows } = await t.execute<LineRow>(sql`
    SELECT l.id, l.kind, l.account, l.amount, l.balance_after, l.created_at, e.memo,
      so.order_no, r.refund_no, p.payout_no
    FROM (SELECT l.id FROM ledger_lines l WHERE ${where} ORDER BY l.id DESC LIMIT ${limit} OFFSET ${offset}) page
    JOIN ledger_lines l ON l.id = page.id
    JOIN ledger_entries e ON e.id = l.entry_id
    LEFT JOIN shop_orders so ON so.id = e.shop_order_id
    LEFT JOIN refunds r ON r.id = e.refund_id
    LEFT JOIN payouts p ON p.id = e.payout_id
    ORDER BY l.id DESC`);
  return rows;
}

function view(r: LineRow): LedgerLine {
  const line: LedgerLine = {
    id: Number(r.id),
    kind: r.kind,
    balance: BALANCE[r.account] ?? 'available',
    // Lines are signed from the mall's books; the shop reads them the other way round.
    amount: fromCents(-Number(r.amount)),
    balanceAfter: fromCents(Number(r.balance_after ?? 0)),
    createTime: new Date(r.created_at).toISOString(),
  };
  if (r.order_no) line.orderNo = r.order_no;
  if (r.refund_no) line.refundNo = r.refund_no;
  if (r.payout_no) line.payoutNo = r.payout_no;
  if (r.memo) line.memo = r.memo;
  return line;
}

/**
 * Counting stops here: a shop with a million lines pages through them without counting a million rows. Beyond it
 * the total grows with the pages read (one page more while a full page came back), so paging forward never ends early.
 */
export const COUNT_CAP = 10_000;

export async function ledgerPage(t: Queryable, merchantId: number, q: LedgerQuery): Promise<Page<LedgerLine>> {
  const where = filters(merchantId, q);
  const offset = (q.page - 1) * q.limit;
  const [rows, count] = await Promise.all([
    lines(t, where, q.limit, offset),
    t.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM ledger_lines l WHERE ${where} LIMIT ${COUNT_CAP}) x`),
  ]);
  const counted = Number(count.rows[0]?.n ?? 0);
  const total =
    counted < COUNT_CAP ? counted : Math.max(COUNT_CAP, offset + rows.length + (rows.length === q.limit ? q.limit : 0));
  return { list: rows.map(view), total, page: q.page, limit: q.limit };
}

/** The CSV holds at most this many lines (newest first); narrower filters export older ones. */
export const EXPORT_CAP = 50_000;

/** A CSV cell: always quoted, and a cell a spreadsheet would run as a formula starts with an apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const COLUMNS = [
  'time',
  'kind',
  'balance',
  'amount',
  'balanceAfter',
  'orderNo',
  'refundNo',
  'payoutNo',
  'memo',
] as const;
type Column = (typeof COLUMNS)[number];
type Words = {
  columns: Record<Column, string>;
  kinds: Record<LedgerKindValue, string>;
  balances: Record<LedgerBalanceValue, string>;
};

/** Column titles and names in the merchant's language (the spreadsheet is read by people). */
const WORDS: Record<Locale, Words> = {
  en: {
    columns: {
      time: 'Time',
      kind: 'Type',
      balance: 'Balance',
      amount: 'Amount',
      balanceAfter: 'Balance after',
      orderNo: 'Order number',
      refundNo: 'Refund number',
      payoutNo: 'Payout number',
      memo: 'Note',
    },
    kinds: {
      sale: 'Sale',
      commission: 'Commission',
      refund: 'Refund',
      settle: 'Settlement',
      payout: 'Payout',
      payout_reversal: 'Payout returned',
      adjustment: 'Adjustment',
    },
    balances: { pending: 'Pending', available: 'Available', paying: 'Paying out', paid_out: 'Paid out' },
  },
  'zh-CN': {
    columns: {
      time: '时间',
      kind: '类型',
      balance: '余额账户',
      amount: '金额',
      balanceAfter: '变动后余额',
      orderNo: '订单号',
      refundNo: '退款单号',
      payoutNo: '提现单号',
      memo: '备注',
    },
    kinds: {
      sale: '销售',
      commission: '佣金',
      refund: '退款',
      settle: '结算',
      payout: '提现',
      payout_reversal: '提现退回',
      adjustment: '调整',
    },
    balances: { pending: '待结算', available: '可提现', paying: '提现中', paid_out: '已提现' },
  },
  fr: {
    columns: {
      time: 'Date',
      kind: 'Type',
      balance: 'Solde',
      amount: 'Montant',
      balanceAfter: 'Solde après',
      orderNo: 'N° de commande',
      refundNo: 'N° de remboursement',
      payoutNo: 'N° de versement',
      memo: 'Note',
    },
    kinds: {
      sale: 'Vente',
      commission: 'Commission',
      refund: 'Remboursement',
      settle: 'Règlement',
      payout: 'Versement',
      payout_reversal: 'Versement retourné',
      adjustment: 'Ajustement',
    },
    balances: { pending: 'En attente', available: 'Disponible', paying: 'En cours de versement', paid_out: 'Versé' },
  },
  th: {
    columns: {
      time: 'เวลา',
      kind: 'ประเภท',
      balance: 'ยอดเงิน',
      amount: 'จำนวนเงิน',
      balanceAfter: 'ยอดคงเหลือหลังรายการ',
      orderNo: 'เลขที่คำสั่งซื้อ',
      refundNo: 'เลขที่การคืนเงิน',
      payoutNo: 'เลขที่การถอนเงิน',
      memo: 'หมายเหตุ',
    },
    kinds: {
      sale: 'ยอดขาย',
      commission: 'ค่าคอมมิชชัน',
      refund: 'คืนเงิน',
      settle: 'ชำระบัญชี',
      payout: 'ถอนเงิน',
      payout_reversal: 'คืนยอดถอนเงิน',
      adjustment: 'ปรับปรุงยอด',
    },
    balances: { pending: 'รอชำระบัญชี', available: 'ถอนได้', paying: 'กำลังโอน', paid_out: 'โอนแล้ว' },
  },
  lo: {
    columns: {
      time: 'ເວລາ',
      kind: 'ປະເພດ',
      balance: 'ຍອດເງິນ',
      amount: 'ຈຳນວນເງິນ',
      balanceAfter: 'ຍອດຄົງເຫຼືອຫຼັງລາຍການ',
      orderNo: 'ເລກທີຄຳສັ່ງຊື້',
      refundNo: 'ເລກທີການຄືນເງິນ',
      payoutNo: 'ເລກທີການຖອນເງິນ',
      memo: 'ໝາຍເຫດ',
    },
    kinds: {
      sale: 'ຍອດຂາຍ',
      commission: 'ຄ່າຄອມມິດຊັນ',
      refund: 'ຄືນເງິນ',
      settle: 'ຊຳລະບັນຊີ',
      payout: 'ຖອນເງິນ',
      payout_reversal: 'ຄືນຍອດຖອນເງິນ',
      adjustment: 'ປັບປຸງຍອດ',
    },
    balances: { pending: 'ລໍຖ້າຊຳລະບັນຊີ', available: 'ຖອນໄດ້', paying: 'ກຳລັງໂອນ', paid_out: 'ໂອນແລ້ວ' },
  },
  es: {
    columns: {
      time: 'Fecha',
      kind: 'Tipo',
      balance: 'Saldo',
      amount: 'Importe',
      balanceAfter: 'Saldo después',
      orderNo: 'N.º de pedido',
      refundNo: 'N.º de reembolso',
      payoutNo: 'N.º de pago',
      memo: 'Nota',
    },
    kinds: {
      sale: 'Venta',
      commission: 'Comisión',
      refund: 'Reembolso',
      settle: 'Liquidación',
      payout: 'Pago',
      payout_reversal: 'Pago devuelto',
      adjustment: 'Ajuste',
    },
    balances: { pending: 'Pendiente', available: 'Disponible', paying: 'En pago', paid_out: 'Pagado' },
  },
};

/** The filtered statement as CSV: UTF-8 with a byte order mark, CRLF, formula-safe cells, newest first. */
export async function ledgerCsv(t: Queryable, merchantId: number, q: LedgerQuery, locale: Locale): Promise<string> {
  const words = WORDS[locale] ?? WORDS.en;
  const rows = await lines(t, filters(merchantId, q), EXPORT_CAP, 0);
  const out = [COLUMNS.map((c) => csvCell(words.columns[c])).join(',')];
  for (const r of rows) {
    const line = view(r);
    const cells: Record<Column, string> = {
      time: line.createTime,
      kind: words.kinds[line.kind],
      balance: words.balances[line.balance],
      amount: line.amount,
      balanceAfter: line.balanceAfter,
      orderNo: line.orderNo ?? '',
      refundNo: line.refundNo ?? '',
      payoutNo: line.payoutNo ?? '',
      memo: line.memo ?? '',
    };
    out.push(COLUMNS.map((c) => csvCell(cells[c])).join(','));
  }
  return `\uFEFF${out.join('\r\n')}\r\n`;
}
