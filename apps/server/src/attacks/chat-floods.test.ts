import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type Socket } from '../../test/chat-socket';
import { type Staff, shopStaff } from '../../test/chat-support';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';

// Audit GR F1: a shopper's script against a shop's inbox through the chat's state calls. A read mark of a conversation
// with nothing unread, or a block of a shop already blocked, changed nothing and still went to every staff socket of
// the shop (a "read" and an "unread" event, or a "conversation" event the console answers by fetching its inbox again):
// 200 calls in two seconds became 200 inbox reloads on each staff member's screen. Blocking and unblocking in turn had
// no bound at all. Now a call that changes nothing tells nobody, and a shopper changes blocks at most 20 times an hour.

let ctx: TestContext;
let url: string;
let staff: Staff;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}/api/front/chat/ws`;
  staff = await shopStaff(ctx.db, (await merchantToken(ctx.db)).merchantId);
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await ctx?.close();
});

const open = async (auth: object) => {
  const socket = await openSocket(url, auth);
  sockets.push(socket);
  await socket.next('ready');
  return socket;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
const of = (socket: Socket, type: string, conversationId: number) =>
  socket.events.filter((e) => e.type === type && e.conversationId === conversationId);

async function conversationOf(token: string, body: string): Promise<{ conversationId: number; id: number }> {
  const sent = await post<{ conversationId: number; id: number }>(
    ctx.app,
    '/api/front/chat/messages',
    { merId: staff.merchantId, kind: 'text', body },
    { headers: bearer(token) },
  );
  expect(sent.body.code, sent.body.message).toBe(200);
  return sent.body.data;
}

describe("a shopper's script against a shop's inbox (audit GR F1)", () => {
  it('a read mark that moves nothing tells neither side, whoever repeats it', async () => {
    const buyer = await newShopper(ctx.db, 'reread');
    const { conversationId, id } = await conversationOf(buyer.token, 'Is it in stock?');
    const shop = await open({ type: 'auth', token: staff.token, role: 'merchant' });
    const mine = await open({ type: 'auth', token: buyer.token });
    const read = (token: string, side: 'front' | 'merchant') =>
      post<{ upTo: number }>(ctx.app, `/api/${side}/chat/conversations/${conversationId}/read`, undefined, {
        headers: bearer(token),
      });

    // The shop reads the question once: the shopper and the shop's staff (its other screens) are told, once.
    expect((await read(staff.token, 'merchant')).body.data.upTo).toBe(id);
    // Then a script reads again and again, on both sides: nothing is unread, each answers where the mark stands.
    for (let i = 0; i < 10; i += 1) {
      expect((await read(buyer.token, 'front')).body.data.upTo).toBe(id);
      expect((await read(staff.token, 'merchant')).body.data.upTo).toBe(id);
    }
    await settle();
    expect(of(mine, 'read', conversationId)).toHaveLength(1);
    expect(of(shop, 'read', conversationId)).toHaveLength(1);
  });

  it('blocking a shop twice is one change; a shopper changes blocks at most 20 times an hour', async () => {
    const buyer = await newShopper(ctx.db, 'toggler');
    const { conversationId } = await conversationOf(buyer.token, 'Hello');
    const shop = await open({ type: 'auth', token: staff.token, role: 'merchant' });
    const change = (what: 'block' | 'unblock', locale = 'en') =>
      post(ctx.app, `/api/front/chat/conversations/${conversationId}/${what}`, undefined, {
        headers: { ...bearer(buyer.token), 'accept-language': locale },
      });

    // The limit counts in the clock's hours (platform/rate-limit.ts): the burst below stays inside one.
    const leftInHour = 3_600_000 - (Date.now() % 3_600_000);
    if (leftInHour < 20_000) await new Promise((resolve) => setTimeout(resolve, leftInHour + 500));
    for (let i = 0; i < 3; i += 1) expect((await change('block')).body.code).toBe(200);
    await settle();
    expect(of(shop, 'conversation', conversationId)).toHaveLength(1);

    // 19 more changes: a person blocking and unblocking a shop now and then never gets near.
    for (let i = 0; i < 19; i += 1) expect((await change(i % 2 === 0 ? 'unblock' : 'block')).body.code).toBe(200);
    const blocked = async () =>
      (
        await ctx.db.execute<{ blocked: boolean }>(
          sql`SELECT blocked FROM chat_conversations WHERE id = ${conversationId}`,
        )
      ).rows[0]!.blocked;
    expect(await blocked()).toBe(false);
    // The 21st change is refused in the reader's language, and changes nothing.
    const refused = await change('block', 'fr');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Trop de requêtes, réessayez dans \d+ (minutes?|secondes?)$/);
    expect(await blocked()).toBe(false);
    // Asking for what already holds is no change: still answered.
    expect((await change('unblock')).body.code).toBe(200);
    await settle();
    expect(of(shop, 'conversation', conversationId)).toHaveLength(20);
  }, 60_000);

  it("handing a conversation to whom already holds it tells nobody's inbox", async () => {
    const buyer = await newShopper(ctx.db, 'assigned');
    const { conversationId } = await conversationOf(buyer.token, 'Who answers?');
    const shop = await open({ type: 'auth', token: staff.token, role: 'merchant' });
    for (let i = 0; i < 5; i += 1) {
      const taken = await post(
        ctx.app,
        `/api/merchant/chat/conversations/${conversationId}/assign`,
        { staffId: staff.userId },
        { headers: bearer(staff.token) },
      );
      expect(taken.body.code, taken.body.message).toBe(200);
    }
    await settle();
    expect(of(shop, 'conversation', conversationId)).toHaveLength(1);
  });
});
