import { StaffInviteAcceptedSchema, StaffInvitePreviewSchema, StaffInviteTokenSchema } from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import { acceptInvite, previewInvite } from './staff-invites';

const tags = ['shops'];

/**
 * The invited account's side (decision 0050): it is a shopper until it accepts, so these live outside the merchant
 * console's gate. The token travels in the body, never in an address a log keeps.
 */
export async function staffInviteRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;

  app.post(
    '/api/front/staff-invite',
    {
      preHandler: requireUser,
      schema: { tags, body: StaffInviteTokenSchema, response: answers(StaffInvitePreviewSchema) },
    },
    async (request) => ok(await previewInvite(db, request.body.token, liveSession(request).userId)),
  );

  app.post(
    '/api/front/staff-invite/accept',
    {
      preHandler: requireUser,
      schema: { tags, body: StaffInviteTokenSchema, response: answers(StaffInviteAcceptedSchema) },
    },
    async (request) =>
      ok(await acceptInvite(db, request.body.token, liveSession(request).userId), 'You now help run this shop'),
  );
}
