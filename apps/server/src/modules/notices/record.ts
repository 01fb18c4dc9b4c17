import { NOTICE_KINDS, OWNER_NOTICE_KINDS, OWNER_ONLY_NOTICE_KINDS } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import { readerEmail, readerPhone } from './contact';
import { noticesEnabled } from './settings';
import { money, type NoticeEvent, type Source, sourcesOf } from './sources';

export type { NoticeEvent } from './sources';

/**
 * The transactional outbox (decision 0025): writes the notices an event causes, and one delivery per channel, in the
 * caller's transaction, so they exist exactly when the event does. One statement per audience; nothing is sent
 * here and nothing is announced (no pg_notify: checkout and stock transactions must not take the notify lock), the
 * sender job does both after the commit. Recording the same event twice tells each reader once.
 */
export async function recordNotice(tx: Queryable, event: NoticeEvent): Promise<void> {
  if (!noticesEnabled()) return;
  const sources = sourcesOf(event);
  if (sources.length === 0) return;
  // Every audience of the event in one statement, each in CTEs of its own (a paid order tells its buyer and its shop:
  // one round trip, not two; issue 25). PostgreSQL runs every data-modifying CTE whether or not it is read.
  await executePrepared(
    tx,
    sql`WITH ${sql.join(
      sources.map((source, i) => sourceSteps(source, i)),
      sql`, `,
    )} SELECT 1`,
  );
}

/** The shop's standing and money always reach its owner, whatever was saved for them before (audit CI10). */
const ownerAlways = (kind: Source['kind']) => OWNER_NOTICE_KINDS.includes(kind);

/** The readers of one audience: `src` rows with their `reader` (`src` names the source's CTE). */
function readersOf(source: Source, src: SQL) {
  switch (NOTICE_KINDS[source.kind].audience) {
    case 'shopper':
      return sql`SELECT ${src}.*, ${src}.user_id AS reader FROM ${src} WHERE ${src}.user_id IS NOT NULL`;
    case 'merchant':
      // Who joined, left or was removed is the owner's alone to hear (audit DS2), never the member concerned: their own
      // notice or answer says it.
      if (OWNER_ONLY_NOTICE_KINDS.includes(source.kind)) {
        return sql`
          SELECT ${src}.*, st.user_id AS reader FROM ${src} JOIN merchant_staff st ON st.merchant_id = ${src}.merchant_id
          JOIN users su ON su.id = st.user_id AND su.disabled_at IS NULL
          WHERE st.role = 'owner' AND st.user_id IS DISTINCT FROM ${src}.user_id`;
      }
      // A disabled account (a dismissed employee, a locked stolen one) is told nothing more, as an operator is not.
      return sql`
        SELECT ${src}.*, st.user_id AS reader FROM ${src} JOIN merchant_staff st ON st.merchant_id = ${src}.merchant_id
        JOIN users su ON su.id = st.user_id AND su.disabled_at IS NULL
        WHERE (${ownerAlways(source.kind) ? sql`st.role = 'owner' OR ` : sql``}NOT EXISTS (SELECT 1 FROM notice_recipients nr
          WHERE nr.merchant_id = st.merchant_id AND nr.user_id = st.user_id AND nr.kind = ${source.kind} AND NOT nr.enabled))`;
    case 'platform':
      return sql`
        SELECT ${src}.*, u.id AS reader FROM ${src} CROSS JOIN users u WHERE u.is_admin AND u.disabled_at IS NULL`;
  }
}

/** The CTEs that write one source's notices and their deliveries, named with the source's place `i`. */
function sourceSteps(source: Source, i: number): SQL {
  const info = NOTICE_KINDS[source.kind];
  const channels = `{${info.channels.join(',')}}`;
  const [src, readers, ins, sent] = ['src', 'readers', 'ins', 'sent'].map((name) => sql.raw(`${name}${i}`));
  return sql`
    ${src} AS (${source.select}),
    ${readers} AS (${readersOf(source, src!)}),
    ${ins} AS (
      INSERT INTO notices (kind, user_id, audience, merchant_id, vars, link, dedupe_key)
      SELECT ${source.kind}, reader, ${info.audience}, merchant_id,
        CASE WHEN hint IS NULL THEN vars ELSE vars || jsonb_build_object('_locale', hint) END, link, ref
      FROM ${readers}
      ON CONFLICT (dedupe_key, user_id, audience) DO NOTHING
      RETURNING id, user_id
    ),
    ${sent} AS (
      INSERT INTO notice_deliveries (notice_id, channel, idempotency_key)
      SELECT ins.id, ch.channel, 'notice-' || ins.id || '-' || ch.channel
      FROM ${ins} AS ins JOIN users u ON u.id = ins.user_id CROSS JOIN unnest(${channels}::text[]) AS ch(channel)
      WHERE (ch.channel = 'site'
          OR (ch.channel = 'email' AND ${readerEmail} IS NOT NULL)
          OR (ch.channel = 'sms' AND ${readerPhone} IS NOT NULL))
        AND NOT EXISTS (SELECT 1 FROM notice_preferences np
          WHERE np.user_id = ins.user_id AND np.kind = ${source.kind} AND np.channel = ch.channel AND NOT np.enabled)
      RETURNING 1
    )`;
}

/**
 * A refund's notice, recorded in this transaction, restated with the refund's amount as it now stands (audit O4: a
 * refund is priced again when it is paid). Only the notice row this transaction wrote is touched: no other lock.
 */
export async function restateRefundAmount(
  tx: Queryable,
  kind: 'refund_accepted' | 'refund_accepted_overdue',
  refundId: number,
): Promise<void> {
  if (!noticesEnabled()) return;
  await tx.execute(sql`
    UPDATE notices n SET vars = n.vars || jsonb_build_object('amount', ${money(sql`r.amount`)})
    FROM refunds r WHERE r.id = ${refundId} AND n.dedupe_key = ${`${kind}:`} || r.refund_no`);
}
