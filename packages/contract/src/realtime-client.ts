/**
 * The browser side of the realtime channel (API.md section I, DESIGN.md section 6): one WebSocket per app, opened while
 * somebody listens and a session exists, reconnecting by itself with growing pauses. It remembers the last chat
 * message id it saw and sends it as `after` when it reconnects, so the server replays from the database what came in
 * between: nothing is lost across a reconnect, a reload (the id is kept in sessionStorage) or a second tab. Notices are
 * not replayed (the server signals them, it does not carry them): once connected again after losing the socket, the
 * client tells its `notice` listeners, so that a bell refetches what came while it was away (audit CI4).
 */

/** A chat message as the socket carries it; the shape of the HTTP answers (contract `ChatMessage`). */
export type RealtimeMessage = {
  id: number;
  conversationId: number;
  from: 'shopper' | 'shop' | 'system';
  kind: 'text' | 'image' | 'product' | 'order';
  body: string;
  card: Record<string, unknown> | null;
  createTime: string;
  read: boolean;
  staffId?: number | null;
  staffName?: string | null;
};

export type RealtimeEvent =
  | { type: 'ready'; after: number }
  | { type: 'message'; conversationId: number; message: RealtimeMessage }
  | { type: 'read'; conversationId: number; upTo: number; by: 'shopper' | 'shop' }
  | { type: 'unread'; total: number }
  | { type: 'conversation'; conversationId: number }
  | { type: 'notice' };

export type RealtimeType = RealtimeEvent['type'];
export type RealtimeHandler<T extends RealtimeType> = (event: Extract<RealtimeEvent, { type: T }>) => void;

/**
 * Close codes the server uses. After 4401 (the token was refused) the client waits for a new session; after 4409 (the
 * account opened more sockets than the server keeps, and this was its oldest: audit CH1) it stays closed until the
 * reader comes back to the page (shown again or focused), the page reloads or the session changes: a tab in use takes
 * a socket again (the server then closes whichever is oldest), while tabs left in the background never push each
 * other out in turn. 4429 (too many frames, or too many sockets not signed in from one address) is retried after the
 * growing pause, as any other close.
 */
export const REALTIME_CLOSE = { garbage: 4400, refused: 4401, silent: 4408, tooMany: 4409, flood: 4429 } as const;

export type RealtimeClientOptions = {
  /** The socket's address (`wss://host/api/front/chat/ws`). */
  url: () => string;
  /** The session token and, for a console, which side it speaks for; null while signed out. */
  credentials: () => { token: string; role?: 'merchant' | 'admin' } | null;
  /** Where the last message id is kept across reloads (sessionStorage key); none in tests. */
  storageKey?: string;
  /** Opens sockets; the browser's WebSocket by default. */
  WebSocketImpl?: typeof WebSocket;
  /**
   * Calls `back` whenever the reader comes back to the page; answers nothing. By default the page shown again
   * (`visibilitychange`) or focused (`focus`), where there is a page.
   */
  onReaderBack?: (back: () => void) => void;
};

export type RealtimeClient = {
  subscribe<T extends RealtimeType>(type: T, handler: RealtimeHandler<T>): () => void;
  /** The session or the side changed: close and connect again with the new credentials (or stay closed). */
  refresh(): void;
  /** The largest message id seen so far (0 before any). */
  lastId(): number;
};

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;

function pageShownOrFocused(back: () => void): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') back();
  });
  window.addEventListener('focus', back);
}

function readStored(key: string | undefined): number {
  if (!key || typeof sessionStorage === 'undefined') return 0;
  const value = Number(sessionStorage.getItem(key));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

function store(key: string | undefined, value: number): void {
  if (!key || typeof sessionStorage === 'undefined') return;
  try {
    sessionStorage.setItem(key, String(value));
  } catch {
    // Storage full or refused: the socket still works, a reload then starts from the server's present.
  }
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const handlers = new Map<RealtimeType, Set<(event: RealtimeEvent) => void>>();
  let socket: WebSocket | null = null;
  let after = readStored(options.storageKey);
  let pause = FIRST_PAUSE_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let refused = false;
  /** Closed as the account's oldest socket (4409): taken again when the reader comes back to this page. */
  let pushedOut = false;
  /** The socket was lost (not closed on purpose): what the server signalled meanwhile never came. */
  let lost = false;

  const listening = () => [...handlers.values()].some((set) => set.size > 0);

  function emit(event: RealtimeEvent): void {
    if (event.type === 'message' && event.message.id > after) {
      after = event.message.id;
      store(options.storageKey, after);
    }
    // The server's cursor: the present for a fresh client, and lower than ours when ours is beyond its newest message
    // (a restore from a backup set the ids back, audit GF2): kept, ours would make the server drop every new message.
    if (event.type === 'ready' && (after === 0 ? event.after > 0 : event.after < after)) {
      after = event.after;
      store(options.storageKey, after);
    }
    for (const handler of handlers.get(event.type) ?? []) handler(event);
  }

  function schedule(): void {
    if (timer || refused || !listening()) return;
    const wait = pause / 2 + Math.random() * (pause / 2);
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    timer = setTimeout(() => {
      timer = null;
      connect();
    }, wait);
  }

  function connect(): void {
    if (socket || !listening()) return;
    const credentials = options.credentials();
    if (!credentials) return;
    const Impl = options.WebSocketImpl ?? WebSocket;
    let ws: WebSocket;
    try {
      ws = new Impl(options.url());
    } catch {
      schedule();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: 'auth', token: credentials.token, role: credentials.role, after }));
    };
    ws.onmessage = (message) => {
      let event: RealtimeEvent;
      try {
        event = JSON.parse(String(message.data)) as RealtimeEvent;
      } catch {
        return;
      }
      if (event.type === 'ready') pause = FIRST_PAUSE_MS;
      emit(event);
      if (event.type === 'ready' && lost) {
        lost = false;
        emit({ type: 'notice' });
      }
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      lost = true;
      if (event.code === REALTIME_CLOSE.refused || event.code === REALTIME_CLOSE.tooMany) refused = true;
      pushedOut = event.code === REALTIME_CLOSE.tooMany;
      schedule();
    };
  }

  function disconnect(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const ws = socket;
    socket = null;
    ws?.close(1000);
  }

  // A tab pushed out by newer ones is live again once somebody looks at it (until then its bell polls over HTTP); as
  // after any lost socket, its `notice` listeners are told once it is back, so the bell catches up at once.
  (options.onReaderBack ?? pageShownOrFocused)(() => {
    if (!pushedOut) return;
    pushedOut = false;
    refused = false;
    pause = FIRST_PAUSE_MS;
    connect();
  });

  return {
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      const wrapped = handler as (event: RealtimeEvent) => void;
      set.add(wrapped);
      handlers.set(type, set);
      connect();
      return () => {
        set.delete(wrapped);
        if (!listening()) disconnect();
      };
    },
    refresh() {
      refused = false;
      pushedOut = false;
      after = 0;
      store(options.storageKey, 0);
      pause = FIRST_PAUSE_MS;
      disconnect();
      connect();
    },
    lastId: () => after,
  };
}
