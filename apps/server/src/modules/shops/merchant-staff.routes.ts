import {
  IdParamSchema,
  NoDataSchema,
  StaffInviteInputSchema,
  StaffListSchema,
  StaffUserParamSchema,
} from '@mall/contract';
import type { FastifyRequest } from 'fastify';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import type { Email, Messaging } from '../../platform/messaging';
import { answers, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import { leaveShop, listStaff, removeStaff } from './merchant-staff.service';
import { cancelInvite, INVITE_SENT, inviteStaff } from './staff-invites';

const tags = ['merchant'];

/**
 * The shop's staff (decision 0050): every member reads the list; only the owner invites, cancels and removes; a member
 * who is not the owner may leave (audit CX2).
 */
export async function merchantStaffRoutes(app: FastifyZod, opts: { messaging: Messaging }): Promise<void> {
  const { db } = app.database;
  // An unknown address's mail goes after the answer, so that the answer's time does not tell whether an account
  // uses the address (as the password reset's, audit AG8); closing the app lets those on their way finish.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });
  const sendAfterAnswer = (request: FastifyRequest, mail: Email) => {
    const task = opts.messaging
      .sendEmail(mail)
      .catch((err) => request.log.error({ err }, 'a staff invitation could not be mailed'))
      .finally(() => sending.delete(task));
    sending.add(task);
  };

  app.get('/api/merchant/staff', { schema: { tags, response: answers(StaffListSchema) } }, async (request) =>
    ok(await listStaff(db, merchantOf(request), liveSession(request).userId)),
  );

  app.post(
    '/api/merchant/staff/invites',
    { schema: { tags, body: StaffInviteInputSchema, response: answers(NoDataSchema) } },
    async (request) => {
      const context = { db, publicUrl: app.config.publicUrl, locale: requestLocale(request) };
      const mail = await inviteStaff(context, merchantOf(request), liveSession(request).userId, request.body.email);
      if (mail) sendAfterAnswer(request, mail);
      return ok(null, INVITE_SENT);
    },
  );

  app.delete(
    '/api/merchant/staff/invites/:id',
    { schema: { tags, params: IdParamSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await cancelInvite(db, merchantOf(request), liveSession(request).userId, request.params.id);
      return ok(null, 'Invitation cancelled');
    },
  );

  app.post('/api/merchant/staff/leave', { schema: { tags, response: answers(NoDataSchema) } }, async (request) => {
    await leaveShop(db, merchantOf(request), liveSession(request).userId);
    return ok(null, "You left the shop's staff");
  });

  app.delete(
    '/api/merchant/staff/:userId',
    { schema: { tags, params: StaffUserParamSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await removeStaff(db, merchantOf(request), request.params.userId, liveSession(request).userId);
      return ok(null, "Removed from the shop's staff");
    },
  );
}
