import { type Locale, NOTICE_KINDS, type NoticeKind } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { payoutMail } from '../finance/payout-mails';
import { LO, LO_FRAME, TH, TH_FRAME, ZH, ZH_FRAME } from './texts-asia';
import { EN, EN_FRAME } from './texts-en';
import { ES, ES_FRAME, FR, FR_FRAME } from './texts-fr-es';

/**
 * The words of every notice: built-in texts per kind and language, which the operator may replace per kind and
 * language (notice_templates). Texts are plain; `{name}` stands for a variable of the kind. Rendering never reads
 * HTML from a template or a variable: the email's HTML part escapes both (render.ts).
 */
export type Template = { subject: string; text: string };

const TEXTS: Record<Locale, Record<string, [string, string]>> = { en: EN, fr: FR, es: ES, th: TH, lo: LO, 'zh-CN': ZH };
export const FRAMES: Record<Locale, typeof EN_FRAME> = {
  en: EN_FRAME,
  fr: FR_FRAME,
  es: ES_FRAME,
  th: TH_FRAME,
  lo: LO_FRAME,
  'zh-CN': ZH_FRAME,
};

/** The payout kinds keep the words of the payout mails (finance), with their values as variables. */
function payoutTemplate(locale: Locale, kind: 'payout_paid' | 'payout_rejected' | 'payout_failed'): Template {
  const outcome =
    kind === 'payout_paid'
      ? ({ kind: 'paid', transferId: '{detail}' } as const)
      : ({ kind: kind === 'payout_rejected' ? 'rejected' : 'failed', reason: '{detail}' } as const);
  return payoutMail(locale, outcome, '{payoutNo}', '{amount}');
}

/** The built-in words of a kind in a language. */
export function builtInTemplate(kind: NoticeKind, locale: Locale): Template {
  if (kind === 'payout_paid' || kind === 'payout_rejected' || kind === 'payout_failed') {
    return payoutTemplate(locale, kind);
  }
  const [subject, text] = TEXTS[locale][kind] ?? EN[kind] ?? [kind, ''];
  return { subject, text };
}

/** The words in force: the operator's when set, else the built-in ones. */
export async function templateFor(db: Queryable, kind: NoticeKind, locale: Locale): Promise<Template> {
  const { rows } = await db.execute<{ subject: string; body: string }>(
    sql`SELECT subject, body FROM notice_templates WHERE kind = ${kind} AND locale = ${locale}`,
  );
  return rows[0] ? { subject: rows[0].subject, text: rows[0].body } : builtInTemplate(kind, locale);
}

/** Every operator's template, to render many notices with one read. */
export async function customTemplates(db: Queryable): Promise<Map<string, Template>> {
  const { rows } = await db.execute<{ kind: string; locale: string; subject: string; body: string }>(
    sql`SELECT kind, locale, subject, body FROM notice_templates`,
  );
  return new Map(rows.map((r) => [`${r.kind}/${r.locale}`, { subject: r.subject, text: r.body }]));
}

export function pickTemplate(custom: Map<string, Template>, kind: NoticeKind, locale: Locale): Template {
  return custom.get(`${kind}/${locale}`) ?? builtInTemplate(kind, locale);
}

/** Variables a text uses that its kind does not offer (the operator's edit is refused with them). */
export function unknownVariables(kind: NoticeKind, ...texts: string[]): string[] {
  const offered = new Set<string>(NOTICE_KINDS[kind].vars);
  const used = texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''));
  return [...new Set(used.filter((name) => !offered.has(name)))];
}

/** Puts the values in; a value never brings braces of its own into play (one pass, no re-reading). */
export function fill(text: string, vars: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The verification texts (sent at once by auth, not through the outbox: a code is only worth something now). */
export function codeText(
  locale: Locale,
  kind:
    | 'code_register'
    | 'code_reset'
    | 'account_exists'
    | 'code_sms'
    | 'code_password'
    | 'password_set'
    | 'code_account'
    | 'code_email'
    | 'email_in_use',
  code = '',
): Template {
  const [subject, text] = FRAMES[locale][kind];
  return { subject: fill(subject, { code }), text: fill(text, { code }) };
}

/**
 * What the account's owner is told when its e-mail or phone changed (to `to`, masked) or it closed (audit AN8), or when
 * the platform disabled it or enabled it again (audit GM F4).
 */
export type AccountNotice =
  | 'email_changed'
  | 'phone_changed'
  | 'account_closed'
  | 'account_disabled'
  | 'account_enabled';

export function accountNoticeText(locale: Locale, kind: AccountNotice, to: string): Template {
  const [subject, text] = FRAMES[locale][kind];
  return { subject: fill(subject, { to }), text: fill(text, { to }) };
}

/** The invitation to a shop's staff mailed to an address no account uses yet: register first (decision 0050). */
export function staffInviteRegisterText(locale: Locale, shop: string, link: string): Template {
  const [subject, text] = FRAMES[locale].staff_invite_register;
  return { subject: fill(subject, { shop }), text: fill(text, { shop, link }) };
}

/** The notice that a social sign-in was added to an existing account (audit AN1), sent at once like a code. */
export function socialLinkedText(locale: Locale, provider: string): Template {
  const [subject, text] = FRAMES[locale].social_linked;
  return { subject: fill(subject, { provider }), text: fill(text, { provider }) };
}
