import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';

export type Email = { to: string; subject: string; text: string };
export type Sms = { to: string; text: string };
export type Messaging = { sendEmail: (mail: Email) => Promise<void>; sendSms: (sms: Sms) => Promise<void> };

/**
 * Email goes through SMTP_URL and SMS through SMS_WEBHOOK_URL (POST JSON `{ to, text }`). Without a transport the
 * message lands in the `outbox` table and the log, so an offline shop still works end to end.
 */
export function createMessaging(opts: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  mailFrom: string;
  smsWebhookUrl?: string;
}): Messaging {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

  async function toOutbox(channel: 'email' | 'sms', recipient: string, subject: string, body: string) {
    await opts.db.execute(
      sql`INSERT INTO outbox (channel, recipient, subject, body) VALUES (${channel}, ${recipient}, ${subject}, ${body})`,
    );
    opts.log.info({ channel, recipient, subject, body }, 'message kept in the outbox (no transport configured)');
  }

  return {
    async sendEmail(mail) {
      if (!transport) return toOutbox('email', mail.to, mail.subject, mail.text);
      await transport.sendMail({ from: opts.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
    },
    async sendSms(sms) {
      if (!opts.smsWebhookUrl) return toOutbox('sms', sms.to, '', sms.text);
      const res = await fetch(opts.smsWebhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
