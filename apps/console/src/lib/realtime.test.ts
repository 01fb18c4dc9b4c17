// @vitest-environment jsdom
import { REALTIME_CLOSE } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setToken } from './auth-token';

/** The browser's WebSocket played by the test: records the sockets the console opens. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {}
  serverSays(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

beforeAll(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  setToken('tok');
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the console's realtime socket", () => {
  it('comes back when the staff member returns to a tab closed as the account’s oldest (4409), and the bell refetches', async () => {
    const { subscribe } = await import('./realtime');
    let notices = 0;
    subscribe('notice', () => notices++);
    const first = FakeSocket.all.at(-1)!;
    first.onopen?.();
    first.serverSays({ type: 'ready', after: 0 });
    first.onclose?.({ code: REALTIME_CLOSE.tooMany });
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);

    // Shown again (another browser tab was in front) ...
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.onopen?.();
    FakeSocket.all[1]!.serverSays({ type: 'ready', after: 0 });
    expect(notices).toBe(1);

    // ... or focused (another window was in front).
    FakeSocket.all[1]!.onclose?.({ code: REALTIME_CLOSE.tooMany });
    window.dispatchEvent(new Event('focus'));
    expect(FakeSocket.all).toHaveLength(3);
  });
});
