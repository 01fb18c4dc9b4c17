import { z } from 'zod';
import { OTHER_LOCALES } from './admin';
import { MoneySchema } from './catalog';
import { EditVersionField, VersionAnswerSchema } from './edits';
import { PagingQuerySchema, STATE_FILTER } from './envelope';
import { isMoneyWithin } from './money';
import { plainMoney } from './money-input';
import { OPTIONAL_BLANK_TEXT, readable } from './readable-text';
import { maxChars } from './text-length';

const MAX_ID = 2_147_483_647;
const Id = z.number().int().positive().max(MAX_ID);
const When = z.string().nullable();
/** A coupon's name, in characters as the reader counts them (text-length.ts), in each language. */
export const COUPON_NAME_MAX = 40;

/** 1 whole shop (platform coupons: the whole mall), 2 chosen goods, 3 a platform category and its children. */
export const COUPON_USE_TYPES = [1, 2, 3] as const;
export type CouponUseType = (typeof COUPON_USE_TYPES)[number];
const UseTypeSchema = z.number().int().min(1).max(3);

/** GET /api/front/coupons: coupons open for receiving; `merId` 0 means the platform's own. */
export const CouponQuerySchema = PagingQuerySchema.extend({
  useType: z.coerce.number().int().min(1).max(3).optional(),
  merId: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  /** Only coupons that apply to this product (its shop's, its own, its category's and the platform's). */
  productId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export type CouponQuery = z.infer<typeof CouponQuerySchema>;

/** What a coupon offers, shared by the centre, the shop page, my coupons and the consoles. */
const CouponTermsSchema = z.object({
  name: z.string(),
  /** The shop's id; 0 for a platform coupon. */
  merId: z.number().int(),
  /** The shop's name; '' for a platform coupon. */
  merName: z.string(),
  useType: UseTypeSchema,
  /** The discount. */
  money: MoneySchema,
  /** The goods this coupon covers must come to at least this much ("0.00": no minimum). */
  minSpend: MoneySchema,
  /** Goods coupons: the products it covers. */
  productIds: z.array(z.number().int()),
  /** Category coupons: the platform category (its children included) and its name in the shopper's language. */
  categoryId: z.number().int().nullable(),
  categoryName: z.string(),
});

export const CouponSchema = CouponTermsSchema.extend({
  id: z.number().int(),
  /** Valid this many days after receiving; null when the coupon has fixed dates. */
  validDays: z.number().int().nullable(),
  validFrom: When,
  validTo: When,
  receiveFrom: When,
  receiveTo: When,
  /** How many can still be taken; null when there is no limit. */
  remaining: z.number().int().nullable(),
  /** The signed-in shopper holds it already (false for visitors). */
  received: z.boolean(),
  /** The shopper may take one more (not at their limit, not sold out). */
  receivable: z.boolean(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const ReceiveCouponSchema = z.strictObject({ couponId: Id });
export const ReceivedCouponSchema = z.object({
  /** The shopper's coupon (used in couponIds at checkout). */
  id: z.number().int(),
  couponId: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
});

/** GET /api/front/coupon/list */
export const MyCouponQuerySchema = PagingQuerySchema.extend({
  type: z.enum(['usable', 'unusable']).default('usable'),
  useType: z.coerce.number().int().min(1).max(3).optional(),
});
export type MyCouponQuery = z.infer<typeof MyCouponQuerySchema>;

export const MyCouponSchema = CouponTermsSchema.extend({
  /** The shopper's coupon: this id goes into couponIds at checkout. */
  id: z.number().int(),
  couponId: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  /**
   * unused: usable now (the `usable` list holds only these); the `unusable` list: notStarted (usable from validFrom),
   * shopSuspended (the shop is suspended: nothing of it can be bought until it reopens), used, expired.
   */
  status: z.enum(['unused', 'notStarted', 'shopSuspended', 'used', 'expired']),
  usedTime: When,
  receiveTime: z.string(),
});
export type MyCoupon = z.infer<typeof MyCouponSchema>;

/** A coupon offered at order confirmation; `discount` is what it takes off this order on its own. */
export const CouponOfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  money: MoneySchema,
  couponId: z.number().int(),
  useType: UseTypeSchema,
  minSpend: MoneySchema,
  discount: MoneySchema,
  validTo: z.string(),
  /**
   * Why a platform coupon takes 0.00 when it is not the shop coupons': `ownShop`, the goods it covers are of the shop
   * the buyer runs, for which the mall pays nothing (audit CH2). An addition to API.md section C.
   */
  reason: z.enum(['ownShop']).optional(),
});
export type CouponOffer = z.infer<typeof CouponOfferSchema>;

// Consoles: /api/merchant/coupons (the staff's shop) and /api/admin/coupons (the platform, merId 0).

/** An amount of a coupon, bounded like every amount of the mall (MAX_MONEY). */
const MoneyInputSchema = plainMoney(z.string().trim())
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter an amount such as 5 or 5.50')
  .refine((v) => isMoneyWithin(v, 0), 'Enter an amount such as 5 or 5.50');
const Instant = z.iso.datetime({ offset: true, error: 'Enter a date and time' });

export const CouponCreateSchema = z
  .strictObject({
    name: readable(
      maxChars(
        z.string().trim().min(1, 'Fill in the coupon name'),
        COUPON_NAME_MAX,
        'The coupon name is at most 40 characters',
      ),
      'Fill in the coupon name',
    ),
    /**
     * The name in the storefront's other languages (decision 0056): each bounded as the name, in characters as the
     * reader counts them; '' or left out reads the name as written. The server keeps only the languages given.
     */
    names: z
      .partialRecord(
        z.enum(OTHER_LOCALES),
        readable(
          maxChars(z.string().trim(), COUPON_NAME_MAX, 'A translated coupon name is at most 40 characters'),
          OPTIONAL_BLANK_TEXT,
        ),
      )
      .default({}),
    useType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose what the coupon applies to' }),
    productIds: z.array(Id).max(100, 'A coupon covers at most 100 products').default([]),
    categoryId: Id.optional(),
    /** The discount, e.g. "5.00". */
    money: MoneyInputSchema,
    /** "0" for no minimum. */
    minSpend: MoneyInputSchema.default('0'),
    /** 0 for no limit. */
    total: z.number().int().min(0).max(1_000_000).default(0),
    perUser: z.number().int().min(1).max(100).default(1),
    /** Either validDays, or validFrom and validTo. */
    validDays: z.number().int().min(1, 'Valid for at least 1 day').max(365, 'Valid for at most 365 days').optional(),
    validFrom: Instant.optional(),
    validTo: Instant.optional(),
    receiveFrom: Instant.optional(),
    receiveTo: Instant.optional(),
  })
  .superRefine((value, ctx) => {
    const fixed = value.validFrom !== undefined || value.validTo !== undefined;
    const issues: { message: string; path: string }[] = [];
    if (value.useType === 2 && value.productIds.length === 0) {
      issues.push({ message: 'Choose the products of a goods coupon', path: 'productIds' });
    }
    if (value.useType === 3 && value.categoryId === undefined) {
      issues.push({ message: 'Choose the category of a category coupon', path: 'categoryId' });
    }
    if (value.validDays === undefined && !fixed) {
      issues.push({ message: 'Give the days of validity or fixed dates', path: 'validDays' });
    }
    if (value.validDays !== undefined && fixed) {
      issues.push({ message: 'Give the days of validity or fixed dates, not both', path: 'validDays' });
    }
    if (fixed && (value.validFrom === undefined || value.validTo === undefined)) {
      issues.push({ message: 'Give both the first and the last day of validity', path: 'validTo' });
    }
    if (value.validFrom && value.validTo && Date.parse(value.validTo) <= Date.parse(value.validFrom)) {
      issues.push({ message: 'The validity must end after it starts', path: 'validTo' });
    }
    if (value.receiveFrom && value.receiveTo && Date.parse(value.receiveTo) <= Date.parse(value.receiveFrom)) {
      issues.push({ message: 'Receiving must end after it starts', path: 'receiveTo' });
    }
    // A coupon received after its fixed validity ends could never be used.
    if (value.receiveFrom && value.validTo && Date.parse(value.receiveFrom) >= Date.parse(value.validTo)) {
      issues.push({ message: 'Receiving must start before the validity ends', path: 'receiveFrom' });
    }
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  });
export type CouponCreate = z.infer<typeof CouponCreateSchema>;

export const ConsoleCouponQuerySchema = PagingQuerySchema.extend({
  status: z.enum(['open', 'closed'], { error: STATE_FILTER }).optional(),
});

export const ConsoleCouponSchema = CouponTermsSchema.extend({
  id: z.number().int(),
  total: z.number().int(),
  taken: z.number().int(),
  used: z.number().int(),
  perUser: z.number().int(),
  validDays: z.number().int().nullable(),
  validFrom: When,
  validTo: When,
  receiveFrom: When,
  receiveTo: When,
  status: z.enum(['open', 'closed']),
  createTime: z.string(),
  /** What closing sends back as `version` (edits.ts). */
  version: VersionAnswerSchema,
});
export type ConsoleCoupon = z.infer<typeof ConsoleCouponSchema>;

/** Closing a coupon: the version the list showed (edits.ts); a coupon changed since is refused with 409. */
export const CouponCloseSchema = z.strictObject({ ...EditVersionField });
