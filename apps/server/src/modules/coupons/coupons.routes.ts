import {
  CouponQuerySchema,
  CouponSchema,
  MyCouponQuerySchema,
  MyCouponSchema,
  pageOf,
  ReceiveCouponSchema,
  ReceivedCouponSchema,
} from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as coupons from './coupons.service';

const tags = ['coupons'];

export async function couponRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireUser };

  app.get(
    '/api/front/coupons',
    { schema: { tags, querystring: CouponQuerySchema, response: answers(pageOf(CouponSchema)) } },
    async (request) => ok(await coupons.listCoupons(db, request.viewerId, request.query, requestLocale(request))),
  );

  app.post(
    '/api/front/coupon/receive',
    { ...guard, schema: { tags, body: ReceiveCouponSchema, response: answers(ReceivedCouponSchema) } },
    async (request) =>
      ok(await coupons.receiveCoupon(db, liveSession(request).userId, request.body.couponId), 'Coupon received'),
  );

  app.get(
    '/api/front/coupon/list',
    { ...guard, schema: { tags, querystring: MyCouponQuerySchema, response: answers(pageOf(MyCouponSchema)) } },
    async (request) =>
      ok(await coupons.listMyCoupons(db, liveSession(request).userId, request.query, requestLocale(request))),
  );
}
