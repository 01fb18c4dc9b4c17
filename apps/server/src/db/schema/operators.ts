import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operators' audit log (audit AW4), owned by modules/admin: one row per successful write under /api/admin, with
 * who, when, the route and its object, and the body without its secrets. Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0058). The operator is named by id and by the e-mail they had then, so the row outlives a change.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    email: text('email').notNull(),
    method: text('method').notNull(),
    /** The route's pattern, e.g. `/api/admin/merchants/:id/suspend`. */
    route: text('route').notNull(),
    params: jsonb('params').notNull().default({}),
    /** What was acted on, from the route and its params, e.g. `merchants 10`. */
    object: text('object').notNull(),
    body: jsonb('body'),
    status: smallint('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_actions_created_idx').on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('operator_actions_user_idx').on(t.userId, sql`${t.id} DESC`),
  ],
);
