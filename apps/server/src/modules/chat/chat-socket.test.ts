import { REALTIME_CLOSE } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type Socket } from '../../../test/chat-socket';
import { adminSession, type Staff, shopStaff } from '../../../test/chat-support';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { SOCKET_LIMITS } from './socket-limits';

// The realtime socket of one server (API.md section I): auth, live delivery to the right sockets only, catch-up after
// a reconnect, and what happens to garbage, silence and floods.

let ctx: TestContext;
let url: string;
let staff: Staff;
const sockets: Socket[] = [];

beforeAll(async () => {
  SOCKET_LIMITS.authMs = 400;
  SOCKET_LIMITS.sessionCheckMs = 300;
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address() as { port: number };
  url = `ws://127.0.0.1:${address.port}/api/front/chat/ws`;
  staff = await shopStaff(ctx.db, (await merchantToken(ctx.db)).merchantId);
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await ctx?.close();
});

const open = async (auth?: object) => {
  const socket = await openSocket(url, auth);
  sockets.push(socket);
  return socket;
};
const say = (token: string, body: string) =>
  post<{ id: number }>(
    ctx.app,
    '/api/front/chat/messages',
    { merId: staff.merchantId, kind: 'text', body },
    { headers: bearer(token) },
  );

describe('the chat socket', () => {
  it('delivers a message to the shopper and to the shop staff, and to nobody else', async () => {
    const buyer = await newShopper(ctx.db, 'live-buyer');
    const stranger = await newShopper(ctx.db, 'live-stranger');
    const admin = await adminSession(ctx.db);
    const mine = await open({ type: 'auth', token: buyer.token });
    const shop = await open({ type: 'auth', token: staff.token, role: 'merchant' });
    const other = await open({ type: 'auth', token: stranger.token });
    const platform = await open({ type: 'auth', token: admin.token, role: 'admin' });
    await Promise.all([mine, shop, other, platform].map((s) => s.next('ready')));
    const sent = await say(buyer.token, 'live hello');
    expect(sent.status).toBe(200);
    const atShop = await shop.next('message');
    expect(atShop).toMatchObject({ message: { id: sent.body.data.id, body: 'live hello', from: 'shopper' } });
    expect((await mine.next('message')).message.id).toBe(sent.body.data.id);
    expect((await shop.next('unread', (e) => e.total >= 1)).total).toBeGreaterThanOrEqual(1);

    const reply = await post<{ id: number }>(
      ctx.app,
      '/api/merchant/chat/messages',
      { conversationId: atShop.conversationId, kind: 'text', body: 'live answer' },
      { headers: bearer(staff.token) },
    );
    expect((await mine.next('message')).message.body).toBe('live answer');
    await post(ctx.app, `/api/front/chat/conversations/${atShop.conversationId}/read`, undefined, {
      headers: bearer(buyer.token),
    });
    expect(await shop.next('read')).toMatchObject({
      conversationId: atShop.conversationId,
      upTo: reply.body.data.id,
      by: 'shopper',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.events.filter((e) => e.type === 'message')).toEqual([]);
    expect(platform.events.filter((e) => e.type === 'message')).toEqual([]);
  });

  it('replays what a socket missed after the last id it saw, in order', async () => {
    const buyer = await newShopper(ctx.db, 'catcher');
    const first = await say(buyer.token, 'before');
    const missed: number[] = [];
    for (const body of ['gone 1', 'gone 2', 'gone 3']) missed.push((await say(buyer.token, body)).body.data.id);
    const again = await open({ type: 'auth', token: staff.token, role: 'merchant', after: first.body.data.id });
    await again.next('ready');
    const replayed = again.events.filter((e) => e.type === 'message' && missed.includes(e.message.id));
    expect(replayed.map((e) => e.message.body)).toEqual(['gone 1', 'gone 2', 'gone 3']);
    // A shopper's socket replays only the shopper's own conversations.
    const stranger = await newShopper(ctx.db, 'replay-stranger');
    const theirs = await open({ type: 'auth', token: stranger.token, after: first.body.data.id - 1 });
    await theirs.next('ready');
    expect(theirs.events.filter((e) => e.type === 'message')).toEqual([]);
  });

  it('lowers a cursor beyond the newest message to it, and delivers what comes next (audit GF2: a restore set the ids back)', async () => {
    const buyer = await newShopper(ctx.db, 'ahead');
    const before = await say(buyer.token, 'before the restore');
    // The browser kept a cursor from before the restore; the shop's socket too.
    const mine = await open({ type: 'auth', token: buyer.token, after: Number.MAX_SAFE_INTEGER });
    const shop = await open({ type: 'auth', token: staff.token, role: 'merchant', after: before.body.data.id + 1000 });
    expect((await mine.next('ready')).after).toBe(before.body.data.id);
    expect((await shop.next('ready')).after).toBeLessThanOrEqual(before.body.data.id);
    const next = await say(buyer.token, 'after the restore');
    expect((await mine.next('message')).message).toMatchObject({ id: next.body.data.id, body: 'after the restore' });
    expect((await shop.next('message', (e) => e.message.id === next.body.data.id)).message.body).toBe(
      'after the restore',
    );
    // A reader with no conversation at all: 0.
    const none = await open({ type: 'auth', token: (await newShopper(ctx.db, 'ahead-none')).token, after: 99 });
    expect((await none.next('ready')).after).toBe(0);
  });
  it("opens the staff's socket of a suspended shop, which still answers its conversations (audit L9)", async () => {
    await ctx.db.execute(sql`UPDATE merchants SET status = 'suspended' WHERE id = ${staff.merchantId}`);
    try {
      const shop = await open({ type: 'auth', token: staff.token, role: 'merchant' });
      await shop.next('ready');
      shop.raw.close();
    } finally {
      await ctx.db.execute(sql`UPDATE merchants SET status = 'open' WHERE id = ${staff.merchantId}`);
    }
  });

  it('closes a socket that sends garbage, nothing, a refused token or role, or a flood', async () => {
    const buyer = await newShopper(ctx.db, 'rude-socket');
    const garbage = await open();
    garbage.raw.send('{not json');
    expect(await garbage.closed).toBe(REALTIME_CLOSE.garbage);
    const silent = await open();
    expect(await silent.closed).toBe(REALTIME_CLOSE.silent);
    const bad = await open({ type: 'auth', token: 'nope' });
    expect(await bad.closed).toBe(REALTIME_CLOSE.refused);
    const notStaff = await open({ type: 'auth', token: buyer.token, role: 'merchant' });
    expect(await notStaff.closed).toBe(REALTIME_CLOSE.refused);
    const notAdmin = await open({ type: 'auth', token: buyer.token, role: 'admin' });
    expect(await notAdmin.closed).toBe(REALTIME_CLOSE.refused);
    const chatty = await open({ type: 'auth', token: buyer.token });
    await chatty.next('ready');
    for (let i = 0; i < SOCKET_LIMITS.framesPerWindow + 5; i++) chatty.raw.send('{"type":"ping"}');
    expect(await chatty.closed).toBe(REALTIME_CLOSE.flood);
    const unexpected = await open({ type: 'auth', token: buyer.token });
    await unexpected.next('ready');
    unexpected.raw.send('{"type":"message","body":"hi"}');
    expect(await unexpected.closed).toBe(REALTIME_CLOSE.garbage);
    const big = await open();
    big.raw.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(SOCKET_LIMITS.maxFrameBytes) }));
    expect(await big.closed).toBe(1009);
    // The server is still fine.
    expect((await get(ctx.app, '/api/front/chat/unread', bearer(buyer.token))).status).toBe(200);
  });

  it('ends a socket whose session was revoked', async () => {
    const buyer = await newShopper(ctx.db, 'revoked');
    const socket = await open({ type: 'auth', token: buyer.token });
    await socket.next('ready');
    await ctx.app.inject({ method: 'GET', url: '/api/front/login/logout', headers: bearer(buyer.token) });
    expect(await socket.closed).toBe(REALTIME_CLOSE.refused);
  });
});

