import { z } from 'zod';
import { AddressSchema } from './addresses';
import { QuantitySchema } from './cart';
import { CouponOfferSchema } from './coupons';
import { phoneNumberSchema } from './phones';
import { OPTIONAL_BLANK_TEXT, readable } from './readable-text';
import { charCount, maxChars } from './text-length';

const Id = z.number().int().positive().max(2_147_483_647);
export const PreOrderSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('cart'), cartIds: z.array(Id).min(1, 'Select an item').max(100) }),
  z.strictObject({
    type: z.literal('buyNow'),
    items: z
      .array(z.strictObject({ productId: Id, skuId: Id, quantity: QuantitySchema }))
      .min(1, 'Select an item')
      .max(50),
  }),
]);
export const PreOrderCreatedSchema = z.object({ preOrderNo: z.string() });
/** Loading a checkout: the number is only bounded here, an unknown one answers 404. */
export const PreOrderNoParamSchema = z.object({ preOrderNo: z.string().max(60) });

const PreOrderNoSchema = z.string().regex(/^PO\w{8,40}$/, 'Unknown checkout');
export const ComputePriceSchema = z.strictObject({
  preOrderNo: PreOrderNoSchema,
  addressId: Id.optional(),
  couponIds: z.array(Id).max(20).default([]),
  usePoints: z.boolean().default(false),
});
/** A note that shows nothing (spaces trimmed away already give an empty note, which is no note). */
export const ORDER_NOTE_BLANK =
  'A note of spaces or invisible characters says nothing: write it in words or leave it empty';
/** A note's limit, in characters as a person counts them (`charCount`, audit FC3): under 150. */
export const ORDER_NOTE_MAX = 149;
export const ORDER_NOTE_TOO_LONG = 'The note must be under 150 characters';
/**
 * A note's ceiling in code points whatever it counts in characters, so that one of characters built of many (joined
 * emoji, letters under many marks) stays bounded in storage (audit FC3): four per character on average.
 */
export const ORDER_NOTE_CODE_POINTS = 600;
export const ORDER_NOTE_TOO_HEAVY = 'The note holds too many joined symbols or marks for its length: shorten it';
/**
 * A note to a seller (spec: under 150 characters, counted as a person counts them). Its box is a textarea, so line
 * breaks are words (audit AV8: a note of two lines was refused as saying nothing); other control and direction
 * characters are still refused.
 */
export const OrderNoteSchema = readable(
  z
    .string()
    .trim()
    .refine((note) => charCount(note) <= ORDER_NOTE_MAX, ORDER_NOTE_TOO_LONG)
    .max(ORDER_NOTE_CODE_POINTS, ORDER_NOTE_TOO_HEAVY),
  ORDER_NOTE_BLANK,
  { lines: true },
);
export const ORDER_NOTES_MAX = 50;
export const orderNoteMessages = {
  shopKey: 'A note names a shop by its number',
  tooMany: 'Notes for at most 50 shops',
  notInOrder: 'A note names a shop that is not in this order',
} as const;

export const CreateOrderSchema = z.strictObject({
  preOrderNo: PreOrderNoSchema,
  /** Required unless every item is virtual (then none is asked for). */
  addressId: Id.optional(),
  couponIds: z.array(Id).max(20).default([]),
  usePoints: z.boolean().default(false),
  /** One note for every shop of the order: only when `marks` is absent (API.md section C). */
  mark: OrderNoteSchema.default(''),
  /** A note per shop, `{ "<merId>": "note" }` (issue 22): each shop receives its own and sees no other's. */
  marks: z
    .record(z.string().max(10), OrderNoteSchema)
    .refine((notes) => Object.keys(notes).every((merId) => /^[1-9]\d{0,9}$/.test(merId)), orderNoteMessages.shopKey)
    .refine((notes) => Object.keys(notes).length <= ORDER_NOTES_MAX, orderNoteMessages.tooMany)
    .optional(),
  payType: z.enum(['card'], { error: 'Choose a payment method' }),
  /**
   * The amount the shopper confirmed (the computed price's `payFee`): when given, an order that would cost anything
   * else now (points or a coupon spent meanwhile by another checkout, a price or freight changed) is refused with 409
   * and nothing is written. An addition to API.md section C.
   */
  payFee: z
    .string()
    .regex(/^\d{1,10}\.\d{2}$/, 'The amount to pay must be written like 12.50')
    .optional(),
});
export const OrderCreatedSchema = z.object({ orderNo: z.string() });

