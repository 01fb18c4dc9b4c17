import {
  AUDIT_APPROVED,
  AUDIT_PENDING,
  AUDIT_REJECTED,
  isLocale,
  LOCALES,
  type Locale,
  type LocalizedText,
  type ShopNames,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { conflict, notFound } from '../../platform/errors';
import type { Messaging } from '../../platform/messaging';
import { nameKey } from '../../platform/names';
import { foldShopNames } from '../../platform/text-fold';
import { getSetting } from '../content/settings';
import { recordNotice } from '../notices/record';
import { settleNotices } from '../notices/settle';
import { DEFAULT_AGREEMENT } from './agreement-texts';
import { documentLinks } from './application-documents';
import { applicationMails, type SignInWay } from './application-mails';
import { applicationPage, pageOfRows, selectApplications, toAdminRecord } from './application-rows';
import { checkNamesFree, claimingName, holdNameKeys, lockShopNames } from './shop-names';

/** What the review needs besides the database: the applicant is told by email, and a failed email is only logged. */
export type ReviewContext = {
  db: Db;
  messaging: Messaging;
  warn: (detail: Record<string, unknown>, message: string) => void;
};

const ALREADY_REVIEWED = 'This application has already been reviewed';
export const APPLICATION_CHANGED = 'The application changed since you opened it; reload it';
const APPLICANT_CLOSED = 'The applicant has closed their account: the application cannot be approved';
const APPLICANT_DISABLED = "The applicant's account is disabled: enable it or reject the application";

export async function listApplications(
  db: Db,
  locale: Locale,
  q: { auditStatus?: number; keywords?: string; page: number; limit: number },
) {
  const where: SQL[] = [sql`true`];
  if (q.auditStatus) where.push(sql`a.audit_status = ${q.auditStatus}`);
  if (q.keywords) {
    const like = `%${q.keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(a.name ILIKE ${like} OR a.real_name ILIKE ${like})`);
  }
  const found = await applicationPage(db, sql.join(where, sql` AND `), q.page, q.limit);
  const links = await documentLinks(db);
  return pageOfRows(found, (r) => toAdminRecord(r, locale, links), q.page, q.limit);
}

export async function applicationDetail(db: Db, id: number, locale: Locale) {
  const [row] = await selectApplications(db, sql`a.id = ${id}`, 1, 1);
  if (!row) throw notFound('Application not found');
  return toAdminRecord(row, locale, await documentLinks(db));
}

/** After a conditional update found nothing: the application is missing, no longer pending or edited since. */
async function whyNotReviewable(db: Pick<Db, 'execute'>, id: number): Promise<never> {
  const { rows } = await db.execute<{ audit_status: number }>(
    sql`SELECT audit_status FROM merchant_applications WHERE id = ${id}`,
  );
  if (!rows[0]) throw notFound('Application not found');
  throw conflict(rows[0].audit_status === AUDIT_PENDING ? APPLICATION_CHANGED : ALREADY_REVIEWED);
}

type Approved = {
  user_id: number;
  name: string;
  names: ShopNames;
  phone: string;
  email: string;
  category_id: number;
  type_id: number;
};

/**
 * Approves the version of a pending application the reviewer saw: the shop opens with its details and the applicant
 * becomes its owner. One transaction, conditional on the application still being pending at that version, so that
 * two reviewers approving at once create one shop (the second waits for the first's row lock and then finds nothing
 * pending) and an edit made after the reviewer opened it is refused instead of approved unseen. The name's lock is
 * taken before the row's, in the order the applicant's edit takes them.
 */
