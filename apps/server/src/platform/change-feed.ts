import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Queryable } from '../db/client';

/** The one channel every server process listens on (DESIGN.md section 6: the same channel will carry realtime). */
const CHANNEL = 'mall_changes';

/** What changed. `listings`: anything a cached catalogue listing or the home page shows (decision 0015). */
export type ChangeTopic = 'listings';

type Log = { warn: (message: string) => void };

/**
 * Tells every server process that data behind its caches changed, through PostgreSQL's LISTEN/NOTIFY.
 *
 * A writer calls `announce` inside its own transaction: PostgreSQL delivers the notice when (and only if) the
 * transaction commits, to every process listening, this one included; this process also drops its caches at once, so
 * the writer's next read here never sees the old listing. Caches subscribe with `on`; nobody keeps a registry of
 * caches, and a process without a listener (no connection string) still clears its own.
 */
export class ChangeFeed {
  private readonly handlers = new Map<ChangeTopic, Set<() => void>>();
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly connection: pg.ClientConfig | null,
    private readonly log: Log,
  ) {}

  on(topic: ChangeTopic, handler: () => void): void {
    const set = this.handlers.get(topic) ?? new Set();
    set.add(handler);
    this.handlers.set(topic, set);
  }

  async announce(runner: Queryable, topic: ChangeTopic): Promise<void> {
    await runner.execute(sql`SELECT pg_notify(${CHANNEL}, ${topic})`);
    this.deliver(topic);
  }

  /** Starts listening (main.ts and the tests through buildApp); reconnects after a lost connection. */
  async listen(): Promise<void> {
    if (!this.connection || this.closed) return;
    const client = new pg.Client(this.connection);
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.deliver(message.payload as ChangeTopic);
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      // Whatever changed while nobody listened (at start, or during a reconnect) is not known: start clean.
      for (const topic of this.handlers.keys()) this.deliver(topic);
    } catch (error) {
      this.log.warn(`Change feed not listening yet: ${String(error)}`);
      client.end().catch(() => undefined);
      this.scheduleRetry();
    }
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

  private deliver(topic: ChangeTopic): void {
    for (const handler of this.handlers.get(topic) ?? []) handler();
  }
}
