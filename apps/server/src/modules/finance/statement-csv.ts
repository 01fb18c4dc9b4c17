import type { LedgerBalanceValue, LedgerKindValue, LedgerQuery, Locale } from '@mall/contract';
import type { Queryable } from '../../db/client';
import { csvCell, csvNumber, csvTime, shopTimeZone } from '../../platform/csv';
import { filters, lines, newestFirst, view } from './statements';

// The shop's statement as a spreadsheet, in the merchant's language (the Finance page's export).

/** The CSV holds at most this many lines (newest first); narrower filters export older ones. */
export const EXPORT_CAP = 50_000;

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
  const timeZone = await shopTimeZone(t, merchantId);
  const rows = await lines(t, filters(merchantId, q, timeZone), newestFirst(q), EXPORT_CAP, 0);
  const out = [COLUMNS.map((c) => csvCell(words.columns[c])).join(',')];
  for (const r of rows) {
    const line = view(r);
    // Amounts are numbers a spreadsheet adds up, times are in the shop's time zone; only text goes through csvCell.
    const cells: Record<Column, string> = {
      time: csvTime(line.createTime, timeZone),
      kind: words.kinds[line.kind],
      balance: words.balances[line.balance],
      amount: line.amount,
      balanceAfter: line.balanceAfter,
      orderNo: line.orderNo ?? '',
      refundNo: line.refundNo ?? '',
      payoutNo: line.payoutNo ?? '',
      memo: line.memo ?? '',
    };
    const numeric = new Set<Column>(['amount', 'balanceAfter']);
    out.push(
      COLUMNS.map((c) => (numeric.has(c) ? csvNumber(cells[c]) : c === 'time' ? cells[c] : csvCell(cells[c]))).join(
        ',',
      ),
    );
  }
  return `\uFEFF${out.join('\r\n')}\r\n`;
}
