import { randomBytes } from 'node:crypto';
import { type AdminApplication, DOCUMENT_LINK_PATTERN, type SettleRecord } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import {
  adminToken,
  auth,
  codeFromOutbox,
  companyName,
  firstChoices,
  forgetResendWait,
  uploadPicture,
} from '../../../test/settle-support';
import { nameKey } from '../../platform/names';

type Page<T> = { list: T[]; total: number; page: number; limit: number };
type UserInfo = { scope: string[]; isMerchant: boolean };

let ctx: TestContext;
let admin: string;
let choices: { categoryId: number; typeId: number };
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await adminToken(ctx.db);
  choices = await firstChoices(ctx.db);
});
afterAll(() => ctx?.close());

/** A shopper who applied through the real calls; answers their session, the application and the form. */
async function applicant(name = companyName(), account?: { id: number; token: string }) {
  const user = account ?? (await newShopper(ctx.db, 'applicant'));
  const email = `apply.${randomBytes(4).toString('hex')}@example.org`;
  await forgetResendWait(ctx.db, email);
  await post(ctx.app, '/api/front/merchant/settled/captcha', { email }, { headers: auth(user.token), ip: freshIp() });
  const pictures = [await uploadPicture(ctx.app, user.token), await uploadPicture(ctx.app, user.token)];
  const form = {
    name,
    realName: 'Ana Ruiz',
    phone: '5551234567',
    email,
    captcha: await codeFromOutbox(ctx.db, email),
    ...choices,
    qualificationPictures: pictures,
    agreement: true,
  };
  const res = await post<{ id: number }>(ctx.app, '/api/front/merchant/settled/apply', form, {
    headers: auth(user.token),
    ip: freshIp(),
  });
  expect(res.status).toBe(200);
  return { ...user, applicationId: res.body.data.id, form };
}

/** The version the reviewer sees on the detail page; approve and reject carry it. */
const versionOf = async (id: number) => {
  const { rows } = await ctx.db.execute<{ version: number }>(
    sql`SELECT version FROM merchant_applications WHERE id = ${id}`,
  );
  return rows[0]?.version ?? 1;
};
const approve = async (id: number, token = admin) =>
  post<{ id: number; auditStatus: number; merchantId: number }>(
    ctx.app,
    `/api/admin/merchant/applications/${id}/approve`,
    { version: await versionOf(id) },
    { headers: auth(token) },
  );
const reject = async (id: number, reason: unknown, token = admin) =>
  post(
    ctx.app,
    `/api/admin/merchant/applications/${id}/reject`,
    { reason, version: await versionOf(id) },
    { headers: auth(token) },
  );

describe('who may review', () => {
  it('answers 401 without a session and 403 to shoppers and merchants, on every call', async () => {
    const { applicationId } = await applicant();
    const shopper = (await newShopper(ctx.db, 'nosy')).token;
    const merchant = (await merchantToken(ctx.db)).token;
    const calls = (token?: string) => {
      const headers = token ? auth(token) : {};
      return [
        get(ctx.app, '/api/admin/merchant/applications', headers),
        get(ctx.app, `/api/admin/merchant/applications/${applicationId}`, headers),
        post(ctx.app, `/api/admin/merchant/applications/${applicationId}/approve`, { version: 1 }, { headers }),
        post(
          ctx.app,
          `/api/admin/merchant/applications/${applicationId}/reject`,
          { reason: 'x', version: 1 },
          { headers },
        ),
        get(ctx.app, '/api/admin/merchant/agreement', headers),
        post(ctx.app, '/api/admin/merchant/agreement', { title: {}, content: {} }, { headers }),
      ];
    };
    for (const res of await Promise.all(calls())) expect(res.status).toBe(401);
    for (const token of [shopper, merchant]) {
      for (const res of await Promise.all(calls(token))) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('This account cannot run the platform');
      }
    }
    const { rows } = await ctx.db.execute<{ audit_status: number }>(
      sql`SELECT audit_status FROM merchant_applications WHERE id = ${applicationId}`,
    );
    expect(rows[0]!.audit_status).toBe(1);
  });
});

