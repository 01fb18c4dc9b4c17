import {
  AUDIT_APPROVED,
  AUDIT_PENDING,
  isLocale,
  type Locale,
  type SettleAgreement,
  type SettleApply,
  type ShopNames,
  settleMessages,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors';
import type { Messaging } from '../../platform/messaging';
import { limit, type RateLimits } from '../../platform/rate-limit';
import { type Captcha, guardCodeSending, issueCountedCode } from '../auth/auth.service';
import { consumeCode } from '../auth/codes';
import { getSetting } from '../content/settings';
import { recordNotice } from '../notices/record';
import { DEFAULT_AGREEMENT } from './agreement-texts';
import {
  checkApplicationPictures,
  copyToPrivate,
  type DocumentStores,
  documentLinks,
  removeDocuments,
  removePublicCopies,
} from './application-documents';
import { applicationMails } from './application-mails';
import { applicationPage, pageOfRows, selectApplications, toRecord } from './application-rows';
import { checkNamesFree, cleanShopNames, lockShopNames, wantedNameKey } from './shop-names';

/** A connection or a transaction. */
export type Runner = Pick<Db, 'execute'>;

export type SettleContext = DocumentStores & { messaging: Messaging; ip: string; rateLimits: RateLimits };

export const PENDING_EXISTS = 'You already have an application under review';
export const ALREADY_MERCHANT = 'You already run a shop';
const APPROVED_FIXED = 'An approved application cannot be changed';

/** The agreement in the request's language: the platform's text, else the built-in one. */
export async function settlementAgreement(db: Db, locale: Locale): Promise<SettleAgreement> {
  const saved = await getSetting(db, 'settleAgreement');
  const builtIn = DEFAULT_AGREEMENT[locale];
  return {
    title: saved.title[locale] || saved.title.en || builtIn.title,
    content: saved.content[locale] || saved.content.en || builtIn.content,
  };
}

/** The email code of the application form, under the same limits as the sign-in codes (modules/auth). */
export async function sendApplicationCode(
  ctx: SettleContext,
  userId: number,
  email: string,
  /** The request's language: the mail's when the account keeps none. */
  requestLocale: Locale,
  captcha: Captcha,
): Promise<void> {
  // Only someone who may apply gets a code, under the sign-in codes' guard (the picture challenge after three sends
  // from an address), and at most ten an hour per account.
  const applicant = await checkApplicant(ctx.db, userId);
  await guardCodeSending(ctx, email, captcha);
  await limit(ctx.rateLimits, `code:user:${userId}`, 10, 3600, 'Too many codes requested, please try again later');
  const code = await issueCountedCode(ctx, email, 'settle');
  // In the language the account keeps, as the review's mails are (audit R5: a Thai applicant got it in English).
  const locale = isLocale(applicant.locale) ? applicant.locale : requestLocale;
  await ctx.messaging.sendEmail({ to: email, ...applicationMails(locale).code(code) });
}

/** Who may apply: a registered account that runs no shop yet. Answers the language the account keeps, if any. */
async function checkApplicant(db: Runner, userId: number): Promise<{ locale: string | null }> {
  const { rows } = await db.execute<{ is_guest: boolean; staff: boolean; locale: string | null }>(sql`
    SELECT u.is_guest, u.locale, EXISTS (SELECT 1 FROM merchant_staff s WHERE s.user_id = u.id) AS staff
    FROM users u WHERE u.id = ${userId}`);
  const user = rows[0];
  if (!user) throw notFound('User not found');
  if (user.is_guest) throw forbidden('Register an account to apply as a merchant');
  if (user.staff) throw conflict(ALREADY_MERCHANT);
  return { locale: user.locale };
}

async function checkChoices(db: Db, input: SettleApply): Promise<void> {
  const { rows } = await db.execute<{ category: boolean; type: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM merchant_categories WHERE id = ${input.categoryId}) AS category,
      EXISTS (SELECT 1 FROM merchant_types WHERE id = ${input.typeId}) AS type`);
  if (!rows[0]?.category) throw invalid(settleMessages.categoryEmpty);
  if (!rows[0]?.type) throw invalid(settleMessages.typeEmpty);
}

/**
 * Submits a new application, or with `editId` edits one's own pending or rejected application and sends it for
 * review again. Cheap checks run first so that a refused form does not spend the emailed code. Every edit raises the
 * application's version, so that a reviewer who opened an older one cannot approve what they did not see.
 */
export async function submitApplication(ctx: SettleContext, userId: number, input: SettleApply, editId?: number) {
  const { db } = ctx;
  await limit(ctx.rateLimits, `settle-apply:user:${userId}`, 20, 3600);
  await checkApplicant(db, userId);
  let kept: ShopNames = {};
  if (editId === undefined) await checkNoPending(db, userId);
  else kept = await checkEditable(db, userId, editId);
  await checkChoices(db, input);
  // The applicant's own uploads, or documents their applications hold (the schema already checked the shape).
  const wanted = await checkApplicationPictures(db, userId, input.qualificationPictures);
  const key = wantedNameKey(input.name);
  // The name in the other languages (decision 0056): left out, an edit keeps the application's; each is held to the
  // look-alike rule as the name is, against every shop's names in every language.
  const names = input.names === undefined ? kept : cleanShopNames(input.names);
  await checkNamesFree(db, { name: input.name, names }, { userId });
  await consumeCode(db, input.email, 'settle', input.captcha);
  // Licences and IDs are private documents from here on (audit AG2): the application holds private copies, and the
  // public uploads go once it is saved.
  const copies = await copyToPrivate(ctx, wanted);
  const pictures = wanted.map((path) => copies.get(path) ?? path);
  const dropped: string[] = [];
  const saved = await saveApplication(ctx, userId, { ...input, names }, key, pictures, dropped, editId).catch(
    async (error) => {
      await removeDocuments(ctx, copies.values());
      throw error;
    },
  );
  await removePublicCopies(ctx, copies.keys());
  await removeDocuments(ctx, dropped);
  return saved;
}

/** The application's row, in one transaction; `dropped` receives the documents an edit no longer holds. */
async function saveApplication(
  ctx: SettleContext,
  userId: number,
  input: SettleApply & { names: ShopNames },
  key: string,
  pictures: string[],
  dropped: string[],
  editId?: number,
) {
  const { db } = ctx;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`settle-user:${userId}`}))`);
    await lockShopNames(tx, input);
    await checkApplicant(tx, userId);
    await checkNamesFree(tx, input, { userId });
    if (editId === undefined) {
      await checkNoPending(tx, userId);
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO merchant_applications
          (user_id, name, name_key, names, real_name, phone, email, category_id, type_id, qualification_pictures)
        VALUES (${userId}, ${input.name}, ${key}, ${JSON.stringify(input.names)}::jsonb, ${input.realName}, ${input.phone}, ${input.email}, ${input.categoryId},
          ${input.typeId}, ${JSON.stringify(pictures)}::jsonb)
        ON CONFLICT (user_id) WHERE audit_status = ${AUDIT_PENDING} DO NOTHING
        RETURNING id`);
      if (!rows[0]) throw conflict(PENDING_EXISTS);
      await recordNotice(tx, { kind: 'application_submitted', applicationId: rows[0].id });
      return { id: rows[0].id, auditStatus: AUDIT_PENDING };
    }
    // Another pending application of the same user would make two; the per-user lock makes this check reliable.
    const { rows: others } = await tx.execute(sql`
      SELECT 1 FROM merchant_applications
      WHERE user_id = ${userId} AND audit_status = ${AUDIT_PENDING} AND id <> ${editId}`);
    if (others[0]) throw conflict(PENDING_EXISTS);
    const { rows: before } = await tx.execute<{ pictures: string[] }>(
      sql`SELECT qualification_pictures AS pictures FROM merchant_applications WHERE id = ${editId} AND user_id = ${userId}`,
    );
    dropped.push(...(before[0]?.pictures ?? []).filter((path) => !pictures.includes(path)));
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE merchant_applications SET name = ${input.name}, name_key = ${key},
        names = ${JSON.stringify(input.names)}::jsonb, version = version + 1,
        real_name = ${input.realName}, phone = ${input.phone},
        email = ${input.email}, category_id = ${input.categoryId}, type_id = ${input.typeId},
        qualification_pictures = ${JSON.stringify(pictures)}::jsonb, audit_status = ${AUDIT_PENDING},
        denial_reason = NULL, reviewed_by = NULL, reviewed_at = NULL, updated_at = now()
      WHERE id = ${editId} AND user_id = ${userId} AND audit_status <> ${AUDIT_APPROVED}
      RETURNING id`);
    if (!rows[0]) throw conflict(APPROVED_FIXED);
    return { id: rows[0].id, auditStatus: AUDIT_PENDING };
  });
}

