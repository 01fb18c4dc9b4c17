import { z } from 'zod';
import { PagingQuerySchema, STATE_FILTER } from './envelope';
import { isMoneyWithin } from './money';
import { plainMoney } from './money-input';
import { TrackingNoSchema } from './orders';
import { readable } from './readable-text';
import { maxChars } from './text-length';
import { UPLOAD_PATH_PATTERN } from './uploads';

const Id = z.number().int().positive().max(2_147_483_647);

/** Refund states (API.md): under review, accepted return waiting for the goods, goods sent, paying, paid, refused, revoked. */
export const REFUND_STATUSES = [
  'reviewing',
  'awaiting_return',
  'returning',
  'refunding',
  'refunded',
  'refused',
  'revoked',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** refund: money only; return: goods back, then money. */
export const REFUND_TYPES = ['refund', 'return'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/** The remark (`explain`) of a refund request: spec section 5, at most 100 characters. */
export const REFUND_EXPLAIN_MAX = 100;
/** Voucher pictures of a refund request. */
export const REFUND_IMAGES_MAX = 5;

/** A picture that came from our own upload call (POST /api/front/upload/image). */
export const RefundImageSchema = z.string().regex(UPLOAD_PATH_PATTERN, 'Upload the picture first');

export const RefundOrderNoSchema = z.string().regex(/^SH\d{10,30}$/, 'Unknown order');
export const RefundNoParamSchema = z.object({ refundNo: z.string().regex(/^RE\d{10,30}$/, 'Unknown refund') });

const ItemIdsSchema = z
  .array(Id)
  .min(1, 'Select an item')
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, 'The same item appears twice');

/** The reasons a shopper may choose from, in their language. */
export const RefundReasonsSchema = z.array(z.string());

export const RefundApplySchema = z.strictObject({
  orderNo: RefundOrderNoSchema,
  itemIds: ItemIdsSchema,
  type: z.enum(REFUND_TYPES, { error: 'Choose refund only or return goods and refund' }),
  reason: z.string().trim().min(1, 'Choose a reason for the refund').max(100),
  // Counted in characters as the shopper sees them, as the form's counter counts (audit FC3).
  explain: readable(
    maxChars(z.string().trim(), REFUND_EXPLAIN_MAX, 'The remark must be at most 100 characters'),
    'A remark of spaces or invisible characters says nothing: write it in words or leave it empty',
    { lines: true },
  ).default(''),
  images: z.array(RefundImageSchema).max(REFUND_IMAGES_MAX, 'At most 5 voucher pictures').default([]),
});
export type RefundApply = z.infer<typeof RefundApplySchema>;
export const RefundAppliedSchema = z.object({ refundNo: z.string() });

/** What a refund of these items would pay back, before it is requested. */
export const RefundComputeSchema = z.strictObject({
  orderNo: RefundOrderNoSchema,
  itemIds: ItemIdsSchema,
  /** The reason chosen so far: the seller's fault gives freight back (decision 0024). */
  reason: z.string().trim().max(100).optional(),
});
export const RefundAmountSchema = z.object({
  amount: z.string(),
  points: z.number().int(),
  /** Freight given back with the goods. */
  freight: z.string(),
  /** Freight kept back: the goods kept no longer reach the shop's free-shipping amount (already out of `amount`). */
  freightDeducted: z.string(),
});

export const RefundReturnSchema = z.strictObject({
  courier: readable(z.string().trim().min(1, 'Fill in the courier company').max(60), 'Fill in the courier company'),
  trackingNo: TrackingNoSchema,
});

export const RefundRefuseSchema = z.strictObject({
  reason: readable(
    z.string().trim().min(1, 'Fill in the reason for refusing').max(200),
    'Fill in the reason for refusing',
    { lines: true },
  ),
});

/** A note of the operator's payment to the buyer another way (the bank transfer's reference): at most 200 characters. */
export const REFUND_OTHER_WAY_NOTE_MAX = 200;
const OTHER_WAY_NOTE = 'Write the note of the payment (such as the bank transfer reference), at most 200 characters';
const OTHER_WAY_AMOUNT = 'Enter the amount paid to the buyer, such as 12.50, not 0';

/**
 * POST /api/admin/refunds/{refundNo}/paid-another-way: the operator paid the buyer of a refund closed for customer
 * service outside Stripe (decision 0052): how much (at most what the platform holds for the buyer; part of it is
 * allowed), the note (the bank transfer's reference), and the form's own number (`requestId`): sent twice, it is booked
 * once.
 */
export const RefundPaidAnotherWaySchema = z.strictObject({
  amount: plainMoney(z.string({ error: OTHER_WAY_AMOUNT }).trim())
    .regex(/^\d{1,6}(?:\.\d{1,2})?$/, OTHER_WAY_AMOUNT)
    .refine((v) => isMoneyWithin(v, 1), OTHER_WAY_AMOUNT),
  note: readable(
    maxChars(
      z.string({ error: OTHER_WAY_NOTE }).trim().min(1, OTHER_WAY_NOTE),
      REFUND_OTHER_WAY_NOTE_MAX,
      OTHER_WAY_NOTE,
    ),
    OTHER_WAY_NOTE,
  ),
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
});
export type RefundPaidAnotherWay = z.infer<typeof RefundPaidAnotherWaySchema>;

/** `lang` (optional): the language of the answer's reasons, before the locale cookie and Accept-Language. */
const LangQuery = { lang: z.string().max(10).optional() };
export const RefundListQuerySchema = PagingQuerySchema.extend(LangQuery);
export const MerchantRefundListQuerySchema = PagingQuerySchema.extend({
  status: z.enum(REFUND_STATUSES, { error: STATE_FILTER }).optional(),
  ...LangQuery,
});

export const RefundItemSchema = z.object({
  /** The order item's id. */
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  skuText: z.string(),
  price: z.string(),
  quantity: z.number().int(),
  /** This item's share of the money paid back. */
  amount: z.string(),
});

const When = z.string().nullable();
export const RefundSchema = z.object({
  refundNo: z.string(),
  /** The shop order (SH…) and its checkout (PT…). */
  orderNo: z.string(),
  parentOrderNo: z.string(),
  merId: z.number().int(),
  merName: z.string(),
  type: z.enum(REFUND_TYPES),
  status: z.enum(REFUND_STATUSES),
  /** The reason in the reader's language. */
  reason: z.string(),
  explain: z.string(),
  images: z.array(z.string()),
  amount: z.string(),
  points: z.number().int(),
  /** Freight given back, and freight kept back because the goods kept no longer ship free (both within `amount`). */
  freight: z.string(),
  freightDeducted: z.string(),
  totalNum: z.number().int(),
  items: z.array(RefundItemSchema),
  refuseReason: z.string().nullable(),
  /**
   * Closed by the mall because the card payment can no longer be refunded (Stripe gave it back or holds less than the
   * rest, audit DM2), not refused by the shop: `refuseReason` says why.
   */
  closedUnpaid: z.boolean().optional(),
  /**
   * A refund closed for customer service (decision 0052) that the platform then paid to the buyer another way (a bank
   * transfer), all of what it held: no longer `closedUnpaid`.
   */
  paidAnotherWay: z.boolean().optional(),
  courier: z.string(),
  trackingNo: z.string(),
  /** Where returned goods go: the shop's address and phone (for an accepted return). */
  returnAddress: z.object({ name: z.string(), address: z.string(), phone: z.string() }).nullable(),
  createTime: z.string(),
  reviewTime: When,
  returnTime: When,
  refundTime: When,
  closeTime: When,
  /**
   * While the shop has to act: by when (a request under review is then accepted for the shop, returned goods are taken
   * as received and paid back); null otherwise (audit AM11).
   */
  shopDeadline: When,
});
export type Refund = z.infer<typeof RefundSchema>;

/** The merchant's view adds the buyer and the consignee. */
export const MerchantRefundSchema = RefundSchema.extend({
  buyer: z.object({ id: z.number().int(), nickname: z.string() }),
  consignee: z.object({ realName: z.string(), phone: z.string(), detail: z.string() }),
  /** The provider's refund id once paid back. */
  providerRef: z.string().nullable(),
  /**
   * What the platform holds for the buyer (decision 0052): the money of card payments that failed and was not paid
   * since; for a refund closed for customer service, what the operator still has to pay the buyer another way.
   */
  heldForBuyer: z.string(),
  /** What the operator paid the buyer another way (bank transfers booked on the refund), "0.00" for none. */
  paidAnotherWayAmount: z.string(),
});
export type MerchantRefund = z.infer<typeof MerchantRefundSchema>;
