import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Queryable } from '../db/client';

/** The one channel every server process listens on (DESIGN.md section 6: the same channel will carry realtime). */
const CHANNEL = 'mall_changes';

/**
 * What changed. `listings`: anything a cached catalogue listing, a product page or the home page shows (decision 0015;
 * a shipping template's save too, audit GE1). `documents`:
 * search documents of these categories were written (all but their sales figure): what was counted from them is stale
 * (a category's kept facets and total, issue 25). `product`:
 * these products' rows, SKUs, stock, sales, translations or reviews; `shop`: these shops' name, pictures, status,
 * rating or follower count (the goods detail's read model, issue 25). Those three carry ids; null means "all of them".
 * `sessions`: sessions ended (sign-out, password change, an account disabled): every process closes the realtime
 * sockets of ended sessions at once instead of at its next minute's check. `glossary`: the mall's attribute glossary
 * changed (decision 0044): every process loads its copy again. `zones`: these accounts' remembered time zones changed
 * (users/reader-zone.routes.ts): every process forgets what it wrote for them.
 */
const TOPICS = ['listings', 'documents', 'product', 'shop', 'sessions', 'glossary', 'zones'] as const;
export type ChangeTopic = (typeof TOPICS)[number];
/** The ids a notice names, or null for everything of its topic. */
export type ChangedIds = readonly number[] | null;
type Handler = (ids: ChangedIds) => void;

type Log = { warn: (message: string) => void };

/** A NOTIFY payload must stay under 8000 bytes: ids go in chunks, and a list longer than this says "all of them". */
const CHUNK_BYTES = 7000;
const MAX_IDS = 20_000;

/** The payloads announcing `ids` of `topic`: `topic` alone (everything) or `topic:1,2,3` in chunks. */
export function payloadsOf(topic: ChangeTopic, ids?: readonly number[] | null): string[] {
  if (!ids || ids.length > MAX_IDS) return [topic];
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (unique.length === 0) return [];
  const payloads: string[] = [];
  let chunk: number[] = [];
  let bytes = topic.length + 1;
  for (const id of unique) {
    const size = String(id).length + 1;
    if (bytes + size > CHUNK_BYTES) {
      payloads.push(`${topic}:${chunk.join(',')}`);
      chunk = [];
      bytes = topic.length + 1;
    }
    chunk.push(id);
    bytes += size;
  }
  payloads.push(`${topic}:${chunk.join(',')}`);
  return payloads;
}

/** Reads a payload back; null for one this version does not know. */
export function parsePayload(payload: string): { topic: ChangeTopic; ids: ChangedIds } | null {
  const colon = payload.indexOf(':');
  const topic = (colon < 0 ? payload : payload.slice(0, colon)) as ChangeTopic;
  if (!(TOPICS as readonly string[]).includes(topic)) return null;
  if (colon < 0) return { topic, ids: null };
  const ids = payload
    .slice(colon + 1)
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return { topic, ids };
}

/** The request being served, when a request is: its process's feed and what it announced (delivered again on send). */
type RequestChanges = { feed: ChangeFeed; pending: { topic: ChangeTopic; ids: ChangedIds }[] };
const current = new AsyncLocalStorage<RequestChanges>();

/**
 * Announces a change from a module that has no handle on the feed (the inventory under checkout, payments and
 * refunds; reviews; follows): the NOTIFY inside the caller's transaction, and, when a request of this process is being
 * served, its own caches cleared at once and again after the handler's transaction committed (`ChangeFeed.settle`).
 * Outside a request (a job) the process hears its own NOTIFY like every other process does.
 */
export async function announceChange(runner: Queryable, topic: ChangeTopic, ids?: readonly number[] | null) {
  const request = current.getStore();
  if (request) await request.feed.announce(runner, topic, ids);
  else await notify(runner, payloadsOf(topic, ids));
}

/**
 * `announceChange` carried by a statement the caller sends anyway (issue 25: a checkout's stock update is one round trip
 * fewer): `column`, the NOTIFY as an expression of that statement, which must run it once (a `RETURNING` of one row);
 * `done()`, once it ran, what `announceChange` does in this process. Null when the change takes more than one payload:
 * the caller announces it as usual.
 */
