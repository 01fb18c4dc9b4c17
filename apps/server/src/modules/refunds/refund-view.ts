import { fromCents, type Locale, type RefundStatus, type RefundType } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import type { AddressSnapshot } from '../../db/schema';
import { translateMessage } from '../../platform/messages';
import { lineName, lineSkuText } from '../orders/line-texts';
import { shopNameSql } from '../shops/shop-texts';
import { shownNickname } from '../users/closed-name';
import { CARD_KEEPS_FAILING, TAKEN_BACK_AT_STRIPE } from './closing-reasons';
import {
  closedForServiceSql,
  heldForBuyerSql,
  paidAnotherWaySql,
  paidOutAtSql,
  paidToBuyerSql,
} from './held-for-buyer';
import { shopDeadline } from './refund-deadlines';
import { reasonIn } from './refund-reasons';

export { CARD_KEEPS_FAILING, TAKEN_BACK_AT_STRIPE, WAITS_FOR_DISPUTE } from './closing-reasons';

/**
 * A refund closed for customer service (decision 0052): paid once, its card payments then failed (or were refused as
 * taken back at Stripe), so it stays "refunded" with the mall's reason while the platform holds its money for the buyer
 * until an operator pays it another way or a refund made at Stripe pays it (audit ET1).
 */
export const closedForService = (row: { status: string; refuse_reason: string | null }) =>
  row.status === 'refunded' && (row.refuse_reason === CARD_KEEPS_FAILING || row.refuse_reason === TAKEN_BACK_AT_STRIPE);

/**
 * Paid to the buyer another way (decision 0052): closed for customer service, and all it held paid by the operator; not
 * where a refund made at Stripe paid part of it to the card (`paid_to_buyer`): the page would tell the shopper none of
 * it reached their card, though they were told that part did (audit EY5).
 */
const paidAnotherWay = (row: MoneyOut) =>
  closedForService(row) && Number(row.held) <= 0 && Number(row.paid_other) > 0 && !row.paid_to_buyer;

/**
 * A refund the shop accepted that the mall closed without paying it by card (decisions 0051, 0052), not paid since:
 * neither by the operator another way nor by a refund made at Stripe that released all the money held for its buyer
 * (`paid_to_buyer`, audit ET1).
 */
const closedUnpaid = (row: MoneyOut) =>
  (row.status === 'refused' && row.refuse_reason === TAKEN_BACK_AT_STRIPE) ||
  (closedForService(row) && !paidAnotherWay(row) && !row.paid_to_buyer);

/** Stored states (schema after-sales.ts) and their names in the API (API.md). */
const API_STATUS: Record<string, RefundStatus> = {
  review: 'reviewing',
  accepted: 'awaiting_return',
  returned: 'returning',
  refunding: 'refunding',
  refunded: 'refunded',
  refused: 'refused',
  revoked: 'revoked',
};
export const STORED_STATUS = Object.fromEntries(
  Object.entries(API_STATUS).map(([stored, api]) => [api, stored]),
) as Record<RefundStatus, string>;

type ItemJson = {
  id: number;
  productId: number;
  name: string;
  image: string;
  skuText: string;
  price: number;
  quantity: number;
  amount: number;
};

type RefundRow = {
  id: number;
  refund_no: string;
  order_no: string;
  parent_no: string;
  merchant_id: number;
  mer_name: string;
  /** The shop's status: the platform decides the refunds of a suspended shop (decision 0043). */
  mer_status: string;
  mer_address: string;
  mer_phone: string;
  user_id: number;
  nickname: string;
  address: AddressSnapshot;
  type: RefundType;
  status: string;
  reason: string;
  explain: string;
  images: string[];
  amount: number;
  points: number;
  freight_deducted: number;
  refuse_reason: string | null;
  courier: string | null;
  tracking_no: string | null;
  provider_ref: string | null;
  created_at: string;
  reviewed_at: string | null;
  returned_at: string | null;
  refunded_at: string | null;
  closed_at: string | null;
  /** When the money last left for the buyer out of what the platform held for them (`paidOutAtSql`), if ever. */
  paid_out_at: string | null;
  /** The money held for the buyer of a refund closed after its card failed all reached them (audit ET1). */
  paid_to_buyer: boolean;
  items: ItemJson[] | null;
  /** Cents the platform holds for the buyer, and the operator paid the buyer another way (decision 0052). */
  held: number;
  paid_other: number;
};

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

