import { createRealtimeClient, type RealtimeHandler, type RealtimeType } from '@mall/contract';
import { onAccountChange, readAuthorization } from './auth-token';

/**
 * The storefront's one realtime socket (API.md section I): chat messages, read receipts, unread counts and the
 * notifications bell's `notice`. Opened while something subscribes and the shopper is signed in; it reconnects by
 * itself and replays what it missed (`after`).
 */
const client = createRealtimeClient({
  url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/front/chat/ws`,
  credentials: () => {
    const authorization = readAuthorization();
    return authorization ? { token: authorization.replace(/^Bearer /, '') } : null;
  },
  storageKey: 'mall.realtime.after',
});

// Signing in or out, or another account's token taken, changes who the socket speaks for.
onAccountChange(() => client.refresh());

/** Calls `handler` for every event of `type`; answers the function that stops it. */
export function subscribe<T extends RealtimeType>(type: T, handler: RealtimeHandler<T>): () => void {
  return client.subscribe(type, handler);
}

export function lastRealtimeId(): number {
  return client.lastId();
}
