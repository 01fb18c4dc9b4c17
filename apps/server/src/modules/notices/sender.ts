import {
  isNoticeKind,
  type LocalizedText,
  localize,
  NOTICE_KINDS,
  type NoticeAudience,
  type NoticeKind,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared, type Queryable } from '../../db/client';
import { statusIn } from '../../db/status-guard';
import { AppError } from '../../platform/errors';
import type { Messaging } from '../../platform/messaging';
import { takeRollingPlace } from '../../platform/rate-limit';
import { signalRealtime } from '../../platform/realtime';
import { getSetting } from '../content/settings';
import { readerCountryCode, readerEmail, readerPhone } from './contact';
import { pageUrl, readerLocale, renderEmail, renderNotice, senderOf } from './render';
import { noticeHourlyCap } from './settings';
import { customTemplates, pickTemplate, type Template } from './templates';

/**
 * The sender (decision 0025): claims due deliveries (SKIP LOCKED, so several processes share the work), sends each
 * through its channel with the delivery's idempotency key (email Message-ID, SMS Idempotency-Key header), then marks
 * it sent. A process killed between the provider call and the mark leaves the delivery claimed; once its lease ends
 * another run sends it again with the same key, which the provider recognises, so nothing is lost and a reader
 * never gets it twice. Failures are retried with growing pauses; the reason of the last one is kept.
 */
export type SenderDeps = {
  db: Db;
  messaging: Messaging;
  /**
   * Messages per reader and channel in any 60 minutes (email, SMS; NOTICE_HOURLY_CAP by default); past it, skipped or
   * deferred by kind (audit L1).
   */
  hourlyCap?: number;
  /** How long a claim holds before another run may take the delivery (a crashed sender's). */
  leaseSeconds?: number;
  warn?: (details: object, message: string) => void;
  /** Test hook: called after the provider took a message and before it is marked (the crash test kills here). */
  afterSend?: (deliveryId: number) => Promise<void> | void;
};

const MAX_ATTEMPTS = 6;
const BATCH = 50;

type Claimed = {
  id: number;
  channel: 'email' | 'sms' | 'site';
  attempts: number;
  idempotency_key: string;
  notice_id: number;
  kind: string;
  audience: NoticeAudience;
  user_id: number;
  merchant_id: number | null;
  vars: Record<string, unknown>;
  link: string;
  locale: string | null;
  email: string | null;
  phone: string | null;
  country_code: string | null;
  shop_name: string | null;
  /** The shop's name in each language it has (decision 0056), the name as written under `en`. */
  shop_names: LocalizedText | null;
  shop_logo: string | null;
  bounced: boolean;
  /** The reader's account was disabled, or they left the notice's shop, after it was recorded (audit CI1). */
  gone: boolean;
};

/** Delivers what is due, batch after batch, until nothing is left; `ref` limits it to one event's notices. */
export async function deliverDue(deps: SenderDeps, opts: { ref?: string; max?: number } = {}): Promise<number> {
  let done = 0;
  const max = opts.max ?? 10_000;
  while (done < max) {
    const claimed = await claim(deps, Math.min(BATCH, max - done), opts.ref);
    if (claimed.length === 0) break;
    const templates = await customTemplates(deps.db);
    const { currencySymbol } = await getSetting(deps.db, 'home');
    const signals = { users: new Set<number>(), shops: new Set<number>(), platform: false };
    // Queued for a reader who is no longer one (disabled, or out of the shop since): not sent on any channel.
    const gone = claimed.filter((d) => d.gone);
    for (const d of gone) await mark(deps.db, d.id, 'skipped', READER_GONE);
    // A notice on the site is delivered by being marked (the bell reads the notices): the batch's in one statement.
    const onSite = claimed.filter((d) => d.channel === 'site' && isNoticeKind(d.kind) && !d.gone);
    await markSent(
      deps.db,
      onSite.map((d) => d.id),
    );
    for (const d of claimed) {
      if (d.gone) continue;
      if (!onSite.includes(d)) await deliverOne(deps, d, templates, currencySymbol);
      if (d.channel !== 'site') continue;
      if (d.audience === 'shopper') signals.users.add(d.user_id);
      else if (d.audience === 'merchant' && d.merchant_id) signals.shops.add(d.merchant_id);
      else signals.platform = true;
    }
    await announce(deps.db, signals);
    done += claimed.length;
  }
  return done;
}

