import { LOCALE_HEADER } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, get, post, type TestContext } from '../../../test/harness';
import { type NoticeRig, startNoticeRig } from '../../../test/notice-rig';
import { placeOrder, skusOf } from '../../../test/refund-helpers';
import { configureNotices } from './settings';
import { TH } from './texts-asia';
import { FR } from './texts-fr-es';

/**
 * The account's language follows the language its owner uses (audit FZ1): a shopper who signs in on a Thai page gets
 * Thai mails, a merchant who signs in to the console in French gets French ones, though neither ever touched a
 * language switch (the demo accounts store none).
 */
let rig: NoticeRig;
let ctx: TestContext;

beforeAll(async () => {
  rig = await startNoticeRig();
  ctx = rig.ctx;
  // The demo shopper's seeded orders have their own mails: no hourly cap hides the one this file looks for.
  configureNotices({ enabled: true, hourlyCap: 1000 });
});
afterAll(async () => {
  await rig?.close();
});

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name) => vars[name] ?? '');
const storedLocale = async (email: string) =>
  (await ctx.db.execute<{ locale: string | null }>(sql`SELECT locale FROM users WHERE email = ${email}`)).rows[0]
    ?.locale;

const demoShop = async () =>
  (
    await ctx.db.execute<{ merchant_id: number }>(sql`
      SELECT s.merchant_id FROM merchant_staff s JOIN users u ON u.id = s.user_id WHERE u.email = 'merchant@example.com'`)
  ).rows[0]!.merchant_id;

async function signIn(email: string, password: string, headers: Record<string, string>, query = '') {
  const res = await post<{ token: string; id: number }>(
    ctx.app,
    `/api/front/login/email${query}`,
    { email, password },
    { headers, ip: freshIp() },
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.token;
}

describe('the language of the mails', () => {
  it('is Thai for the demo shopper who signed in on a Thai page, and Thai mails follow an order paid', async () => {
    expect(await storedLocale('shopper@example.com')).toBeNull();
    // The storefront's page language travels as Accept-Language; a `lang` query says the same.
    const token = await signIn('shopper@example.com', 'Shopper123!', { 'accept-language': 'th' });
    expect(await storedLocale('shopper@example.com')).toBe('th');
    const info = await get<{ locale: string | null }>(ctx.app, '/api/front/user/info', bearer(token));
    expect(info.body.data.locale).toBe('th');
    const order = await placeOrder(ctx, token, await skusOf(ctx, await demoShop(), 1));
    await rig.deliver();
    const subjects = rig.mailsTo('shopper@example.com').map((m) => m.subject);
    expect(subjects, JSON.stringify(subjects)).toContain(fill(TH.order_paid![0], { orderNo: order.parentNo }));
    expect(subjects.filter((s) => s.includes(' is paid'))).toEqual([]);
  });

  it("is French for the merchant who signed in to the console in French, over the storefront's cookie", async () => {
    // The console states its language in X-Locale; the storefront's `locale` cookie of the same origin must not win.
    await signIn('merchant@example.com', 'Merchant123!', {
      [LOCALE_HEADER]: 'fr',
      'accept-language': 'fr',
      cookie: 'locale=th',
    });
    expect(await storedLocale('merchant@example.com')).toBe('fr');
    const shopper = await signIn('shopper@example.com', 'Shopper123!', {}, '?lang=th');
    const order = await placeOrder(ctx, shopper, await skusOf(ctx, await demoShop(), 1));
    await rig.deliver();
    const mails = rig.mailsTo('merchant@example.com');
    expect(mails.map((m) => m.subject)).toContain(fill(FR.new_order![0], { orderNo: order.orderNo }));
    // Its link opens the console in French too, whatever the browser's cookie says (audit GM F7).
    const mail = mails.find((m) => m.subject === fill(FR.new_order![0], { orderNo: order.orderNo }))!;
    expect(mail.text).toMatch(/\/console\/\?lang=fr#\/merchant\/orders/);
  });

  it('keeps the stored language when a sign-in names none, and changes it when one names another', async () => {
    await ctx.db.execute(sql`UPDATE users SET locale = 'lo' WHERE email = 'admin@example.com'`);
    await signIn('admin@example.com', 'Admin123!', {});
    expect(await storedLocale('admin@example.com')).toBe('lo');
    await signIn('admin@example.com', 'Admin123!', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(await storedLocale('admin@example.com')).toBe('es');
  });

  it('keeps the stored language when a sign-in names only languages the shop does not speak (audit GM F1)', async () => {
    // Node's fetch and many API clients send `Accept-Language: *`; a German-only browser names `de`. Neither states one
    // of the six: the account's Thai stands, for the sign-in and for the notices read without a language.
    const buyer = await rig.thaiShopper('anywhere');
    await ctx.db.execute(sql`UPDATE users
      SET password_hash = (SELECT password_hash FROM users WHERE email = 'shopper@example.com') WHERE id = ${buyer.id}`);
    for (const header of ['*', 'de-DE,de;q=0.9']) {
      const token = await signIn(buyer.email, 'Shopper123!', { 'accept-language': header });
      expect(await storedLocale(buyer.email), header).toBe('th');
      await ctx.db.execute(sql`
        INSERT INTO notices (kind, user_id, audience, vars, link, dedupe_key)
        VALUES ('order_cancelled', ${buyer.id}, 'shopper', ${JSON.stringify({ orderNo: 'PT1' })}::jsonb, '', ${`gm-f1:${header}`})
        ON CONFLICT DO NOTHING`);
      await ctx.db.execute(sql`
        INSERT INTO notice_deliveries (notice_id, channel, idempotency_key)
        SELECT id, 'site', 'gm-f1-' || id FROM notices WHERE user_id = ${buyer.id} ON CONFLICT DO NOTHING`);
      const list = await get<{ list: { title: string }[] }>(ctx.app, '/api/front/notices', {
        ...bearer(token),
        'accept-language': header,
      });
      expect(list.body.data.list[0]?.title, header).toBe(fill(TH.order_cancelled![0], { orderNo: 'PT1' }));
    }
  });
});