/** What a refund's state and the time its money left are read from. */
type MoneyOut = Pick<
  RefundRow,
  'status' | 'refuse_reason' | 'refunded_at' | 'paid_out_at' | 'paid_to_buyer' | 'held' | 'paid_other'
>;

/**
 * When the refund's money reached the buyer (brief FB, item 2). A refund closed for customer service was stamped
 * "refunded" when it was closed, its money then held for the buyer: while some is held it was not paid (null); once
 * all of it was paid (another way, by a refund made at Stripe, by a lost dispute's funds), the time the last of it left,
 * not the close's. Any other refund: when it was paid.
 */
const refundTime = (row: MoneyOut) =>
  !closedForService(row) ? iso(row.refunded_at) : closedUnpaid(row) ? null : iso(row.paid_out_at ?? row.refunded_at);

/**
 * Refunds matching `where` (over `r`, the refunds table), newest first, with their items and shop; the items named
 * in the reader's language (audit AF2).
 */
export async function refundsWhere(
  db: Db,
  where: SQL,
  locale: Locale,
  page?: { page: number; limit: number },
  /** The consoles read the shop's name as written, shoppers in their language (decision 0056). */
  shopNameAsWritten = false,
) {
  const merName = shopNameAsWritten ? sql`m.name` : shopNameSql('m', locale);
  const statement = (paging: SQL) => sql`
    SELECT r.id, r.refund_no, s.order_no, o.order_no AS parent_no, r.merchant_id, ${merName} AS mer_name,
      m.status AS mer_status, m.address AS mer_address, m.phone AS mer_phone, r.user_id, ${shownNickname('u', locale)} AS nickname, o.address, r.type, r.status, r.reason,
      r.explain, r.images, r.amount, r.points, r.freight_deducted, r.refuse_reason, r.courier, r.tracking_no, r.provider_ref, r.created_at,
      r.reviewed_at, r.returned_at, r.refunded_at, r.closed_at, ${heldForBuyerSql('r')} AS held,
      ${paidAnotherWaySql('r')} AS paid_other, ${paidOutAtSql('r')} AS paid_out_at,
      (${closedForServiceSql('r')} AND ${paidToBuyerSql('r')}) AS paid_to_buyer,
      (SELECT json_agg(json_build_object('id', i.id, 'productId', i.product_id, 'name', ${lineName(locale)},
         'image', i.image, 'skuText', ${lineSkuText(locale)}, 'price', i.price, 'quantity', ri.quantity, 'amount', ri.amount) ORDER BY i.id)
       FROM refund_items ri JOIN order_items i ON i.id = ri.order_item_id WHERE ri.refund_id = r.id) AS items,
      count(*) OVER () AS total
    FROM refunds r JOIN shop_orders s ON s.id = r.shop_order_id JOIN orders o ON o.id = r.order_id
      JOIN merchants m ON m.id = r.merchant_id JOIN users u ON u.id = r.user_id
    WHERE ${where}
    ORDER BY r.created_at DESC, r.id DESC ${paging}`;
  if (page) return countedPage<RefundRow & { total: number }>(db, page, statement);
  const { rows } = await db.execute<RefundRow & { total: number }>(statement(sql``));
  return { rows, total: rows.length };
}