export async function approveApplication(ctx: ReviewContext, adminId: number, id: number, version: number) {
  const approved = await ctx.db.transaction(async (tx) => {
    const { rows: seen } = await tx.execute<{ name: string; names: ShopNames; user_id: number }>(
      sql`SELECT name, names, user_id FROM merchant_applications WHERE id = ${id}`,
    );
    if (seen[0]) await lockShopNames(tx, seen[0]);
    // The applicant's account, held until the end (audit FL2): a closing or a disabling waits, and closing takes the
    // account's row before the applications', so this order cannot deadlock against it.
    const { rows: account } = await tx.execute<{ closed: boolean; disabled: boolean }>(sql`
      SELECT closed_at IS NOT NULL AS closed, disabled_at IS NOT NULL AS disabled FROM users
      WHERE id = ${seen[0]?.user_id ?? 0} FOR SHARE`);
    const { rows } = await tx.execute<Approved>(sql`
      UPDATE merchant_applications
      SET audit_status = ${AUDIT_APPROVED}, denial_reason = NULL, reviewed_by = ${adminId}, reviewed_at = now(),
        updated_at = now()
      WHERE id = ${id} AND audit_status = ${AUDIT_PENDING} AND version = ${version}
      RETURNING user_id, name, names, phone, email, category_id, type_id`);
    const a = rows[0] ?? (await whyNotReviewable(tx, id));
    // A shop must have an owner who can sign in to run it.
    if (account[0]?.closed) throw conflict(APPLICANT_CLOSED);
    if (account[0]?.disabled) throw conflict(APPLICANT_DISABLED);
    const { rows: staff } = await tx.execute(sql`SELECT 1 FROM merchant_staff WHERE user_id = ${a.user_id}`);
    if (staff[0]) throw conflict('The applicant already runs a shop');
    // A shop may have opened or been renamed since the application was made, in any language (decision 0056).
    await checkNamesFree(tx, a, {}, true);
    // The applicant's phone becomes the shop's contact phone for the platform and the console; the public shop
    // shows only the service phone its merchant sets (shops.service.ts). The application's documents stay private
    // (audit AG2): the shop publishes qualification pictures of its own choosing from the console (reviewed there).
    const { rows: shop } = await claimingName(() =>
      tx.execute<{ id: number }>(sql`
        INSERT INTO merchants (name, name_key, names, name_folded, type_id, category_id, phone, status)
        VALUES (${a.name}, ${nameKey(a.name)}, ${JSON.stringify(a.names)}::jsonb, ${foldShopNames(a.name, a.names)},
          ${a.type_id}, ${a.category_id}, ${a.phone}, 'open')
        RETURNING id`),
    );
    const merchantId = shop[0]!.id;
    // The names the application carried go live with the shop: their keys are the shop's from now on, and a key
    // another shop took meanwhile is refused here, naming the language.
    await holdNameKeys(tx, merchantId);
    await tx.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${a.user_id}, 'owner')`,
    );
    await tx.execute(sql`UPDATE merchant_applications SET merchant_id = ${merchantId} WHERE id = ${id}`);
    await recordNotice(tx, { kind: 'application_approved', applicationId: id });
    // The operators' "awaits review" notice is settled by the decision (audit FZ3).
    await settleNotices(tx, { kind: 'application_submitted', applicationId: id });
    // A shop opened: every process's list of open shops' names (search, audit CT1) takes it in.
    await announceChange(tx, 'shop', [merchantId]);
    return { ...a, merchantId };
  });
  await tell(
    ctx,
    approved.email,
    applicationMails(await accountLocale(ctx.db, approved.user_id)).approved(
      approved.name,
      await signInWay(ctx.db, approved.user_id),
    ),
  );
  return { id, auditStatus: AUDIT_APPROVED, merchantId: approved.merchantId };
}

/** Rejects the version of a pending application the reviewer saw, with a reason the applicant sees on their records. */
export async function rejectApplication(
  ctx: ReviewContext,
  adminId: number,
  id: number,
  reason: string,
  version: number,
) {
  const a = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ email: string; name: string; user_id: number }>(sql`
      UPDATE merchant_applications
      SET audit_status = ${AUDIT_REJECTED}, denial_reason = ${reason}, reviewed_by = ${adminId}, reviewed_at = now(),
        updated_at = now()
      WHERE id = ${id} AND audit_status = ${AUDIT_PENDING} AND version = ${version}
      RETURNING email, name, user_id`);
    const rejected = rows[0] ?? (await whyNotReviewable(tx, id));
    await recordNotice(tx, { kind: 'application_rejected', applicationId: id });
    // The operators' "awaits review" notice is settled by the decision (audit FZ3).
    await settleNotices(tx, { kind: 'application_submitted', applicationId: id });
    return rejected;
  });
  await tell(ctx, a.email, applicationMails(await accountLocale(ctx.db, a.user_id)).rejected(a.name, reason));
  return { id, auditStatus: AUDIT_REJECTED };
}

/**
 * How the owner's account signs in to the console (audit AN12): the application's e-mail is only a contact, so the
 * mail names the account's own e-mail when it has a password, else its phone (masked: the mail may be read by
 * others), else it tells a Google or X account to set a password first.
 */
async function signInWay(db: Db, userId: number): Promise<SignInWay> {
  const { rows } = await db.execute<{
    email: string | null;
    country_code: string | null;
    phone: string | null;
    has_password: boolean;
  }>(sql`SELECT email, country_code, phone, password_hash IS NOT NULL AS has_password FROM users WHERE id = ${userId}`);
  const user = rows[0];
  if (user?.email && user.has_password) return { kind: 'email', email: user.email };
  if (user?.phone && user.country_code) return { kind: 'phone', phone: maskPhone(user.country_code, user.phone) };
  return { kind: 'social', email: user?.email ?? null };
}

/** "+66 ••••••5678": the country and the last digits, enough for the owner to recognise the number. */
function maskPhone(countryCode: string, phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const shown = Math.min(4, Math.max(0, digits.length - 4));
  return `${countryCode} ${'•'.repeat(digits.length - shown)}${digits.slice(digits.length - shown)}`;
}

/** The language the account keeps (its settings), else English. */
async function accountLocale(db: Db, userId: number): Promise<Locale> {
  const { rows } = await db.execute<{ locale: string | null }>(sql`SELECT locale FROM users WHERE id = ${userId}`);
  const locale = rows[0]?.locale;
  return isLocale(locale) ? locale : 'en';
}

async function tell(ctx: ReviewContext, to: string, mail: { subject: string; text: string }): Promise<void> {
  try {
    await ctx.messaging.sendEmail({ to, ...mail });
  } catch (err) {
    ctx.warn({ err, to }, 'the applicant could not be told about the review');
  }
}

/** The agreement per language as the platform edits it: the saved text, else the built-in one. */
export async function agreementTexts(db: Db) {
  const saved = await getSetting(db, 'settleAgreement');
  const title: Record<string, string> = {};
  const content: Record<string, string> = {};
  for (const locale of LOCALES) {
    title[locale] = saved.title[locale] || DEFAULT_AGREEMENT[locale].title;
    content[locale] = saved.content[locale] || DEFAULT_AGREEMENT[locale].content;
  }
  return { title, content };
}

/** Saves the given languages; an empty text goes back to the built-in one. */
export async function saveAgreement(db: Db, edit: { title: LocalizedText; content: LocalizedText }) {
  const saved = await getSetting(db, 'settleAgreement');
  const value = { title: { ...saved.title, ...edit.title }, content: { ...saved.content, ...edit.content } };
  await db.execute(sql`
    INSERT INTO settings (key, value, updated_at) VALUES ('settleAgreement', ${JSON.stringify(value)}::jsonb, now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return agreementTexts(db);
}
