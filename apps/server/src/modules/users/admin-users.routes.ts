import {
  AdminSignOutSchema,
  AdminUserDetailSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  AdminUserStatusSchema,
  IdParamSchema,
  OutboxItemSchema,
  OutboxQuerySchema,
  pageOf,
} from '@mall/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import { type AccountNotice, accountNoticeText } from '../notices/templates';
import * as users from './admin-users.service';
import { ownerContact, passwordRow, tellOwner } from './users.service';

/** The platform's users, and the outbox of messages no real transport took. */
export async function adminUserRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const tags = ['admin: users'];

  /**
   * The account's holder is told, in their language, that the platform disabled their account or enabled it again
   * (audit GM F4: a disabled holder learnt it only from a refused sign-in). By the way account notices go (their phone,
   * else their e-mail); a failure is logged, the change stands.
   */
  const tellHolder = async (request: FastifyRequest, userId: number, kind: AccountNotice) => {
    try {
      const row = await passwordRow(db, userId);
      const contact = ownerContact(row, app.messaging);
      if (contact) await tellOwner(app.messaging, contact, accountNoticeText(row.locale ?? 'en', kind, ''));
    } catch (err) {
      request.log.error({ err }, `the notice of ${kind} could not be sent`);
    }
  };

  app.get(
    '/api/admin/users',
    { schema: { tags, querystring: AdminUserQuerySchema, response: answers(pageOf(AdminUserSchema)) } },
    async (request) => ok(await users.listUsers(db, request.query, requestLocale(request))),
  );
  app.get(
    '/api/admin/users/:id',
    { schema: { tags, params: IdParamSchema, response: answers(AdminUserDetailSchema) } },
    async (request) => ok(await users.userDetail(db, request.params.id, requestLocale(request))),
  );
  app.post(
    '/api/admin/users/:id/sign-out',
    { schema: { tags, params: IdParamSchema, response: answers(AdminSignOutSchema) } },
    async (request) =>
      ok(await users.signOutEverywhere(db, request.params.id), 'The user has been signed out everywhere'),
  );
  app.post(
    '/api/admin/users/:id/disable',
    { schema: { tags, params: IdParamSchema, response: answers(AdminUserStatusSchema) } },
    async (request) => {
      const status = await users.disableUser(db, liveSession(request).userId, request.params.id);
      await tellHolder(request, request.params.id, 'account_disabled');
      return ok(status, 'The account has been disabled and signed out everywhere');
    },
  );
  app.post(
    '/api/admin/users/:id/enable',
    { schema: { tags, params: IdParamSchema, response: answers(AdminUserStatusSchema) } },
    async (request) => {
      const status = await users.enableUser(db, request.params.id);
      await tellHolder(request, request.params.id, 'account_enabled');
      return ok(status, 'The account has been enabled');
    },
  );

  app.get(
    '/api/admin/outbox',
    {
      schema: { tags: ['admin: outbox'], querystring: OutboxQuerySchema, response: answers(pageOf(OutboxItemSchema)) },
    },
    // Codes in these messages may be live: admins only, and never cached (admin.routes.ts).
    async (request) => ok(await users.listOutbox(db, request.query)),
  );
}
