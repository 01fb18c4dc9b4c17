import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { AppError, invalid } from './errors';
import { countHit } from './rate-limit';

/** An email: plain text, optionally an HTML part and a Message-ID that stays the same when a send is retried. */
export type Email = { to: string; subject: string; text: string; html?: string; messageId?: string };
/** An SMS; the idempotency key goes to the provider as the `Idempotency-Key` header. */
export type Sms = { to: string; text: string; idempotencyKey?: string };
export type Messaging = {
  /** The address shoppers use (PUBLIC_URL), for links in messages. */
  publicUrl?: string;
  sendEmail: (mail: Email) => Promise<void>;
  /** Refuses numbers outside the allowed countries or inside refused ranges, and SMS beyond the hourly budget. */
  sendSms: (sms: Sms) => Promise<void>;
  /** The number check of sendSms alone, so a caller can refuse before it issues a code. */
  checkSmsTarget: (to: string) => void;
};

/** Where SMS may go and how many per hour (SMS_ALLOWED_COUNTRIES, SMS_REFUSED_PREFIXES, SMS_HOURLY_BUDGET). */
export type SmsPolicy = { allowedCountries: string[]; refusedPrefixes: string[]; hourlyBudget: number };

/**
 * A subject is one line of text: control characters (a line break would start a header of its own) and direction
 * overrides that a name written by someone else brought in become spaces.
 */
export const oneLine = (text: string) =>
  text
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

export const SMS_NUMBER_REFUSED = 'Text messages cannot be sent to this number';
export const SMS_PAUSED = 'Text messages are paused for now, please try again later';
const SMS_BUDGET_KEY = 'sms:budget';

/** The refusal of a number outside SMS_ALLOWED_COUNTRIES (a pattern of messages/english.ts). */
export const smsCountriesOnly = (allowed: string[]) =>
  `Text messages go only to numbers starting with ${allowed.join(', ')}; please use your e-mail instead`;

/**
 * Email goes through SMTP_URL and SMS through SMS_WEBHOOK_URL (POST JSON `{ to, text }`). Without a transport the
 * message lands in the `outbox` table and the log, so an offline shop still works end to end. Every SMS, whatever
 * sends it, passes the SMS policy here (SMS pumping: premium ranges and a budget shared by every process).
 */
export function createMessaging(opts: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  mailFrom: string;
  smsWebhookUrl?: string;
  sms: SmsPolicy;
  publicUrl?: string;
}): Messaging {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

  async function toOutbox(channel: 'email' | 'sms' | 'alert', recipient: string, subject: string, body: string) {
    await opts.db.execute(
      sql`INSERT INTO outbox (channel, recipient, subject, body) VALUES (${channel}, ${recipient}, ${subject}, ${body})`,
    );
    opts.log.info({ channel, recipient, subject, body }, 'message kept in the outbox (no transport configured)');
  }

  function checkSmsTarget(to: string): void {
    const number = to.replace(/[\s-]/g, '');
    const allowed = opts.sms.allowedCountries.some((dial) => number.startsWith(dial));
    const refused = opts.sms.refusedPrefixes.some((prefix) => number.startsWith(prefix));
    if (!/^\+\d{6,18}$/.test(number)) throw invalid(SMS_NUMBER_REFUSED);
    // A country the shop does not text: say which ones it does, and the way in that works (audit AN11).
    if (!allowed) throw invalid(smsCountriesOnly(opts.sms.allowedCountries));
    if (refused) throw invalid(SMS_NUMBER_REFUSED);
  }

  /** Counts the SMS against the hour's budget; the first one past it writes the operator's alert (once an hour). */
  async function spendBudget(to: string): Promise<void> {
    const { hits } = await countHit(opts.db, SMS_BUDGET_KEY, 3600);
    if (hits <= opts.sms.hourlyBudget) return;
    if (hits === opts.sms.hourlyBudget + 1) {
      opts.log.warn({ budget: opts.sms.hourlyBudget, to }, 'SMS hourly budget reached: further SMS are refused');
      await toOutbox(
        'alert',
        'operator',
        'SMS hourly budget reached',
        `The shop sent ${opts.sms.hourlyBudget} SMS this hour (SMS_HOURLY_BUDGET), so further SMS are refused until the hour ends; shoppers are asked to try again later. A sudden rise can be SMS pumping: look at the recipients in the outbox or the SMS provider's log, and raise the budget only if the traffic is honest.`,
      );
    }
    throw new AppError(429, SMS_PAUSED);
  }

  return {
    publicUrl: opts.publicUrl,
    async sendEmail(mail) {
      const subject = oneLine(mail.subject);
      if (!transport) return toOutbox('email', mail.to, subject, mail.text);
      await transport.sendMail({
        from: opts.mailFrom,
        to: mail.to,
        subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
      });
    },
    checkSmsTarget,
    async sendSms(sms) {
      checkSmsTarget(sms.to);
      await spendBudget(sms.to);
      if (!opts.smsWebhookUrl) return toOutbox('sms', sms.to, '', sms.text);
      const res = await fetch(opts.smsWebhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(sms.idempotencyKey ? { 'idempotency-key': sms.idempotencyKey } : {}),
        },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
