import { randomBytes } from 'node:crypto';
import { DOCUMENT_LINK_PATTERN, type SettleRecord } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { clearOfWindowEdge } from '../../../test/rate-window';
import {
  adminToken,
  auth,
  codeFromOutbox,
  companyName,
  firstChoices,
  forgetResendWait,
  uploadPicture,
} from '../../../test/settle-support';

type Page<T> = { list: T[]; total: number; page: number; limit: number };

let ctx: TestContext;
let choices: { categoryId: number; typeId: number };
beforeAll(async () => {
  ctx = await startTestApp();
  choices = await firstChoices(ctx.db);
});
afterAll(() => ctx?.close());

const uniqueEmail = (tag: string) => `${tag}.${randomBytes(4).toString('hex')}@example.org`;

/** Each address's codes are asked from one client address, as one applicant's browser does (audit FN1). */
const applicantIps = new Map<string, string>();

async function sendCode(token: string, email: string) {
  await forgetResendWait(ctx.db, email);
  const ip = applicantIps.get(email) ?? freshIp();
  applicantIps.set(email, ip);
  const res = await post(ctx.app, '/api/front/merchant/settled/captcha', { email }, { headers: auth(token), ip });
  expect(res.body.message).toBe('The verification code has been sent, please check your email');
  return codeFromOutbox(ctx.db, email);
}

/** A complete, valid form for `token`'s user, with a fresh code and one uploaded picture. */
async function validForm(token: string, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('apply');
  return {
    name: companyName(),
    realName: 'Mei Chen',
    phone: '13800138000',
    email,
    captcha: 'captcha' in overrides ? overrides.captcha : await sendCode(token, email),
    ...choices,
    qualificationPictures: [await uploadPicture(ctx.app, token)],
    agreement: true,
    ...overrides,
  };
}

function apply(token: string, body: unknown, id?: number, headers: Record<string, string> = {}) {
  return post<{ id: number; auditStatus: number }>(
    ctx.app,
    id ? `/api/front/merchant/settled/apply/${id}` : '/api/front/merchant/settled/apply',
    body,
    { headers: { ...auth(token), ...headers }, ip: freshIp() },
  );
}

const records = (token: string) => get<Page<SettleRecord>>(ctx.app, '/api/front/merchant/settled/record', auth(token));
/** What an edit sends back for the pictures: what the record shows (the uploads became private documents). */
const shownPictures = async (token: string) => (await records(token)).body.data.list[0]!.qualificationPictures;

describe('the settlement agreement', () => {
  it('answers the agreement in the request language, to anyone', async () => {
    const en = await get<{ title: string; content: string }>(ctx.app, '/api/front/merchant/settled/agreement');
    expect(en.body.data.title).toBe('Merchant Settlement Agreement');
    expect(en.body.data.content).toContain('15 working days');
    const zh = await get<{ title: string; content: string }>(ctx.app, '/api/front/merchant/settled/agreement', {
      cookie: 'locale=zh-CN',
    });
    expect(zh.body.data.title).toBe('商家入驻协议');
    expect(zh.body.data.content).toContain('15 个工作日');
  });
});

