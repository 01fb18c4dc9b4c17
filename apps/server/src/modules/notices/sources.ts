import { LOCALES, NOTICE_KINDS, type NoticeKind } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { readerZoneSql } from '../users/reader-zone';
import { noticeKey } from './keys';
import { MALL_NAMES } from './mall-name';

/**
 * What each event tells, and whom: one SELECT per event giving rows of (user_id, merchant_id, vars, link, ref, hint).
 * `user_id` is the shopper (shopper kinds); merchant kinds go to the staff of `merchant_id`, platform kinds to every
 * operator. `ref` makes a notice unique per reader (an event recorded twice tells once); `hint` is the language the
 * event was asked in, used when the reader never chose one.
 */
export type NoticeEvent =
  /** `zone`: the time zone of the browser the order was placed from, for the pay-by date of its mail (audit CI2). */
  | { kind: 'order_placed' | 'order_paid' | 'order_cancelled'; orderId: number; zone?: string }
  | {
      kind: 'order_shipped' | 'order_out_for_delivery' | 'order_delivered' | 'order_received';
      shopOrderIds: number[];
    }
  /** A shipment on its way corrected by the shop (audit FC2): told once per correction, `eventId` its logistics event. */
  | { kind: 'order_shipment_corrected'; shopOrderId: number; eventId: number }
  | {
      kind:
        | 'refund_asked'
        | 'refund_accepted'
        | 'refund_refused'
        | 'refund_goods_received'
        | 'refund_paid'
        | 'refund_failed'
        | 'refund_failed_seen'
        | 'refund_closed_unpaid'
        | 'refund_closed_unpaid_seen'
        | 'refund_failed_closed'
        | 'refund_failed_closed_seen'
        | 'refund_auto_accepted'
        | 'return_auto_received'
        | 'refund_accepted_overdue'
        | 'return_received_overdue';
      refundId: number;
      /** Cents the notice names, when not the refund's whole amount: the part of a refund owed again (audit EH3). */
      amount?: number;
    }
  /**
   * The operator paid `amount` cents to the buyer of a refund closed for customer service another way (decision 0052);
   * told once per payment (`requestId`, the console form's number), with the operator's `note` (the transfer's reference).
   */
  | { kind: 'refund_paid_another_way'; refundId: number; amount: number; requestId: string; note: string }
  /**
   * A refund made at Stripe (`ref`) paid `amount` cents of the money the platform held for the buyer of a refund closed
   * for customer service; `held`: what is still held for them after it (audit ET1). Or that refund failed afterwards
   * and gave the holding back: `held` is what is held for them again (audit EY4).
   */
  | {
      kind:
        | 'refund_paid_at_stripe'
        | 'refund_held_released_seen'
        | 'refund_paid_at_stripe_failed'
        | 'refund_held_again_seen'
        | 'refund_dispute_won_held'
        | 'refund_dispute_won_held_seen';
      refundId: number;
      amount: number;
      ref: string;
      held: number;
    }
  /**
   * A refund made at Stripe (`ref`, `amount` cents) after the operator paid the buyer of refund `refundId`, closed for
   * customer service, another way: what was paid so (`paidOther` cents, the last on `paidOtherAt`), so that the
   * operators see a possible double payment (audit EY1; brief FB, item 3). Once per refund and Stripe refund.
   */
  | {
      kind: 'refund_paid_twice_seen';
      refundId: number;
      amount: number;
      ref: string;
      paidOther: number;
      paidOtherAt: string;
    }
  | { kind: 'review_replied'; reviewId: number }
  | { kind: 'chat_answered'; messageIds: number[] }
  /**
   * Shoppers waiting for an answer past the inbox's `notifyAfterMinutes` (brief GV, item 1): one notice per waiting
   * streak (`firstMessageId`, the streak's first unread shopper message), to the shop's staff (`chat_waiting`) or, for
   * the mall's own service, to every operator (`chat_waiting_seen`).
   */
  | { kind: 'chat_waiting'; streaks: { conversationId: number; firstMessageId: number }[] }
  | { kind: 'coupon_expiring'; couponUserIds: number[] }
  | { kind: 'payout_asked' | 'payout_paid' | 'payout_rejected' | 'payout_failed'; payoutNo: string }
  | { kind: 'application_submitted' | 'application_approved' | 'application_rejected'; applicationId: number }
  | { kind: 'shop_change_decided'; changeId: number }
  | { kind: 'shop_suspended' | 'shop_reopened'; merchantId: number }
  | { kind: 'balance_adjusted'; entryKey: string }
  /** A shop order's part (cents) of money Stripe took back by `ref` (its refund or dispute id; decision 0051). */
  | { kind: 'payment_taken_back_closed'; shopOrderId: number; amount: number; ref: string }
  /**
   * `cost`: what the part cost the shop (cents), taken `from` its pending money or its available balance once the
   * order was settled; `debt`: what the shop owes when that left its available balance below zero (audit EI7).
   */
  | {
      kind: 'payment_taken_back';
      shopOrderId: number;
      amount: number;
      ref: string;
      cost: number;
      from: 'pending' | 'available';
      debt: number;
      /**
       * The refunds of the mall (their numbers) whose failed payment by card this money paid, `paid` cents of it: the
       * shop was charged their share when they were first paid, so that part costs it nothing more (audit EP5).
       */
      pays?: string;
      paid?: number;
    }
  /** A shop order's part (cents) of a refund made at Stripe that Stripe then reported failed (decision 0052). */
  | { kind: 'provider_refund_failed_seen'; shopOrderId: number; amount: number; ref: string }
  /**
   * The shopper's side: Stripe refunded `amount` cents of a shop order by `ref`; `closed`: it emptied an unshipped
   * order, which was closed, giving back `points` and `coupons` (how many) with it (audits DM6, DT3, DT9).
   */
  | {
      kind: 'order_refunded_at_stripe';
      shopOrderId: number;
      amount: number;
      ref: string;
      closed: boolean;
      points: number;
      coupons: number;
    }
  /**
   * The shopper's side of a dispute lost over an unshipped shop order it emptied (audit EI4): the bank gave them back
   * `amount` cents of it by dispute `ref`, so the order was closed, giving back `points` and `coupons` (how many).
   */
  | {
      kind: 'order_closed_by_dispute';
      shopOrderId: number;
      amount: number;
      ref: string;
      points: number;
      coupons: number;
    }
  /** A dispute (`provider_returns` row) over a shop order's part (cents) of the payment; `back`: what came back. */
  /** `stake`: where the shop's part is held (its pending money, its available balance once settled) or none. */
  /**
   * The operator's notice also tells the whole dispute (audit EI5): `platform`, the part (cents) no shop holds, which
   * the platform bears; `refunded`, what of the payment the buyer was already refunded (the evidence to answer with).
   */
  | {
      kind: 'dispute_opened';
      returnId: number;
      shopOrderId: number;
      amount: number;
      stake: DisputeStake;
      platform: number;
      /** The part that pays buyers of refunds closed for customer service the money held for them (audit EY3). */
      released: number;
      refunded: number;
      /**
       * What the operator had paid buyers of the checkout's refunds closed for customer service another way (cents),
       * the last payment at `paidOtherAt`: a lost dispute pays them again (audit EY1; brief FB, item 3).
       */
      paidOther?: number;
      paidOtherAt?: string | null;
    }
  /** `outcome`: won or lost (`_nothing`: the dispute took none of the shop's money), else closed (an inquiry). */
  | {
      kind: 'dispute_closed';
      returnId: number;
      shopOrderId: number;
      amount: number;
      back: number;
      outcome: DisputeOutcome;
      platform: number;
      /** The part that pays buyers of refunds closed for customer service the money held for them (audit EY3). */
      released: number;
      refunded: number;
      /**
       * What the operator had paid buyers of the checkout's refunds closed for customer service another way (cents),
       * the last payment at `paidOtherAt`: a lost dispute pays them again (audit EY1; brief FB, item 3).
       */
      paidOther?: number;
      paidOtherAt?: string | null;
    }
  | { kind: 'low_stock'; skuIds: number[] }
  /** The operator took a product down or lifted it (audit FG8): read after the write, so the reason is the new one. */
  | { kind: 'product_taken_down' | 'product_restored'; productId: number }
  /** `link`: the console's accept page with the invitation's token (only its hash is kept with the invitation). */
  | { kind: 'staff_invited'; inviteId: number; link: string }
  | { kind: 'staff_joined'; inviteId: number }
  | { kind: 'staff_removed'; merchantId: number; userId: number }
  /** `userId`: the member who left (audit CX2); told to the owner. */
  | { kind: 'staff_left'; merchantId: number; userId: number }
  /** `userId`: the member the platform removed (audit CZ3); told to the owner. */
  | { kind: 'staff_removed_by_platform'; merchantId: number; userId: number };

