import { REALTIME_CLOSE } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type Socket } from '../../../test/chat-socket';
import { newShopper, startTestApp, type TestContext } from '../../../test/harness';
import { SOCKET_LIMITS } from './socket-limits';

// Audit CH1: one account, or one address not signed in, may no longer hold any number of realtime sockets. The caps
// are lowered here (3 per account, 4 waiting per address) so that the test opens a handful, not hundreds.

let ctx: TestContext;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  SOCKET_LIMITS.perAccount = 3;
  SOCKET_LIMITS.waitingPerAddress = 4;
  SOCKET_LIMITS.authMs = 2000;
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address() as { port: number };
  url = `ws://127.0.0.1:${address.port}/api/front/chat/ws`;
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
const isOpen = (socket: Socket) => socket.raw.readyState === socket.raw.OPEN;
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('realtime sockets per account (audit CH1)', () => {
  it('one more than the cap closes the oldest (4409), not the new one; other accounts are not touched', async () => {
    const buyer = await newShopper(ctx.db, 'many-tabs');
    const other = await newShopper(ctx.db, 'one-tab');
    const theirs = await open({ type: 'auth', token: other.token });
    await theirs.next('ready');
    const tabs: Socket[] = [];
    for (let i = 0; i < 3; i++) {
      const tab = await open({ type: 'auth', token: buyer.token });
      await tab.next('ready');
      tabs.push(tab);
    }
    // A fourth, as after a network drop the server has not noticed yet: it is served, the oldest goes.
    const fourth = await open({ type: 'auth', token: buyer.token });
    await fourth.next('ready');
    expect(await tabs[0]!.closed).toBe(REALTIME_CLOSE.tooMany);
    await settle();
    expect([tabs[1]!, tabs[2]!, fourth, theirs].map(isOpen)).toEqual([true, true, true, true]);

    // Five more at once: the account still holds three, the newest ones.
    const burst = await Promise.all(Array.from({ length: 5 }, () => open({ type: 'auth', token: buyer.token })));
    await Promise.all(burst.map((s) => Promise.race([s.next('ready'), s.closed])));
    await settle();
    const mine = [tabs[1]!, tabs[2]!, fourth, ...burst];
    expect(mine.filter(isOpen)).toHaveLength(3);
    expect(isOpen(theirs)).toBe(true);
  });
});

describe('realtime sockets not signed in yet, per address (audit CH1)', () => {
  it('one more than the cap is refused (4429); a socket that signs in or leaves makes room again', async () => {
    const buyer = await newShopper(ctx.db, 'waiting');
    const waiting: Socket[] = [];
    for (let i = 0; i < 4; i++) waiting.push(await open());
    const refused = await open();
    expect(await refused.closed).toBe(REALTIME_CLOSE.flood);
    await settle();
    expect(waiting.map(isOpen)).toEqual([true, true, true, true]);

    // One signs in: it waits no more, and a new socket is let in.
    waiting[0]!.raw.send(JSON.stringify({ type: 'auth', token: buyer.token }));
    await waiting[0]!.next('ready');
    const next = await open();
    await settle();
    expect(isOpen(next)).toBe(true);
    // One leaves: room again.
    const over = await open();
    expect(await over.closed).toBe(REALTIME_CLOSE.flood);
    waiting[1]!.close();
    await waiting[1]!.closed;
    await settle();
    const after = await open();
    await settle();
    expect(isOpen(after)).toBe(true);
    // Silence still ends a socket that never signs in (4408), and its place is freed with it.
    expect(await after.closed).toBe(REALTIME_CLOSE.silent);
  });
});
