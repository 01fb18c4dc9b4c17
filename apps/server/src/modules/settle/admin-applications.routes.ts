import {
  AdminApplicationQuerySchema,
  AdminApplicationSchema,
  ApproveAnswerSchema,
  ApproveApplicationSchema,
  IdParamSchema,
  pageOf,
  RejectAnswerSchema,
  RejectApplicationSchema,
  SettleAgreementEditSchema,
  SettleAgreementTextsSchema,
} from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import type { Messaging } from '../../platform/messaging';
import { answers, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import { LARGE_FORM } from '../../platform/strict-json';
import * as review from './admin-applications.service';

const tags = ['admin: merchant applications'];

/** The platform's review of merchant applications (API.md E) and the settlement agreement's text. */
export async function adminApplicationRoutes(app: FastifyZod, opts: { messaging: Messaging }): Promise<void> {
  const { db } = app.database;
  const ctx = (request: { log: { warn: (o: object, m: string) => void } }): review.ReviewContext => ({
    db,
    messaging: opts.messaging,
    warn: (detail, message) => request.log.warn(detail, message),
  });

  app.get(
    '/api/admin/merchant/applications',
    {
      schema: { tags, querystring: AdminApplicationQuerySchema, response: answers(pageOf(AdminApplicationSchema)) },
    },
    async (request) => ok(await review.listApplications(db, requestLocale(request), request.query)),
  );

  app.get(
    '/api/admin/merchant/applications/:id',
    { schema: { tags, params: IdParamSchema, response: answers(AdminApplicationSchema) } },
    async (request) => ok(await review.applicationDetail(db, request.params.id, requestLocale(request))),
  );

  app.post(
    '/api/admin/merchant/applications/:id/approve',
    {
      schema: { tags, params: IdParamSchema, body: ApproveApplicationSchema, response: answers(ApproveAnswerSchema) },
    },
    async (request) =>
      ok(
        await review.approveApplication(
          ctx(request),
          liveSession(request).userId,
          request.params.id,
          request.body.version,
        ),
        'The application has been approved and the shop is open',
      ),
  );

  app.post(
    '/api/admin/merchant/applications/:id/reject',
    {
      schema: {
        tags,
        params: IdParamSchema,
        body: RejectApplicationSchema,
        response: answers(RejectAnswerSchema),
      },
    },
    async (request) =>
      ok(
        await review.rejectApplication(
          ctx(request),
          liveSession(request).userId,
          request.params.id,
          request.body.reason,
          request.body.version,
        ),
        'The application has been rejected',
      ),
  );

  app.get(
    '/api/admin/merchant/agreement',
    { schema: { tags, response: answers(SettleAgreementTextsSchema) } },
    async () => ok(await review.agreementTexts(db)),
  );

  app.post(
    '/api/admin/merchant/agreement',
    {
      ...LARGE_FORM,
      schema: { tags, body: SettleAgreementEditSchema, response: answers(SettleAgreementTextsSchema) },
    },
    async (request) => ok(await review.saveAgreement(db, request.body), 'Saved'),
  );
}
