import { REALTIME_CLOSE } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type Socket } from '../../test/chat-socket';
import { newShopper, startTestApp, type TestContext } from '../../test/harness';

// Audit GR F2: the chat socket's frames are JSON as the HTTP bodies are, and held to the same rule (DESIGN.md section
// 4: duplicate keys refused, no prototype keys, a bounded shape). Its auth frame was read by JSON.parse alone: a token
// given twice was taken as the last one, the value a checker reading the first would not have seen.

let ctx: TestContext;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}/api/front/chat/ws`;
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await ctx?.close();
});

async function sendRaw(text: string): Promise<Socket> {
  const socket = await openSocket(url);
  sockets.push(socket);
  socket.raw.send(text);
  return socket;
}

describe("the chat socket's frames (audit GR F2)", () => {
  it('refuses an auth frame naming a key twice, as an HTTP body is refused; the same frame once signs in', async () => {
    const buyer = await newShopper(ctx.db, 'twice');
    const twice = await sendRaw(`{"type":"auth","token":"not-a-token","token":${JSON.stringify(buyer.token)}}`);
    // Signed in (the last token taken) or closed as garbage, whichever comes first.
    const outcome = (socket: Socket) => Promise.race([socket.closed, socket.next('ready').then(() => 'signed in')]);
    expect(await outcome(twice)).toBe(REALTIME_CLOSE.garbage);
    const typeTwice = await sendRaw(`{"type":"ping","type":"auth","token":${JSON.stringify(buyer.token)}}`);
    expect(await outcome(typeTwice)).toBe(REALTIME_CLOSE.garbage);

    const once = await sendRaw(JSON.stringify({ type: 'auth', token: buyer.token }));
    expect((await once.next('ready')).type).toBe('ready');
  });

  it('refuses a deeply nested or key-heavy frame before reading it', async () => {
    const deep = await sendRaw(`${'['.repeat(1000)}${']'.repeat(1000)}`);
    expect(await deep.closed).toBe(REALTIME_CLOSE.garbage);
    const heavy = await sendRaw(
      JSON.stringify(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]))),
    );
    expect(await heavy.closed).toBe(REALTIME_CLOSE.garbage);
  });
});
