import websocket from '@fastify/websocket';
import { REALTIME_CLOSE } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addressKey } from '../../platform/client-address';
import type { FastifyZod } from '../../platform/fastify';
import { resolveSessionToken } from '../../platform/session';
import { jsonFault } from '../../platform/strict-json';
import type { ChatHub, HubClient } from './hub';
import { SocketCaps } from './socket-caps';
import { socketErrorHandler } from './socket-errors';
import { SOCKET_LIMITS } from './socket-limits';
import type { ChatSide } from './views';

const AuthSchema = z.strictObject({
  type: z.literal('auth'),
  token: z.string().min(1).max(200),
  role: z.enum(['merchant', 'admin']).optional(),
  after: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
const PingSchema = z.strictObject({ type: z.literal('ping') });

/** Whose socket a token opens: the shopper's own, or (with a role) the staff's shop or the platform. */
async function sideOf(db: Db, token: string, role: 'merchant' | 'admin' | undefined) {
  const session = await resolveSessionToken(db, token);
  if (session.kind !== 'live') return null;
  const { userId, sessionId } = session;
  if (!role) return { side: { kind: 'shopper', userId } as ChatSide, sessionId };
  if (role === 'admin') {
    const { rows } = await db.execute<{ is_admin: boolean }>(sql`SELECT is_admin FROM users WHERE id = ${userId}`);
    return rows[0]?.is_admin ? { side: { kind: 'shop', merId: 0, staffId: userId } as ChatSide, sessionId } : null;
  }
  const { rows } = await db.execute<{ merchant_id: number }>(sql`
    SELECT s.merchant_id FROM merchant_staff s JOIN merchants m ON m.id = s.merchant_id
    WHERE s.user_id = ${userId} AND m.status IN ('open', 'suspended')`);
  const merId = rows[0]?.merchant_id;
  return merId ? { side: { kind: 'shop', merId, staffId: userId } as ChatSide, sessionId } : null;
}

/** The account a socket counts against: the shopper, or the staff member speaking for a shop or the platform. */
const accountOf = (side: ChatSide) => (side.kind === 'shopper' ? side.userId : side.staffId);

/** A frame's own bounds: the auth frame has four keys, a ping one. */
const FRAME_KEYS = 8;
const FRAME_DEPTH = 2;

/**
 * A client frame's JSON, held to the rule of every HTTP body (platform/strict-json.ts, DESIGN.md section 4): a key
 * given twice, a prototype key, too many keys or too deep is garbage, as is what JSON.parse refuses (audit GR F2: an
 * auth frame naming its token twice signed in with the last one).
 */
function parse(data: unknown): unknown {
  const text = String(data);
  try {
    const parsed: unknown = JSON.parse(text);
    return jsonFault(text, FRAME_KEYS, FRAME_DEPTH) === null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/front/chat/ws (API.md section I): the one realtime socket of shoppers and of the consoles. The first frame
 * must be `{ type: "auth", token, role?, after? }` within 10 s; afterwards the client may only send pings. Garbage
 * closes the socket (4400), silence before auth too (4408), a refused token or role 4401, a flood of frames 4429.
 * Sockets are capped per account and per address not yet signed in (socket-caps.ts): 4409 and 4429.
 */
export async function chatSocketRoutes(app: FastifyZod, opts: { hub: ChatHub }): Promise<void> {
  const { hub } = opts;
  const { db } = app.database;
  await app.register(websocket, {
    options: { maxPayload: SOCKET_LIMITS.maxFrameBytes },
    errorHandler: (error, socket, request) => socketErrorHandler(error, socket, request.log),
  });

  const alive = new WeakSet<WebSocket>();
  const caps = new SocketCaps();
  const ping = setInterval(() => {
    for (const c of hub.clients()) {
      if (!alive.has(c.ws)) {
        c.ws.terminate();
        continue;
      }
      alive.delete(c.ws);
      c.ws.ping();
    }
  }, SOCKET_LIMITS.pingMs);
  const sessions = setInterval(() => {
    hub.dropEndedSessions().catch(() => undefined);
  }, SOCKET_LIMITS.sessionCheckMs);
  ping.unref();
  sessions.unref();
  // A sign-out, a password change or an account disabled in any process closes its sockets here at once.
  app.changes.on('sessions', () => {
    hub.dropEndedSessions().catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    clearInterval(ping);
    clearInterval(sessions);
  });

  // @fastify/websocket hides its routes from the OpenAPI document: platform/openapi.ts describes this one (audit FX16).
  // A plain GET (no upgrade) answers 404 in the envelope, as every route does, not the library's empty 404.
  const upgradeOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.ws) return reply.status(404).send({ code: 404, message: 'no data found', data: null });
  };
  app.get(
    '/api/front/chat/ws',
    { websocket: true, schema: { hide: true }, preHandler: upgradeOnly },
    (socket, request) => {
      let client: HubClient | null = null;
      let authing = false;
      let frames = 0;
      let windowStart = Date.now();
      const address = addressKey(request.ip);
      if (!caps.wait(address)) return socket.close(REALTIME_CLOSE.flood, 'too many sockets');
      let waiting = true;
      const doneWaiting = () => {
        if (waiting) caps.doneWaiting(address);
        waiting = false;
      };
      alive.add(socket);
      const silence = setTimeout(() => socket.close(REALTIME_CLOSE.silent, 'no auth'), SOCKET_LIMITS.authMs);
      socket.on('pong', () => alive.add(socket));
      socket.on('close', () => {
        clearTimeout(silence);
        doneWaiting();
        if (client) {
          hub.detach(client);
          caps.leave(accountOf(client.side), socket);
        }
      });
      socket.on('message', (data, isBinary) => {
        const now = Date.now();
        if (now - windowStart > SOCKET_LIMITS.windowMs) {
          windowStart = now;
          frames = 0;
        }
        frames += 1;
        if (frames > SOCKET_LIMITS.framesPerWindow) return socket.close(REALTIME_CLOSE.flood, 'too many frames');
        const frame = isBinary ? undefined : parse(data);
        if (client || authing) {
          if (!PingSchema.safeParse(frame).success) socket.close(REALTIME_CLOSE.garbage, 'unexpected frame');
          return;
        }
        const auth = AuthSchema.safeParse(frame);
        if (!auth.success) return socket.close(REALTIME_CLOSE.garbage, 'auth expected');
        authing = true;
        clearTimeout(silence);
        void sideOf(db, auth.data.token, auth.data.role)
          .then(async (found) => {
            doneWaiting();
            if (!found) return socket.close(REALTIME_CLOSE.refused, 'refused');
            if (socket.readyState !== socket.OPEN) return;
            client = { ws: socket, side: found.side, sessionId: found.sessionId, cursor: 0, ready: false, pending: [] };
            authing = false;
            for (const old of caps.admit(accountOf(found.side), socket)) {
              old.close(REALTIME_CLOSE.tooMany, 'too many sockets of this account');
            }
            await hub.attach(client, auth.data.after ?? 0);
          })
          .catch(() => socket.close(1011, 'server error'));
      });
    },
  );
}
