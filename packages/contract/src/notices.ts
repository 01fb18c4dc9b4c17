import { z } from 'zod';
import { LOCALES } from './locales';
import { readable } from './readable-text';

/**
 * Notifications (API.md section K): the kinds of message, who reads them, the channels each may use and whether the
 * reader may turn them off (only marketing kinds are optional; transactional ones cannot be, as the law allows).
 */
export const NOTICE_CHANNELS = ['email', 'sms', 'site'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export type NoticeAudience = 'shopper' | 'merchant' | 'platform';

type KindInfo = { audience: NoticeAudience; channels: readonly NoticeChannel[]; optional: boolean; vars: string[] };

const shopper = (vars: string[], channels: readonly NoticeChannel[] = ['site', 'email'], optional = false) =>
  ({ audience: 'shopper', channels, optional, vars }) as const satisfies KindInfo;
const staff = (vars: string[]) =>
  ({ audience: 'merchant', channels: ['site', 'email'], optional: false, vars }) as const;
const operator = (vars: string[]) => ({ audience: 'platform', channels: ['site'], optional: false, vars }) as const;

export const NOTICE_KINDS = {
  order_placed: shopper(['orderNo', 'amount', 'payBy']),
  order_paid: shopper(['orderNo', 'amount']),
  order_cancelled: shopper(['orderNo']),
  order_shipped: shopper(['orderNo', 'shop', 'courier', 'trackingNo'], ['site', 'email', 'sms']),
  /** The shop brings the order itself (`deliver`): who brings it and their phone, not a courier and a tracking number
   *  (audit FC1). */
  order_out_for_delivery: shopper(['orderNo', 'shop', 'deliverer', 'phone'], ['site', 'email', 'sms']),
  /** The shop corrected the courier and tracking number, or the deliverer, of an order on its way: `shipment` says
   *  the details as they now are (audit FC2). */
  order_shipment_corrected: shopper(['orderNo', 'shop', 'shipment'], ['site', 'email', 'sms']),
  order_delivered: shopper(['orderNo', 'shop']),
  order_received: shopper(['orderNo', 'shop']),
  refund_accepted: shopper(['refundNo', 'shop', 'amount']),
  refund_refused: shopper(['refundNo', 'shop', 'reason']),
  refund_goods_received: shopper(['refundNo', 'shop']),
  refund_paid: shopper(['refundNo', 'shop', 'amount']),
  /** Stripe reported the card refund of a paid request failed: it is paid again (decision 0052). */
  refund_failed: shopper(['refundNo', 'shop', 'amount']),
  /** A request the shop accepted, closed because the card payment can no longer be refunded (audit DM2). */
  refund_closed_unpaid: shopper(['refundNo', 'shop', 'amount']),
  /** The card refund of a request failed for the third time: no longer paid by card, customer service settles it
   *  (decision 0052). */
  refund_failed_closed: shopper(['refundNo', 'shop', 'amount']),
  /** The operator paid the buyer of a refund closed for customer service another way, `reference` its note (decision
   *  0052). */
  refund_paid_another_way: shopper(['refundNo', 'shop', 'amount', 'reference']),
  /** Customer service paid at Stripe (a dashboard refund) money the platform held for the buyer of such a request
   *  (audit ET1). */
  refund_paid_at_stripe: shopper(['refundNo', 'shop', 'amount']),
  /** That refund at Stripe failed afterwards: the money did not reach the card, the platform holds it again and
   *  customer service settles it (audit EY4). */
  refund_paid_at_stripe_failed: shopper(['refundNo', 'shop', 'amount']),
  /** A dispute's chargeback had paid that money to the buyer, and the mall then won it: the bank took it back, the
   *  platform holds it again and customer service settles it (brief FB, item 1). */
  refund_dispute_won_held: shopper(['refundNo', 'shop', 'amount']),
  /** The mall's staff refunded at Stripe some or all of an order (audits DM6, DT3); `after`: the order closed, and the
   *  points and coupons given back with it, when an unshipped order was emptied (audit DT9). */
  order_refunded_at_stripe: shopper(['orderNo', 'shop', 'amount', 'after']),
  /** The shopper's bank gave them back the money of an order not shipped (a payment dispute lost by the mall): the
   *  order is closed and will not be sent; `after` as for a refund at Stripe that closed it (audit EI4). */
  order_closed_by_dispute: shopper(['orderNo', 'shop', 'amount', 'after']),
  /** The shop let the deadline pass and the request or the return was decided for it (audit AM11): the shopper is
   *  told so, not that the shop accepted or received anything. */
  refund_accepted_overdue: shopper(['refundNo', 'shop', 'amount']),
  return_received_overdue: shopper(['refundNo', 'shop']),
  review_replied: shopper(['shop', 'product']),
  /** A shop answered in chat and the shopper has not read it for a few minutes (audit L7); optional. */
  chat_answered: shopper(['shop'], ['site', 'email'], true),
  coupon_expiring: shopper(['coupon', 'validTo'], ['site', 'email'], true),
  application_approved: shopper(['shop'], ['site']),
  application_rejected: shopper(['shop', 'reason'], ['site']),
  /** A shop's owner invited the reader to help run the shop; the link (with its token) opens the console's accept
   *  page (decision 0050). The reader is not staff yet: told as a shopper. */
  staff_invited: shopper(['shop']),
  /** The owner (or the platform) removed the reader from the shop's staff. */
  staff_removed: shopper(['shop']),
  new_order: staff(['orderNo', 'amount']),
  refund_asked: staff(['refundNo', 'orderNo', 'amount']),
  /** The shop let a request's or a return's deadline pass: it was decided for the shop (audit AM11). */
  refund_auto_accepted: staff(['refundNo', 'orderNo', 'amount']),
  return_auto_received: staff(['refundNo', 'orderNo', 'amount']),
  payout_paid: staff(['payoutNo', 'amount', 'detail']),
  payout_rejected: staff(['payoutNo', 'amount', 'detail']),
  payout_failed: staff(['payoutNo', 'amount', 'detail']),
  shop_change_decided: staff(['shop', 'decision', 'reason', 'change']),
  /** The platform suspended the shop, with its reason, or reopened it (audit AW3). */
  shop_suspended: staff(['shop', 'reason']),
  shop_reopened: staff(['shop']),
  /** The platform booked an adjustment to the shop's balance: how much, why, and where the balance stands (audit AW10). */
  balance_adjusted: staff(['shop', 'amount', 'reason', 'available', 'debt']),
  /** Stripe gave money of a shop order back without the mall (decision 0051): from its dashboard, or a dispute's
   *  funds. `_closed`: all of an unshipped order, which is closed as refunded and must not ship. */
  payment_taken_back: staff(['orderNo', 'amount', 'ref', 'takenFrom']),
  payment_taken_back_closed: staff(['orderNo', 'amount', 'ref']),
  /** Such a refund made at Stripe failed afterwards (decision 0052, audit EH4): its part is back in the shop's money. */
  payment_taken_back_failed: staff(['orderNo', 'amount', 'ref']),
  /** A shopper disputed a payment with their bank (decision 0051): what it holds or takes of the shop's balance
   *  (`stake`), and when it closes whether it was won or lost (`outcome`, audit DM7). */
  dispute_opened: staff(['orderNo', 'amount', 'dueBy', 'stake']),
  dispute_closed: staff(['orderNo', 'amount', 'back', 'outcome']),
  low_stock: staff(['product', 'sku', 'stock']),
  /** The platform took one of the shop's products off sale, with its reason, or lifted that (audit FG8, decision 0054). */
  product_taken_down: staff(['product', 'reason']),
  product_restored: staff(['product']),
  /** An invited account accepted and now helps run the shop (decision 0050). */
  staff_joined: staff(['shop', 'name']),
  /** A member left the shop's staff by themselves (audit CX2); the owner is told, as of one who joined. */
  staff_left: staff(['shop', 'name']),
  /** The platform removed a member from the shop's staff (audit CZ3): the owner is told, as of one who left. */
  staff_removed_by_platform: staff(['shop', 'name']),
  /** A shopper has waited longer than the shop's `notifyAfterMinutes` for an answer in chat, once per waiting streak:
   *  the bell and the message centre only, the owner's mail is the chat's own, capped an hour (brief GV, item 1). */
  chat_waiting: { audience: 'merchant', channels: ['site'], optional: false, vars: ['shopper'] },
  application_submitted: operator(['shop']),
  payout_asked: operator(['payoutNo', 'shop', 'amount']),
  /** The operator's side of the same (decision 0051): money Stripe took back, and disputes with their deadline. */
  provider_refund_seen: operator(['orderNo', 'shop', 'amount', 'ref']),
  /** A refund Stripe reported failed after it succeeded (decision 0052): the mall's own, paid again, or Stripe's. */
  refund_failed_seen: operator(['refundNo', 'orderNo', 'shop', 'amount']),
  provider_refund_failed_seen: operator(['orderNo', 'shop', 'amount', 'ref']),
  /** The operator's side of the same: the platform settles it with the buyer and the shop. */
  refund_closed_unpaid_seen: operator(['refundNo', 'orderNo', 'shop', 'amount']),
  /** The operator's side of the same: the platform holds the money and pays the buyer another way. */
  refund_failed_closed_seen: operator(['refundNo', 'orderNo', 'shop', 'amount']),
  /** The operator's side of the same: the holding released by that refund (`ref`), and what is still held. */
  refund_held_released_seen: operator(['refundNo', 'orderNo', 'shop', 'amount', 'ref', 'heldLeft']),
  /** The operator's side of the same failure: the holding is back (`ref` the failed refund), `held` what is held now. */
  refund_held_again_seen: operator(['refundNo', 'orderNo', 'shop', 'amount', 'ref', 'held']),
  /** The operator's side of a won dispute (`ref`) whose chargeback had released the holding: held again (`held`). */
  refund_dispute_won_held_seen: operator(['refundNo', 'orderNo', 'shop', 'amount', 'ref', 'held']),
  /** A refund made at Stripe (`ref`, `amount`) after the buyer of such a request was paid another way (`paidOther`, the
   *  last on `paidOtherAt`): it may pay the buyer twice (audit EY1; brief FB, item 3). */
  refund_paid_twice_seen: operator(['refundNo', 'orderNo', 'shop', 'amount', 'ref', 'paidOther', 'paidOtherAt']),
  dispute_opened_seen: operator(['orderNo', 'shop', 'amount', 'dueBy', 'seenStake', 'seenTotal']),
  dispute_closed_seen: operator(['orderNo', 'shop', 'amount', 'back', 'verdict', 'seenTotal']),
  /** The same for the mall's own customer service (merId 0), told to every operator (brief GV, item 1). */
  chat_waiting_seen: operator(['shopper']),
} as const satisfies Record<string, KindInfo>;

export type NoticeKind = keyof typeof NOTICE_KINDS;
export const NOTICE_KIND_NAMES = Object.keys(NOTICE_KINDS) as NoticeKind[];
/**
 * Shop alerts about the shop's standing and money, or that ask it to act before a deadline (audit CI10): they always
 * reach the shop's owner, whatever the owner chose for the staff; the owner's own switch for them is not offered.
 */
export const OWNER_NOTICE_KINDS: readonly NoticeKind[] = [
  'refund_asked',
  'refund_auto_accepted',
  'return_auto_received',
  'payout_paid',
  'payout_rejected',
  'payout_failed',
  'shop_change_decided',
  'shop_suspended',
  'shop_reopened',
  'product_taken_down',
  'product_restored',
  'balance_adjusted',
  'payment_taken_back',
  'payment_taken_back_closed',
  'payment_taken_back_failed',
  'dispute_opened',
  'dispute_closed',
  // Who can act for the shop is the owner's to know (decision 0050).
  'staff_joined',
  'staff_left',
  'staff_removed_by_platform',
];
/**
 * Shop alerts told to the owner alone, never to the other members (decision 0050, audit DS2): their texts speak of the
 * owner's invitation, the Staff page where only the owner removes people, and the alerts the owner chose for them.
 * The owner's recipients matrix offers them for nobody else.
 */
export const OWNER_ONLY_NOTICE_KINDS: readonly NoticeKind[] = [
  'staff_joined',
  'staff_left',
  'staff_removed_by_platform',
];
/** A kind named in a request: refused with a sentence, not the list of every internal name (audit M4). */
const KindSchema = z.enum(NOTICE_KIND_NAMES as [NoticeKind, ...NoticeKind[]], {
  error: 'Choose one of the kinds of message',
});
export const isNoticeKind = (value: unknown): value is NoticeKind =>
  typeof value === 'string' && Object.hasOwn(NOTICE_KINDS, value);

export const NoticeSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A route of the app that reads it (storefront or console hash route), or empty. */
  link: z.string(),
  read: z.boolean(),
  createTime: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  /** DESIGN.md section 3's paging: at most 100 (audit FX5). */
  limit: z.coerce.number().int().min(1).max(100).default(20),
  kind: KindSchema.optional(),
  unread: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});

