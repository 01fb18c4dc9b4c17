import { createRealtimeClient, type RealtimeHandler, type RealtimeType } from '@mall/contract';
import { readToken, tokenStore } from './auth-token';

/** The side the open page speaks for: the merchant console's pages or the platform's (hash routes). */
export function side(): 'merchant' | 'admin' {
  return location.hash.startsWith('#/platform') ? 'admin' : 'merchant';
}

/**
 * The console's one realtime socket (API.md section I), tied to the staff member's shop or to the platform by the
 * side of the page that is open: chat messages, read receipts, unread counts and the notifications bell's `notice`.
 * It reconnects by itself and replays what it missed (`after`).
 */
const client = createRealtimeClient({
  url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/front/chat/ws`,
  credentials: () => {
    const token = readToken();
    return token ? { token, role: side() } : null;
  },
  storageKey: 'mall.console.realtime.after',
});

let openSide = side();
tokenStore.subscribe(() => client.refresh());
window.addEventListener('hashchange', () => {
  if (side() === openSide) return;
  openSide = side();
  client.refresh();
});

/** Calls `handler` for every event of `type` (for the open side); answers the function that stops it. */
export function subscribe<T extends RealtimeType>(type: T, handler: RealtimeHandler<T>): () => void {
  return client.subscribe(type, handler);
}