async function checkNoPending(db: Runner, userId: number): Promise<void> {
  const { rows } = await db.execute(
    sql`SELECT 1 FROM merchant_applications WHERE user_id = ${userId} AND audit_status = ${AUDIT_PENDING}`,
  );
  if (rows[0]) throw conflict(PENDING_EXISTS);
}

/**
 * One's own application that is not approved; someone else's is not found (it is not theirs to know about). Answers
 * its names in the other languages, which an edit that leaves them out keeps.
 */
async function checkEditable(db: Db, userId: number, id: number): Promise<ShopNames> {
  const { rows } = await db.execute<{ audit_status: number; names: ShopNames }>(
    sql`SELECT audit_status, names FROM merchant_applications WHERE id = ${id} AND user_id = ${userId}`,
  );
  if (!rows[0]) throw notFound('Application not found');
  if (rows[0].audit_status === AUDIT_APPROVED) throw conflict(APPROVED_FIXED);
  return rows[0].names;
}

/** The applicant's own applications; their documents as links only the applicant's answer carries. */
export async function listMyApplications(db: Db, userId: number, locale: Locale, q: { page: number; limit: number }) {
  const found = await applicationPage(db, sql`a.user_id = ${userId}`, q.page, q.limit);
  const links = await documentLinks(db);
  return pageOfRows(found, (r) => toRecord(r, locale, links), q.page, q.limit);
}

export async function myApplication(db: Db, userId: number, id: number, locale: Locale) {
  const [row] = await selectApplications(db, sql`a.id = ${id} AND a.user_id = ${userId}`, 1, 1);
  if (!row) throw notFound('Application not found');
  return toRecord(row, locale, await documentLinks(db));
}
