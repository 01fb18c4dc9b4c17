import {
  CartCountQuerySchema,
  CartCountSchema,
  CartDeleteSchema,
  CartGroupSchema,
  CartNumSchema,
  CartSaveSchema,
  IdAnswerSchema,
  NoDataSchema,
} from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import { withCartFreight } from '../shipping/product-freight';
import * as cart from './cart.service';

const tags = ['cart'];

export async function cartRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;

  // The header badge: 0 for a visitor without a session.
  app.get(
    '/api/front/cart/count',
    { schema: { tags, querystring: CartCountQuerySchema, response: answers(CartCountSchema) } },
    async (request) => ok({ count: await cart.cartCount(db, request.viewerId) }),
  );

  app.get(
    '/api/front/cart/list',
    { preHandler: requireUser, schema: { tags, response: answers(z.array(CartGroupSchema)) } },
    async (request) => {
      const { userId } = liveSession(request);
      return ok(await withCartFreight(db, userId, await cart.listCart(db, userId), requestLocale(request)));
    },
  );

  app.post(
    '/api/front/cart/save',
    {
      preHandler: requireUser,
      schema: { tags, body: CartSaveSchema, response: answers(IdAnswerSchema) },
    },
    async (request) => ok(await cart.addToCart(db, liveSession(request).userId, request.body), 'Added to cart'),
  );

  app.post(
    '/api/front/cart/num',
    { preHandler: requireUser, schema: { tags, body: CartNumSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await cart.setQuantity(db, liveSession(request).userId, request.body.id, request.body.quantity);
      return ok(null);
    },
  );

  app.post(
    '/api/front/cart/delete',
    { preHandler: requireUser, schema: { tags, body: CartDeleteSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await cart.removeFromCart(db, liveSession(request).userId, request.body.ids);
      return ok(null, 'Removed');
    },
  );
}
