import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type Socket } from '../../../test/chat-socket';
import { type Staff, shopStaff } from '../../../test/chat-support';
import { freePort } from '../../../test/free-port';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../../test/server-process';

// Two server processes on one database (DESIGN.md section 5): this test's app and a second server started as its own
// process. A message written through one reaches the sockets of the other (LISTEN/NOTIFY carries the ids), and a
// socket that reconnects to the other process catches up from the database.

let ctx: TestContext;
let second: ServerProcess;
let staff: Staff;
let here: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  here = `127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  second = await startServerProcess({
    DATABASE_URL: ctx.url,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    RATE_LIMIT_FACTOR: '1000',
  });
  staff = await shopStaff(ctx.db, (await merchantToken(ctx.db)).merchantId);
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  if (second && second.child.exitCode === null) await stopServerProcess(second);
  await ctx?.close();
});

const socketAt = async (host: string, auth: object) => {
  const s = await openSocket(`ws://${host}/api/front/chat/ws`, auth);
  sockets.push(s);
  await s.next('ready');
  return s;
};
const there = () => second.url.replace(/^http:\/\//, '');

async function postThere<T>(path: string, body: object, token: string): Promise<{ code: number; data: T }> {
  const res = await fetch(`${second.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: T };
}

describe('chat across two server processes', () => {
  it('delivers both ways between sockets held by different processes', async () => {
    const buyer = await newShopper(ctx.db, 'two-process-buyer');
    const shopperThere = await socketAt(there(), { type: 'auth', token: buyer.token });
    const shopHere = await socketAt(here, { type: 'auth', token: staff.token, role: 'merchant' });
    const started = Date.now();
    const sent = await post<{ id: number; conversationId: number }>(
      ctx.app,
      '/api/front/chat/messages',
      { merId: staff.merchantId, kind: 'text', body: 'written here' },
      { headers: bearer(buyer.token) },
    );
    expect((await shopperThere.next('message')).message.id).toBe(sent.body.data.id);
    expect((await shopHere.next('message')).message.body).toBe('written here');
    expect(Date.now() - started).toBeLessThan(2000);
    const reply = await postThere<{ id: number }>(
      '/api/merchant/chat/messages',
      { conversationId: sent.body.data.conversationId, kind: 'text', body: 'answered there' },
      staff.token,
    );
    expect(reply.code).toBe(200);
    expect((await shopperThere.next('message')).message.body).toBe('answered there');
    expect((await shopHere.next('message')).message.id).toBe(reply.data.id);
  });

  it('a socket that reconnects to the other process catches up what it missed', async () => {
    const buyer = await newShopper(ctx.db, 'two-process-catcher');
    const shopHere = await socketAt(here, { type: 'auth', token: staff.token, role: 'merchant' });
    const first = await postThere<{ id: number }>(
      '/api/front/chat/messages',
      { merId: staff.merchantId, kind: 'text', body: 'first' },
      buyer.token,
    );
    const seen = await shopHere.next('message', (e) => e.message.id === first.data.id);
    shopHere.close();
    const missed: number[] = [];
    for (const body of ['while away 1', 'while away 2']) {
      const r = await post<{ id: number }>(
        ctx.app,
        '/api/front/chat/messages',
        { merId: staff.merchantId, kind: 'text', body },
        { headers: bearer(buyer.token) },
      );
      missed.push(r.body.data.id);
    }
    const shopThere = await socketAt(there(), {
      type: 'auth',
      token: staff.token,
      role: 'merchant',
      after: seen.message.id,
    });
    const replayed = shopThere.events.filter((e) => e.type === 'message').map((e) => e.message.id);
    expect(replayed).toEqual(missed);
  });
});
