import {
  ConsoleCouponQuerySchema,
  ConsoleCouponSchema,
  CouponCreateSchema,
  IdAnswerSchema,
  IdParamSchema,
  NoDataSchema,
  pageOf,
} from '@mall/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { requireAdmin } from '../admin/admin-guard';
import { merchantOf, requireMerchant } from '../merchant/merchant-guard';
import * as owned from './coupons-console.service';

/** The same three calls for a shop's staff (/api/merchant, their shop) and the platform (/api/admin, merchantId 0). */
export async function couponConsoleRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  if (!app.hasRequestDecorator('merchantId')) app.decorateRequest('merchantId', null);
  const sides: {
    prefix: string;
    tag: string;
    guard: (r: FastifyRequest) => Promise<void>;
    owner: (r: FastifyRequest) => number;
  }[] = [
    { prefix: '/api/merchant', tag: 'merchant', guard: requireMerchant(db), owner: merchantOf },
    { prefix: '/api/admin', tag: 'admin', guard: requireAdmin(db), owner: () => 0 },
  ];
  for (const side of sides) {
    const tags = [side.tag];
    const guard = { preHandler: side.guard };
    app.get(
      `${side.prefix}/coupons`,
      {
        ...guard,
        schema: { tags, querystring: ConsoleCouponQuerySchema, response: answers(pageOf(ConsoleCouponSchema)) },
      },
      async (request) => ok(await owned.listOwnCoupons(db, side.owner(request), request.query, requestLocale(request))),
    );
    app.post(
      `${side.prefix}/coupons`,
      { ...guard, schema: { tags, body: CouponCreateSchema, response: answers(IdAnswerSchema) } },
      async (request) => ok(await owned.createCoupon(db, side.owner(request), request.body), 'Coupon created'),
    );
    app.post(
      `${side.prefix}/coupons/:id/close`,
      { ...guard, schema: { tags, params: IdParamSchema, response: answers(NoDataSchema) } },
      async (request) => {
        await owned.closeCoupon(db, side.owner(request), request.params.id);
        return ok(null, 'Coupon closed');
      },
    );
  }
}
