import { z } from 'zod';
import { MoneySchema } from './catalog';
import { PagingQuerySchema, STATE_FILTER } from './envelope';

/** The platform's users (/api/admin/users) and the outbox of messages no real transport took (/api/admin/outbox). */

export const USER_ROLES = ['admin', 'merchant', 'guest', 'shopper'] as const;
/** `active`: can sign in; `disabled`: a platform administrator disabled the account. */
export const USER_STATUSES = ['active', 'disabled'] as const;
export const AdminUserQuerySchema = PagingQuerySchema.extend({
  /** Part of the nickname, email or phone, or the user id. */
  keywords: z.string().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(USER_STATUSES, { error: STATE_FILTER }).optional(),
});
export const AdminUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string(),
  /** With its dial code, e.g. "+86 13800000000"; '' when none. */
  phone: z.string(),
  isAdmin: z.boolean(),
  isGuest: z.boolean(),
  merchantId: z.number().int().nullable(),
  merchantName: z.string().nullable(),
  /** A platform administrator disabled the account: no sign-in and no session works for it. */
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createTime: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserDetailSchema = AdminUserSchema.extend({
  orderCount: z.number().int(),
  paidTotal: MoneySchema,
  addressCount: z.number().int(),
  liveSessions: z.number().int(),
  lastSignIn: z.string().nullable(),
  guestEmail: z.string(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
/** The answer of disable and enable. */
export const AdminUserStatusSchema = z.object({ disabledAt: z.string().nullable() });
export type AdminUserStatus = z.infer<typeof AdminUserStatusSchema>;
/** The answer of signing a user out everywhere: how many live sessions ended. */
export const AdminSignOutSchema = z.object({ revoked: z.number().int() });

/** `alert`: a notice for the operator (e.g. the SMS hourly budget was reached), not a message to a user. */
export const OUTBOX_CHANNELS = ['email', 'sms', 'alert'] as const;
export const OutboxQuerySchema = PagingQuerySchema.extend({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  /** Part of the recipient. */
  keywords: z.string().trim().max(100).optional(),
});
export const OutboxItemSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createTime: z.string(),
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;
