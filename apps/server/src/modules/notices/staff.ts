import {
  LOCALES,
  type Locale,
  NOTICE_KIND_NAMES,
  NOTICE_KINDS,
  type NoticeKind,
  OWNER_NOTICE_KINDS,
  OWNER_ONLY_NOTICE_KINDS,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forbidden, invalid, notFound } from '../../platform/errors';
import { getSetting } from '../content/settings';
import { pageUrl, renderEmail, renderNotice, senderOf } from './render';
import { builtInTemplate, templateFor, unknownVariables } from './templates';

/** Shop alerts: which staff member gets which (the owner chooses; everybody gets everything until then). */
const SHOP_KINDS = NOTICE_KIND_NAMES.filter((kind) => NOTICE_KINDS[kind].audience === 'merchant');

const OWNER_ALWAYS_TOLD =
  "The shop's owner always gets the alerts about the shop's standing, its money and refund requests: they cannot be turned off";

async function requireOwner(db: Queryable, merchantId: number, userId: number): Promise<void> {
  const { rows } = await db.execute<{ role: string }>(
    sql`SELECT role FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${userId}`,
  );
  if (rows[0]?.role !== 'owner') throw forbidden("Only the shop's owner chooses who gets its alerts");
}

/** The staff who can be told (a disabled account gets nothing, audit CI1), and what each gets. */
export async function recipients(db: Queryable, merchantId: number) {
  const { rows } = await db.execute<{ user_id: number; nickname: string; role: string; off: string[] }>(sql`
    SELECT s.user_id, u.nickname, s.role,
      coalesce(array_agg(r.kind) FILTER (WHERE r.kind IS NOT NULL AND NOT r.enabled), '{}') AS off
    FROM merchant_staff s JOIN users u ON u.id = s.user_id
    LEFT JOIN notice_recipients r ON r.merchant_id = s.merchant_id AND r.user_id = s.user_id
    WHERE s.merchant_id = ${merchantId} AND u.disabled_at IS NULL GROUP BY s.id, s.user_id, u.nickname, s.role ORDER BY s.id`);
  return {
    kinds: SHOP_KINDS,
    staff: rows.map((r) => ({
      userId: r.user_id,
      nickname: r.nickname,
      role: r.role,
      // The owner gets the must-have kinds whatever a row saved before this rule says (record.ts tells them).
      // The owner-only kinds reach no other member, whatever was saved for them (audit DS2).
      kinds: SHOP_KINDS.filter((k) =>
        r.role === 'owner'
          ? !r.off.includes(k) || OWNER_NOTICE_KINDS.includes(k)
          : !r.off.includes(k) && !OWNER_ONLY_NOTICE_KINDS.includes(k),
      ),
    })),
  };
}

/** The owner sets the shop alerts one staff member of the same shop gets. */
export async function setRecipient(
  db: Queryable,
  merchantId: number,
  ownerId: number,
  change: { userId: number; kinds: NoticeKind[] },
): Promise<void> {
  await requireOwner(db, merchantId, ownerId);
  const { rows } = await db.execute<{ role: string }>(
    sql`SELECT role FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${change.userId}`,
  );
  if (rows.length === 0) throw notFound('No such staff member in this shop');
  if (change.kinds.some((k) => NOTICE_KINDS[k].audience !== 'merchant')) throw invalid('Not a shop alert');
  // Someone must hear of a suspension, an adjustment or a failed payout: the owner always does (audit CI10).
  if (rows[0]!.role === 'owner' && OWNER_NOTICE_KINDS.some((k) => !change.kinds.includes(k))) {
    throw invalid(OWNER_ALWAYS_TOLD);
  }
  for (const kind of SHOP_KINDS) {
    await db.execute(sql`
      INSERT INTO notice_recipients (merchant_id, user_id, kind, enabled)
      VALUES (${merchantId}, ${change.userId}, ${kind}, ${change.kinds.includes(kind)})
      ON CONFLICT (merchant_id, user_id, kind) DO UPDATE SET enabled = excluded.enabled`);
  }
}

