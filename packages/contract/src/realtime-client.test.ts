import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, REALTIME_CLOSE } from './realtime-client';

/** A stand-in for the browser's WebSocket that records what the client sends and lets the test play the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.({ code: 1000 });
  }
  serverSays(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

const message = (id: number) => ({
  type: 'message',
  conversationId: 1,
  message: {
    id,
    conversationId: 1,
    from: 'shop',
    kind: 'text',
    body: `m${id}`,
    card: null,
    createTime: '',
    read: false,
  },
});

let token: string | null = 'tok';
const make = () =>
  createRealtimeClient({
    url: () => 'ws://shop/api/front/chat/ws',
    credentials: () => (token ? { token } : null),
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
  });

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  token = 'tok';
});
afterEach(() => vi.useRealTimers());

describe('the realtime client', () => {
  it('connects on the first subscriber, authenticates, and delivers events by type', () => {
    const client = make();
    expect(FakeSocket.all).toHaveLength(0);
    const seen: number[] = [];
    client.subscribe('message', (e) => seen.push(e.message.id));
    const ws = FakeSocket.all[0]!;
    ws.onopen?.();
    expect(JSON.parse(ws.sent[0]!)).toEqual({ type: 'auth', token: 'tok', after: 0 });
    ws.serverSays(message(7));
    ws.serverSays({ type: 'unread', total: 3 });
    expect(seen).toEqual([7]);
    expect(client.lastId()).toBe(7);
  });

  it('reconnects by itself after a drop, with growing pauses, and asks for what came after the last id', () => {
    const client = make();
    client.subscribe('message', () => undefined);
    FakeSocket.all[0]!.onopen?.();
    FakeSocket.all[0]!.serverSays(message(41));
    FakeSocket.all[0]!.onclose?.({ code: 1006 });
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.onopen?.();
    expect(JSON.parse(FakeSocket.all[1]!.sent[0]!)).toMatchObject({ type: 'auth', after: 41 });
    // Dropped again before it was ready: the next pause is longer (1-2 s), not the first one again.
    FakeSocket.all[1]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(900);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1200);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('tells its notice listeners once connected again after a drop, not on the first connection (audit CI4)', () => {
    const client = make();
    let notices = 0;
    client.subscribe('notice', () => {
      notices += 1;
    });
    FakeSocket.all[0]!.onopen?.();
    FakeSocket.all[0]!.serverSays({ type: 'ready', after: 0 });
    expect(notices).toBe(0);
    // Lost (a network drop, a server restart): notices signalled meanwhile never came, so the bell is told to look.
    FakeSocket.all[0]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1000);
    FakeSocket.all[1]!.onopen?.();
    expect(notices).toBe(0);
    FakeSocket.all[1]!.serverSays({ type: 'ready', after: 0 });
    expect(notices).toBe(1);
    FakeSocket.all[1]!.serverSays({ type: 'ready', after: 0 });
    expect(notices).toBe(1);
    // Closed on purpose (another session): the new session's bell asks for itself.
    client.refresh();
    FakeSocket.all[2]!.onopen?.();
    FakeSocket.all[2]!.serverSays({ type: 'ready', after: 0 });
    expect(notices).toBe(1);
  });

  it("takes the server's lower cursor when its own is beyond the newest message (audit GF2: a restore set ids back)", () => {
    const client = make();
    client.subscribe('message', () => undefined);
    FakeSocket.all[0]!.onopen?.();
    FakeSocket.all[0]!.serverSays(message(900));
    FakeSocket.all[0]!.serverSays({ type: 'ready', after: 900 });
    expect(client.lastId()).toBe(900);
    // Reconnected after the restore: the server answers its newest message, 12, and the client goes on from there.
    FakeSocket.all[0]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1000);
    FakeSocket.all[1]!.onopen?.();
    expect(JSON.parse(FakeSocket.all[1]!.sent[0]!)).toMatchObject({ after: 900 });
    FakeSocket.all[1]!.serverSays({ type: 'ready', after: 12 });
    expect(client.lastId()).toBe(12);
    FakeSocket.all[1]!.serverSays(message(13));
    expect(client.lastId()).toBe(13);
    FakeSocket.all[1]!.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(2000);
    FakeSocket.all[2]!.onopen?.();
    expect(JSON.parse(FakeSocket.all[2]!.sent[0]!)).toMatchObject({ after: 13 });
    // A server at or beyond the client's cursor moves nothing back.
    FakeSocket.all[2]!.serverSays({ type: 'ready', after: 20 });
    expect(client.lastId()).toBe(13);
  });

  it('stays closed after the server refuses the token, until the session changes', () => {
    const client = make();
    client.subscribe('notice', () => undefined);
    FakeSocket.all[0]!.onclose?.({ code: REALTIME_CLOSE.refused });
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    token = 'new';
    client.refresh();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it("stays closed when the server closed it as its account's oldest (audit CH1): background tabs do not push each other out in turn", () => {
    const client = make();
    client.subscribe('notice', () => undefined);
    FakeSocket.all[0]!.onopen?.();
    FakeSocket.all[0]!.serverSays({ type: 'ready', after: 0 });
    FakeSocket.all[0]!.onclose?.({ code: REALTIME_CLOSE.tooMany });
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    // Too many sockets from one address not signed in: retried after the growing pause, as any other close.
    const other = make();
    other.subscribe('notice', () => undefined);
    FakeSocket.all[1]!.onclose?.({ code: REALTIME_CLOSE.flood });
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('takes a socket again when the reader comes back to a tab pushed out as the oldest, and the bell catches up', () => {
    let readerBack: () => void = () => undefined;
    const client = createRealtimeClient({
      url: () => 'ws://shop/api/front/chat/ws',
      credentials: () => ({ token: 'tok' }),
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      onReaderBack: (back) => {
        readerBack = back;
      },
    });
    let notices = 0;
    client.subscribe('notice', () => notices++);
    FakeSocket.all[0]!.onopen?.();
    FakeSocket.all[0]!.serverSays({ type: 'ready', after: 0 });
    // Coming back to a tab whose socket is fine opens nothing more.
    readerBack();
    expect(FakeSocket.all).toHaveLength(1);
    FakeSocket.all[0]!.onclose?.({ code: REALTIME_CLOSE.tooMany });
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    readerBack();
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.onopen?.();
    FakeSocket.all[1]!.serverSays({ type: 'ready', after: 0 });
    expect(notices).toBe(1);
    // Once: being back again while connected does not open another.
    readerBack();
    expect(FakeSocket.all).toHaveLength(2);
    // A refused token is not retried by coming back: it waits for a new session.
    FakeSocket.all[1]!.onclose?.({ code: REALTIME_CLOSE.refused });
    readerBack();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('opens nothing while signed out and closes when the last subscriber leaves', () => {
    token = null;
    const client = make();
    const stop = client.subscribe('unread', () => undefined);
    expect(FakeSocket.all).toHaveLength(0);
    token = 'tok';
    client.refresh();
    expect(FakeSocket.all).toHaveLength(1);
    let closed = false;
    FakeSocket.all[0]!.close = () => {
      closed = true;
    };
    stop();
    expect(closed).toBe(true);
  });
});