export const PriceSchema = z.object({
  proTotalFee: z.string(),
  freightFee: z.string(),
  couponFee: z.string(),
  pointsFee: z.string(),
  payFee: z.string(),
  /** The points the deduction spends (0 without usePoints). */
  pointsUsed: z.number().int().optional(),
  /** Per shop: its coupon's discount, its freight and what it pays. */
  shops: z
    .array(
      z.object({
        merId: z.number().int(),
        /** The shop's part of the coupons: its own coupon plus its share of the mall's. */
        couponFee: z.string(),
        /**
         * The shop's own coupon alone (audit AV9: the page's "Shop total" is goods + freight − this; the mall coupon and
         * points are rows of their own). An addition to API.md section C.
         */
        shopCouponFee: z.string().optional(),
        pointsFee: z.string(),
        payFee: z.string(),
        freightFee: z.string().optional(),
      }),
    )
    .optional(),
  /**
   * Every platform coupon the shopper can use on this checkout with what it takes off next to the chosen shop coupons
   * (0.00: nothing left for it), the one that takes most first (audit CE1: the page re-picks the best when a shop
   * coupon changes). An addition to API.md section C. `reason` as in the offers (CouponOfferSchema, audit CH2).
   */
  platformCoupons: z
    .array(z.object({ id: z.number().int(), discount: z.string(), reason: z.enum(['ownShop']).optional() }))
    .optional(),
  /** false when some items cannot go to the chosen address (those are listed in `items`); creation is refused. */
  deliverable: z.boolean().optional(),
  /** Why not, in the reader's language ("2 items cannot be delivered to Laos"); '' when all can. */
  deliveryMessage: z.string().optional(),
  /** Every item with whether it can go to the chosen address. */
  items: z
    .array(
      z.object({
        productId: z.number().int(),
        skuId: z.number().int(),
        merId: z.number().int(),
        deliverable: z.boolean(),
      }),
    )
    .optional(),
});

export const OrderNoParamSchema = z.object({ orderNo: z.string().regex(/^(PT|SH)\d{10,30}$/, 'Unknown order') });
export const BuyAgainSchema = z.object({ added: z.number(), skipped: z.number() });

/** How a shop order travels (spec: send, deliver, virtual); `virtual` is set at checkout, never chosen when shipping. */
export const DELIVERY_METHODS = ['send', 'deliver', 'virtual'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** A tracking number's rule, said when one is filled in but does not follow it (audit FO5). */
export const TRACKING_NO_FORMAT =
  'A tracking number has 4 to 40 letters (A to Z), digits, hyphens (-) or underscores (_)';

/**
 * A courier's tracking number as a shop or a shopper types it: the spaces a number pasted from a courier's receipt
 * carries (`AB 1234 5678`) are removed, then 4 to 40 letters, digits, `-` or `_`. Empty is "fill in"; anything else
 * that breaks the rule says the rule (TRACKING_NO_FORMAT).
 */
export const TrackingNoSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/gu, '') : value),
  z
    .string({ error: 'Fill in the tracking number' })
    .min(1, 'Fill in the tracking number')
    .regex(/^[\w-]{4,40}$/, TRACKING_NO_FORMAT),
);

