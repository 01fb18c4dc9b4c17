import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
/**
 * A spreadsheet cell: always quoted, quotes doubled, and text that a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe so that it stays text. So is text that
 * already starts with apostrophes before such a character (`'=1+1`): the import (csv-parse.ts `cellText`) takes one
 * apostrophe off, and would otherwise take off the text's own (audit FG3). Every CSV export (orders, the finance
 * statement) writes its cells through this.
 */
export function csvCell(value: string): string {
  const safe = /^'*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A number cell: a decimal string such as "-11.10" written bare, so that a spreadsheet adds it up (formula safety is
 * for text; a number cannot run). Anything that is not a plain decimal is written as text through `csvCell`.
 */
export function csvNumber(value: string): string {
  return /^-?\d{1,15}(\.\d{1,4})?$/.test(value) ? value : csvCell(value);
}

/**
 * A time cell in the given IANA time zone as "2026-11-27 14:05:09", the form spreadsheets read as a date and time
 * (an ISO string with a "T" and a "Z" stays text in most of them). Empty for no time.
 */
export function csvTime(value: string | Date | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** True for a time zone this runtime knows ("Asia/Bangkok", "UTC"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0 && value.length <= 64;
  } catch {
    return false;
  }
}

/** The shop's time zone, for its spreadsheets; UTC for a shop that never set one. */
export async function shopTimeZone(db: Queryable, merchantId: number): Promise<string> {
  const { rows } = await db.execute<{ time_zone: string }>(
    sql`SELECT time_zone FROM merchants WHERE id = ${merchantId}`,
  );
  const zone = rows[0]?.time_zone ?? 'UTC';
  return isTimeZone(zone) ? zone : 'UTC';
}