describe('notices read in one tab (audit CI3)', () => {
  /** An unread notice on the site for a reader (as the sender leaves one). */
  async function unreadNotice(userId: number, audience: 'shopper' | 'merchant', merchantId: number | null) {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO notices (kind, user_id, audience, merchant_id, vars, link, dedupe_key)
      VALUES (${audience === 'shopper' ? 'order_shipped' : 'low_stock'}, ${userId}, ${audience}, ${merchantId},
        '{}'::jsonb, '', ${`ci3:${userId}:${Date.now()}:${Math.random()}`})
      RETURNING id`);
    const id = Number(rows[0]!.id);
    await ctx.db.execute(sql`
      INSERT INTO notice_deliveries (notice_id, channel, idempotency_key, status)
      VALUES (${id}, 'site', ${`notice-${id}-site`}, 'sent')`);
    return id;
  }

  it("tells the reader's other tabs and their console, so their bell follows at once", async () => {
    const buyer = await newShopper(ctx.db, 'two-tabs');
    await unreadNotice(buyer.id, 'shopper', null);
    const [one, two] = [
      await open({ type: 'auth', token: buyer.token }),
      await open({ type: 'auth', token: buyer.token }),
    ];
    await Promise.all([one.next('ready'), two.next('ready')]);
    const read = await post(ctx.app, '/api/front/notices/read', { all: true }, { headers: bearer(buyer.token) });
    expect(read.body.code, read.body.message).toBe(200);
    await Promise.all([one.next('notice'), two.next('notice')]);
    expect(
      (await get<{ total: number }>(ctx.app, '/api/front/notices/unread', bearer(buyer.token))).body.data.total,
    ).toBe(0);

    // The shop's console: "mark all read" in one tab reaches the staff member's other console tab.
    const id = await unreadNotice(staff.userId, 'merchant', staff.merchantId);
    const console = await open({ type: 'auth', token: staff.token, role: 'merchant' });
    await console.next('ready');
    const staffRead = await post(
      ctx.app,
      '/api/merchant/notices/read',
      { ids: [id] },
      { headers: bearer(staff.token) },
    );
    expect(staffRead.body.code, staffRead.body.message).toBe(200);
    await console.next('notice');
  });
});