describe('the email code of the application', () => {
  it('needs a session', async () => {
    const res = await post(ctx.app, '/api/front/merchant/settled/captcha', { email: 'a@example.org' });
    expect(res.status).toBe(401);
  });

  it('sends a six-digit code to the email and refuses a resend within 60 seconds', async () => {
    const { token } = await newShopper(ctx.db, 'coder');
    const email = uniqueEmail('code');
    const first = await post(ctx.app, '/api/front/merchant/settled/captcha', { email }, { headers: auth(token) });
    expect(first.status).toBe(200);
    expect(await codeFromOutbox(ctx.db, email)).toMatch(/^\d{6}$/);
    const again = await post(ctx.app, '/api/front/merchant/settled/captcha', { email }, { headers: auth(token) });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before asking for another code$/);
  });

  it('is written in the language the applicant keeps, else the request’s (audit R5)', async () => {
    const thai = await newShopper(ctx.db, 'thaiapplicant');
    await post(ctx.app, '/api/front/user/locale', { locale: 'th' }, { headers: auth(thai.token) });
    const kept = uniqueEmail('kept');
    const sent = await post(
      ctx.app,
      '/api/front/merchant/settled/captcha',
      { email: kept },
      { headers: { ...auth(thai.token), 'accept-language': 'en', cookie: 'locale=fr' }, ip: freshIp() },
    );
    expect(sent.status, sent.body.message).toBe(200);
    const subject = async (to: string) =>
      (await ctx.db.execute<{ subject: string }>(sql`SELECT subject FROM outbox WHERE recipient = ${to}`)).rows[0]
        ?.subject;
    expect(await subject(kept)).toMatch(/^รหัสสมัครเป็นร้านค้า Mall ของคุณ: \d{6}$/);
    // An account that keeps no language: the request's.
    const { token } = await newShopper(ctx.db, 'nolocale');
    const asked = uniqueEmail('asked');
    await post(
      ctx.app,
      '/api/front/merchant/settled/captcha',
      { email: asked },
      { headers: { ...auth(token), 'accept-language': 'es' }, ip: freshIp() },
    );
    expect(await subject(asked)).toMatch(/^Tu código de solicitud de vendedor de Mall: \d{6}$/);
  });

  it('goes only to someone who may apply, and asks for the picture after three sends from one address', async () => {
    const guest = await post<{ token: string }>(
      ctx.app,
      '/api/front/login/register/visitor',
      { countryCode: '+33', email: uniqueEmail('guest'), phone: '612345678' },
      { ip: freshIp() },
    );
    const victim = uniqueEmail('victim');
    const refused = await post(
      ctx.app,
      '/api/front/merchant/settled/captcha',
      { email: victim },
      {
        headers: auth(guest.body.data.token),
        ip: freshIp(),
      },
    );
    expect(refused.status).toBe(403);
    const owner = await merchantToken(ctx.db);
    const merchant = await post(
      ctx.app,
      '/api/front/merchant/settled/captcha',
      { email: victim },
      {
        headers: auth(owner.token),
        ip: freshIp(),
      },
    );
    expect(merchant.status).toBe(409);
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM outbox WHERE recipient = ${victim}`);
    expect(rows).toHaveLength(0);

    const { token } = await newShopper(ctx.db, 'many-codes');
    const ip = freshIp();
    const send = () =>
      post(
        ctx.app,
        '/api/front/merchant/settled/captcha',
        { email: uniqueEmail('many') },
        { headers: auth(token), ip },
      );
    await clearOfWindowEdge(3600);
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const fourth = await send();
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toBe('Enter the characters shown in the picture');
  });

  it('refuses a missing or malformed email with the messages of spec section 5', async () => {
    const { token } = await newShopper(ctx.db, 'coder');
    const empty = await post(ctx.app, '/api/front/merchant/settled/captcha', { email: '' }, { headers: auth(token) });
    expect(empty.body.message).toBe('Fill in your email address');
    const bad = await post(ctx.app, '/api/front/merchant/settled/captcha', { email: 'nope' }, { headers: auth(token) });
    expect(bad.body.message).toBe('Fill in the correct email address');
  });
});

describe('the rules of the application form (spec section 5)', () => {
  let token: string;
  let form: Record<string, unknown>;
  beforeAll(async () => {
    token = (await newShopper(ctx.db, 'rules')).token;
    form = await validForm(token);
  });

  it.each([
    ['name', '', 'name: Fill in the company name'],
    ['name', '   ', 'name: Fill in the company name'],
    ['name', 'x'.repeat(51), 'name: The company name must be at most 50 characters'],
    ['realName', '', 'realName: Fill in your real name'],
    ['realName', 'x'.repeat(31), 'realName: The real name must be at most 30 characters'],
    ['phone', '', 'phone: Fill in your phone number'],
    ['phone', '12ab', 'phone: Fill in the correct phone number'],
    ['email', '', 'email: Fill in your email address'],
    ['email', 'someone@', 'email: Fill in the correct email address'],
    ['captcha', '', 'captcha: Fill in the verification code'],
    ['captcha', '12 34', 'captcha: The verification code may only contain letters, digits and underscores'],
    ['categoryId', undefined, 'categoryId: Choose a merchant category'],
    ['categoryId', 0, 'categoryId: Choose a merchant category'],
    ['typeId', undefined, 'typeId: Choose a store type'],
    ['typeId', 'shop', 'typeId: Choose a store type'],
    ['qualificationPictures', [], 'qualificationPictures: Upload at least one qualification picture'],
    ['qualificationPictures', undefined, 'qualificationPictures: Upload at least one qualification picture'],
    [
      'qualificationPictures',
      ['https://evil.example/licence.jpg'],
      'qualificationPictures.0: Qualification pictures must be uploaded through this page',
    ],
    ['agreement', false, 'agreement: Please read and agree to the settlement agreement'],
    ['agreement', undefined, 'agreement: Please read and agree to the settlement agreement'],
  ])('%s = %j is refused: %s', async (field, value, message) => {
    const res = await apply(token, { ...form, [field]: value });
    expect(res.status).toBe(400);
    expect(`${(res.body.data as unknown as { field: string }).field}: ${res.body.message}`).toBe(message);
  });

  it('answers the field message in the shopper language', async () => {
    const res = await apply(token, { ...form, name: '' }, undefined, { cookie: 'locale=zh-CN' });
    expect(res.body.message).toBe('请填写公司名称');
  });

  it('refuses 0 and 11 qualification pictures', async () => {
    const none = await apply(token, { ...form, qualificationPictures: [] });
    expect(none.body.message).toContain('Upload at least one qualification picture');
    const pictures = Array.from({ length: 11 }, () => (form.qualificationPictures as string[])[0]);
    const eleven = await apply(token, { ...form, qualificationPictures: pictures });
    expect(eleven.status).toBe(400);
    expect(eleven.body.message).toBe('Upload at most 10 qualification pictures');
  });

  it('refuses an upload address that our upload call never made, and unknown category and type', async () => {
    const madeUp = `/uploads/u/2024-01/${'a'.repeat(32)}.jpg`;
    const res = await apply(token, { ...form, qualificationPictures: [madeUp] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Qualification pictures must be uploaded through this page');
    const category = await apply(token, { ...form, categoryId: 999_999 });
    expect(category.body.message).toBe('Choose a merchant category');
    const type = await apply(token, { ...form, typeId: 999_999 });
    expect(type.body.message).toBe('Choose a store type');
  });

  it('refuses unknown fields', async () => {
    const res = await apply(token, { ...form, merchantId: 2 });
    expect(res.status).toBe(400);
  });

  it('nothing was stored by the refused forms', async () => {
    expect((await records(token)).body.data.total).toBe(0);
  });
});

describe('submitting', () => {
  it('needs a session', async () => {
    const res = await post(ctx.app, '/api/front/merchant/settled/apply', {});
    expect(res.status).toBe(401);
  });

  it('takes a valid application with 10 pictures; the record shows it pending', async () => {
    const { token } = await newShopper(ctx.db, 'ten');
    const pictures: string[] = [];
    for (let i = 0; i < 10; i++) pictures.push(await uploadPicture(ctx.app, token));
    const form = await validForm(token, { qualificationPictures: pictures, name: `  ${companyName('Ten')}  ` });
    const res = await apply(token, form);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your application has been submitted');
    expect(res.body.data.auditStatus).toBe(1);
    const list = (await records(token)).body.data;
    expect(list.total).toBe(1);
    const [record] = list.list;
    expect(record).toMatchObject({
      id: res.body.data.id,
      name: (form.name as string).trim(),
      realName: 'Mei Chen',
      phone: '13800138000',
      email: form.email,
      categoryId: choices.categoryId,
      typeId: choices.typeId,
      auditStatus: 1,
      denialReason: '',
      merchantId: null,
      reviewTime: null,
    });
    // Ten documents, in the order sent, each a private link (audit AG2).
    expect(record!.qualificationPictures).toHaveLength(10);
    for (const link of record!.qualificationPictures) expect(link).toMatch(DOCUMENT_LINK_PATTERN);
    expect(record!.categoryName).not.toBe('');
    expect(record!.typeName).not.toBe('');
  });

  it('refuses a wrong code, and a code that was already used', async () => {
    const { token } = await newShopper(ctx.db, 'codes');
    const form = await validForm(token);
    const wrong = await apply(token, { ...form, captcha: form.captcha === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The verification code is wrong or has expired');
    const first = await apply(token, form);
    expect(first.status).toBe(200);
    // Editing the pending application with the same code: the code was spent.
    const reused = await apply(
      token,
      { ...form, realName: 'Someone Else', qualificationPictures: await shownPictures(token) },
      first.body.data.id,
    );
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('The verification code is wrong or has expired');
    const stored = await get<SettleRecord>(
      ctx.app,
      `/api/front/merchant/settled/record/${first.body.data.id}`,
      auth(token),
    );
    expect(stored.body.data.realName).toBe('Mei Chen');
  });

  it('a code for one email does not pass for another', async () => {
    const { token } = await newShopper(ctx.db, 'other');
    const form = await validForm(token);
    const res = await apply(token, { ...form, email: uniqueEmail('elsewhere') });
    expect(res.body.message).toBe('The verification code is wrong or has expired');
  });

  it('allows one pending application at a time, without spending the code of the refused one', async () => {
    const { token } = await newShopper(ctx.db, 'twice');
    expect((await apply(token, await validForm(token))).status).toBe(200);
    const second = await validForm(token);
    const res = await apply(token, second);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already have an application under review');
    expect((await records(token)).body.data.total).toBe(1);
    const { rows } = await ctx.db.execute(
      sql`SELECT 1 FROM verification_codes WHERE target = ${second.email as string} AND used_at IS NULL`,
    );
    expect(rows).toHaveLength(1);
  });

  it('edits its own pending application with a new code', async () => {
    const { token } = await newShopper(ctx.db, 'editor');
    const form = await validForm(token);
    const { id } = (await apply(token, form)).body.data;
    const edited = {
      ...form,
      realName: 'Li Wei',
      qualificationPictures: await shownPictures(token),
      captcha: await sendCode(token, form.email as string),
    };
    const res = await apply(token, edited, id);
    expect(res.status).toBe(200);
    const list = (await records(token)).body.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id, realName: 'Li Wei', auditStatus: 1 });
  });

  it("refuses to edit or show someone else's application (not found)", async () => {
    const owner = await newShopper(ctx.db, 'owner');
    const { id } = (await apply(owner.token, await validForm(owner.token))).body.data;
    const other = await newShopper(ctx.db, 'intruder');
    const res = await apply(other.token, await validForm(other.token, { name: 'Hijacked' }), id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Application not found');
    const seen = await get(ctx.app, `/api/front/merchant/settled/record/${id}`, auth(other.token));
    expect(seen.status).toBe(404);
    expect((await records(other.token)).body.data.total).toBe(0);
    const mine = await get<SettleRecord>(ctx.app, `/api/front/merchant/settled/record/${id}`, auth(owner.token));
    expect(mine.body.data.name).not.toBe('Hijacked');
  });

  it('refuses the name of an existing shop, however it is spaced or cased', async () => {
    const { token } = await newShopper(ctx.db, 'copycat');
    const res = await apply(token, await validForm(token, { name: ' techzone   OFFICIAL store ' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A shop with this name or a name that looks the same already exists');
  });

  it("refuses the name of another applicant's pending application", async () => {
    const first = await newShopper(ctx.db, 'first');
    const name = companyName('Taken');
    expect((await apply(first.token, await validForm(first.token, { name }))).status).toBe(200);
    const second = await newShopper(ctx.db, 'second');
    const res = await apply(second.token, await validForm(second.token, { name: name.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A shop with this name or a name that looks the same already exists');
  });

  it('refuses a user who already runs a shop, and a guest', async () => {
    // Before any code is sent to them (the code call refuses them first): the form with a code of their own.
    const { token } = await merchantToken(ctx.db);
    const res = await apply(token, await validForm(token, { captcha: '123456' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already run a shop');
    const guest = await newShopper(ctx.db, 'guest');
    await ctx.db.execute(sql`UPDATE users SET is_guest = true WHERE id = ${guest.id}`);
    const refused = await apply(guest.token, await validForm(guest.token, { captcha: '123456' }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Register an account to apply as a merchant');
  });

  it('resubmits a rejected application: pending again, reason cleared', async () => {
    const { token } = await newShopper(ctx.db, 'again');
    const form = await validForm(token);
    const { id } = (await apply(token, form)).body.data;
    const admin = await adminToken(ctx.db);
    const rejected = await post(
      ctx.app,
      `/api/admin/merchant/applications/${id}/reject`,
      { reason: 'The licence picture is blurred', version: 1 },
      { headers: auth(admin) },
    );
    expect(rejected.status).toBe(200);
    const seen = (await records(token)).body.data.list[0]!;
    expect(seen).toMatchObject({ id, auditStatus: 3, denialReason: 'The licence picture is blurred' });
    expect(seen.reviewTime).not.toBeNull();
    const picture = await uploadPicture(ctx.app, token);
    const again = await apply(
      token,
      { ...form, qualificationPictures: [picture], captcha: await sendCode(token, form.email as string) },
      id,
    );
    expect(again.status).toBe(200);
    const after = (await records(token)).body.data;
    expect(after.total).toBe(1);
    expect(after.list[0]).toMatchObject({ id, auditStatus: 1, denialReason: '' });
    expect(after.list[0]!.qualificationPictures).toEqual([expect.stringMatching(DOCUMENT_LINK_PATTERN)]);
    expect(after.list[0]!.qualificationPictures).not.toEqual(seen.qualificationPictures);
    const { rows } = await ctx.db.execute<{ version: number }>(
      sql`SELECT version FROM merchant_applications WHERE id = ${id}`,
    );
    expect(rows[0]!.version).toBe(2);
  });

  it('a resubmission cannot make a second pending application', async () => {
    const { token } = await newShopper(ctx.db, 'double');
    const form = await validForm(token);
    const { id } = (await apply(token, form)).body.data;
    const admin = await adminToken(ctx.db);
    await post(
      ctx.app,
      `/api/admin/merchant/applications/${id}/reject`,
      { reason: 'No', version: 1 },
      { headers: auth(admin) },
    );
    const pictures = await shownPictures(token);
    expect((await apply(token, await validForm(token))).status).toBe(200);
    const res = await apply(
      token,
      { ...form, qualificationPictures: pictures, captcha: await sendCode(token, form.email as string) },
      id,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already have an application under review');
  });
});