export function announcedWith(topic: ChangeTopic, ids: readonly number[]): { column: SQL; done: () => void } | null {
  const payloads = payloadsOf(topic, ids);
  if (payloads.length !== 1) return null;
  return {
    column: sql`pg_notify(${CHANNEL}, ${payloads[0]})`,
    done: () => current.getStore()?.feed.announced(topic, payloads[0] === topic ? null : ids),
  };
}

async function notify(runner: Queryable, payloads: string[]): Promise<void> {
  for (const payload of payloads) await runner.execute(sql`SELECT pg_notify(${CHANNEL}, ${payload})`);
}

/**
 * Tells every server process that data behind its caches changed, through PostgreSQL's LISTEN/NOTIFY.
 *
 * A writer calls `announce` inside its own transaction: PostgreSQL delivers the notice when (and only if) the
 * transaction commits, to every process listening, this one included; this process also drops its caches at once, so
 * the writer's next read here never sees the old listing. Caches subscribe with `on`; nobody keeps a registry of
 * caches, and a process without a listener (no connection string) still clears its own.
 */
export class ChangeFeed {
  private readonly handlers = new Map<ChangeTopic, Set<Handler>>();
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  /** Set by `start()`, once every handler is registered: a reconnect's "everything changed" then reaches them all. */
  private started = false;

  constructor(
    private readonly connection: pg.ClientConfig | null,
    private readonly log: Log,
  ) {}

  on(topic: ChangeTopic, handler: Handler): void {
    const set = this.handlers.get(topic) ?? new Set();
    set.add(handler);
    this.handlers.set(topic, set);
  }

  /** `ids`: which products or shops changed (`product`, `shop`); left out, everything of the topic. */
  async announce(runner: Queryable, topic: ChangeTopic, ids?: readonly number[] | null): Promise<void> {
    const payloads = payloadsOf(topic, ids);
    if (payloads.length === 0) return;
    await notify(runner, payloads);
    this.announced(topic, payloads.length === 1 && payloads[0] === topic ? null : (ids ?? null));
  }

  /** What `announce` does in this process once its NOTIFY is sent: the caches cleared now and after the handler. */
  announced(topic: ChangeTopic, named: ChangedIds): void {
    this.deliver(topic, named);
    // A reader between this moment and the commit may load the old rows again: cleared once more after the handler.
    const request = current.getStore();
    if (request?.feed === this) request.pending.push({ topic, ids: named });
  }

  /** Runs `next` (the rest of a request) with this feed as the request's: `announceChange` finds it there. */
  within(next: () => void): void {
    current.run({ feed: this, pending: [] }, next);
  }

  /** After the request's handler (its transaction committed or rolled back): what it announced is cleared again here. */
  settle(): void {
    const request = current.getStore();
    if (request?.feed !== this) return;
    for (const { topic, ids } of request.pending.splice(0)) this.deliver(topic, ids);
  }

  /** Starts listening (main.ts and the tests through buildApp); reconnects after a lost connection. */
  async listen(): Promise<void> {
    if (!this.connection || this.closed) return;
    const client = new pg.Client(this.connection);
    client.on('notification', (message) => {
      const change = message.channel === CHANNEL && message.payload ? parsePayload(message.payload) : null;
      if (change) this.deliver(change.topic, change.ids);
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      // Whatever changed while nobody listened (a reconnect) is not known: start clean. At the process's start the
      // handlers are not all registered yet: `start()` tells them.
      if (this.started) this.deliverAll();
    } catch (error) {
      this.log.warn(`Change feed not listening yet: ${String(error)}`);
      client.end().catch(() => undefined);
      this.scheduleRetry();
    }
  }

  /**
   * Every handler is registered (the app is ready): each hears "everything changed" once. A process knows nothing of
   * what changed before it listened, and the replica it reads may not have replayed it yet: the catalogue's fences go
   * up and its reads go to the primary until the replica is past this moment (audit CR5). Delivered at listen time,
   * before the catalogue's routes had subscribed, it reached nobody.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.deliverAll();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private reconnect(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
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

  private deliverAll(): void {
    for (const topic of this.handlers.keys()) this.deliver(topic, null);
  }

  private deliver(topic: ChangeTopic, ids: ChangedIds): void {
    for (const handler of this.handlers.get(topic) ?? []) handler(ids);
  }
}
