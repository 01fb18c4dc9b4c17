import type pg from 'pg';
import { type Db, isConnectionLost, statementFailed } from './client';

/** After the replica failed, reads keep to the primary this long before a probe tries it again. */
const RETRY_MS = 5000;

/** A statement as drizzle and `queryPrepared` send it: a text or a config, and its values. */
type QueryArgs = [textOrConfig: string | pg.QueryConfig, values?: unknown[]];
type Query = (...args: QueryArgs) => Promise<pg.QueryResult>;
type Log = (message: string) => void;

/**
 * The replica as an optimisation (audit CR2): catalogue reads go to it while it answers, and to the primary when it
 * does not. A read that fails for want of a connection (the replica stopped, restarting, unreachable) runs again on
 * the primary, and every read after it goes there too; a probe at most every few seconds, started by a read or by
 * `/readyz`, takes the replica back once it answers and has replayed past where the primary was when it first
 * answered again, so that a replica back from an outage never serves what changed meanwhile.
 */
export class ReplicaRoute {
  private down = false;
  private nextProbe = 0;
  private probing: Promise<void> | null = null;
  /** The primary's position when the replica first answered again: it serves once it has replayed past it. */
  private target: string | null = null;

  constructor(
    private readonly replicaQuery: Query,
    private readonly primary: pg.Pool,
    private readonly opts: { retryMs: number; log: Log },
  ) {}

  /** 'ok': reads go to the replica; 'down': to the primary, until a probe finds the replica back and caught up. */
  get state(): 'ok' | 'down' {
    return this.down ? 'down' : 'ok';
  }

  read(args: QueryArgs): Promise<pg.QueryResult> {
    const onPrimary = () => this.primary.query(...args);
    if (this.down) {
      if (Date.now() >= this.nextProbe) void this.probe();
      return onPrimary();
    }
    return this.replicaQuery(...args).catch((error: unknown) => {
      if (!isConnectionLost(statementFailed(error))) throw error;
      this.fail(error);
      return onPrimary();
    });
  }

  /** A statement on the replica itself, never the primary (the fence's probe: the primary would say "caught up"). */
  queryReplica(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
    return this.replicaQuery(text, values);
  }

  /** Readiness: whether the replica answers now, without waiting longer than `ms` for it. */
  async check(ms: number): Promise<'ok' | 'down'> {
    if (!this.down) {
      const answered = await within(
        ms,
        this.replicaQuery('SELECT 1').then(() => true),
      );
      if (!answered) this.fail(new Error('no answer to SELECT 1'));
    } else {
      await within(
        ms,
        this.probe().then(() => true),
      );
    }
    return this.state;
  }

  private fail(error: unknown): void {
    this.nextProbe = Date.now() + this.opts.retryMs;
    this.target = null;
    if (this.down) return;
    this.down = true;
    this.opts.log(`The read replica cannot be reached (${String(error)}): catalogue reads go to the primary.`);
  }

  private probe(): Promise<void> {
    this.probing ??= this.tryReplica().finally(() => {
      this.probing = null;
    });
    return this.probing;
  }

  private async tryReplica(): Promise<void> {
    this.nextProbe = Date.now() + this.opts.retryMs;
    try {
      const primary = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
      const position = primary.rows[0]!.lsn;
      const { rows } = await this.replicaQuery(
        'SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, true) AS caught',
        [this.target ?? position],
      );
      if (rows[0]?.caught) {
        this.down = false;
        this.target = null;
        this.opts.log('The read replica answers again and has caught up: catalogue reads go to it again.');
      } else {
        this.target ??= position;
      }
    } catch {
      this.target = null;
    }
  }
}

function within(ms: number, answer: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([answer.catch(() => false), late]).finally(() => clearTimeout(timer));
}

const routes = new WeakMap<pg.Pool, ReplicaRoute>();

/**
 * Makes the replica's pool fall back to the primary's (main.ts, for DATABASE_READ_URL): every statement through it
 * (drizzle's and `queryPrepared`'s) is a catalogue read, which the primary answers as well.
 */
export function routeReads(
  replica: pg.Pool,
  primary: pg.Pool,
  opts: { retryMs?: number; log?: Log } = {},
): ReplicaRoute {
  const original = replica.query.bind(replica);
  const replicaQuery: Query = (...args) => original(...args);
  const route = new ReplicaRoute(replicaQuery, primary, {
    retryMs: opts.retryMs ?? RETRY_MS,
    log: opts.log ?? (() => undefined),
  });
  // A callback or a streamed query (none of the catalogue's) goes to the replica as it is. The one cast left: a single
  // function cannot be written as all of pg's overloads of `query` (a promise, a callback's void, a Submittable).
  const routed = (...args: unknown[]) =>
    typeof args.at(-1) === 'function' || typeof (args[0] as { submit?: unknown })?.submit === 'function'
      ? Reflect.apply(original, replica, args)
      : route.read(args as QueryArgs);
  replica.query = routed as unknown as pg.Pool['query'];
  routes.set(replica, route);
  return route;
}

/** The route of this read handle, when it is a replica's (DATABASE_READ_URL); none when reads go to the primary. */
export function replicaRoute(readDb: Db): ReplicaRoute | undefined {
  return routes.get(readDb.$client);
}

/**
 * Whether the replica behind `readDb` has replayed past `lsn` (the replica fence), asked of the replica itself: a
 * replica away has replayed nothing, even though its reads fall back to the primary (which would say yes).
 */
export async function replayedPast(readDb: Db, lsn: string): Promise<boolean> {
  const route = routes.get(readDb.$client);
  if (route?.state === 'down') return false;
  const text = 'SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, true) AS caught';
  const asked = route ? route.queryReplica(text, [lsn]) : readDb.$client.query(text, [lsn]);
  return asked.then(({ rows }) => Boolean(rows[0]?.caught)).catch(() => false);
}