describe('listing applications', () => {
  it('filters by state and searches by company or real name, newest first, paged', async () => {
    const tag = `Find${randomBytes(3).toString('hex')}`;
    const a = await applicant(`${tag} Alpha`);
    const b = await applicant(`${tag} Beta`);
    await reject(b.applicationId, 'Incomplete');
    const all = await get<Page<AdminApplication>>(
      ctx.app,
      `/api/admin/merchant/applications?keywords=${tag}`,
      auth(admin),
    );
    expect(all.body.data.list.map((x) => x.id)).toEqual([b.applicationId, a.applicationId]);
    const pending = await get<Page<AdminApplication>>(
      ctx.app,
      `/api/admin/merchant/applications?keywords=${tag.toLowerCase()}&auditStatus=1`,
      auth(admin),
    );
    expect(pending.body.data.total).toBe(1);
    expect(pending.body.data.list[0]).toMatchObject({
      id: a.applicationId,
      name: `${tag} Alpha`,
      realName: 'Ana Ruiz',
      userId: a.id,
      auditStatus: 1,
    });
    // The applicant's documents, as private links (audit AG2).
    expect(pending.body.data.list[0]!.qualificationPictures).toEqual([
      expect.stringMatching(DOCUMENT_LINK_PATTERN),
      expect.stringMatching(DOCUMENT_LINK_PATTERN),
    ]);
    const byRealName = await get<Page<AdminApplication>>(
      ctx.app,
      '/api/admin/merchant/applications?keywords=ana%20ruiz&limit=1&page=1',
      auth(admin),
    );
    expect(byRealName.body.data.list).toHaveLength(1);
    expect(byRealName.body.data.total).toBeGreaterThanOrEqual(2);
    const wildcard = await get<Page<AdminApplication>>(
      ctx.app,
      '/api/admin/merchant/applications?keywords=%25',
      auth(admin),
    );
    expect(wildcard.body.data.total).toBe(0);
    const detail = await get<AdminApplication>(
      ctx.app,
      `/api/admin/merchant/applications/${b.applicationId}`,
      auth(admin),
    );
    expect(detail.body.data).toMatchObject({
      auditStatus: 3,
      denialReason: 'Incomplete',
      reviewedBy: expect.any(Number),
    });
    expect((await get(ctx.app, '/api/admin/merchant/applications/999999', auth(admin))).status).toBe(404);
  });
});

