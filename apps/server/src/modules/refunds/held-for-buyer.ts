import { type SQL, sql } from 'drizzle-orm';
import { PAID_ANOTHER_WAY_PREFIX } from '../finance/paid-another-way';
import { CARD_KEEPS_FAILING, TAKEN_BACK_AT_STRIPE } from './closing-reasons';

// The money the platform holds for the buyer of a refund whose card payment failed (decision 0052), owned here by the
// refunds module: settlement pays it again, card-failures names it when a refund is closed for customer service, and
// the payments and finance modules share what Stripe gives back by it. One definition, read in their statements.

/**
 * SQL, in cents: what the platform holds for the buyer of the refund row `alias` (a `refunds` alias of the enclosing
 * statement): the money its failed card payments booked back to `platform_adjustments` (`refund-failed:…`) less what
 * its later attempts paid out of it (`refund:RE…:<n>`) and what the operator paid the buyer another way once it was
 * closed for customer service (`refund-paid-other:…`, finance/paid-another-way.ts) or a refund made at Stripe paid
 * them of it (`stripe:<re>:platform:RE…`, finance/taken-back.ts, audit EP2; a dispute's withdrawn funds count at once,
 * so that nobody pays again what the chargeback may give the buyer). 0 for a refund none of whose payments failed.
 */
export function heldForBuyerSql(alias: string): SQL {
  const r = sql.identifier(alias);
  return sql`(-coalesce((SELECT sum(hl.amount)
      FROM ledger_entries he JOIN ledger_lines hl ON hl.entry_id = he.id
      WHERE he.refund_id = ${r}.id AND hl.account = 'platform_adjustments'
        AND (he.key LIKE 'refund-failed:%' OR starts_with(he.key, 'refund:' || ${r}.refund_no || ':')
          OR starts_with(he.key, ${PAID_ANOTHER_WAY_PREFIX})
          OR he.key LIKE 'stripe:%:platform:' || ${r}.refund_no)), 0))::bigint`;
}

/**
 * SQL, a time or null: when money last left for the buyer of the refund row `alias` out of what the platform held for
 * them (brief FB, item 2): the latest entry releasing that holding (the `heldForBuyerSql` entries debiting
 * `platform_adjustments`: a later card attempt, a payment another way, a refund made at Stripe or a lost dispute's
 * funds; not those of a dispute still open, which may be won). For a refund closed for customer service that holds
 * nothing any more, the time the last of its money actually left.
 */
export function paidOutAtSql(alias: string): SQL {
  const r = sql.identifier(alias);
  return sql`(SELECT max(oe.created_at)
      FROM ledger_entries oe JOIN ledger_lines ol ON ol.entry_id = oe.id
      WHERE oe.refund_id = ${r}.id AND ol.account = 'platform_adjustments' AND ol.amount > 0
        AND (starts_with(oe.key, 'refund:' || ${r}.refund_no || ':') OR starts_with(oe.key, ${PAID_ANOTHER_WAY_PREFIX})
          OR oe.key LIKE 'stripe:%:platform:' || ${r}.refund_no)
        AND NOT EXISTS (SELECT 1 FROM provider_returns pr WHERE pr.kind = 'dispute' AND pr.closed_at IS NULL
          AND oe.key LIKE 'stripe:' || pr.ref || ':%'))`;
}

/** SQL, in cents: what the operator paid the buyer of the refund row `alias` another way (decision 0052). */
export function paidAnotherWaySql(alias: string): SQL {
  const r = sql.identifier(alias);
  return sql`(coalesce((SELECT sum(pl.amount)
      FROM ledger_entries pe JOIN ledger_lines pl ON pl.entry_id = pe.id
      WHERE pe.refund_id = ${r}.id AND pl.account = 'platform_adjustments'
        AND starts_with(pe.key, ${PAID_ANOTHER_WAY_PREFIX})), 0))::bigint`;
}

/** SQL: whether a card payment of the refund row `alias` failed (it has a `refund-failed:…` entry). */
export function cardFailedSql(alias: string): SQL {
  const r = sql.identifier(alias);
  return sql`EXISTS (SELECT 1 FROM ledger_entries fe WHERE fe.refund_id = ${r}.id AND fe.key LIKE 'refund-failed:%')`;
}

/**
 * SQL: whether all the money the platform held for the buyer of the refund row `alias` reached them (audit ET1): a
 * refund made at Stripe (or a lost dispute's funds) released it (`stripe:…:platform:RE…`, audit EP2) and nothing of it
 * is held any more. A dispute still open holds its withdrawn funds (it may be won and give them back): its release does
 * not count until it closes.
 */
export function paidToBuyerSql(alias: string): SQL {
  const r = sql.identifier(alias);
  const notOpenDispute = sql`NOT EXISTS (SELECT 1 FROM provider_returns pr WHERE pr.kind = 'dispute'
      AND pr.closed_at IS NULL AND pe.key LIKE 'stripe:' || pr.ref || ':%')`;
  return sql`(EXISTS (SELECT 1 FROM ledger_entries pe WHERE pe.refund_id = ${r}.id
        AND pe.key LIKE 'stripe:%:platform:%' AND ${notOpenDispute})
      AND coalesce((SELECT sum(pl.amount) FROM ledger_entries pe JOIN ledger_lines pl ON pl.entry_id = pe.id
        WHERE pe.refund_id = ${r}.id AND pl.account = 'platform_adjustments' AND ${notOpenDispute}), 0) >= 0)`;
}

/**
 * SQL: whether the refund row `alias` was closed for customer service after it was paid (decision 0052): "refunded"
 * with the reason that its card refused it three times, or that Stripe, asked to pay it again, answered the money
 * already left (`closeForCustomerService`). The platform holds its money for the buyer (`heldForBuyerSql`).
 */
export function closedForServiceSql(alias: string): SQL {
  const r = sql.identifier(alias);
  // Never null (a refund without a reason is not one), so that NOT of it holds for every other refund.
  return sql`(${r}.status = 'refunded'
    AND coalesce(${r}.refuse_reason IN (${CARD_KEEPS_FAILING}, ${TAKEN_BACK_AT_STRIPE}), false))`;
}
