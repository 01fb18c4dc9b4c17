import { z } from 'zod';
import { MoneySchema } from './catalog';
import { PagingQuerySchema, STATE_FILTER } from './envelope';
import { IdQuerySchema } from './ids';
import { readable } from './readable-text';
import { maxChars } from './text-length';

/** The platform's list of shops, with suspend and reopen (/api/admin/merchants). */

export const MERCHANT_STATUSES = ['open', 'suspended'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

export const AdminMerchantQuerySchema = PagingQuerySchema.extend({
  /** Part of the shop's name. */
  keywords: z.string().trim().max(50).optional(),
  status: z.enum(MERCHANT_STATUSES, { error: STATE_FILTER }).optional(),
  typeId: IdQuerySchema.optional(),
  categoryId: IdQuerySchema.optional(),
});

export const AdminMerchantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  isSelf: z.boolean(),
  status: z.enum(MERCHANT_STATUSES),
  typeId: z.number().int(),
  typeName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** Percent, e.g. "5.00", from the merchant category. */
  handlingFee: z.string(),
  productCount: z.number().int(),
  /** Products shoppers can see: on sale in an open shop (0 while the shop is suspended, audit FO8). */
  onSaleCount: z.number().int(),
  /** The owner's sign-in email, if the shop has an owner with one. */
  ownerEmail: z.string().nullable(),
  createTime: z.string(),
});
export type AdminMerchant = z.infer<typeof AdminMerchantSchema>;

export const AdminMerchantDetailSchema = AdminMerchantSchema.extend({
  intro: z.string(),
  address: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  qualificationPictures: z.array(z.string()),
  /** The shop's average service score, one decimal; null while it has no review ("no ratings yet", audit DS3). */
  rating: z.number().nullable(),
  followerCount: z.number().int(),
  staff: z.array(z.object({ userId: z.number().int(), nickname: z.string(), email: z.string(), role: z.string() })),
  /** Why it is suspended (empty while open, or when no reason was given). */
  suspensionReason: z.string(),
  /** Paid shop orders and their total. */
  orderCount: z.number().int(),
  salesTotal: MoneySchema,
});
export type AdminMerchantDetail = z.infer<typeof AdminMerchantDetailSchema>;

/** Why the platform suspends a shop (audit AW3): told to its staff in their notice and their console's banner. */
export const SUSPENSION_REASON_TEXT = 'Give the reason of the suspension (at most 200 characters)';
/** POST /api/admin/merchants/{id}/suspend: the reason is optional in the API (the console asks for it). */
export const MerchantSuspendSchema = z
  .strictObject({
    reason: readable(maxChars(z.string().trim(), 200, SUSPENSION_REASON_TEXT), SUSPENSION_REASON_TEXT, { lines: true }),
  })
  .partial()
  // A call without a body (as before the reason existed) reaches the validator as null.
  .nullish();
export const MerchantStatusAnswerSchema = z.object({ id: z.number().int(), status: z.enum(MERCHANT_STATUSES) });
