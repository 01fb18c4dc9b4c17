import { AdminRefundQuerySchema, AdminRefundSchema, pageOf, RefundNoParamSchema } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { notFound } from '../../platform/errors';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { refundsWhere, STORED_STATUS, toMerchantRefund } from './refund-view';

const tags = ['admin'];

/** Every shop's refunds for the operator, by state and shop, and one refund's detail (read only). */
export async function adminRefundRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  app.get(
    '/api/admin/refunds',
    { schema: { tags, querystring: AdminRefundQuerySchema, response: answers(pageOf(AdminRefundSchema)) } },
    async (request) => {
      const { merId, status, page, limit } = request.query;
      const where = sql.join(
        [
          sql`TRUE`,
          ...(merId ? [sql`r.merchant_id = ${merId}`] : []),
          ...(status ? [sql`r.status = ${STORED_STATUS[status]}`] : []),
        ],
        sql` AND `,
      );
      const { rows, total } = await refundsWhere(db, where, { page, limit });
      const locale = requestLocale(request);
      return ok({ list: rows.map((r) => toMerchantRefund(r, locale)), total, page, limit });
    },
  );
  app.get(
    '/api/admin/refunds/:refundNo',
    { schema: { tags, params: RefundNoParamSchema, response: answers(AdminRefundSchema) } },
    async (request) => {
      const { rows } = await refundsWhere(db, sql`r.refund_no = ${request.params.refundNo}`);
      if (!rows[0]) throw notFound('Refund not found');
      return ok(toMerchantRefund(rows[0], requestLocale(request)));
    },
  );
}
