import { REALTIME_CLOSE } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type Socket } from '../../../test/chat-socket';
import { adminSession } from '../../../test/chat-support';
import { bearer, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { SOCKET_LIMITS } from './socket-limits';

// A session that ends closes its realtime sockets at once (audit G1): the minute's check is only the fallback. This
// file keeps that check at its real minute, so only the announcement can close a socket within the test's seconds.

let ctx: TestContext;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  expect(SOCKET_LIMITS.sessionCheckMs).toBeGreaterThanOrEqual(60_000);
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address() as { port: number };
  url = `ws://127.0.0.1:${address.port}/api/front/chat/ws`;
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await ctx?.close();
});

async function readySocket(token: string) {
  const socket = await openSocket(url, { type: 'auth', token });
  sockets.push(socket);
  await socket.next('ready');
  return socket;
}

/** The close code within a few seconds, or 'open'. */
const closedSoon = (socket: Socket) =>
  Promise.race([socket.closed, new Promise((resolve) => setTimeout(() => resolve('open'), 3000))]);

describe('a realtime socket of an ended session', () => {
  it('closes at once when its owner signs out, and a socket of another session stays', async () => {
    const buyer = await newShopper(ctx.db, 'signs-out');
    const other = await newShopper(ctx.db, 'stays');
    const socket = await readySocket(buyer.token);
    const stays = await readySocket(other.token);
    await ctx.app.inject({ method: 'GET', url: '/api/front/login/logout', headers: bearer(buyer.token) });
    expect(await closedSoon(socket)).toBe(REALTIME_CLOSE.refused);
    expect(await Promise.race([stays.closed, new Promise((resolve) => setTimeout(() => resolve('open'), 300))])).toBe(
      'open',
    );
  });

  it('closes at once when the platform disables the account', async () => {
    const buyer = await newShopper(ctx.db, 'disabled');
    const admin = await adminSession(ctx.db);
    const socket = await readySocket(buyer.token);
    const res = await post(ctx.app, `/api/admin/users/${buyer.id}/disable`, {}, { headers: bearer(admin.token) });
    expect(res.body.code, res.body.message).toBe(200);
    expect(await closedSoon(socket)).toBe(REALTIME_CLOSE.refused);
  });
});