/**
 * The deliveries due now, up to `limit`, locked (others' skipped): pending ones whose time came, and claimed ones whose
 * sender's lease ran out. A claimed one was due when it was claimed (claiming leaves `next_at`), so both are read from
 * the due index up to now: with `next_at <= now()` only in the pending branch, each claim walked every delivery waiting
 * for a later hour (a shop's alerts over its hourly cap), 17.9 ms a claim behind 25,000 of them (issue 25,
 * `bench/checkout.mjs`).
 */
export function dueStatement(limit: number, leaseSeconds: number, ref?: string): SQL {
  const only = ref ? sql`AND notice_id IN (SELECT id FROM notices WHERE dedupe_key = ${ref})` : sql``;
  return sql`
      SELECT id FROM notice_deliveries
      WHERE next_at <= now()
        AND (status = 'pending' OR (status = 'claimed' AND claimed_at < now() - make_interval(secs => ${leaseSeconds})))
        ${only}
      ORDER BY next_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
}

async function claim(deps: SenderDeps, limit: number, ref?: string): Promise<Claimed[]> {
  const { rows } = await deps.db.execute<Claimed>(sql`
    WITH due AS (${dueStatement(limit, deps.leaseSeconds ?? 60, ref)}),
    taken AS (
      UPDATE notice_deliveries d SET status = 'claimed', claimed_at = now(), attempts = d.attempts + 1
      FROM due WHERE d.id = due.id RETURNING d.id, d.channel, d.attempts, d.idempotency_key, d.notice_id
    )
    SELECT t.*, n.kind, n.audience, n.user_id, n.merchant_id, n.vars, n.link, u.locale,
      ${readerEmail} AS email, ${readerPhone} AS phone, ${readerCountryCode} AS country_code,
      m.name AS shop_name, m.names || jsonb_build_object('en', m.name) AS shop_names, m.avatar AS shop_logo,
      EXISTS (SELECT 1 FROM notice_bounces b WHERE b.email = lower(${readerEmail})) AS bounced,
      (u.disabled_at IS NOT NULL OR (n.audience = 'merchant' AND NOT EXISTS (SELECT 1 FROM merchant_staff st
        WHERE st.merchant_id = n.merchant_id AND st.user_id = n.user_id))) AS gone
    FROM taken t JOIN notices n ON n.id = t.notice_id JOIN users u ON u.id = n.user_id
    LEFT JOIN merchants m ON m.id = n.merchant_id
    ORDER BY t.id`);
  return rows.map((r) => ({ ...r, id: Number(r.id), notice_id: Number(r.notice_id) }));
}

const READER_GONE = 'reader disabled or no longer staff of the shop';

/** Still claimed (by this sender): through the primary key, whatever the due index counts (db/status-guard.ts). */
const STILL_CLAIMED = statusIn(sql`status`, 'claimed');

export function markStatement(
  id: number,
  status: 'sent' | 'skipped' | 'failed',
  reason: string | null,
  target?: string,
) {
  return sql`
    UPDATE notice_deliveries SET status = ${status}, reason = ${reason}, target = ${target ?? null},
      sent_at = CASE WHEN ${status} = 'sent' THEN now() ELSE sent_at END
    WHERE id = ${id} AND ${STILL_CLAIMED}`;
}

/** Marks these claimed deliveries sent, in one statement (the primary key again, as `markStatement`). */
async function markSent(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE notice_deliveries SET status = 'sent', sent_at = now()
    WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[]) AND ${STILL_CLAIMED}`);
}

