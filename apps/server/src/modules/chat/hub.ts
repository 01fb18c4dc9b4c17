import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client';
import { REALTIME_CHANNEL, type RealtimeSignal } from '../../platform/realtime';
import { catchUp } from './catch-up';
import { type ChatSide, loadMessage, messageView, unreadTotal } from './views';

type Log = { warn: (message: string) => void };

/** One authenticated socket: whose it is (a shopper, or the staff of a shop or of the platform: merId 0). */
export type HubClient = {
  ws: WebSocket;
  side: ChatSide;
  sessionId: number;
  /** The last message id this socket was sent (or, at start, the present). */
  cursor: number;
  /** False while catching up; live signals wait in `pending` meanwhile. */
  ready: boolean;
  pending: RealtimeSignal[];
};

/**
 * The realtime hub of one server process (DESIGN.md sections 6 and 7). It LISTENs on `mall_realtime` over a direct
 * connection of its own; every signal (ids only) is read once from the database and sent to the sockets it concerns:
 * a shopper's own sockets, the sockets of the shop's staff, or of the platform's. A socket is only ever sent what
 * belongs to its own conversations. After a lost LISTEN connection every socket catches up from its cursor.
 */
export class ChatHub {
  private readonly shoppers = new Map<number, Set<HubClient>>();
  private readonly inboxes = new Map<number, Set<HubClient>>();
  private readonly staff = new Map<number, Set<HubClient>>();
  private listener: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private listenedOnce = false;

  constructor(
    readonly db: Db,
    private readonly connection: pg.ClientConfig | null,
    private readonly log: Log,
  ) {}

  /** Sockets connected to this process. */
  size(): number {
    let n = 0;
    for (const set of this.shoppers.values()) n += set.size;
    for (const set of this.inboxes.values()) n += set.size;
    return n;
  }

  clients(): HubClient[] {
    return [...this.shoppers.values(), ...this.inboxes.values()].flatMap((set) => [...set]);
  }

  /** Registers an authenticated socket, replays what it missed after `after` (0: nothing), then sends live. */
  async attach(client: HubClient, after: number): Promise<void> {
    const { side } = client;
    if (side.kind === 'shopper') add(this.shoppers, side.userId, client);
    else {
      add(this.inboxes, side.merId, client);
      add(this.staff, side.staffId, client);
    }
    await this.resync(client, after);
  }

  detach(client: HubClient): void {
    const { side } = client;
    if (side.kind === 'shopper') remove(this.shoppers, side.userId, client);
    else {
      remove(this.inboxes, side.merId, client);
      remove(this.staff, side.staffId, client);
    }
  }

  private async resync(client: HubClient, after: number): Promise<void> {
    client.ready = false;
    const replayAll = after === 0;
    try {
      client.cursor = await catchUp(this.db, client, after, (event) => send(client, event));
      send(client, { type: 'unread', total: await unreadTotal(this.db, sideKey(client.side)) });
    } catch (error) {
      this.log.warn(`chat catch-up failed: ${String(error)}`);
    }
    client.ready = true;
    const waiting = client.pending.splice(0);
    for (const signal of waiting) await this.deliverTo(client, signal, replayAll);
    send(client, { type: 'ready', after: client.cursor });
  }

  /** Routes one signal (as it came through NOTIFY) to the sockets of this process it concerns. */
  async route(signal: RealtimeSignal): Promise<void> {
    const targets = new Set<HubClient>();
    for (const id of signal.userIds ?? []) for (const c of this.shoppers.get(id) ?? []) targets.add(c);
    if (signal.type === 'notice')
      for (const id of signal.userIds ?? []) for (const c of this.staff.get(id) ?? []) targets.add(c);
    if (signal.merchantId) for (const c of this.inboxes.get(signal.merchantId) ?? []) targets.add(c);
    if (signal.platform) for (const c of this.inboxes.get(0) ?? []) targets.add(c);
    if (targets.size === 0) return;
    if (signal.type === 'notice') {
      for (const c of targets) send(c, { type: 'notice' });
      return;
    }
    // Reads shared by the sockets of this one signal (a message to a shop goes to every staff socket: read it once).
    const reads: Reads = new Map();
    for (const client of targets) {
      if (client.ready) await this.deliverTo(client, signal, false, reads);
      else client.pending.push(signal);
    }
  }

  private async deliverTo(
    client: HubClient,
    signal: RealtimeSignal,
    replayAll: boolean,
    reads: Reads = new Map(),
  ): Promise<void> {
    try {
      if (signal.type === 'chat' && signal.messageId) {
        const row = await cached(reads, `m${signal.messageId}`, () => loadMessage(this.db, signal.messageId as number));
        if (!row || !owns(client.side, row)) return;
        const id = Number(row.id);
        if (id <= client.cursor && !replayAll) return;
        client.cursor = Math.max(client.cursor, id);
        const viewer = client.side.kind;
        send(client, {
          type: 'message',
          conversationId: Number(row.conversation_id),
          message: messageView(row, viewer),
        });
        await this.sendUnread(client, reads);
      } else if (signal.type === 'read' && signal.conversationId) {
        const c = await cached(reads, `c${signal.conversationId}`, () =>
          conversation(this.db, signal.conversationId as number),
        );
        if (!c || !owns(client.side, c)) return;
        const shopper = client.side.kind === 'shopper';
        send(client, {
          type: 'read',
          conversationId: signal.conversationId,
          upTo: Number(shopper ? c.shop_read_upto : c.user_read_upto),
          by: shopper ? 'shop' : 'shopper',
        });
        await this.sendUnread(client, reads);
      } else if (signal.type === 'chat' && signal.conversationId) {
        const c = await cached(reads, `c${signal.conversationId}`, () =>
          conversation(this.db, signal.conversationId as number),
        );
        if (c && owns(client.side, c)) send(client, { type: 'conversation', conversationId: signal.conversationId });
      }
    } catch (error) {
      this.log.warn(`chat delivery failed: ${String(error)}`);
    }
  }