export type DisputeStake = 'pending' | 'available' | 'none';
/** `lost_closed`: lost, and the shop order, not shipped and left holding nothing, was closed (audit EI4). */
export type DisputeOutcome = 'won' | 'won_nothing' | 'lost' | 'lost_closed' | 'lost_nothing' | 'closed';

export type Source = { kind: NoticeKind; select: SQL };

/** An amount as a plain decimal; the reader's language and the store's symbol are put on when it is rendered. */
export const money = (cents: SQL) => sql`to_char((${cents})::numeric / 100, 'FM999999999990.00')`;
const orderLink = (no: SQL) => sql`'/order/order_detail?orderNo=' || ${no}`;
const refundLink = sql`'/order/refund_detail?refundNo=' || r.refund_no`;

/**
 * A shop order's shipment as the shopper is told it: a courier and its tracking number, or the shop's own deliverer and
 * their phone (audit FC1: the deliverer's phone was told as a tracking number), and the method saying which.
 */
/** Shop `m`'s name in each language it has (decision 0056), its name as written for the others: a shopper reads it in
 * theirs; the shops and the operator read the name as written (`m.name`). */
const shopNames = sql`(m.names || jsonb_build_object('en', m.name))`;
/** The shop's name as the notice's audience reads it. */
const shopFor = (kind: NoticeKind) => (NOTICE_KINDS[kind].audience === 'shopper' ? shopNames : sql`m.name`);

