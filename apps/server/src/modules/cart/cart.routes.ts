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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import { addressKey } from '../../platform/client-address';
import { readCookie, serverCookie } from '../../platform/cookies';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { limit } from '../../platform/rate-limit';
import { answers, ok } from '../../platform/reply';
import { answerPrivately, requireUser } from '../../platform/session';
import { withCartFreight } from '../shipping/product-freight';
import * as cart from './cart.service';
import {
  createVisitorCart,
  findVisitorCart,
  newVisitorToken,
  touchVisitorCart,
  VISITOR_CART_COOKIE,
  VISITOR_CART_DAYS,
  VISITOR_CART_PATH,
} from './visitor-cart';

const tags = ['cart'];

/**
 * New visitor carts one client address may open per hour (a browser keeps one for 30 days). One address is often many
 * people: a mobile carrier puts hundreds of phones behind each of its addresses (the norm in Laos and Thailand), an
 * office or a campus all its people; 20 refused the 21st of them (audit AG5). 500 is more new visitors adding to a
 * cart in one hour than one shared address brings to one shop, and still a ceiling for one machine: a cart costs one
 * row and at most 200 lines, and an unused one expires after 30 days (expired ones are swept as new ones are made).
 */
const VISITOR_CARTS_PER_HOUR = 500;
/**
 * Adds to visitor carts one client address may make per hour (audit GT F3). Each cart stops at 200 lines, but 500 new
 * carts an hour of 200 lines each let one script write 100,000 rows an hour from one address (28 adds a second over
 * one connection, measured), each kept 30 days. Ten adds for each of the 500 visitors an hour that the cart ceiling
 * allows a shared address is more than people add before they sign in; a script stops at a twentieth of what it wrote.
 * An account's adds are not counted here: its cart is one, bounded by its lines.
 */
const VISITOR_ADDS_PER_HOUR = 5000;

export async function cartRoutes(app: FastifyZod): Promise<void> {
  // Whose cart an answer shows the cookie or the token chooses (audit AG1).
  answerPrivately(app);
  const { db } = app.database;
  const secure = app.config.publicUrl.startsWith('https:');
  // A line holds no more of one item than checkout sells at a time (checkout.routes.ts passes the same cap).
  const limits: cart.CartLimits = {
    skuUnits: app.config.ORDER_HOLD_MAX_SKU_UNITS,
    skuShare: app.config.ORDER_HOLD_SKU_SHARE,
  };
  const cookie = (token: string) =>
    serverCookie(VISITOR_CART_COOKIE, token, {
      path: VISITOR_CART_PATH,
      maxAge: VISITOR_CART_DAYS * 24 * 3600,
      secure,
    });

  /**
   * Whose cart a request reaches: the signed-in account's, else the visitor cart its cookie names. A token that is
   * no longer live is told as such (the client signs in again), never silently served a visitor cart. A visitor with
   * no cart has none (null): an add asks `newVisitorCart` for one. Every use keeps a visitor cart another 30 days (a
   * view at most once a day).
   */
  async function ownerOf(
    request: FastifyRequest,
    reply: FastifyReply,
    use: 'change' | 'view',
  ): Promise<cart.CartOwner | null> {
    if (request.session.kind === 'live') return { kind: 'user', userId: request.session.userId } as const;
    if (request.session.kind !== 'none') await requireUser(request);
    const token = readCookie(request, VISITOR_CART_COOKIE);
    const found = await findVisitorCart(db, token);
    if (found === null) return null;
    if (token && (await touchVisitorCart(db, found, use))) reply.header('set-cookie', cookie(token));
    return { kind: 'visitor', cartId: found } as const;
  }

  /** A visitor cart to open for an add (counted per address): the add opens it in its own transaction. */
  async function newVisitorCart(request: FastifyRequest) {
    await limit(app.rateLimits, `visitor-cart:ip:${addressKey(request.ip)}`, VISITOR_CARTS_PER_HOUR, 3600);
    const made = newVisitorToken();
    return { kind: 'new-visitor', open: (tx: Queryable) => createVisitorCart(tx, made), made } as const;
  }

  // The header badge: a visitor's own cart, 0 without one. A token no longer live counts 0 quietly, as it always
  // did: the layout's token check signs the browser out without a dialog (spec section 4).
  app.get(
    '/api/front/cart/count',
    { schema: { tags, querystring: CartCountQuerySchema, response: answers(CartCountSchema) } },
    async (request, reply) => {
      const stale = request.session.kind !== 'live' && request.session.kind !== 'none';
      return ok({ count: stale ? 0 : await cart.cartCount(db, await ownerOf(request, reply, 'view')) });
    },
  );

  app.get(
    '/api/front/cart/list',
    { schema: { tags, response: answers(z.array(CartGroupSchema)) } },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, 'view');
      if (!owner) return ok([]);
      const groups = await cart.listCart(db, owner, requestLocale(request));
      // Freight needs an address: only an account has one.
      if (owner.kind === 'visitor') return ok(groups);
      return ok(await withCartFreight(db, owner.userId, groups, requestLocale(request)));
    },
  );

  app.post(
    '/api/front/cart/save',
    { schema: { tags, body: CartSaveSchema, response: answers(IdAnswerSchema) } },
    async (request, reply) => {
      if (request.session.kind === 'none') {
        await limit(app.rateLimits, `visitor-add:ip:${addressKey(request.ip)}`, VISITOR_ADDS_PER_HOUR, 3600);
      }
      const owner = (await ownerOf(request, reply, 'change')) ?? (await newVisitorCart(request));
      // A cart opened for this add exists only once the add is in it (audit GT F2): a refused add (an unknown or
      // hidden product, no stock) left an empty cart for 30 days and a cookie naming it, one per refused call. The
      // cart is opened in the add's own transaction, so a refused add never commits one (brief GV, item 5).
      const added = await cart.addToCart(db, owner, request.body, limits);
      if (owner.kind === 'new-visitor') reply.header('set-cookie', cookie(owner.made));
      return ok(added, 'Added to cart');
    },
  );

  app.post(
    '/api/front/cart/num',
    { schema: { tags, body: CartNumSchema, response: answers(NoDataSchema) } },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, 'change');
      if (!owner) throw cart.noSuchLine();
      await cart.setQuantity(db, owner, request.body.id, request.body.quantity, limits);
      return ok(null);
    },
  );

  app.post(
    '/api/front/cart/delete',
    { schema: { tags, body: CartDeleteSchema, response: answers(NoDataSchema) } },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, 'change');
      if (owner) await cart.removeFromCart(db, owner, request.body.ids);
      return ok(null, 'Removed');
    },
  );
}