  private async sendUnread(client: HubClient, reads: Reads): Promise<void> {
    const key = sideKey(client.side);
    const total = await cached(reads, `u${JSON.stringify(key)}`, () => unreadTotal(this.db, key));
    send(client, { type: 'unread', total });
  }

  /** Starts listening; reconnects after a lost connection and then replays to every socket from its cursor. */
  async listen(): Promise<void> {
    if (!this.connection || this.closed) return;
    const client = new pg.Client(this.connection);
    let queue = Promise.resolve();
    client.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
      let signal: RealtimeSignal;
      try {
        signal = JSON.parse(message.payload) as RealtimeSignal;
      } catch {
        return;
      }
      // One signal after another, in commit order: a socket never sees message n+1 before n.
      queue = queue.then(() => this.route(signal));
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
      this.listener = client;
      if (this.listenedOnce) for (const c of this.clients()) void this.resync(c, c.cursor);
      this.listenedOnce = true;
    } catch (error) {
      this.log.warn(`Chat hub not listening yet: ${String(error)}`);
      client.end().catch(() => undefined);
      this.scheduleRetry();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    for (const c of this.clients()) c.ws.close(1001);
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
  }

  /**
   * Ends the sockets whose session has ended since they connected, or whose shop side's member left the shop's staff
   * (checked every minute by the socket routes, and at once on a `sessions` announcement).
   */
  async dropEndedSessions(): Promise<void> {
    const all = this.clients();
    if (all.length === 0) return;
    const ids = [...new Set(all.map((c) => c.sessionId))];
    const { rows } = await this.db.execute<{ id: number }>(sql`
      SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        AND s.revoked_at IS NULL AND s.expires_at > now() AND u.disabled_at IS NULL`);
    const live = new Set(rows.map((r) => r.id));
    // A shop's side also ends when its member left the shop's staff (decision 0050: removed by the owner).
    const shopSides = all.filter((c) => c.side.kind === 'shop' && c.side.merId > 0);
    const members = new Set<string>();
    if (shopSides.length > 0) {
      const staff = await this.db.execute<{ user_id: number; merchant_id: number }>(sql`
        SELECT user_id, merchant_id FROM merchant_staff WHERE user_id IN (${sql.join(
          [...new Set(shopSides.map((c) => (c.side.kind === 'shop' ? c.side.staffId : 0)))].map((id) => sql`${id}`),
          sql`, `,
        )})`);
      for (const r of staff.rows) members.add(`${r.user_id}:${r.merchant_id}`);
    }
    for (const c of all) {
      const left = c.side.kind === 'shop' && c.side.merId > 0 && !members.has(`${c.side.staffId}:${c.side.merId}`);
      if (!live.has(c.sessionId) || left) c.ws.close(4401, 'session ended');
    }
  }

  private reconnect(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = null;
    client.end().catch(() => undefined);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.listen();
    }, 1000);
    this.retry.unref();
  }
}

type Reads = Map<string, Promise<unknown>>;

function cached<T>(reads: Reads, key: string, load: () => Promise<T>): Promise<T> {
  let hit = reads.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    reads.set(key, hit);
  }
  return hit;
}

function add(map: Map<number, Set<HubClient>>, key: number, client: HubClient): void {
  const set = map.get(key) ?? new Set();
  set.add(client);
  map.set(key, set);
}

function remove(map: Map<number, Set<HubClient>>, key: number, client: HubClient): void {
  const set = map.get(key);
  set?.delete(client);
  if (set?.size === 0) map.delete(key);
}

export function send(client: HubClient, event: object): void {
  if (client.ws.readyState === client.ws.OPEN) client.ws.send(JSON.stringify(event));
}

const sideKey = (side: ChatSide) => (side.kind === 'shopper' ? { userId: side.userId } : { merId: side.merId });

function owns(side: ChatSide, row: { user_id: number; mer_id: number }): boolean {
  return side.kind === 'shopper' ? row.user_id === side.userId : row.mer_id === side.merId;
}

async function conversation(db: Db, id: number) {
  const { rows } = await db.execute<{
    user_id: number;
    mer_id: number;
    user_read_upto: string;
    shop_read_upto: string;
  }>(sql`SELECT user_id, mer_id, user_read_upto, shop_read_upto FROM chat_conversations WHERE id = ${id}`);
  return rows[0] ?? null;
}