const shipmentVars = (
  kind: NoticeKind,
) => sql`jsonb_build_object('orderNo', s.order_no, 'shop', ${shopFor(kind)}, 'method', s.delivery_method::text,
  'courier', coalesce(s.courier_company, s.courier_name, ''), 'trackingNo', coalesce(s.tracking_no, s.courier_phone, ''),
  'deliverer', coalesce(s.courier_name, ''), 'phone', coalesce(s.courier_phone, ''))`;

function shopOrders(kind: NoticeKind, ids: number[]): Source {
  const list = sql`${`{${ids.join(',')}}`}::int[]`;
  return {
    kind,
    select: sql`
      SELECT s.user_id, s.merchant_id, ${shipmentVars(kind)} AS vars,
        ${orderLink(sql`s.order_no`)} AS link, ${`${kind}:`} || s.order_no AS ref, NULL::text AS hint
      FROM shop_orders s JOIN merchants m ON m.id = s.merchant_id WHERE s.id = ANY(${list})`,
  };
}

function refund(
  kind: NoticeKind,
  refundId: number,
  amount?: number,
  /**
   * A refund made at Stripe (or a dispute) that paid the money held for the buyer, and what is still held (audit ET1);
   * or other values (`more`) of a notice told once per refund and Stripe refund.
   */
  paidAtStripe?: { ref: string; held: number } | { ref: string; more: SQL },
): Source {
  const cents = amount === undefined ? sql`r.amount` : sql`${amount}::bigint`;
  // One notice per Stripe refund that paid the holding: two dashboard refunds may each pay a part of it.
  const refSuffix = paidAtStripe ? sql`${`:${paidAtStripe.ref}`}` : PER_ATTEMPT.has(kind) ? attemptSuffix : sql`''`;
  const more = !paidAtStripe
    ? sql`'{}'::jsonb`
    : 'held' in paidAtStripe
      ? sql`jsonb_build_object('ref', ${paidAtStripe.ref}::text, 'held', ${money(sql`${paidAtStripe.held}::bigint`)})`
      : sql`jsonb_build_object('ref', ${paidAtStripe.ref}::text) || ${paidAtStripe.more}`;
  return {
    kind,
    select: sql`
      SELECT r.user_id, r.merchant_id,
        jsonb_build_object('refundNo', r.refund_no, 'orderNo', s.order_no, 'shop', ${shopFor(kind)}, 'amount', ${money(cents)},
          'reason', coalesce(r.refuse_reason, '')) || ${more} AS vars,
        ${
          NOTICE_KINDS[kind].audience === 'merchant'
            ? sql`'/merchant/refunds'`
            : NOTICE_KINDS[kind].audience === 'platform'
              ? sql`'/platform/refunds'`
              : refundLink
        } AS link,
        ${noticeKey.refund(kind, sql`r.refund_no`, refSuffix)} AS ref, NULL::text AS hint
      FROM refunds r JOIN shop_orders s ON s.id = r.shop_order_id JOIN merchants m ON m.id = r.merchant_id
      WHERE r.id = ${refundId}`,
  };
}

