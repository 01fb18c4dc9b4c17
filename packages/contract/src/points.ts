import { z } from 'zod';
import { MoneySchema } from './catalog';
import { PagingQuerySchema } from './envelope';

/** GET /api/front/integral/user: the five figures of the points page. */
export const PointsSummarySchema = z.object({
  /** Usable now; below zero while points a refund took back are owed (nothing can be spent until it is above). */
  current: z.number().int(),
  /** Points earned on orders in all (less what refunds took back). */
  totalEarned: z.number().int(),
  /** The money paid on the orders that earned them. */
  totalMoneyEarned: MoneySchema,
  /** Earned but still frozen. */
  frozen: z.number().int(),
  /** Spent at checkout (less what cancellations and refunds gave back). */
  consumed: z.number().int(),
  /** The rules: points per dollar paid, frozen days, points per dollar of deduction, most share of the goods. */
  earnRate: z.number(),
  frozenDays: z.number().int(),
  value: z.number().int(),
  maxShare: z.number().int(),
});
export type PointsSummary = z.infer<typeof PointsSummarySchema>;

/** GET /api/front/integral/list: all, earn (points in) or spend (points out). */
export const PointsListQuerySchema = PagingQuerySchema.extend({
  type: z.enum(['all', 'earn', 'spend']).default('all'),
});
export type PointsListQuery = z.infer<typeof PointsListQuerySchema>;

export const POINTS_ENTRY_TYPES = ['earn', 'spend', 'return', 'deduct'] as const;
export const PointsEntrySchema = z.object({
  id: z.number().int(),
  /** earn (an order completed), spend (checkout), return (spent points given back), deduct (taken back on refund) */
  type: z.enum(POINTS_ENTRY_TYPES),
  /** Signed: positive in, negative out. */
  points: z.number().int(),
  money: MoneySchema,
  /** The order it concerns (SH… or PT…), or ''. */
  orderNo: z.string(),
  createTime: z.string(),
  /** When frozen points become usable. */
  availableTime: z.string(),
  frozen: z.boolean(),
});
export type PointsEntry = z.infer<typeof PointsEntrySchema>;
