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
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import * as users from './admin-users.service';

/** The platform's users, and the outbox of messages no real transport took. */
export async function adminUserRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const tags = ['admin: users'];

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
    async (request) =>
      ok(
        await users.disableUser(db, liveSession(request).userId, request.params.id),
        'The account has been disabled and signed out everywhere',
      ),
  );
  app.post(
    '/api/admin/users/:id/enable',
    { schema: { tags, params: IdParamSchema, response: answers(AdminUserStatusSchema) } },
    async (request) => ok(await users.enableUser(db, request.params.id), 'The account has been enabled'),
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
