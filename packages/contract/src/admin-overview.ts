import { z } from 'zod';
import { MoneySchema } from './catalog';
import { IdQuerySchema } from './ids';
import { DashboardQuerySchema } from './merchant';
import { MerchantOrderDetailSchema, MerchantOrderQuerySchema, MerchantOrderRowSchema } from './merchant-orders';
import { MerchantProductQuerySchema, MerchantProductRowSchema } from './merchant-products';
import { MerchantRefundListQuerySchema, MerchantRefundSchema } from './refunds';

/**
 * The operator's view across shops (/api/admin/dashboard, /api/admin/orders, /api/admin/catalog/products, /api/admin/refunds):
 * the same rows as a shop's console, each with the shop it belongs to, and an optional shop filter.
 */

export const AdminDashboardQuerySchema = DashboardQuerySchema;

export const AdminDashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), sales: MoneySchema }),
  /** The last 30 days, oldest first, today last: paid shop orders and their amount per day, the whole mall. */
  series: z.array(z.object({ date: z.string(), orders: z.number().int(), sales: MoneySchema })),
  last30: z.object({ orders: z.number().int(), sales: MoneySchema }),
  toShip: z.number().int(),
  refundsWaiting: z.number().int(),
  applicationsWaiting: z.number().int(),
  shopChangesWaiting: z.number().int(),
  newShops: z.number().int(),
  openShops: z.number().int(),
  productsOnSale: z.number().int(),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

const ShopFilter = { merId: IdQuerySchema.optional() };
const ShopOfRow = { merId: z.number().int(), merName: z.string() };

export const AdminOrderQuerySchema = MerchantOrderQuerySchema.extend(ShopFilter);
export const AdminOrderRowSchema = MerchantOrderRowSchema.extend(ShopOfRow);
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;
/**
 * Money Stripe took back of the order's payment without the mall asking (decision 0051): a refund made at Stripe or a
 * dispute. `amount`: the whole of it for the payment; `shopPart`: what it took (net, after a dispute's reinstated
 * funds) of this shop order; `dueBy`: a dispute's evidence deadline; `closeTime` null while a dispute is open.
 */
export const TakenBackSchema = z.object({
  kind: z.enum(['refund', 'dispute']),
  ref: z.string(),
  status: z.string(),
  reason: z.string(),
  amount: MoneySchema,
  shopPart: MoneySchema,
  dueBy: z.string().nullable(),
  createTime: z.string(),
  closeTime: z.string().nullable(),
});
export type TakenBack = z.infer<typeof TakenBackSchema>;
export const AdminOrderDetailSchema = MerchantOrderDetailSchema.extend({
  ...ShopOfRow,
  takenBack: z.array(TakenBackSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** `takenDown=true`: only the products the operator took down (audit FG8); `false`: only the others. */
export const AdminProductListQuerySchema = MerchantProductQuerySchema.omit({ shopCategoryId: true }).extend({
  ...ShopFilter,
  takenDown: z.enum(['true', 'false']).optional(),
});
export const AdminProductListRowSchema = MerchantProductRowSchema.extend(ShopOfRow);
export type AdminProductListRow = z.infer<typeof AdminProductListRowSchema>;

/** The platform's refund filters: by state and shop, and (`closed=customer_service`) the refunds closed for customer service. */
export const REFUND_CLOSED_FILTERS = ['customer_service'] as const;
export const AdminRefundQuerySchema = MerchantRefundListQuerySchema.extend({
  ...ShopFilter,
  closed: z.enum(REFUND_CLOSED_FILTERS).optional(),
});
export const AdminRefundSchema = MerchantRefundSchema.extend({
  ...ShopOfRow,
  /** The shop is suspended: the platform accepts the request and confirms returned goods (decision 0043). */
  shopSuspended: z.boolean(),
  /**
   * Closed for customer service with money the platform still holds for the buyer (decision 0052): an operator pays the
   * buyer another way and records it (POST /api/admin/refunds/{refundNo}/paid-another-way).
   */
  needsOperator: z.boolean(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;