/**
 * A refund paid again after Stripe's payment of it failed (decision 0052) is paid, and may fail, once per attempt:
 * each is told (audit EA3), keyed by the attempt (`:2`, `:3`; the first keeps the bare number). The attempt is one
 * more than the failures booked (`refund-failed:<re>`, posted after the failure's notices).
 */
const PER_ATTEMPT = new Set<NoticeKind>(['refund_paid', 'refund_failed', 'refund_failed_seen']);
const attemptSuffix = sql`coalesce(':' || nullif((SELECT count(*) + 1 FROM ledger_entries le
  WHERE le.refund_id = r.id AND le.key LIKE 'refund-failed:%'), 1)::text, '')`;

/**
 * Money Stripe took back of a shop order (decision 0051): the shop's staff and every operator are told, each notice once
 * per shop order and refund or dispute (`ref`).
 */
function takenBack(
  event: Extract<
    NoticeEvent,
    { kind: 'payment_taken_back' | 'payment_taken_back_closed' | 'dispute_opened' | 'dispute_closed' }
  >,
): Source[] {
  const ref = 'ref' in event ? sql`${event.ref}::text` : sql`pr.ref`;
  const from =
    'returnId' in event
      ? sql`FROM shop_orders s JOIN merchants m ON m.id = s.merchant_id JOIN provider_returns pr ON pr.id = ${event.returnId}
          WHERE s.id = ${event.shopOrderId}`
      : sql`FROM shop_orders s JOIN merchants m ON m.id = s.merchant_id WHERE s.id = ${event.shopOrderId}`;
  const due = 'returnId' in event ? sql`coalesce(to_jsonb(pr.due_by), '"—"'::jsonb)` : sql`'"—"'::jsonb`;
  const back = money(sql`${'back' in event ? event.back : 0}::bigint`);
  // Where a refund made at Stripe was taken from (audit EI7); the whole dispute (audit EI5) is the operator's alone: it
  // names what the checkout's other shops were refunded.
  const shopMore =
    'from' in event
      ? sql`jsonb_build_object('from', ${event.from}::text, 'cost', ${money(sql`${event.cost}::bigint`)},
          'debt', ${money(sql`${event.debt}::bigint`)})
          || ${'pays' in event && event.pays ? sql`jsonb_build_object('pays', ${event.pays}::text, 'paid', ${money(sql`${event.paid ?? 0}::bigint`)})` : sql`'{}'::jsonb`}`
      : sql`'{}'::jsonb`;
  const operatorMore =
    'returnId' in event
      ? sql`jsonb_build_object('total', ${money(sql`pr.amount`)}, 'platform', ${money(sql`${event.platform}::bigint`)},
          'released', ${money(sql`${event.released}::bigint`)}, 'refunded', ${money(sql`${event.refunded}::bigint`)})
          || ${
            event.paidOther
              ? sql`jsonb_build_object('paidOther', ${money(sql`${event.paidOther}::bigint`)},
                  'paidOtherAt', ${event.paidOtherAt ?? null}::text)`
              : sql`'{}'::jsonb`
          }`
      : shopMore;
  const vars = sql`jsonb_build_object('orderNo', s.order_no, 'shop', m.name, 'amount', ${money(sql`${event.amount}::bigint`)},
    'ref', ${ref}, 'dueBy', ${due}, 'back', ${back}, 'stake', ${'stake' in event ? event.stake : ''}::text,
    'outcome', ${'outcome' in event ? event.outcome : ''}::text)`;
  const operatorKind =
    event.kind === 'dispute_opened'
      ? 'dispute_opened_seen'
      : event.kind === 'dispute_closed'
        ? 'dispute_closed_seen'
        : 'provider_refund_seen';
  const source = (kind: NoticeKind, link: SQL, more: SQL): Source => ({
    kind,
    select: sql`
      SELECT NULL::int AS user_id, s.merchant_id, ${vars} || ${more} AS vars, ${link} AS link,
        ${noticeKey.takenBack(kind, ref, sql`s.order_no`)} AS ref, NULL::text AS hint
      ${from}`,
  });
  return [
    source(event.kind, sql`'/merchant/orders'`, shopMore),
    source(operatorKind, sql`'/platform/orders'`, operatorMore),
  ];
}

/** Product `p`'s name in each language (its translation, else the name it was written with), for the reader's. */
const productNames = sql`(SELECT jsonb_object_agg(l.locale, coalesce(nullif(pt.name, ''), p.name))
  FROM unnest(${`{${LOCALES.join(',')}}`}::text[]) AS l(locale)
  LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.locale = l.locale)`;

