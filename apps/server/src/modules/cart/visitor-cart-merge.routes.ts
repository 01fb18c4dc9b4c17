import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { readCookie, serverCookie } from '../../platform/cookies';
import type { CartLimits } from './cart.service';
import { mergeIntoSession, VISITOR_CART_COOKIE, VISITOR_CART_PATH } from './visitor-cart';

/** Every way in answers a new session token in `data.token` under this path (password, code, registration, guest,
 * social, the QR poll). */
const SIGN_IN_PATHS = '/api/front/login/';

function newToken(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { code, data } = payload as { code?: unknown; data?: unknown };
  if (code !== 200 || typeof data !== 'object' || data === null) return null;
  const token = (data as { token?: unknown }).token;
  return typeof token === 'string' && token ? token : null;
}

/**
 * A sign-in or registration that carries a visitor cart's cookie merges that cart into the account's and clears the
 * cookie (API.md section C), or keeps it while lines that found no room stay in the visitor cart; the answer's
 * `cartMerge` counts what did not come over as chosen. One hook for every way in, so a new one cannot forget it. The sign-in itself never fails
 * because of the cart: a merge that fails is logged and the visitor cart stays for the next sign-in.
 */
export function registerVisitorCartMerge(app: FastifyInstance, db: Db, secure: boolean, limits: CartLimits): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.url.startsWith(SIGN_IN_PATHS)) return payload;
    const cookie = readCookie(request, VISITOR_CART_COOKIE);
    if (!cookie) return payload;
    const token = newToken(payload);
    if (!token) return payload;
    try {
      const merged = await mergeIntoSession(db, cookie, token, limits);
      // Lines that found no room stay in the visitor cart: its cookie stays, for the next sign-in or after signing out.
      if (merged.leftOut === 0) {
        reply.header(
          'set-cookie',
          serverCookie(VISITOR_CART_COOKIE, '', { path: VISITOR_CART_PATH, maxAge: 0, secure }),
        );
      }
      // The answer says what did not come over as chosen, so the page can tell the shopper (audit AV6).
      if (merged.leftOut > 0 || merged.reduced > 0) {
        const answer = payload as { data: Record<string, unknown> };
        return { ...answer, data: { ...answer.data, cartMerge: { leftOut: merged.leftOut, reduced: merged.reduced } } };
      }
    } catch (error) {
      request.log.error({ err: error }, 'visitor cart merge failed');
    }
    return payload;
  });
}
