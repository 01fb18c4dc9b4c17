import {
  AdminMerchantDetailSchema,
  AdminMerchantQuerySchema,
  AdminMerchantSchema,
  IdParamSchema,
  MerchantStatusAnswerSchema,
  MerchantSuspendSchema,
  NoDataSchema,
  pageOf,
  StaffUserParamSchema,
} from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import * as merchants from './admin-merchants.service';
import { removeStaff } from './merchant-staff.service';

const tags = ['admin: merchants'];

/** The platform's list of shops, with suspend and reopen, and the removal of a shop's member (audit CX2). */
export async function adminMerchantRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;

  app.get(
    '/api/admin/merchants',
    {
      schema: { tags, querystring: AdminMerchantQuerySchema, response: answers(pageOf(AdminMerchantSchema)) },
    },
    async (request) => ok(await merchants.listMerchants(db, requestLocale(request), request.query)),
  );

  app.get(
    '/api/admin/merchants/:id',
    { schema: { tags, params: IdParamSchema, response: answers(AdminMerchantDetailSchema) } },
    async (request) => ok(await merchants.merchantDetail(db, request.params.id, requestLocale(request))),
  );

  app.post(
    '/api/admin/merchants/:id/suspend',
    {
      schema: {
        tags,
        params: IdParamSchema,
        body: MerchantSuspendSchema,
        response: answers(MerchantStatusAnswerSchema),
      },
    },
    async (request) =>
      ok(
        await merchants.setMerchantStatus(db, request.params.id, 'suspended', app.changes, request.body?.reason),
        'The shop has been suspended',
      ),
  );

  app.post(
    '/api/admin/merchants/:id/reopen',
    { schema: { tags, params: IdParamSchema, response: answers(MerchantStatusAnswerSchema) } },
    async (request) =>
      ok(await merchants.setMerchantStatus(db, request.params.id, 'open', app.changes), 'The shop is open again'),
  );

  // The platform removes a member (never the owner) as the owner would, e.g. for one who asks customer service to
  // leave; the operator log's hook records it as every admin write.
  app.delete(
    '/api/admin/merchants/:id/staff/:userId',
    {
      schema: {
        tags,
        params: IdParamSchema.extend(StaffUserParamSchema.shape),
        response: answers(NoDataSchema),
      },
    },
    async (request) => {
      await removeStaff(db, request.params.id, request.params.userId, null);
      return ok(null, "Removed from the shop's staff");
    },
  );
}