/** The sources of an event: most tell one audience, a payment tells the shopper and each shop. */
export function sourcesOf(event: NoticeEvent): Source[] {
  switch (event.kind) {
    case 'order_placed':
    case 'order_paid':
    case 'order_cancelled': {
      const shopper: Source = {
        kind: event.kind,
        select: sql`
          SELECT o.user_id, NULL::int AS merchant_id,
            jsonb_build_object('orderNo', o.order_no, 'amount', ${money(sql`o.pay_amount`)}, 'payBy', o.pay_deadline)
              || ${event.zone ? sql`jsonb_build_object('_zone', ${event.zone}::text)` : sql`'{}'::jsonb`} AS vars,
            ${orderLink(sql`o.order_no`)} AS link, ${`${event.kind}:`} || o.order_no AS ref, NULL::text AS hint
          FROM orders o WHERE o.id = ${event.orderId}`,
      };
      if (event.kind !== 'order_paid') return [shopper];
      const shops: Source = {
        kind: 'new_order',
        select: sql`
          SELECT NULL::int AS user_id, s.merchant_id,
            jsonb_build_object('orderNo', s.order_no, 'amount', ${money(sql`s.pay_amount`)}) AS vars,
            '/merchant/orders' AS link, ${noticeKey.newOrder(sql`s.order_no`)} AS ref, NULL::text AS hint
          FROM shop_orders s WHERE s.order_id = ${event.orderId}`,
      };
      return [shopper, shops];
    }
    case 'order_shipped':
    case 'order_out_for_delivery':
    case 'order_delivered':
    case 'order_received':
      if (event.shopOrderIds.length === 0) return [];
      return [shopOrders(event.kind, event.shopOrderIds)];
    case 'order_shipment_corrected':
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT s.user_id, s.merchant_id, ${shipmentVars(event.kind)} AS vars, ${orderLink(sql`s.order_no`)} AS link,
              'order_shipment_corrected:' || s.order_no || ':' || ${event.eventId}::bigint AS ref, NULL::text AS hint
            FROM shop_orders s JOIN merchants m ON m.id = s.merchant_id WHERE s.id = ${event.shopOrderId}`,
        },
      ];
    case 'refund_asked':
    case 'refund_accepted':
    case 'refund_refused':
    case 'refund_goods_received':
    case 'refund_paid':
    case 'refund_failed':
    case 'refund_failed_seen':
    case 'refund_closed_unpaid':
    case 'refund_closed_unpaid_seen':
    case 'refund_failed_closed':
    case 'refund_failed_closed_seen':
    case 'refund_auto_accepted':
    case 'return_auto_received':
    case 'refund_accepted_overdue':
    case 'return_received_overdue':
      return [refund(event.kind, event.refundId, event.amount)];
    case 'refund_paid_another_way':
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT r.user_id, NULL::int AS merchant_id,
              jsonb_build_object('refundNo', r.refund_no, 'shop', ${shopNames}, 'amount', ${money(sql`${event.amount}::bigint`)},
                'reference', ${event.note}::text) AS vars,
              ${refundLink} AS link, ${`${event.kind}:${event.requestId}`}::text AS ref, NULL::text AS hint
            FROM refunds r JOIN merchants m ON m.id = r.merchant_id
            WHERE r.id = ${event.refundId}`,
        },
      ];
    case 'refund_paid_at_stripe':
    case 'refund_held_released_seen':
    case 'refund_paid_at_stripe_failed':
    case 'refund_held_again_seen':
    case 'refund_dispute_won_held':
    case 'refund_dispute_won_held_seen':
      return [refund(event.kind, event.refundId, event.amount, { ref: event.ref, held: event.held })];
    case 'refund_paid_twice_seen':
      return [
        refund(event.kind, event.refundId, event.amount, {
          ref: event.ref,
          more: sql`jsonb_build_object('paidOther', ${money(sql`${event.paidOther}::bigint`)},
            'paidOtherAt', ${event.paidOtherAt}::text)`,
        }),
      ];
    case 'review_replied':
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT v.user_id, v.merchant_id, jsonb_build_object('shop', ${shopNames}, 'product', ${productNames}) AS vars,
              '/goods_detail/' || v.product_id AS link, 'review_replied:' || v.id AS ref, NULL::text AS hint
            FROM reviews v JOIN merchants m ON m.id = v.merchant_id JOIN products p ON p.id = v.product_id
            WHERE v.id = ${event.reviewId}`,
        },
      ];
    case 'chat_answered':
      // One notice per unread streak: the first unread message of the shop names it (audit L7). The mall's own
      // customer service (mer_id 0, no merchant row) answers as the mall, its mail sent in the mall's name (audit R4).
      if (event.messageIds.length === 0) return [];
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT c.user_id, nullif(c.mer_id, 0) AS merchant_id, jsonb_build_object('shop', coalesce(${shopNames}, ${JSON.stringify(MALL_NAMES)}::jsonb)) AS vars,
              '/chat?merId=' || c.mer_id AS link, 'chat_answered:' || cm.id AS ref, NULL::text AS hint
            FROM chat_messages cm JOIN chat_conversations c ON c.id = cm.conversation_id
            LEFT JOIN merchants m ON m.id = c.mer_id
            WHERE cm.id = ANY(${`{${event.messageIds.join(',')}}`}::bigint[])`,
        },
      ];
    case 'chat_waiting': {
      if (event.streaks.length === 0) return [];
      const waiting = (mall: boolean) => sql`
        SELECT NULL::int AS user_id, nullif(c.mer_id, 0) AS merchant_id, jsonb_build_object('shopper', su.nickname) AS vars,
          ${mall ? sql`'/platform/chat?conversation='` : sql`'/merchant/chat?conversation='`} || c.id AS link,
          ${noticeKey.chatWaiting(sql`c.id`, sql`w.first_message_id`)} AS ref, NULL::text AS hint
        FROM jsonb_to_recordset(${JSON.stringify(event.streaks.map((w) => ({ conversation_id: w.conversationId, first_message_id: w.firstMessageId })))}::jsonb)
          AS w(conversation_id bigint, first_message_id bigint)
        JOIN chat_conversations c ON c.id = w.conversation_id JOIN users su ON su.id = c.user_id
        WHERE ${mall ? sql`c.mer_id = 0` : sql`c.mer_id > 0`}`;
      return [
        { kind: 'chat_waiting', select: waiting(false) },
        { kind: 'chat_waiting_seen', select: waiting(true) },
      ];
    }
    case 'coupon_expiring':
      if (event.couponUserIds.length === 0) return [];
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT cu.user_id, NULL::int AS merchant_id,
              -- Written by a daily job, without a browser: the date in the zone the reader's browser last named, named.
              -- The coupon's name in each language it has (decision 0056), read in the recipient's.
              jsonb_build_object('coupon', c.names || jsonb_build_object('en', c.name), 'validTo', cu.valid_to, '_zone', ${readerZoneSql(sql`cu.user_id`)}) AS vars,
              '/users/coupon_list' AS link, 'coupon_expiring:' || cu.id AS ref, NULL::text AS hint
            FROM coupon_users cu JOIN coupons c ON c.id = cu.coupon_id
            WHERE cu.id = ANY(${`{${event.couponUserIds.join(',')}}`}::int[])`,
        },
      ];
    case 'payout_asked':
    case 'payout_paid':
    case 'payout_rejected':
    case 'payout_failed': {
      const detail =
        event.kind === 'payout_paid'
          ? sql`coalesce(p.transfer_id, '')`
          : event.kind === 'payout_rejected'
            ? sql`coalesce(p.reject_reason, '')`
            : sql`coalesce(p.fail_reason, '')`;
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT NULL::int AS user_id, p.merchant_id,
              jsonb_build_object('payoutNo', p.payout_no, 'amount', ${money(sql`p.amount`)}, 'detail', ${detail}, 'shop', m.name) AS vars,
              ${event.kind === 'payout_asked' ? sql`'/platform/payouts'` : sql`'/merchant/payouts'`} AS link,
              ${noticeKey.payout(event.kind, sql`p.payout_no`)} AS ref, p.account->>'locale' AS hint
            FROM payouts p JOIN merchants m ON m.id = p.merchant_id WHERE p.payout_no = ${event.payoutNo}`,
        },
      ];
    }
    case 'application_submitted':
    case 'application_approved':
    case 'application_rejected':
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT a.user_id, NULL::int AS merchant_id,
              jsonb_build_object('shop', a.name, 'reason', coalesce(a.denial_reason, '')) AS vars,
              ${event.kind === 'application_submitted' ? sql`'/platform/applications'` : sql`'/users/application_record'`} AS link,
              ${noticeKey.application(event.kind, sql`a.id`, sql`a.version`)} AS ref, NULL::text AS hint
            FROM merchant_applications a WHERE a.id = ${event.applicationId}`,
        },
      ];
    case 'shop_change_decided':
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT NULL::int AS user_id, c.merchant_id,
              jsonb_build_object('shop', m.name, 'decision', c.status, 'reason', coalesce(c.reason, ''),
                'newName', coalesce(c.name, ''), 'newPictures', c.qualification_pictures IS NOT NULL) AS vars,
              '/merchant/shop' AS link, 'shop_change_decided:' || c.id AS ref, NULL::text AS hint
            FROM merchant_change_requests c JOIN merchants m ON m.id = c.merchant_id WHERE c.id = ${event.changeId}`,
        },
      ];
    case 'shop_suspended':
    case 'shop_reopened':
      // One notice per suspension or reopening: the moment (to the microsecond: two in one second are two events)
      // makes it another event than the last one.
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT NULL::int AS user_id, m.id AS merchant_id,
              jsonb_build_object('shop', m.name, 'reason', coalesce(nullif(m.suspension_reason, ''), '—')) AS vars,
              '/merchant/dashboard' AS link,
              ${`${event.kind}:`}::text || m.id || ':' || (extract(epoch FROM now()) * 1000000)::bigint AS ref, NULL::text AS hint
            FROM merchants m WHERE m.id = ${event.merchantId}`,
        },
      ];
    case 'balance_adjusted':
      // The shop's line is signed from the mall's books (a credit to the shop is negative); the balance is the one
      // this transaction left, a negative one read as a debt.
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT NULL::int AS user_id, e.merchant_id,
              jsonb_build_object('shop', m.name, 'amount', ${money(sql`-l.amount`)}, 'reason', coalesce(e.memo, ''),
                'available', ${money(sql`greatest(coalesce(b.available, 0), 0)`)},
                'debt', ${money(sql`greatest(-coalesce(b.available, 0), 0)`)}) AS vars,
              '/merchant/finance' AS link, 'balance_adjusted:' || e.key AS ref, NULL::text AS hint
            FROM ledger_entries e
            JOIN ledger_lines l ON l.entry_id = e.id AND l.account = 'merchant_available'
            JOIN merchants m ON m.id = e.merchant_id
            LEFT JOIN merchant_balances b ON b.merchant_id = e.merchant_id
            WHERE e.key = ${event.entryKey}`,
        },
      ];
    case 'order_refunded_at_stripe':
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT s.user_id, NULL::int AS merchant_id,
              jsonb_build_object('orderNo', s.order_no, 'shop', ${shopNames}, 'amount', ${money(sql`${event.amount}::bigint`)},
                'closed', ${event.closed}::boolean, 'points', ${event.points}::int, 'coupons', ${event.coupons}::int) AS vars,
              ${orderLink(sql`s.order_no`)} AS link,
              'order_refunded_at_stripe:' || ${event.ref}::text || ':' || s.order_no AS ref, NULL::text AS hint
            FROM shop_orders s JOIN merchants m ON m.id = s.merchant_id WHERE s.id = ${event.shopOrderId}`,
        },
      ];
    case 'order_closed_by_dispute':
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT s.user_id, NULL::int AS merchant_id,
              jsonb_build_object('orderNo', s.order_no, 'shop', ${shopNames}, 'amount', ${money(sql`${event.amount}::bigint`)},
                'closed', true, 'points', ${event.points}::int, 'coupons', ${event.coupons}::int) AS vars,
              ${orderLink(sql`s.order_no`)} AS link,
              'order_closed_by_dispute:' || ${event.ref}::text || ':' || s.order_no AS ref, NULL::text AS hint
            FROM shop_orders s JOIN merchants m ON m.id = s.merchant_id WHERE s.id = ${event.shopOrderId}`,
        },
      ];
    case 'provider_refund_failed_seen':
      // The shop's staff too (audit EH4): the failure puts the shop order's share back into the shop's money.
      return [
        {
          kind: 'payment_taken_back_failed',
          select: sql`
            SELECT NULL::int AS user_id, s.merchant_id,
              jsonb_build_object('orderNo', s.order_no, 'amount', ${money(sql`${event.amount}::bigint`)},
                'ref', ${event.ref}::text) AS vars,
              '/merchant/orders' AS link, 'payment_taken_back_failed:' || ${event.ref}::text || ':' || s.order_no AS ref,
              NULL::text AS hint
            FROM shop_orders s WHERE s.id = ${event.shopOrderId}`,
        },
        {
          kind: event.kind,
          select: sql`
            SELECT NULL::int AS user_id, s.merchant_id,
              jsonb_build_object('orderNo', s.order_no, 'shop', m.name, 'amount', ${money(sql`${event.amount}::bigint`)},
                'ref', ${event.ref}::text) AS vars,
              '/platform/orders' AS link, 'provider_refund_failed_seen:' || ${event.ref}::text || ':' || s.order_no AS ref,
              NULL::text AS hint
            FROM shop_orders s JOIN merchants m ON m.id = s.merchant_id WHERE s.id = ${event.shopOrderId}`,
        },
      ];
    case 'payment_taken_back':
    case 'payment_taken_back_closed':
    case 'dispute_opened':
    case 'dispute_closed':
      return takenBack(event);
    case 'staff_invited':
      // The account that signs in with the invited address, if there is one; an unknown address is mailed by the
      // staff module itself (decision 0050). Not staff yet: a shopper, who reads the shop's name in their language
      // (audit GM F3), as is the member removed (`staff_removed`).
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT u.id AS user_id, i.merchant_id, jsonb_build_object('shop', ${shopFor(event.kind)}) AS vars, ${event.link}::text AS link,
              'staff_invited:' || i.id AS ref, NULL::text AS hint
            FROM merchant_staff_invites i JOIN merchants m ON m.id = i.merchant_id JOIN users u ON u.email = i.email
            WHERE i.id = ${event.inviteId}`,
        },
      ];
    case 'staff_joined':
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT i.accepted_by AS user_id, i.merchant_id, jsonb_build_object('shop', m.name, 'name', u.nickname) AS vars,
              '/merchant/staff' AS link, 'staff_joined:' || i.id AS ref, NULL::text AS hint
            FROM merchant_staff_invites i JOIN merchants m ON m.id = i.merchant_id JOIN users u ON u.id = i.accepted_by
            WHERE i.id = ${event.inviteId}`,
        },
      ];
    case 'staff_left':
    case 'staff_removed_by_platform':
      // The member by the name the owner's Staff page gave them (their nickname).
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT u.id AS user_id, m.id AS merchant_id, jsonb_build_object('shop', m.name, 'name', u.nickname) AS vars,
              '/merchant/staff' AS link,
              ${`${event.kind}:`}::text || m.id || ':' || u.id || ':' || (extract(epoch FROM now()) * 1000000)::bigint AS ref,
              NULL::text AS hint
            FROM merchants m CROSS JOIN users u WHERE m.id = ${event.merchantId} AND u.id = ${event.userId}`,
        },
      ];
    case 'staff_removed':
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT ${event.userId}::int AS user_id, m.id AS merchant_id, jsonb_build_object('shop', ${shopFor(event.kind)}) AS vars,
              '' AS link,
              'staff_removed:' || m.id || ':' || ${event.userId}::int || ':' || (extract(epoch FROM now()) * 1000000)::bigint AS ref,
              NULL::text AS hint
            FROM merchants m WHERE m.id = ${event.merchantId}`,
        },
      ];
    case 'product_taken_down':
    case 'product_restored':
      // One notice per act: the moment (to the microsecond) makes a second takedown of the product another event.
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT NULL::int AS user_id, p.merchant_id,
              jsonb_build_object('product', ${productNames}, 'reason', coalesce(p.takedown_reason, '')) AS vars,
              '/merchant/products/' || p.id AS link,
              ${`${event.kind}:`}::text || p.id || ':' || (extract(epoch FROM now()) * 1000000)::bigint AS ref,
              NULL::text AS hint
            FROM products p WHERE p.id = ${event.productId}`,
        },
      ];
    case 'low_stock':
      if (event.skuIds.length === 0) return [];
      return [
        {
          kind: event.kind,
          select: sql`
            SELECT NULL::int AS user_id, p.merchant_id,
              jsonb_build_object('product', p.name, 'sku', array_to_string(ARRAY(SELECT jsonb_array_elements_text(k.attr_values)), ' / '),
                'stock', k.stock) AS vars,
              '/merchant/products/' || p.id AS link,
              'low_stock:' || k.id || ':' || to_char(now(), 'YYYY-MM-DD') AS ref, NULL::text AS hint
            FROM product_skus k JOIN products p ON p.id = k.product_id
            WHERE k.id = ANY(${`{${event.skuIds.join(',')}}`}::int[])`,
        },
      ];
  }
}