/** A refund as the shopper sees it, in the reader's language. */
export function toRefund(row: RefundRow, locale: Locale) {
  const items = row.items ?? [];
  const returning = row.type === 'return' && (row.status === 'accepted' || row.status === 'returned');
  return {
    refundNo: row.refund_no,
    orderNo: row.order_no,
    parentOrderNo: row.parent_no,
    merId: row.merchant_id,
    merName: row.mer_name,
    type: row.type,
    status: API_STATUS[row.status] ?? 'reviewing',
    reason: reasonIn(row.reason, locale),
    explain: row.explain,
    images: row.images,
    amount: fromCents(row.amount),
    points: row.points,
    // amount = goods + freight back − freight kept back (refund-amounts.ts).
    freight: fromCents(Math.max(0, row.amount + row.freight_deducted - items.reduce((n, i) => n + i.amount, 0))),
    freightDeducted: fromCents(row.freight_deducted),
    totalNum: items.reduce((n, i) => n + i.quantity, 0),
    items: items.map((i) => ({ ...i, price: fromCents(i.price), amount: fromCents(i.amount) })),
    // The mall's own reason (decision 0051) reads in the reader's language; a shop's reads as the shop wrote it.
    // Paid to the buyer at Stripe after all (audit ET1): no reason says the money waits with customer service.
    refuseReason: row.paid_to_buyer
      ? null
      : row.refuse_reason === TAKEN_BACK_AT_STRIPE || row.refuse_reason === CARD_KEEPS_FAILING
        ? translateMessage(row.refuse_reason, locale)
        : row.refuse_reason,
    // Not the shop's refusal: the page and the notice must not say the shop refused (audit DM2); nor, once the card
    // refused it three times, that the shopper was paid (decision 0052).
    closedUnpaid: closedUnpaid(row),
    paidAnotherWay: paidAnotherWay(row),
    courier: row.courier ?? '',
    trackingNo: row.tracking_no ?? '',
    returnAddress: returning ? { name: row.mer_name, address: row.mer_address, phone: row.mer_phone } : null,
    createTime: iso(row.created_at)!,
    reviewTime: iso(row.reviewed_at),
    returnTime: iso(row.returned_at),
    refundTime: refundTime(row),
    closeTime: iso(row.closed_at),
    shopDeadline: shopDeadline(row),
  };
}

/** The merchant's view: the shopper's view plus the buyer, where the goods went, and the provider's reference. */
export function toMerchantRefund(row: RefundRow, locale: Locale) {
  return {
    ...toRefund(row, locale),
    buyer: { id: row.user_id, nickname: row.nickname },
    consignee: { realName: row.address.realName, phone: row.address.phone, detail: row.address.detail },
    providerRef: row.provider_ref,
    heldForBuyer: fromCents(Math.max(Number(row.held), 0)),
    paidAnotherWayAmount: fromCents(Number(row.paid_other)),
  };
}

/** The platform's view: the merchant's plus whether the shop is suspended (the platform then decides, decision 0043). */
export function toAdminRefund(row: RefundRow, locale: Locale) {
  return {
    ...toMerchantRefund(row, locale),
    shopSuspended: row.mer_status === 'suspended',
    needsOperator: closedForService(row) && Number(row.held) > 0,
  };
}

/**
 * The refunds of shop order `shopOrderId` closed for customer service (decision 0052), oldest first, for the consoles'
 * order drawer: why (in the reader's language), what the platform still holds for the buyer, what it paid another way,
 * and when the last of its money left (`refundTime`, as the refund's own view: null while some is held, audit FF2).
 */
export async function closedForServiceOf(db: Queryable, shopOrderId: number, locale: Locale) {
  const { rows } = await db.execute<MoneyOut & { refund_no: string; refuse_reason: string }>(sql`
    SELECT r.refund_no, r.status, r.refuse_reason, r.refunded_at, ${heldForBuyerSql('r')} AS held,
      ${paidAnotherWaySql('r')} AS paid_other, ${paidOutAtSql('r')} AS paid_out_at,
      ${paidToBuyerSql('r')} AS paid_to_buyer
    FROM refunds r WHERE r.shop_order_id = ${shopOrderId} AND ${closedForServiceSql('r')}
    ORDER BY r.created_at, r.id`);
  return rows.map((r) => ({
    refundNo: r.refund_no,
    reason: translateMessage(r.refuse_reason, locale),
    heldForBuyer: fromCents(Math.max(Number(r.held), 0)),
    paidAnotherWay: fromCents(Number(r.paid_other)),
    refundTime: refundTime(r),
  }));
}
