import { z } from 'zod';
import { EmailSchema } from './auth';

/**
 * The people who help run a shop (decision 0050): the owner invites by e-mail (`/api/merchant/staff…`), the invited
 * account accepts from the link (`/api/front/staff-invite…`), the owner cancels an invitation or removes a member.
 */

/** How many people may help run one shop besides its owner, and how many invitations one shop sends in a day. */
export const STAFF_MAX = 20;
export const STAFF_INVITES_PER_DAY = 20;
/** How long an invitation's link works. */
export const STAFF_INVITE_DAYS = 7;

export const StaffInviteInputSchema = z.strictObject({ email: EmailSchema });

export const StaffMemberSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  /** Masked (`m•••@example.com`), as the console shows e-mails elsewhere; empty for an account without one. */
  email: z.string(),
  role: z.enum(['owner', 'staff']),
  since: z.string(),
  /** The platform disabled the account (audit CX3): it cannot sign in, and the shop's alerts skip it. */
  disabled: z.boolean(),
});
export const StaffInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const StaffListSchema = z.object({
  members: z.array(StaffMemberSchema),
  /** Pending invitations (neither accepted, cancelled nor expired); empty for a member who is not the owner. */
  invites: z.array(StaffInviteSchema),
  /** Whether the reader is the shop's owner (who alone invites and removes). */
  owner: z.boolean(),
});
export type StaffList = z.infer<typeof StaffListSchema>;

export const StaffUserParamSchema = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The link's token: 32 random bytes in base64url (43 characters). */
export const StaffInviteTokenSchema = z.strictObject({
  token: z
    .string()
    .trim()
    .regex(/^[\w-]{20,100}$/, 'This invitation link is not valid'),
});
/** What the accept page shows before the invited account accepts. */
export const StaffInvitePreviewSchema = z.object({ shop: z.string(), expiresAt: z.string() });
export const StaffInviteAcceptedSchema = z.object({ merchantId: z.number().int(), shop: z.string() });