/**
 * Shipping a paid shop order: `send` (the default when `method` is absent, as API.md's `{ courierCompany, trackingNo }`)
 * hands it to a courier company with a tracking number; `deliver` is the shop's own delivery, by a named person with a
 * phone, and has no courier or tracking number. The person's name and phone are the order's `courierName` and
 * `courierPhone` (the spec's "courier name and phone").
 */
const SendSchema = z.strictObject({
  method: z.literal('send').default('send'),
  courierCompany: readable(
    maxChars(
      z.string({ error: 'Fill in the courier company' }).trim().min(1, 'Fill in the courier company'),
      60,
      'Fill in the courier company',
    ),
    'Fill in the courier company',
  ),
  trackingNo: TrackingNoSchema,
  // The shopper's tracking page shows them as the shop wrote them (audit W2).
  courierName: readable(z.string().trim().max(40), OPTIONAL_BLANK_TEXT).optional(),
  courierPhone: readable(z.string().trim().max(30), OPTIONAL_BLANK_TEXT).optional(),
});
const DeliverSchema = z.strictObject({
  method: z.literal('deliver'),
  courierName: readable(
    maxChars(
      z.string({ error: "Fill in the deliverer's name" }).trim().min(1, "Fill in the deliverer's name"),
      40,
      "Fill in the deliverer's name",
    ),
    "Fill in the deliverer's name",
  ),
  /** As people write it ("+66 81 234 5678"), stored normalised (phones.ts). */
  courierPhone: phoneNumberSchema("Fill in the deliverer's phone number"),
});
const HOW_IT_TRAVELS = { error: 'Choose courier (send) or your own delivery (deliver)' };
export const ShipSchema = z.discriminatedUnion(
  'method',
  // Virtual goods: nothing travels, the shop marks them delivered (only for an order of virtual goods).
  [SendSchema, DeliverSchema, z.strictObject({ method: z.literal('virtual') })],
  HOW_IT_TRAVELS,
);
export type ShipInput = z.infer<typeof ShipSchema>;

/**
 * Correcting a shipment on its way (`POST /api/merchant/orders/:orderNo/shipment`, audit AM2): the courier and
 * tracking number, or the deliverer, as when shipping; virtual goods have nothing to correct.
 */
export const ShipmentCorrectionSchema = z.discriminatedUnion('method', [SendSchema, DeliverSchema], HOW_IT_TRAVELS);
export type ShipmentCorrection = z.infer<typeof ShipmentCorrectionSchema>;

/** Order list tab codes (API.md): 0 all, 1 to pay, 2 to ship, 3 to receive, 4 to review, 5 refund, 6 completed. */
export const ORDER_TABS = ['all', 'unpaid', 'to_ship', 'to_receive', 'to_review', 'refund', 'completed'] as const;

