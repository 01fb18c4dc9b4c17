import {
  AdminRefundQuerySchema,
  AdminRefundSchema,
  type Locale,
  OrderNoParamSchema,
  pageOf,
  RefundAppliedSchema,
  RefundNoParamSchema,
  RefundPaidAnotherWaySchema,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import { conflict, notFound } from '../../platform/errors';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, markReplay, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import type { StripeProvider } from '../payments/stripe-provider';
import { closedForServiceSql } from './held-for-buyer';
import * as shopRefunds from './merchant-refunds.service';
import { payAnotherWay } from './paid-another-way';
import { refundsWhere, STORED_STATUS, toAdminRefund } from './refund-view';

const tags = ['admin'];

export const SHOP_DECIDES = 'The shop decides its own refunds; the platform steps in only while a shop is suspended';

/**
 * Every shop's refunds for the operator, by state and shop, and one refund's detail. The shop decides them; while a
 * shop is suspended the platform may accept a request, confirm returned goods and pay back again, through the same
 * owner functions the shop's console calls (decision 0043): what a shopper paid is never stranded with a shop whose
 * staff are gone.
 */
export async function adminRefundRoutes(app: FastifyZod, opts: { stripe: StripeProvider | null }): Promise<void> {
  const { db } = app.database;
  const { stripe } = opts;
  app.get(
    '/api/admin/refunds',
    { schema: { tags, querystring: AdminRefundQuerySchema, response: answers(pageOf(AdminRefundSchema)) } },
    async (request) => {
      const { merId, status, closed, page, limit } = request.query;
      const where = sql.join(
        [
          sql`TRUE`,
          ...(merId ? [sql`r.merchant_id = ${merId}`] : []),
          ...(status ? [sql`r.status = ${STORED_STATUS[status]}`] : []),
          // Closed for customer service (decision 0052): the operator pays their buyers another way.
          ...(closed === 'customer_service' ? [closedForServiceSql('r')] : []),
        ],
        sql` AND `,
      );
      const locale = requestLocale(request);
      const { rows, total } = await refundsWhere(db, where, locale, { page, limit }, true);
      return ok({ list: rows.map((r) => toAdminRefund(r, locale)), total, page, limit });
    },
  );
  app.get(
    '/api/admin/refunds/:refundNo',
    { schema: { tags, params: RefundNoParamSchema, response: answers(AdminRefundSchema) } },
    async (request) => {
      const locale = requestLocale(request);
      const { rows } = await refundsWhere(db, sql`r.refund_no = ${request.params.refundNo}`, locale, undefined, true);
      if (!rows[0]) throw notFound('Refund not found');
      return ok(toAdminRefund(rows[0], locale));
    },
  );

  /** The refund's shop, when it is suspended; else 409 (the shop decides). */
  const suspendedShopOf = async (refundNo: string): Promise<number> => {
    const { rows } = await db.execute<{ merchant_id: number; status: string }>(sql`
      SELECT r.merchant_id, m.status FROM refunds r JOIN merchants m ON m.id = r.merchant_id
      WHERE r.refund_no = ${refundNo}`);
    if (!rows[0]) throw notFound('Refund not found');
    if (rows[0].status !== 'suspended') throw conflict(SHOP_DECIDES);
    return rows[0].merchant_id;
  };
  const byNo = { params: RefundNoParamSchema, response: answers(AdminRefundSchema) };
  const detail = async (refundNo: string, locale: Locale) => {
    const { rows } = await refundsWhere(db, sql`r.refund_no = ${refundNo}`, locale, undefined, true);
    return toAdminRefund(rows[0]!, locale);
  };
  // A disabled buyer's paid, unshipped shop order: the platform refunds it whole (audit N7).
  app.post(
    '/api/admin/orders/:orderNo/refund',
    { schema: { tags, params: OrderNoParamSchema, response: answers(RefundAppliedSchema) } },
    async (request) => {
      const refundNo = await shopRefunds.refundForDisabledBuyer(db, stripe, request.params.orderNo);
      return ok({ refundNo }, 'The order was refunded to the buyer');
    },
  );
  app.post('/api/admin/refunds/:refundNo/accept', { schema: { tags, ...byNo } }, async (request) => {
    const { refundNo } = request.params;
    const merchantId = await suspendedShopOf(refundNo);
    const message = await shopRefunds.decidedMessage(
      () => shopRefunds.acceptRefund(db, stripe, merchantId, refundNo),
      'The refund has been accepted',
    );
    return ok(await detail(refundNo, requestLocale(request)), message);
  });
  app.post('/api/admin/refunds/:refundNo/receive', { schema: { tags, ...byNo } }, async (request) => {
    const { refundNo } = request.params;
    const merchantId = await suspendedShopOf(refundNo);
    const message = await shopRefunds.decidedMessage(
      () => shopRefunds.receiveReturn(db, stripe, merchantId, refundNo),
      'The returned goods were received and the money paid back',
    );
    return ok(await detail(refundNo, requestLocale(request)), message);
  });
  app.post('/api/admin/refunds/:refundNo/pay', { schema: { tags, ...byNo } }, async (request) => {
    const { refundNo } = request.params;
    await shopRefunds.retryPayBack(db, stripe, await suspendedShopOf(refundNo), refundNo);
    return ok(await detail(refundNo, requestLocale(request)), 'The money has been paid back');
  });
  // A refund closed for customer service (decision 0052): the operator paid its buyer another way (a bank transfer)
  // and records it; the finance module books it, the shopper is told. The admin area's log keeps the act (once).
  app.post(
    '/api/admin/refunds/:refundNo/paid-another-way',
    { schema: { tags, params: RefundNoParamSchema, body: RefundPaidAnotherWaySchema, response: byNo.response } },
    async (request) => {
      const { refundNo } = request.params;
      const { replayed } = await payAnotherWay(db, liveSession(request).userId, refundNo, request.body);
      const view = await detail(refundNo, requestLocale(request));
      if (!replayed) return ok(view, 'The payment to the buyer was recorded');
      // A retry (a lost answer, a second click) books nothing and says so; the log keeps the first act only (CE4).
      markReplay(request);
      return ok(view, 'This payment was already recorded; nothing was booked again');
    },
  );
}
