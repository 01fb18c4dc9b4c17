import { type OperatorAction, type OperatorActionQuery, type Page, REMOVED_SECRET } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { likePattern } from '../catalog/product-search';

/**
 * The operators' audit log (audit AW4): the only writer and reader of `operator_actions`. The admin area's one hook
 * (operator-log.routes.ts) records every successful write there, so no route can forget it; the table itself
 * refuses updates and deletes.
 */

export type OperatorWrite = {
  userId: number;
  method: string;
  route: string;
  params: Record<string, string>;
  body: unknown;
  status: number;
};

/** Words of a field's name that mark its value as a secret (`newPassword`, `stripe_secret_key`, `cardNumber`). */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'secret',
  'token',
  'key',
  'apikey',
  'card',
  'pan',
  'cvc',
  'cvv',
  'iban',
  'pin',
  'otp',
  'routing',
  'swift',
  'bic',
]);
/** A number of one of these is a secret (`accountNumber`, `bank_no`); the words alone name no secret. */
const NUMBERED = new Set(['account', 'bank']);
/** Field names kept although a word of theirs looks secret: they name things, not credentials. */
const PUBLIC_FIELDS = new Set(['keyword', 'keywords', 'couponcode', 'countrycode', 'currencycode', 'postcode']);
/**
 * Secrets inside any text, whatever its field is called: Stripe secret keys, bearer tokens, and card-long numbers
 * (13 to 19 digits) however they are grouped: spaces (one or several), hyphens, dots, slashes or underscores (CE3).
 */
const SECRET_TEXT =
  /\b(?:sk|rk|whsec)_\w{6,}|\bBearer\s+\S+|(?<![\w-])\d(?:[\s./_-]{0,3}\d){12,18}(?![\w-]|[\s./_-]{1,3}\d)/g;
/** A whole value that is an IBAN. */
const IBAN = /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}$/;
/** An IBAN-shaped token inside text, grouped by spaces or not; only those whose check digits hold are removed. */
const IBAN_IN_TEXT = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g;

/** ISO 13616's check: the country and check digits moved to the end, letters as 10..35, the number mod 97 is 1. */
function ibanChecks(compact: string): boolean {
  const moved = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const c of moved) {
    const n = Number.parseInt(c, 36);
    rest = (n < 10 ? rest * 10 + n : rest * 100 + n) % 97;
  }
  return rest === 1;
}

/**
 * Removes the IBANs of a text. A match may run into a following word in capitals ("… 0130 00 PAID"), so the longest
 * start of it whose check digits hold is removed and the rest kept; a reference shaped like one (a payout number)
 * fails the check and stays.
 */
function withoutIbans(text: string): string {
  return text.replace(IBAN_IN_TEXT, (found) => {
    for (let end = found.length; end >= 15; end--) {
      const head = found.slice(0, end);
      const compact = head.replace(/ /g, '');
      if (compact.length >= 15 && compact.length <= 34 && !head.endsWith(' ') && ibanChecks(compact)) {
        return REMOVED_SECRET + found.slice(end);
      }
    }
    return found;
  });
}

function secretName(name: string): boolean {
  if (PUBLIC_FIELDS.has(name.toLowerCase().replace(/[_-]/g, ''))) return false;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/);
  if (words.some((w) => SECRET_WORDS.has(w))) return true;
  return words.some((w) => NUMBERED.has(w)) && words.some((w) => w === 'number' || w === 'no');
}

/** A body as it may be kept: every secret field and every secret-looking value replaced, whatever the depth. */
export function withoutSecrets(value: unknown, name = ''): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (name && secretName(name)) return REMOVED_SECRET;
  if (typeof value === 'string')
    return IBAN.test(value.trim()) ? REMOVED_SECRET : withoutIbans(value).replace(SECRET_TEXT, REMOVED_SECRET);
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutSecrets(v, k)]));
  }
  return value;
}

/** A long body (a pasted page, an import) is kept as its size: the log names the act, it is not a copy of the data. */
const MAX_BODY = 16_000;

function keptBody(body: unknown): unknown {
  if (body === undefined || body === null || Buffer.isBuffer(body) || typeof body === 'function') return null;
  const clean = withoutSecrets(body);
  const text = JSON.stringify(clean) ?? 'null';
  return text.length > MAX_BODY ? { truncated: true, characters: text.length } : clean;
}

/** What a route acts on: each param after the word before it (`/merchants/:id/suspend` → `merchants 10`). */
export function objectOf(route: string, params: Record<string, string>): string {
  const parts = route.split('/').filter(Boolean);
  const named = parts.flatMap((part, i) => {
    if (!part.startsWith(':')) return [];
    const value = params[part.slice(1)] ?? '';
    const before = parts[i - 1];
    return [before && !before.startsWith(':') ? `${before} ${value}` : value];
  });
  return named.length > 0 ? named.join(', ') : (parts.at(-1) ?? route);
}

export async function recordOperatorAction(db: Queryable, write: OperatorWrite): Promise<void> {
  const body = keptBody(write.body);
  await db.execute(sql`
    INSERT INTO operator_actions (user_id, email, method, route, params, object, body, status)
    SELECT u.id, coalesce(u.email, ''), ${write.method}, ${write.route}, ${JSON.stringify(write.params)}::jsonb,
      ${objectOf(write.route, write.params)}, ${body === null ? null : JSON.stringify(body)}::jsonb, ${write.status}
    FROM users u WHERE u.id = ${write.userId}`);
}

export async function listOperatorActions(db: Queryable, q: OperatorActionQuery): Promise<Page<OperatorAction>> {
  const where: SQL[] = [sql`TRUE`];
  if (q.operator) {
    const id = /^\d{1,9}$/.test(q.operator) ? Number(q.operator) : null;
    where.push(
      id === null
        ? sql`a.email ILIKE ${likePattern(q.operator)}`
        : sql`(a.user_id = ${id} OR a.email ILIKE ${likePattern(q.operator)})`,
    );
  }
  if (q.target) {
    const like = likePattern(q.target);
    where.push(sql`(a.route ILIKE ${like} OR a.object ILIKE ${like})`);
  }
  const { rows, total } = await countedPage<{
    id: number;
    user_id: number;
    email: string;
    method: string;
    route: string;
    params: Record<string, string>;
    object: string;
    body: unknown;
    status: number;
    created_at: string;
    total: number;
  }>(
    db,
    q,
    (window) => sql`
      SELECT a.id, a.user_id, a.email, a.method, a.route, a.params, a.object, a.body, a.status, a.created_at,
        count(*) OVER () AS total
      FROM operator_actions a WHERE ${sql.join(where, sql` AND `)}
      ORDER BY a.created_at DESC, a.id DESC ${window}`,
  );
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      userId: r.user_id,
      email: r.email,
      method: r.method,
      route: r.route,
      params: r.params,
      object: r.object,
      body: r.body,
      status: r.status,
      createTime: new Date(r.created_at).toISOString(),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
