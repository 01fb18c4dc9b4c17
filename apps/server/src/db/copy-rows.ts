import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * Bulk writes through `COPY … FROM STDIN` in PostgreSQL's text format, on the connection of the caller's transaction:
 * the seed's tables and a bulk build of the search documents (issue 25). Parsing one JSON parameter per batch
 * (`json_populate_recordset`) cost the database about four times what copying the same rows costs.
 */

/** How a column's JavaScript value is written: as it is, as a PostgreSQL array, or as JSON. */
export type CopyKind = 'scalar' | 'array' | 'json';
export type CopyColumn = { name: string; kind: CopyKind };

const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A text as COPY's text format reads it: backslash, tab and line breaks escaped. */
const field = (text: string) => (SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ESCAPES[c]!) : text);

/** An element of an array literal that must be quoted: empty, NULL, or holding a delimiter, quote or space. */
const NEEDS_QUOTES = /^$|^null$|[{}",\\\s]/i;

function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = typeof value === 'string' ? value : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"` : text;
}

/** One value in COPY's text format (`\N` for null). */
export function copyValue(value: unknown, kind: CopyKind = 'scalar'): string {
  // A number holds no character to escape (the commonest value: ids, prices, counts).
  if (typeof value === 'number') return String(value);
  if (value === null || value === undefined) return '\\N';
  if (kind === 'json') return field(JSON.stringify(value));
  if (kind === 'array') return field(`{${(value as unknown[]).map(element).join(',')}}`);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return field(typeof value === 'string' ? value : String(value));
}

/** The connection a drizzle transaction runs on; null for a pool (COPY streams on one connection). */
export function transactionConnection(transaction: unknown): pg.ClientBase | null {
  const client = (transaction as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as pg.ClientBase).query !== 'function' || 'totalCount' in (client as object))
    return null;
  return client as pg.ClientBase;
}

/** A table or column name as SQL text, quoted. */
export const quoteIdentifier = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * The tables each transaction object emptied with TRUNCATE itself (`truncated`). PostgreSQL lets COPY write rows
 * already frozen and marked all-visible (`FREEZE`) into a table emptied in the same subtransaction: a bulk write leaves
 * no visibility map for VACUUM to build and no rows to freeze later (issue 25). A savepoint is a transaction object of
 * its own, so a table emptied outside it is copied there the ordinary way, as PostgreSQL requires.
 */
const emptied = new WeakMap<object, Set<string>>();

/** Records that `transaction` emptied these tables (bare names) by TRUNCATE; call it after the TRUNCATE succeeded. */
export function truncated(transaction: object, tables: readonly string[]): void {
  const set = emptied.get(transaction) ?? new Set<string>();
  for (const table of tables) set.add(table);
  emptied.set(transaction, set);
}

/** Sent to the database in pieces of about this many characters. */
const PIECE = 1 << 20;

/**
 * Copies rows into a table on the transaction's connection. Each row gives its values in the order of `columns`;
 * columns left out get their defaults. Into a table this transaction emptied (`truncated`), the rows go in frozen.
 * Queued behind the connection's earlier statements like any other statement.
 */
export async function copyRows(
  transaction: unknown,
  table: string,
  columns: CopyColumn[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  // An array or object given by several rows (a product's words in its six documents, its categories in each of its
  // postings) is written out once per copy.
  const written = new Map<object, string>();
  const textOf = (value: unknown, kind: CopyKind) => {
    if (kind === 'scalar' || value === null || typeof value !== 'object') return copyValue(value, kind);
    let text = written.get(value);
    if (text === undefined) {
      text = copyValue(value, kind);
      written.set(value, text);
    }
    return text;
  };
  function* lines() {
    for (const row of rows) {
      let line = '';
      for (let i = 0; i < columns.length; i++) {
        line += (i === 0 ? '' : '\t') + textOf(row[i], columns[i]!.kind);
      }
      yield line;
    }
  }
  if (rows.length === 0) return;
  await copyPieces(
    transaction,
    table,
    columns.map((c) => c.name),
    piecesOf(lines()),
  );
}

/** COPY's text-format lines joined into pieces of about `PIECE` characters, each ending with a line break. */
export function* piecesOf(lines: Iterable<string>): Generator<string> {
  let piece = '';
  for (const line of lines) {
    piece += `${line}\n`;
    if (piece.length >= PIECE) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/**
 * Copies pieces of whole lines in COPY's text format (`piecesOf`): rendered here by `copyRows`, or elsewhere (the
 * search documents' worker thread). Each piece goes to the socket as soon as it is there, and the next is taken once
 * the socket has taken it, so the database parses one while the next is rendered.
 */
export async function copyPieces(
  transaction: unknown,
  table: string,
  columns: readonly string[],
  pieces: Iterable<string>,
): Promise<void> {
  const client = transactionConnection(transaction);
  if (!client) throw new Error('COPY needs a transaction: its statements must run on one connection');
  const stream = client.query(
    copyFrom(
      `COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) FROM STDIN${
        emptied.get(transaction as object)?.has(table) ? ' WITH (FREEZE)' : ''
      }`,
    ),
  );
  for (const piece of pieces) {
    // The next piece is rendered once the socket has taken this one: the database parses while it is rendered. Without
    // the wait the whole COPY was rendered before the event loop sent more than a socket's buffer of it.
    if (!stream.write(piece)) await once(stream, 'drain');
  }
  stream.end();
  await finished(stream);
}