describe('rejecting', () => {
  it('needs a reason of at most 200 characters', async () => {
    const { applicationId } = await applicant();
    for (const [reason, message] of [
      ['', 'Fill in the reason for the rejection'],
      ['   ', 'Fill in the reason for the rejection'],
      [undefined, 'Fill in the reason for the rejection'],
      ['x'.repeat(201), 'The reason must be at most 200 characters'],
    ] as const) {
      const res = await reject(applicationId, reason);
      expect(res.status).toBe(400);
      expect([res.body.message, (res.body.data as unknown as { field: string }).field]).toEqual([message, 'reason']);
    }
  });

  it('shows the reason on the applicant record and tells the applicant by email', async () => {
    const { token, applicationId, form } = await applicant();
    const res = await reject(applicationId, '  The business licence has expired  ');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The application has been rejected');
    const record = await get<Page<SettleRecord>>(ctx.app, '/api/front/merchant/settled/record', auth(token));
    expect(record.body.data.list[0]).toMatchObject({
      id: applicationId,
      auditStatus: 3,
      denialReason: 'The business licence has expired',
    });
    const { rows } = await ctx.db.execute<{ body: string }>(
      sql`SELECT body FROM outbox WHERE recipient = ${form.email} ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]!.body).toContain('The business licence has expired');
    expect((await reject(applicationId, 'Again')).status).toBe(409);
    expect((await approve(applicationId)).body.message).toBe('This application has already been reviewed');
    expect((await reject(999_999, 'Nothing')).status).toBe(404);
  });
});

describe('approving', () => {
  it('opens the shop with the application details, makes the applicant its owner and scope shows merchant', async () => {
    const { id: userId, token, applicationId, form } = await applicant();
    const before = await get<UserInfo>(ctx.app, '/api/front/user/info', auth(token));
    expect(before.body.data.scope).toEqual(['shopper']);
    expect((await get(ctx.app, '/api/merchant/orders', auth(token))).status).toBe(403);

    const res = await approve(applicationId);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The application has been approved and the shop is open');
    const { merchantId } = res.body.data;
    const { rows: shops } = await ctx.db.execute<{
      name: string;
      type_id: number;
      category_id: number;
      phone: string;
      qualification_pictures: string[];
      status: string;
    }>(
      sql`SELECT name, type_id, category_id, phone, qualification_pictures, status FROM merchants WHERE id = ${merchantId}`,
    );
    expect(shops[0]).toEqual({
      name: form.name,
      type_id: choices.typeId,
      category_id: choices.categoryId,
      phone: form.phone,
      // The application's documents stay private (audit AG2): the shop publishes pictures of its own choosing.
      qualification_pictures: [],
      status: 'open',
    });
    const { rows: staff } = await ctx.db.execute<{ user_id: number; role: string }>(
      sql`SELECT user_id, role FROM merchant_staff WHERE merchant_id = ${merchantId}`,
    );
    expect(staff).toEqual([{ user_id: userId, role: 'owner' }]);

    // The same session, at once: scope includes merchant and the merchant calls open.
    const after = await get<UserInfo>(ctx.app, '/api/front/user/info', auth(token));
    expect(after.body.data.scope).toEqual(['shopper', 'merchant']);
    expect(after.body.data.isMerchant).toBe(true);
    expect((await get(ctx.app, '/api/merchant/orders', auth(token))).status).toBe(200);

    const record = await get<Page<SettleRecord>>(ctx.app, '/api/front/merchant/settled/record', auth(token));
    expect(record.body.data.list[0]).toMatchObject({ id: applicationId, auditStatus: 2, merchantId });
    const shop = await get<{ name: string }>(ctx.app, `/api/front/merchant/index/info/${merchantId}`);
    expect(shop.body.data.name).toBe(form.name);
    const { rows: mail } = await ctx.db.execute<{ subject: string }>(
      sql`SELECT subject FROM outbox WHERE recipient = ${form.email} ORDER BY id DESC LIMIT 1`,
    );
    expect(mail[0]!.subject).toBe(`Your shop "${form.name}" is open`);
  });

  it('writes to the applicant in their language: the code in the page’s, the outcome in the account’s', async () => {
    const user = await newShopper(ctx.db, 'polyglot');
    const email = `apply.${randomBytes(4).toString('hex')}@example.org`;
    await forgetResendWait(ctx.db, email);
    const sent = await post(
      ctx.app,
      '/api/front/merchant/settled/captcha',
      { email },
      {
        headers: { ...auth(user.token), 'accept-language': 'fr' },
        ip: freshIp(),
      },
    );
    expect(sent.status).toBe(200);
    const last = async (to: string) =>
      (
        await ctx.db.execute<{ subject: string; body: string }>(
          sql`SELECT subject, body FROM outbox WHERE recipient = ${to} ORDER BY id DESC LIMIT 1`,
        )
      ).rows[0]!;
    expect((await last(email)).subject).toMatch(/^Votre code de demande marchand Mall : \d{6}$/);

    const { applicationId, form, id } = await applicant();
    await ctx.db.execute(sql`UPDATE users SET locale = 'th' WHERE id = ${id}`);
    // The reviewer is told which language the applicant reads (audit AW11).
    const seen = await get<AdminApplication>(ctx.app, `/api/admin/merchant/applications/${applicationId}`, auth(admin));
    expect(seen.body.data.applicantLocale).toBe('th');
    expect((await reject(applicationId, 'Falta la licencia')).status).toBe(200);
    const mail = await last(form.email);
    expect(mail.subject).toBe(`คำขอเปิดร้าน "${form.name}" ไม่ได้รับอนุมัติ`);
    // The reason is the reviewer's own words, in whatever language they typed, and the Thai mail says so.
    expect(mail.body).toContain('หมายเหตุจากผู้ตรวจสอบ (ตามที่ผู้ตรวจสอบเขียน): "Falta la licencia"');
  });

  it('tells an owner whose account was made by SMS to sign in with that phone, in their language (audit AN12)', async () => {
    // The application's e-mail is only a contact: the account itself has a phone and no e-mail.
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`INSERT INTO users (nickname, country_code, phone, locale) VALUES ('sms owner', '+66', ${`81${randomBytes(3).readUIntBE(0, 3) % 10_000_000}`.padEnd(9, '0')}, 'es') RETURNING id`,
    );
    const id = rows[0]!.id;
    const { createSession } = await import('../../platform/session');
    const { applicationId, form } = await applicant(companyName(), { id, token: await createSession(ctx.db, id) });
    expect((await approve(applicationId)).status).toBe(200);
    const { rows: phone } = await ctx.db.execute<{ phone: string }>(sql`SELECT phone FROM users WHERE id = ${id}`);
    const { rows: mail } = await ctx.db.execute<{ subject: string; body: string }>(
      sql`SELECT subject, body FROM outbox WHERE recipient = ${form.email} ORDER BY id DESC LIMIT 1`,
    );
    expect(mail[0]!.subject).toBe(`Tu tienda «${form.name}» está abierta`);
    expect(mail[0]!.body).toContain(
      `Inicia sesión en la consola de vendedor con tu número de teléfono +66 •••••${phone[0]!.phone.slice(-4)}, con tu contraseña o con un código enviado por SMS`,
    );
    expect(mail[0]!.body).not.toContain(phone[0]!.phone);
    expect(mail[0]!.body).not.toContain('la misma cuenta');
  });

  it('tells an owner made with Google to set a password first, and an e-mail owner to use that e-mail', async () => {
    const social = await applicant();
    await ctx.db.execute(sql`UPDATE users SET password_hash = NULL WHERE id = ${social.id}`);
    await approve(social.applicationId);
    const withPassword = await applicant();
    await ctx.db.execute(sql`UPDATE users SET password_hash = 'x' WHERE id = ${withPassword.id}`);
    await approve(withPassword.applicationId);
    const body = async (to: string) =>
      (
        await ctx.db.execute<{ body: string }>(
          sql`SELECT body FROM outbox WHERE recipient = ${to} ORDER BY id DESC LIMIT 1`,
        )
      ).rows[0]!.body;
    const { rows } = await ctx.db.execute<{ id: number; email: string }>(
      sql`SELECT id, email FROM users WHERE id IN (${social.id}, ${withPassword.id})`,
    );
    const emailOf = (id: number) => rows.find((row) => row.id === id)!.email;
    expect(await body(social.form.email)).toContain(
      `sign in on the store with Google and then set a password in your profile. Then sign in to the merchant console with your e-mail ${emailOf(social.id)} and that password.`,
    );
    expect(await body(withPassword.form.email)).toContain(
      `Sign in to the merchant console with your e-mail ${emailOf(withPassword.id)} and your password`,
    );
  });

  it('an owner cannot apply again, and the approved application cannot be edited', async () => {
    const { token, applicationId, form } = await applicant();
    await approve(applicationId);
    const res = await post(ctx.app, `/api/front/merchant/settled/apply/${applicationId}`, form, {
      headers: auth(token),
      ip: freshIp(),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already run a shop');
  });

  it('two reviewers approving at once create one shop', async () => {
    const { id: userId, applicationId, form } = await applicant();
    const second = await adminToken(ctx.db);
    const results = await Promise.all([approve(applicationId), approve(applicationId, second), approve(applicationId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM merchants WHERE name = ${form.name}`,
    );
    expect(rows[0]!.n).toBe(1);
    const { rows: staff } = await ctx.db.execute(sql`SELECT 1 FROM merchant_staff WHERE user_id = ${userId}`);
    expect(staff).toHaveLength(1);
  });

  // Audit FL2: a shop must have an owner who can sign in. The reviewer sees the account's state, and approval refuses
  // a disabled applicant, or a closed one (closing withdraws pending applications: this is an older one).
  it("shows a closed or disabled applicant's account and refuses to approve them, in the reviewer's language", async () => {
    const thai = { ...auth(admin), 'accept-language': 'th' };
    const detail = async (id: number) =>
      (await get<AdminApplication>(ctx.app, `/api/admin/merchant/applications/${id}`, thai)).body.data;
    const shopsNamed = async (name: string) =>
      (await ctx.db.execute(sql`SELECT 1 FROM merchants WHERE name = ${name}`)).rows.length;

    const disabled = await applicant();
    expect((await detail(disabled.applicationId)).applicantAccount).toBe('active');
    await ctx.db.execute(sql`UPDATE users SET disabled_at = now() WHERE id = ${disabled.id}`);
    expect((await detail(disabled.applicationId)).applicantAccount).toBe('disabled');
    const refused = await post(
      ctx.app,
      `/api/admin/merchant/applications/${disabled.applicationId}/approve`,
      { version: await versionOf(disabled.applicationId) },
      { headers: thai },
    );
    expect([refused.status, refused.body.message]).toEqual([409, 'บัญชีของผู้สมัครถูกระงับ: เปิดใช้งานบัญชีก่อน หรือปฏิเสธใบสมัคร']);
    expect(await shopsNamed(disabled.form.name)).toBe(0);
    expect((await detail(disabled.applicationId)).auditStatus).toBe(1);

    const closed = await applicant();
    await ctx.db.execute(sql`UPDATE users SET closed_at = now(), email = NULL WHERE id = ${closed.id}`);
    expect((await detail(closed.applicationId)).applicantAccount).toBe('closed');
    const gone = await approve(closed.applicationId);
    expect([gone.status, gone.body.message]).toEqual([
      409,
      'The applicant has closed their account: the application cannot be approved',
    ]);
    expect(await shopsNamed(closed.form.name)).toBe(0);
    const { rows: staff } = await ctx.db.execute(sql`SELECT 1 FROM merchant_staff WHERE user_id = ${closed.id}`);
    expect(staff).toEqual([]);
    // Enabled again, the disabled applicant's application is approved as any.
    await ctx.db.execute(sql`UPDATE users SET disabled_at = NULL WHERE id = ${disabled.id}`);
    expect((await approve(disabled.applicationId)).status).toBe(200);
  });

  it('refuses, and leaves pending, an application whose name a shop took in the meantime', async () => {
    const { applicationId, form } = await applicant();
    const upper = form.name.toUpperCase();
    await ctx.db.execute(sql`UPDATE merchants SET name = ${upper}, name_key = ${nameKey(upper)} WHERE id = 1`);
    const res = await approve(applicationId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A shop with this name or a name that looks the same already exists');
    const { rows } = await ctx.db.execute<{ audit_status: number }>(
      sql`SELECT audit_status FROM merchant_applications WHERE id = ${applicationId}`,
    );
    expect(rows[0]!.audit_status).toBe(1);
  });
});

describe('the settlement agreement as the platform edits it', () => {
  it('saves a language; the storefront shows it there and the built-in text elsewhere', async () => {
    const current = await get<{ title: Record<string, string> }>(ctx.app, '/api/admin/merchant/agreement', auth(admin));
    expect(current.body.data.title.en).toBe('Merchant Settlement Agreement');
    const saved = await post(
      ctx.app,
      '/api/admin/merchant/agreement',
      { title: { 'zh-CN': '入驻须知' }, content: { 'zh-CN': '第一条：诚信经营。' } },
      { headers: auth(admin) },
    );
    expect(saved.status).toBe(200);
    const zh = await get<{ title: string; content: string }>(ctx.app, '/api/front/merchant/settled/agreement', {
      cookie: 'locale=zh-CN',
    });
    expect(zh.body.data).toEqual({ title: '入驻须知', content: '第一条：诚信经营。' });
    const en = await get<{ title: string }>(ctx.app, '/api/front/merchant/settled/agreement');
    expect(en.body.data.title).toBe('Merchant Settlement Agreement');
    const unknown = await post(
      ctx.app,
      '/api/admin/merchant/agreement',
      { title: { de: 'x' }, content: {} },
      {
        headers: auth(admin),
      },
    );
    expect(unknown.status).toBe(400);
  });
});
