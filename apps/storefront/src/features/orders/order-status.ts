import { REVIEW_WINDOW_DAYS } from '@mall/contract';
import { awaitsReview } from '../../lib/awaits-review';
import type { OrderCounts } from './api/get-order-counts';

/** The order list tabs (API.md): the code of the page's `orderStatus` and the API's `status`, and its count. */
export const ORDER_TABS: Array<{ code: number; key: string; count: keyof OrderCounts }> = [
  { code: 0, key: 'all', count: 'all' },
  { code: 1, key: 'unpaid', count: 'unpaid' },
  { code: 2, key: 'toShip', count: 'toShip' },
  { code: 3, key: 'toReceive', count: 'toReceive' },
  { code: 4, key: 'toReview', count: 'toReview' },
  { code: 5, key: 'refund', count: 'refund' },
  { code: 6, key: 'completed', count: 'completed' },
];

/** The tab of an `orderStatus` query value; anything unknown is "all". */
export function tabOf(value: string | null): number {
  const code = Number(value);
  return ORDER_TABS.some((tab) => tab.code === code) && value !== null && value !== '' ? code : 0;
}

export type OrderAction =
  | 'cancel'
  | 'pay'
  | 'refund'
  | 'logistics'
  | 'receive'
  | 'evaluate'
  | 'evaluated'
  | 'delete'
  | 'again';

interface ActionInput {
  status: string;
  /** '' until shipped by courier; a parcel the shop delivers itself has none (no logistics to view). */
  trackingNo: string;
  /** refundStatus (none, applying, refunded): an item already in a refund cannot be refunded again. */
  items: Array<{ reviewed: boolean; refundStatus?: string }>;
  /** When the order was received: a completed order takes reviews for REVIEW_WINDOW_DAYS after it. */
  receiveTime?: string | null;
  /** A completed order can be refunded until then (the server's after-sales period); null or absent: not at all. */
  afterSalesEnd?: string | null;
  /** The shopper runs the order's shop: its staff do not review its products (audit CH2, the server refuses). */
  ownShop?: boolean;
}

/** A completed order's unreviewed items can still be reviewed for a while after receipt (the server decides). */
function stillReviewable(order: ActionInput, now: number): boolean {
  if (order.ownShop || !order.receiveTime || !order.items.some(awaitsReview)) return false;
  return now - Date.parse(order.receiveTime) < REVIEW_WINDOW_DAYS * 86_400_000;
}

/**
 * "Evaluate" only while an item can still be reviewed (audit AM13: items in a refund or refunded cannot); "evaluated"
 * once something was reviewed and nothing is left; neither when nothing could be (every item refunded or in a refund).
 */
function reviewAction(order: ActionInput): OrderAction[] {
  if (order.ownShop) return [];
  if (order.items.some(awaitsReview)) return ['evaluate'];
  return order.items.some((item) => item.reviewed) ? ['evaluated'] : [];
}

/**
 * What the shopper can do with a shop order in its state (spec section 4): pay or cancel while unpaid; follow the
 * parcel and confirm receipt once shipped; evaluate after receipt; delete or buy again at the end. Refunds are shown
 * for paid orders, and for completed ones until their after-sales period ends.
 */
export function actionsFor(order: ActionInput, now = Date.now()): OrderAction[] {
  const shipped = order.trackingNo !== '';
  const refund: OrderAction[] = order.items.some((item) => (item.refundStatus ?? 'none') === 'none') ? ['refund'] : [];
  switch (order.status) {
    case 'unpaid':
      return ['cancel', 'pay'];
    case 'to_ship':
      return refund;
    case 'to_receive':
      // The shop's own delivery has no tracking number to follow: the order shows its deliverer and phone instead.
      return [...refund, ...(shipped ? (['logistics'] as const) : []), 'receive'];
    case 'to_review':
      return [...refund, ...(shipped ? (['logistics'] as const) : []), ...reviewAction(order)];
    case 'completed': {
      const review: OrderAction[] = stillReviewable(order, now)
        ? ['evaluate']
        : order.items.length > 0 && order.items.every((item) => item.reviewed || item.refundStatus === 'refunded')
          ? ['evaluated']
          : [];
      const afterSales = order.afterSalesEnd && now < Date.parse(order.afterSalesEnd) ? refund : [];
      return [...afterSales, 'delete', ...(shipped ? (['logistics'] as const) : []), ...review, 'again'];
    }
    case 'cancelled':
      return ['delete', 'again'];
    case 'refunded':
      return ['delete', ...(shipped ? (['logistics'] as const) : []), 'again'];
    default:
      return [];
  }
}

/** Actions that are shown but not possible yet (their issues come later). */
export const COMING_SOON: ReadonlySet<OrderAction> = new Set([]);

/**
 * The headline of an order page. A shop order speaks for itself; a checkout (PT…) stays "paid" in the database once
 * paid, so after payment its headline sums up its shop orders (audit AX3): their one common state, "refunded" when
 * each was refunded or cancelled, "partRefunded" when some were refunded, "refunding" while one is; else "paid".
 */
export function headlineStatus(order: {
  kind: 'shop' | 'checkout';
  status: string;
  shopOrders: Array<{ status: string }>;
}): string {
  if (order.kind !== 'checkout' || order.status !== 'paid' || order.shopOrders.length === 0) return order.status;
  const states = new Set(order.shopOrders.map((shop) => shop.status));
  if (states.size === 1) return [...states][0] as string;
  if ([...states].every((state) => state === 'refunded' || state === 'cancelled')) return 'refunded';
  if (states.has('refunded')) return 'partRefunded';
  if (states.has('refunding')) return 'refunding';
  return 'paid';
}
