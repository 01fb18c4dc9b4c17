import {
  ConsoleCouponQuerySchema,
  ConsoleCouponSchema,
  CouponCloseSchema,
  CouponCreateSchema,
  IdAnswerSchema,
  IdParamSchema,
  NoDataSchema,
  pageOf,
} from '@mall/contract';
import type { FastifyRequest } from 'fastify';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import * as owned from './coupons-console.service';

/** The shop's staff manage their shop's coupons (in the /api/merchant area: app.ts). */
export async function merchantCouponRoutes(app: FastifyZod): Promise<void> {
  couponConsoleRoutes(app, '/api/merchant', 'merchant', merchantOf);
}

/** The platform manages the platform's coupons, merchantId 0 (in the /api/admin area: app.ts). */
export async function adminCouponRoutes(app: FastifyZod): Promise<void> {
  couponConsoleRoutes(app, '/api/admin', 'admin', () => 0);
}

/** The same three calls for a shop's staff (their shop) and the platform (merchantId 0). */
function couponConsoleRoutes(
  app: FastifyZod,
  prefix: string,
  tag: string,
  owner: (request: FastifyRequest) => number,
): void {
  const { db } = app.database;
  const tags = [tag];
  app.get(
    `${prefix}/coupons`,
    { schema: { tags, querystring: ConsoleCouponQuerySchema, response: answers(pageOf(ConsoleCouponSchema)) } },
    async (request) => ok(await owned.listOwnCoupons(db, owner(request), request.query, requestLocale(request))),
  );
  app.post(
    `${prefix}/coupons`,
    { schema: { tags, body: CouponCreateSchema, response: answers(IdAnswerSchema) } },
    async (request) => ok(await owned.createCoupon(db, owner(request), request.body), 'Coupon created'),
  );
  app.post(
    `${prefix}/coupons/:id/close`,
    { schema: { tags, params: IdParamSchema, body: CouponCloseSchema.nullish(), response: answers(NoDataSchema) } },
    async (request) => {
      await owned.closeCoupon(db, owner(request), request.params.id, request.body?.version);
      return ok(null, 'Coupon closed');
    },
  );
}
