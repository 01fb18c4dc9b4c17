import { createHash } from 'node:crypto';
import path from 'node:path';
import { DrizzleQueryError, type SQL, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { transactionConnection } from './copy-rows';
import { normaliseStoredEmails } from './email-forms';
import { backfillFoldedShopNames, backfillNameKeys } from './name-keys';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };
/** A transaction of `Db`: what `db.transaction(async (tx) => …)` hands the callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the pool or a transaction: functions that run inside their caller's transaction take this, no cast needed. */
export type Queryable = Db | Tx;

// Bigint counts (count(*)) arrive as strings; numbers that fit are far more useful.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Pools whose connections must not keep named prepared statements (a pooler in transaction mode, decision 0018). */
const unpreparedPools = new WeakSet<pg.Pool>();

/** Set once any pool of the process goes through such a pooler: a transaction's connection cannot tell its pool. */
let anyUnprepared = false;

/**
 * `connectTimeoutMs`: how long a statement waits for a connection (opened, or freed by another) before it fails as a
 * lost connection; unset, as long as it takes (the primary's pools: a request waits rather than fails).
 */
export function connect(
  url: string,
  max = 20,
  opts: { preparedStatements?: boolean; connectTimeoutMs?: number } = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: opts.connectTimeoutMs ?? 0 });
  if (opts.preparedStatements === false) {
    unpreparedPools.add(pool);
    anyUnprepared = true;
  }
  pool.on('error', () => {
    // An idle client lost its connection (database restarted); the pool replaces it.
  });
  // The pool listens only while a client is idle: a client lent out (a transaction, a statement running) whose
  // connection ended (the database or its pooler restarted, an operator's pg_terminate_backend) emitted 'error' to
  // nobody, and the process exited, every request in flight with it (audit CR4). Each client now carries a listener
  // for as long as it lives: its statement fails (its request answers 503, platform/errors.ts), and the pool drops
  // the client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Brings the tables up to date, then fills what migrations cannot compute (the shop name keys and folded names, the
 * normal form of stored sign-in addresses).
 */
export async function runMigrations(db: Db, warn: (message: string) => void = console.warn): Promise<void> {
  await migrate(db, { migrationsFolder });
  await backfillNameKeys(db, warn).catch((err: unknown) => warn(`Shop name keys were not filled: ${String(err)}`));
  await backfillFoldedShopNames(db).catch((err: unknown) => warn(`Folded shop names were not filled: ${String(err)}`));
  await normaliseStoredEmails(db, warn).catch((err: unknown) =>
    warn(`Stored e-mails were not normalised: ${String(err)}`),
  );
}

const dialect = new PgDialect();

/**
 * Runs a query as a named prepared statement, so PostgreSQL plans it once per connection instead of on every call.
 * Planning the goods detail costs more than running it (about 2 ms against 0.7 ms at 100k products). Only for
 * queries whose text does not depend on the input; parameters stay parameters. A pool connected with
 * `preparedStatements: false` runs the same query unnamed (each connection of a transaction-mode pooler may be another).
 */
export async function queryPrepared<T extends Record<string, unknown>>(db: Db, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const named = unpreparedPools.has(db.$client) ? {} : { name };
  const result = await db.$client
    .query<T>({ ...named, text, values: params as unknown[] })
    .catch((error: unknown) => Promise.reject(statementFailed(error)));
  return result.rows;
}

/** As drizzle reads results: dates, times, intervals and numeric arrays as the database writes them, not as `Date`s. */
const RAW_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const drizzleTypes = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(typeId)
      ? (value: string) => value
      : pg.types.getTypeParser(typeId, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Statement names by text: the first few hundred texts get one; a text made from input would never end the list. */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_MAX = 500;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < STATEMENT_NAMES_MAX) {
    name = `p_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * `queryPrepared` for the pool or a transaction, named after the statement's text: the hot statements of checkout
 * (issue 25) spent more of the database's time being planned than being run (8 ms of planning per order placed and
 * paid, over about 50 statements). Each connection then parses a statement once, and PostgreSQL keeps a generic
 * plan when it costs no more than planning each call (all but two of them). For statements whose text does not
 * depend on the input (values are parameters); answers in the same shape as `execute`.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: Queryable,
  query: SQL,
): Promise<{ rows: T[] }> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = transactionConnection(db) ?? (db as Db).$client;
  const unprepared = anyUnprepared || unpreparedPools.has(client as pg.Pool);
  const name = unprepared ? undefined : statementName(text);
  const result = await client
    .query<T>({
      ...(name ? { name } : {}),
      text,
      values: params as unknown[],
      types: drizzleTypes,
    })
    .catch((error: unknown) => Promise.reject(statementFailed(error)));
  return { rows: result.rows };
}

/** Failures of statements sent past drizzle (`queryPrepared`, `executePrepared`): drizzle wraps its own. */
const statementFailures = new WeakSet<object>();

/** Marks `error` as a statement's failure (a refused connection is then the database's, not another service's). */
export function statementFailed(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) statementFailures.add(error);
  return error;
}

/** SQLSTATEs of a connection the server ended: class 08 (connection exception) and 57P01-57P03 (shut down). */
const LOST_STATES = /^(08...|57P0[123])$/;
/** What node-postgres says of a connection that ended under it, or of a pool that could not open one in time. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];
/** The socket's own failures: only when a statement failed with them (a payment provider's fetch fails so too). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * The database could not be reached, or the connection a statement ran on was lost (audit CR4): a moment's outage
 * the caller may repeat, answered 503, not a fault of the program. Looks through drizzle's wrapper (`cause`).
 */
export function isConnectionLost(error: unknown): boolean {
  type Link = { code?: unknown; message?: unknown; syscall?: unknown; cause?: unknown };
  let statement = false;
  let current: unknown = error;
  for (let depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    if (current instanceof DrizzleQueryError || statementFailures.has(current)) statement = true;
    const link = current as Link;
    const code = typeof link.code === 'string' ? link.code : '';
    if (current instanceof pg.DatabaseError && LOST_STATES.test(code)) return true;
    if (typeof link.message === 'string' && LOST_MESSAGES.includes(link.message)) return true;
    if (statement && (SOCKET_CODES.has(code) || (code === 'ENOENT' && link.syscall === 'connect'))) return true;
    current = link.cause;
  }
  return false;
}

/** Lists up to this long are written with one parameter per id (`inIds`). */
const IN_LIST_MAX = 8;

/**
 * `column` is one of `ids`, for a statement of `executePrepared`. A named statement whose ids come as one array
 * (`= ANY($1)`) is planned again at every call: its generic plan assumes ten elements, so it never looks cheaper than
 * planning (the checkout's SKUs were planned at every call, 1.5 ms each, issue 25). Written with one parameter per id
 * (`IN ($1, $2)`), the statement has one text per length, whose generic plan PostgreSQL keeps; longer lists keep the
 * array.
 */
export function inIds(column: SQL, ids: number[]): SQL {
  const whole = ids.map((id) => Math.trunc(id));
  if (whole.length === 0) return sql`FALSE`;
  if (whole.length > IN_LIST_MAX) return sql`${column} = ANY(${`{${whole.join(',')}}`}::int[])`;
  return sql`${column} IN (${sql.join(
    whole.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}