async function mark(db: Db, id: number, status: 'sent' | 'skipped' | 'failed', reason: string | null, target?: string) {
  await executePrepared(db, markStatement(id, status, reason, target));
}

/** Back to pending after a pause that doubles with each attempt (30 s, 1 min, 2 min … at most an hour). */
async function retryLater(db: Db, d: Claimed, reason: string) {
  if (d.attempts >= MAX_ATTEMPTS) return mark(db, d.id, 'failed', reason);
  const seconds = Math.min(3600, 30 * 2 ** (d.attempts - 1));
  await db.execute(sql`
    UPDATE notice_deliveries SET status = 'pending', reason = ${reason},
      next_at = now() + make_interval(secs => ${seconds})
    WHERE id = ${d.id} AND ${STILL_CLAIMED}`);
}

/** The cap's window: a rolling hour (brief HB; it was the clock's, so 10 messages at 10:59 and 10 at 11:01 all went). */
const CAP_WINDOW_SECONDS = 3600;

/**
 * Takes one of this reader's channel's places of the past 60 minutes (platform/rate-limit.ts, `takeRollingPlace`: a
 * log read under the reader's lock, so two sender processes never pass the cap together); when all are used, answers
 * in how many seconds the oldest message of the hour leaves it.
 */
async function overCap(deps: SenderDeps, d: Claimed): Promise<{ over: boolean; resetIn: number }> {
  const cap = deps.hourlyCap ?? noticeHourlyCap();
  const { taken, wait } = await takeRollingPlace(deps.db, `notice:${d.channel}:${d.user_id}`, cap, CAP_WINDOW_SECONDS);
  return { over: !taken, resetIn: wait };
}

/**
 * Kinds a reader may do without when their hour's messages are spent (audit L1): what they chose to get (optional
 * kinds), and a shop's stream of new orders and low stock, which its console lists anyway. Every other kind (an order
 * confirmed, a refund paid, a payout) waits until the oldest message of the reader's past hour leaves it instead: a
 * cap delays a transactional message, never loses it.
 */
const SKIPPED_OVER_CAP = new Set<NoticeKind>(['new_order', 'low_stock']);
const waitsOverCap = (kind: NoticeKind) => !NOTICE_KINDS[kind].optional && !SKIPPED_OVER_CAP.has(kind);

/**
 * Back to pending when the reader's hour has room again (the oldest message of it leaves the window), without spending
 * one of its attempts. `now()` is the transaction's start, a moment before the cap was read: a second more.
 */
async function deferUntilRoom(db: Db, d: Claimed, wait: number) {
  await db.execute(sql`
    UPDATE notice_deliveries SET status = 'pending', reason = ${HOURLY_CAP_WAIT}, attempts = greatest(attempts - 1, 0),
      next_at = now() + make_interval(secs => ${wait + 1})
    WHERE id = ${d.id} AND ${STILL_CLAIMED}`);
}
const HOURLY_CAP_WAIT = 'hourly cap reached: waits for room in the hour';

/**
 * Kinds whose message asks for something that may be done by the time it goes (a mail held over an hour's cap): the
 * reader is not asked to pay an order they paid or that closed meanwhile (audit R, a stale "please pay by …").
 */
const STILL_TRUE: Partial<Record<NoticeKind, (db: Db, vars: Record<string, unknown>) => Promise<boolean>>> = {
  order_placed: async (db, vars) =>
    (
      await db.execute(
        sql`SELECT 1 FROM orders WHERE order_no = ${String(vars.orderNo ?? '')} AND status = 'unpaid' AND pay_deadline > now()`,
      )
    ).rows.length > 0,
};
const NO_LONGER_TRUE = 'no longer true when its turn came';

