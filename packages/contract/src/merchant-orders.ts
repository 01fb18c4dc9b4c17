import { z } from 'zod';
import { MoneySchema } from './catalog';
import { PagingQuerySchema, STATE_FILTER } from './envelope';
import { DateSchema, financeMessages } from './finance';
import { merchantMessages } from './merchant';
import { DELIVERY_METHODS } from './orders';
import { readable } from './readable-text';
import { maxChars } from './text-length';

/** The shop's orders: list, detail, shipping, logistics events and the CSV export (/api/merchant/orders). */

const m = merchantMessages;

export const MERCHANT_ORDER_STATUSES = [
  'unpaid',
  'to_ship',
  'to_receive',
  'to_review',
  'completed',
  'refunded',
  'cancelled',
] as const;
export type MerchantOrderStatus = (typeof MERCHANT_ORDER_STATUSES)[number];

export const MerchantOrderQuerySchema = PagingQuerySchema.extend({
  status: z.enum(MERCHANT_ORDER_STATUSES, { error: STATE_FILTER }).optional(),
  /** Part of an order number or of the consignee's name or phone. */
  keyword: z.string().trim().max(60).optional(),
});

/**
 * The CSV export takes the list's filters without its paging, and the days the orders were placed on, the shop's days
 * (its time zone, as its statement's; audit AW5: a busy shop could not export last month).
 */
export const MerchantOrderExportQuerySchema = MerchantOrderQuerySchema.omit({ page: true, limit: true })
  .extend({ from: DateSchema.optional(), to: DateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: financeMessages.dateOrder, path: ['to'] });

export const MerchantOrderRowSchema = z.object({
  orderNo: z.string(),
  status: z.enum(MERCHANT_ORDER_STATUSES),
  payFee: MoneySchema,
  createTime: z.string(),
  payTime: z.string().nullable(),
  consignee: z.object({
    realName: z.string(),
    detail: z.string(),
    phone: z.string(),
    /** The phone's dial code (`+66`); empty for very old addresses. */
    countryCode: z.string(),
    /** The whole address on one line in the reader's language: detail, city, region, post code, country name. */
    fullAddress: z.string(),
  }),
  items: z.array(z.object({ name: z.string(), skuText: z.string(), quantity: z.number().int() })),
});
export type MerchantOrderRow = z.infer<typeof MerchantOrderRowSchema>;

export const MerchantOrderDetailSchema = z.object({
  orderNo: z.string(),
  status: z.enum(MERCHANT_ORDER_STATUSES),
  createTime: z.string(),
  payTime: z.string().nullable(),
  shipTime: z.string().nullable(),
  receiveTime: z.string().nullable(),
  payType: z.string(),
  proTotalFee: MoneySchema,
  freightFee: MoneySchema,
  couponFee: MoneySchema,
  pointsFee: MoneySchema,
  payFee: MoneySchema,
  /** Money paid back to the buyer by the order's refunds, and the freight they kept back (audit AM14). */
  refundedFee: MoneySchema,
  freightKeptFee: MoneySchema,
  /**
   * The order's refunds closed for customer service (decision 0052: the card refused the refund, the platform holds the
   * money and pays the buyer another way): why, in the reader's language, what the platform still holds for the buyer,
   * what it paid the buyer another way, and when the last of its money left (null while some is held, audit FF2).
   */
  closedForService: z.array(
    z.object({
      refundNo: z.string(),
      reason: z.string(),
      heldForBuyer: MoneySchema,
      paidAnotherWay: MoneySchema,
      refundTime: z.string().nullable(),
    }),
  ),
  mark: z.string(),
  /**
   * `disabled`: the platform disabled the buyer's account (audit N7): do not ship; the platform refunds it. `closed`:
   * the buyer closed the account (audit AN8); the order stays for the shop's books, its name is gone.
   */
  buyer: z.object({ id: z.number().int(), nickname: z.string(), disabled: z.boolean(), closed: z.boolean() }),
  consignee: z.object({
    realName: z.string(),
    phone: z.string(),
    countryCode: z.string(),
    email: z.string(),
    /** The ISO code of a structured address (free text of a very old one). */
    country: z.string(),
    /** The country's name in the reader's language (issue 22: a courier reads names, not codes). */
    countryName: z.string(),
    regionCode: z.string(),
    /** The province or state in the reader's language where the data has it. */
    region: z.string(),
    city: z.string(),
    detail: z.string(),
    postCode: z.string(),
    /** The whole address on one line: detail, city, region, post code, country name. */
    fullAddress: z.string(),
  }),
  items: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      name: z.string(),
      image: z.string(),
      skuText: z.string(),
      price: MoneySchema,
      quantity: z.number().int(),
      refundStatus: z.string(),
    }),
  ),
  logistics: z.object({
    /** send (courier company and tracking number), deliver (the shop's own deliverer: courierName, courierPhone) or
     * virtual. */
    deliveryMethod: z.enum(DELIVERY_METHODS),
    courierCompany: z.string().nullable(),
    trackingNo: z.string().nullable(),
    courierName: z.string().nullable(),
    courierPhone: z.string().nullable(),
    events: z.array(z.object({ text: z.string(), time: z.string() })),
  }),
});
export type MerchantOrderDetail = z.infer<typeof MerchantOrderDetailSchema>;

export const LogisticsEventSchema = z.strictObject({
  text: readable(maxChars(z.string().trim().min(1, m.logisticsText), 200, m.logisticsText), m.logisticsText),
});