export const NoticeUnreadSchema = z.object({ total: z.number().int() });

/**
 * Which notices to mark read: from 1 to 200 by their ids, or all; one message for a body that is neither (audit L8).
 * "All" may be bounded to what the page listed (audit FC4): `upTo`, the newest id it showed (one that came after stays
 * unread), and `kind`, the kind it was filtered by. `{ all: true }` alone marks every one.
 */
export const NOTICE_READ_TEXT = 'Name from 1 to 200 notices by their ids, or all of them';
export const NoticeReadSchema = z.union(
  [
    z.strictObject({ ids: z.array(z.number().int().positive()).min(1).max(200) }),
    z.strictObject({
      all: z.literal(true),
      upTo: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
      kind: KindSchema.optional(),
    }),
  ],
  { error: NOTICE_READ_TEXT },
);

export const NoticePreferenceSchema = z.object({
  kind: KindSchema,
  email: z.boolean(),
  sms: z.boolean(),
  site: z.boolean(),
  optional: z.boolean().optional(),
});
export const NoticePreferencesSchema = z.object({ kinds: z.array(NoticePreferenceSchema).max(50) });
/** What a reader sends to save their choices: strict (DESIGN.md section 4), `optional` is the answer's, not theirs. */
export const NoticePreferencesSaveSchema = z.strictObject({
  kinds: z.array(z.strictObject(NoticePreferenceSchema.shape)).max(50),
});

