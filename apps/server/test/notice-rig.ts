import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { deliverDue } from '../src/modules/notices/sender';
import { bearer, newShopper, post, startTestApp } from './harness';
import { startMailCatcher, startSmsCatcher } from './mail-catcher';
import { readMail } from './mail-parts';

/**
 * What the notices module's tests share (notices.test.ts, shipping-notices.test.ts): the app sending to a mail catcher
 * and an SMS catcher, delivering what is due, reading the mails one address got, and a shopper who reads Thai.
 */
export type NoticeRig = Awaited<ReturnType<typeof startNoticeRig>>;

/** Started in a file's `beforeAll`, closed (`close`) in its `afterAll`. */
export async function startNoticeRig(mailOptions: Parameters<typeof startMailCatcher>[0] = {}) {
  const mail = await startMailCatcher(mailOptions);
  const sms = await startSmsCatcher();
  const ctx = await startTestApp({
    SMTP_URL: mail.url,
    SMS_WEBHOOK_URL: sms.url,
    PUBLIC_URL: 'https://mall.example',
  }).catch(async (error: unknown) => {
    await mail.close();
    await sms.close();
    throw error;
  });

  /** A shopper who reads Thai, with an email address and a Thai mobile number. */
  async function thaiShopper(name: string) {
    const s = await newShopper(ctx.db, name);
    const set = await post(ctx.app, '/api/front/user/locale', { locale: 'th' }, { headers: bearer(s.token) });
    expect(set.body.code, set.body.message).toBe(200);
    await ctx.db.execute(sql`UPDATE users SET country_code = '+66', phone = ${`81${String(s.id).padStart(7, '0')}`}
      WHERE id = ${s.id}`);
    const { rows } = await ctx.db.execute<{ email: string; phone: string }>(
      sql`SELECT email, country_code || phone AS phone FROM users WHERE id = ${s.id}`,
    );
    return { ...s, email: rows[0]!.email, phone: rows[0]!.phone };
  }

  return {
    ctx,
    mail,
    sms,
    deliver: () => deliverDue({ db: ctx.db, messaging: ctx.app.messaging }),
    mailsTo: (to: string) => mail.mails.filter((m) => m.to.includes(to)).map((m) => readMail(m.raw)),
    thaiShopper,
    close: async () => {
      await ctx.close();
      await mail.close();
      await sms.close();
    },
  };
}