async function deliverOne(
  deps: SenderDeps,
  d: Claimed,
  templates: Map<string, Template>,
  symbol: string,
): Promise<void> {
  if (!isNoticeKind(d.kind)) return mark(deps.db, d.id, 'failed', 'unknown kind');
  const locale = readerLocale(d.locale, d.vars._locale);
  const rendered = renderNotice(pickTemplate(templates, d.kind, locale), locale, d.vars, symbol);
  const target = d.channel === 'email' ? d.email : d.phone ? `${d.country_code ?? ''}${d.phone}` : null;
  if (!target) return mark(deps.db, d.id, 'skipped', 'no address');
  if (d.channel === 'email' && d.bounced) return mark(deps.db, d.id, 'skipped', 'address bounced', target);
  const stillTrue = STILL_TRUE[d.kind];
  if (stillTrue && !(await stillTrue(deps.db, d.vars))) return mark(deps.db, d.id, 'skipped', NO_LONGER_TRUE, target);
  const cap = await overCap(deps, d);
  if (cap.over && waitsOverCap(d.kind)) return deferUntilRoom(deps.db, d, cap.resetIn);
  if (cap.over) return mark(deps.db, d.id, 'skipped', 'hourly cap reached', target);
  try {
    if (d.channel === 'email') {
      const publicUrl = deps.messaging.publicUrl ?? 'http://127.0.0.1:3000';
      const url = pageUrl(publicUrl, d.audience, d.link, locale);
      // Signed with the shop's name in the reader's language, as the body names it (audit GM F2).
      const shopName = d.shop_name === null ? null : localize(d.shop_names, locale, d.shop_name);
      const sender = senderOf(d.kind, { name: shopName, logo: d.shop_logo }, locale);
      const mail = renderEmail(rendered, locale, { url, sender, publicUrl, kind: d.kind });
      await deps.messaging.sendEmail({ to: target, ...mail, messageId: `<${d.idempotency_key}@mall.local>` });
    } else {
      await deps.messaging.sendSms({ to: target, text: rendered.body, idempotencyKey: d.idempotency_key });
    }
  } catch (error) {
    return failed(deps, d, target, error);
  }
  await deps.afterSend?.(d.id);
  await mark(deps.db, d.id, 'sent', null, target);
}

/** A refused address (SMTP 5xx, a refused number) fails for good and a bouncing address is marked; else retry. */
async function failed(deps: SenderDeps, d: Claimed, target: string, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message.slice(0, 300) : String(error);
  const smtpCode = (error as { responseCode?: number }).responseCode ?? 0;
  deps.warn?.({ err: error, delivery: d.id, channel: d.channel }, 'a notice could not be delivered');
  if (d.channel === 'email' && smtpCode >= 500 && smtpCode < 600) {
    await deps.db.execute(sql`
      INSERT INTO notice_bounces (email, reason) VALUES (${target.toLowerCase()}, ${reason})
      ON CONFLICT (email) DO UPDATE SET reason = excluded.reason, bounced_at = now()`);
    return mark(deps.db, d.id, 'failed', reason, target);
  }
  if (d.channel === 'sms' && error instanceof AppError && error.code === 400) {
    return mark(deps.db, d.id, 'failed', reason, target);
  }
  await retryLater(deps.db, d, reason);
}

/** After the commit, outside any checkout or stock transaction: the readers' open pages refetch. */
async function announce(db: Db, signals: { users: Set<number>; shops: Set<number>; platform: boolean }) {
  if (signals.users.size > 0) await signalRealtime(db, { type: 'notice', userIds: [...signals.users] });
  for (const merchantId of signals.shops) await signalRealtime(db, { type: 'notice', merchantId });
  if (signals.platform) await signalRealtime(db, { type: 'notice', platform: true });
}

/**
 * Delivers one event's notices now, after the caller committed the event (a payout's outcome); a failure is logged
 * and left to the sender job, which retries.
 */
export async function deliverEventNow(
  db: Queryable,
  via: { messaging: Messaging; warn: (details: object, message: string) => void },
  ref: string,
): Promise<void> {
  try {
    await deliverDue({ db: db as Db, messaging: via.messaging, warn: via.warn }, { ref });
  } catch (err) {
    via.warn({ err, ref }, 'a notice could not be delivered at once; the sender job will');
  }
}