/** The shop owner's choice: which staff member gets which shop alert. */
export const NoticeRecipientSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  role: z.string(),
  kinds: z.array(z.string()),
});
export const NoticeRecipientsSchema = z.object({ staff: z.array(NoticeRecipientSchema), kinds: z.array(z.string()) });
export const NoticeRecipientsEditSchema = z.strictObject({
  userId: z.number().int().positive(),
  kinds: z.array(KindSchema).max(50),
});

export const NoticeLocaleSchema = z.enum(LOCALES);
export const NoticeTemplateSchema = z.object({
  kind: z.string(),
  locale: z.string(),
  subject: z.string(),
  text: z.string(),
  vars: z.array(z.string()),
  custom: z.boolean(),
});
export const NoticeTemplateQuerySchema = z.object({
  kind: KindSchema.optional(),
  locale: NoticeLocaleSchema.optional(),
});
export const NoticeTemplateEditSchema = z
  .strictObject({
    kind: KindSchema,
    locale: NoticeLocaleSchema,
    // What every reader's bell and mail shows: held to the readable rule (audit O1); the subject is one line.
    subject: readable(z.string().trim().max(150), 'Fill in the subject').default(''),
    text: readable(z.string().trim().max(2000), 'Fill in the text', { lines: true }).default(''),
    /** Back to the built-in words: the texts are not read (empty or left out). */
    reset: z.boolean().optional(),
  })
  .superRefine((t, ctx) => {
    if (t.reset === true) return;
    if (!t.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Fill in the subject' });
    if (!t.text) ctx.addIssue({ code: 'custom', path: ['text'], message: 'Fill in the text' });
  });
export const NoticePreviewSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export const UserLocaleSchema = z.strictObject({ locale: NoticeLocaleSchema });
export const NoticePreviewBodySchema = z.strictObject({
  kind: KindSchema,
  locale: NoticeLocaleSchema,
  subject: readable(z.string().max(150), 'Fill in the subject').optional(),
  text: readable(z.string().max(2000), 'Fill in the text', { lines: true }).optional(),
});
