import { z } from 'zod';
import { PagingQuerySchema } from './envelope';

/**
 * The operators' audit log (GET /api/admin/operator-actions, audit AW4): every successful write an operator made
 * under /api/admin, newest first. The body is kept without its secrets (passwords, keys, tokens, card and bank
 * numbers read `[removed]`).
 */
export const OperatorActionQuerySchema = PagingQuerySchema.extend({
  /** Part of the operator's e-mail, or their user id. */
  operator: z.string().trim().max(100).optional(),
  /** Part of the route or of the object, e.g. `commission` or `merchants 10`. */
  target: z.string().trim().max(200).optional(),
});
export type OperatorActionQuery = z.infer<typeof OperatorActionQuerySchema>;

export const OperatorActionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  email: z.string(),
  method: z.string(),
  route: z.string(),
  params: z.record(z.string(), z.string()),
  object: z.string(),
  body: z.unknown(),
  status: z.number().int(),
  createTime: z.string(),
});
export type OperatorAction = z.infer<typeof OperatorActionSchema>;

/** What stands in a logged body for a value that must not be kept. */
export const REMOVED_SECRET = '[removed]';
