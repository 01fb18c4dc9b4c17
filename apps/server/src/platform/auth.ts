import { defaultErrorMessages } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { forbidden } from './errors';
import type { FastifyZod } from './fastify';
import { liveSession, requireUser } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop of a merchant-staff session, set by the /api/merchant area's gate; every merchant query is scoped to it. */
    merchantId: number | null;
  }
}

type Gate = (request: FastifyRequest) => Promise<void>;

export const SHOP_SUSPENDED = 'This shop is suspended: only its orders, refunds, messages and payouts can be handled';

/**
 * What the staff of a suspended shop still do (decision 0043): read their console, and settle what shoppers already
 * paid for: ship or refund orders, decide refunds, answer messages and choose their notices. The owner may also ask
 * for a payout of what the mall owes the shop, which the platform reviews as any other (decision 0049); changing the
 * payout account does not. The owner still decides who helps (decision 0050): removing someone must never wait, and a
 * member may leave; only inviting someone new waits (audit CY, staff-invites.ts).
 * Selling, pricing, coupons and the shop's profile wait for the platform to reopen it.
 */
const WHILE_SUSPENDED =
  /^\/api\/merchant\/(?:(?:orders|refunds|chat|notices|staff)(?:[/?]|$)|finance\/payouts(?:\?|$))/;

/** The /api/merchant gate: a live session of staff of a shop; sets `request.merchantId`. */
export function requireMerchant(db: Db): Gate {
  return async (request) => {
    await requireUser(request);
    const { rows } = await db.execute<{ merchant_id: number; status: string }>(sql`
      SELECT s.merchant_id, m.status FROM merchant_staff s JOIN merchants m ON m.id = s.merchant_id
      WHERE s.user_id = ${liveSession(request).userId}`);
    const staff = rows[0];
    if (!staff) throw forbidden('This account does not run a shop');
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (staff.status !== 'open' && !reads && !WHILE_SUSPENDED.test(request.url)) throw forbidden(SHOP_SUSPENDED);
    request.merchantId = staff.merchant_id;
  };
}

/** The /api/admin gate: a live session of a platform administrator. */
export function requireAdmin(db: Db): Gate {
  return async (request) => {
    await requireUser(request);
    const { rows } = await db.execute<{ is_admin: boolean }>(
      sql`SELECT is_admin FROM users WHERE id = ${liveSession(request).userId}`,
    );
    if (!rows[0]?.is_admin) throw forbidden('This account cannot run the platform');
  };
}

/** The caller's shop in a route of the /api/merchant area (its gate set it). */
export function merchantOf(request: FastifyRequest): number {
  if (request.merchantId === null) throw forbidden('This account does not run a shop');
  return request.merchantId;
}

/**
 * A console area (DESIGN.md section 4): one Fastify scope whose one `onRequest` hook is the gate, so every route
 * `routes` registers in it is guarded (no route can forget it) and the gate answers before the body is read or
 * validated (validation never answers a stranger). An unknown path under `prefix` meets the same gate before its 404.
 */
export async function registerConsoleArea(
  app: FastifyZod,
  prefix: string,
  gate: Gate,
  routes: (area: FastifyZod) => Promise<void>,
): Promise<void> {
  if (!app.hasRequestDecorator('merchantId')) app.decorateRequest('merchantId', null);
  await app.register(async (area) => {
    area.addHook('onRequest', gate);
    // Console answers are one user's view of a shop or the mall: never kept by a browser or a proxy.
    area.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });
    await area.register(
      async (unknown) => {
        unknown.setNotFoundHandler((_request, reply) =>
          reply.status(404).send({ code: 404, message: defaultErrorMessages[404], data: null }),
        );
      },
      { prefix },
    );
    await routes(area);
  });
}