const Money = z.string();
const When = z.string().nullable();
export const OrderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  skuId: z.number().int(),
  name: z.string(),
  image: z.string(),
  skuText: z.string(),
  price: Money,
  quantity: z.number().int(),
  reviewed: z.boolean(),
  /** none, applying (in an open refund) or refunded; refundNo is that refund's number. */
  refundStatus: z.string(),
  refundNo: z.string().nullable(),
});
export const ConsigneeSchema = z.object({
  realName: z.string(),
  email: z.string(),
  country: z.string(),
  /** The country's and the region's names in the reader's language, as the address book answers them (audit AM1). */
  countryName: z.string().optional(),
  regionCode: z.string().optional(),
  region: z.string().optional(),
  city: z.string().optional(),
  detail: z.string(),
  postCode: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  /** The whole address in one line, in the reader's language. */
  fullAddress: z.string().optional(),
});
export const ShopOrderSchema = z.object({
  orderNo: z.string(),
  parentOrderNo: z.string(),
  status: z.string(),
  merId: z.number().int(),
  merName: z.string(),
  paid: z.boolean(),
  payType: z.string(),
  proTotalFee: Money,
  freightFee: Money,
  couponFee: Money,
  pointsFee: Money,
  payFee: Money,
  /** Money paid back by the order's refunds, and the freight they kept back (within what was paid; audit AM14). */
  refundedFee: Money,
  freightKeptFee: Money,
  /**
   * Refunds closed for customer service (decision 0052, audit FY1): what the platform holds for the shopper because the
   * card refused the refund, and what customer service paid them another way. Neither is in `refundedFee`, which is
   * what went back to the card.
   */
  heldForBuyerFee: Money,
  paidAnotherWayFee: Money,
  totalNum: z.number().int(),
  mark: z.string(),
  createTime: z.string(),
  payTime: When,
  shipTime: When,
  receiveTime: When,
  completeTime: When,
  /** A completed order can be refunded until this time (the platform's after-sales days); null for other states. */
  afterSalesEnd: When,
  cancelTime: When,
  payDeadline: z.string(),
  consignee: ConsigneeSchema,
  /** send: a courier (courierCompany, trackingNo); deliver: the shop's own delivery (courierName and courierPhone are
   * the person who brings it; no courier, no tracking number); virtual: nothing to deliver. */
  deliveryMethod: z.enum(DELIVERY_METHODS),
  courierCompany: z.string(),
  trackingNo: z.string(),
  courierName: z.string(),
  courierPhone: z.string(),
  /**
   * The buyer runs this order's shop (its owner or staff): its items take no review, so the page offers none (audit
   * CH2). An addition to API.md section C.
   */
  ownShop: z.boolean().optional(),
  items: z.array(OrderItemSchema),
});
export const OrderDetailSchema = ShopOrderSchema.extend({
  kind: z.enum(['shop', 'checkout']),
  shopOrders: z.array(ShopOrderSchema),
});
export const OrderCountsSchema = z.object({
  all: z.number().int(),
  unpaid: z.number().int(),
  toShip: z.number().int(),
  toReceive: z.number().int(),
  toReview: z.number().int(),
  refund: z.number().int(),
  completed: z.number().int(),
});
export const LogisticsSchema = z.object({
  orderNo: z.string(),
  status: z.string(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  courierCompany: z.string(),
  trackingNo: z.string(),
  courierName: z.string(),
  courierPhone: z.string(),
  events: z.array(z.object({ text: z.string(), time: z.string() })),
});
const PreOrderItemSchema = z.object({
  productId: z.number().int(),
  skuId: z.number().int(),
  name: z.string(),
  image: z.string(),
  skuText: z.string(),
  price: Money,
  quantity: z.number().int(),
  stock: z.number().int(),
  /** false when it cannot go to the default address (or the checkout's chosen one). */
  deliverable: z.boolean().optional(),
  /** Virtual goods need no address and no freight. */
  virtual: z.boolean().optional(),
});
export const PreOrderLoadSchema = z.object({
  preOrderNo: z.string(),
  source: z.string(),
  shops: z.array(
    z.object({
      merId: z.number().int(),
      merName: z.string(),
      proTotalFee: Money,
      freightFee: Money,
      coupons: z.array(CouponOfferSchema),
      items: z.array(PreOrderItemSchema),
    }),
  ),
  platformCoupons: z.array(CouponOfferSchema),
  /**
   * balance: usable points now; usable and deduction: what "use points" takes with no coupon chosen (the computed
   * price tells it for the chosen coupons); value: points per dollar; maxShare: the most percent of the goods after
   * coupons that points may pay.
   */
  points: z.object({
    balance: z.number().int(),
    usable: z.number().int(),
    deduction: Money,
    value: z.number().int(),
    maxShare: z.number().int(),
  }),
  address: AddressSchema.nullable(),
  /** false when every item is virtual: no address is asked for and there is no freight. */
  needsAddress: z.boolean().optional(),
  price: PriceSchema,
});
export const OrderListQuerySchema = z.object({
  status: z.coerce.number().int().min(0).max(6).default(0),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  /** DESIGN.md section 3's paging: 20 unless asked (audit FX6); the storefront asks for its own page size. */
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