/** A member who left the shop's staff (decision 0050): the owner's choices for them go with them. */
export async function forgetRecipient(tx: Queryable, merchantId: number, userId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM notice_recipients WHERE merchant_id = ${merchantId} AND user_id = ${userId}`);
}

/** Every template in force (per kind and language), with the variables its kind offers. */
export async function listTemplates(db: Queryable, filter: { kind?: NoticeKind; locale?: Locale }) {
  const { rows } = await db.execute<{ kind: string; locale: string; subject: string; body: string }>(
    sql`SELECT kind, locale, subject, body FROM notice_templates`,
  );
  const custom = new Map(rows.map((r) => [`${r.kind}/${r.locale}`, r]));
  const kinds = filter.kind ? [filter.kind] : NOTICE_KIND_NAMES;
  const locales = filter.locale ? [filter.locale] : LOCALES;
  return kinds.flatMap((kind) =>
    locales.map((locale) => {
      const own = custom.get(`${kind}/${locale}`);
      const t = own ? { subject: own.subject, text: own.body } : builtInTemplate(kind, locale);
      return { kind, locale, subject: t.subject, text: t.text, vars: [...NOTICE_KINDS[kind].vars], custom: !!own };
    }),
  );
}

/** Plain text only: no markup, no variable the kind does not offer (so the layout cannot break). */
function checkTemplate(kind: NoticeKind, subject: string, text: string): void {
  if (/[<>]/.test(subject) || /[<>]/.test(text)) throw invalid('Templates are plain text: leave out < and >');
  const unknown = unknownVariables(kind, subject, text);
  if (unknown.length > 0) throw invalid(`Unknown variable: ${unknown.map((v) => `{${v}}`).join(', ')}`);
}

export async function saveTemplate(
  db: Queryable,
  adminId: number,
  t: { kind: NoticeKind; locale: Locale; subject: string; text: string; reset?: boolean },
): Promise<void> {
  if (t.reset) {
    await db.execute(sql`DELETE FROM notice_templates WHERE kind = ${t.kind} AND locale = ${t.locale}`);
    return;
  }
  checkTemplate(t.kind, t.subject, t.text);
  await db.execute(sql`
    INSERT INTO notice_templates (kind, locale, subject, body, updated_by) VALUES (${t.kind}, ${t.locale}, ${t.subject}, ${t.text}, ${adminId})
    ON CONFLICT (kind, locale) DO UPDATE SET subject = excluded.subject, body = excluded.body,
      updated_by = excluded.updated_by, updated_at = now()`);
}

const SAMPLE: Record<string, string> = {
  orderNo: 'SH202611270001',
  refundNo: 'RE202611270001',
  payoutNo: 'PO202611270001',
  amount: '2319.99',
  payBy: '2026-11-27T10:30:00Z',
  validTo: '2026-11-30T23:59:00Z',
  shop: 'TechZone Official Store',
  courier: 'DHL',
  trackingNo: '1234567890',
  method: 'send',
  deliverer: 'Somchai Dee',
  phone: '0812345678',
  reason: 'The item is not in its original packaging',
  product: 'Wireless earbuds',
  sku: 'Black',
  stock: '3',
  coupon: '5 off 50',
  detail: 'TR-0001',
  decision: 'approved',
  newName: 'TechZone Official Store Plus',
  available: '0.00',
  debt: '115.00',
};

/** Renders a template (the saved one, or the text being edited) with sample values, as readers will see it. */
export async function previewTemplate(
  db: Queryable,
  publicUrl: string,
  t: { kind: NoticeKind; locale: Locale; subject?: string; text?: string },
) {
  // What the operator typed, the saved words for what they left out (a subject edited alone previews with its text).
  const saved = t.subject !== undefined && t.text !== undefined ? null : await templateFor(db, t.kind, t.locale);
  const template = { subject: t.subject ?? saved?.subject ?? '', text: t.text ?? saved?.text ?? '' };
  checkTemplate(t.kind, template.subject, template.text);
  const rendered = renderNotice(template, t.locale, SAMPLE, (await getSetting(db, 'home')).currencySymbol);
  const audience = NOTICE_KINDS[t.kind].audience;
  const email = renderEmail(rendered, t.locale, {
    url: pageUrl(
      publicUrl,
      audience,
      audience === 'shopper' ? '/order/order_detail?orderNo=SH202611270001' : '',
      t.locale,
    ),
    sender: senderOf(t.kind, { name: SAMPLE.shop ?? null, logo: '' }, t.locale),
    publicUrl,
    kind: t.kind,
  });
  return { subject: email.subject, text: email.text, html: email.html };
}
