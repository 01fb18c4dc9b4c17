import { randomBytes } from 'node:crypto';
import type { AdminApplication, SettleRecord } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
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

// Decision 0056's leftover: a shop application carries the shop's name in the other languages, held to the same
// look-alike rule as a change request's (at apply time, and again at approval by merchant_name_keys), shown to the
// reviewer, and live with the shop on approval (migration 0087).

const THAI_TAKEN_TH = 'ชื่อร้านภาษาไทยเหมือนหรือคล้ายกับชื่อของร้านอื่น';
const THAI_TAKEN = "The shop name in Thai looks like another shop's name";

let ctx: TestContext;
let admin: string;
let choices: { categoryId: number; typeId: number };
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await adminToken(ctx.db);
  choices = await firstChoices(ctx.db);
});
afterAll(() => ctx?.close());

/** Applies through the real calls with these names; answers the answer and the applicant. */
async function applyWith(names: unknown, language = 'en') {
  const user = await newShopper(ctx.db, 'names');
  const email = `names.${randomBytes(4).toString('hex')}@example.org`;
  const ip = freshIp();
  await forgetResendWait(ctx.db, email);
  const sent = await post(ctx.app, '/api/front/merchant/settled/captcha', { email }, { headers: auth(user.token), ip });
  expect(sent.status).toBe(200);
  const form = {
    name: companyName('Names'),
    realName: 'Somchai Dee',
    phone: '5551234567',
    email,
    captcha: await codeFromOutbox(ctx.db, email),
    ...choices,
    qualificationPictures: [await uploadPicture(ctx.app, user.token)],
    agreement: true,
    ...(names === undefined ? {} : { names }),
  };
  const res = await post<{ id: number }>(ctx.app, '/api/front/merchant/settled/apply', form, {
    headers: { ...auth(user.token), 'accept-language': language },
    ip,
  });
  return { res, user, form };
}

const version = async (id: number) => {
  const { rows } = await ctx.db.execute<{ version: number }>(
    sql`SELECT version FROM merchant_applications WHERE id = ${id}`,
  );
  return rows[0]!.version;
};
const approve = async (id: number, language = 'en') =>
  post<{ merchantId: number }>(
    ctx.app,
    `/api/admin/merchant/applications/${id}/approve`,
    { version: await version(id) },
    { headers: { ...auth(admin), 'accept-language': language } },
  );

describe("an application's names in the other languages", () => {
  it('are kept, shown to the applicant and the reviewer, and go live with the shop', async () => {
    const tag = randomBytes(3).toString('hex');
    const names = { th: `  ร้านทดสอบ ${tag}  `, fr: `Boutique essai ${tag}`, es: '' };
    const { res, user } = await applyWith(names);
    expect(res.body.message).toBe('Your application has been submitted');
    const id = res.body.data.id;
    const kept = { th: `ร้านทดสอบ ${tag}`, fr: `Boutique essai ${tag}` };
    const mine = await get<{ list: SettleRecord[] }>(ctx.app, '/api/front/merchant/settled/record', auth(user.token));
    expect(mine.body.data.list[0]!.names).toEqual(kept);
    const detail = await get<AdminApplication>(ctx.app, `/api/admin/merchant/applications/${id}`, auth(admin));
    expect(detail.body.data.names).toEqual(kept);

    const approved = await approve(id);
    expect(approved.status).toBe(200);
    const merchantId = approved.body.data.merchantId;
    const page = await get<{ name: string }>(ctx.app, `/api/front/merchant/detail/${merchantId}`, {
      'accept-language': 'th',
    });
    expect(page.body.data.name).toBe(kept.th);
    const { rows } = await ctx.db.execute<{ name: string }>(
      sql`SELECT name FROM merchant_name_keys WHERE merchant_id = ${merchantId} ORDER BY name`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual([kept.fr, kept.th, mine.body.data.list[0]!.name].sort());
  });

  it("refuses at apply time a name that looks like a live shop's name in another language, in the applicant's language", async () => {
    const { res } = await applyWith({ th: 'บ้านผ้าไหมสยาม' }, 'th');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(THAI_TAKEN_TH);
    const english = await applyWith({ th: 'TechZone Official Store' });
    expect(english.res.status).toBe(409);
    expect(english.res.body.message).toBe(THAI_TAKEN);
  });

  it("refuses a name that looks like another applicant's pending translated name", async () => {
    const tag = randomBytes(3).toString('hex');
    const first = await applyWith({ fr: `Atelier ${tag}` });
    expect(first.res.status).toBe(200);
    const second = await applyWith({ th: `ATELIER ${tag}` });
    expect(second.res.status).toBe(409);
    expect(second.res.body.message).toBe(THAI_TAKEN);
  });

  it('holds the bounds and the readable rule of a change request', async () => {
    const long = await applyWith({ th: 'ก'.repeat(61) });
    expect(long.res.status).toBe(400);
    expect(long.res.body.message).toBe('A translated shop name is at most 60 characters');
    const unknown = await applyWith({ de: 'Laden' });
    expect(unknown.res.status).toBe(400);
  });

  it('refuses the approval when another shop took a look-alike key meanwhile, and the application stays pending', async () => {
    const tag = randomBytes(3).toString('hex');
    const { res } = await applyWith({ th: `ร้านแข่ง ${tag}` });
    const id = res.body.data.id;
    // Another shop's key for that Thai name went live after the application was made, as a racing approval writes
    // it: its row's name says nothing the check before compares, so only the key table can refuse the approval.
    const { rows: other } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM merchants ORDER BY id LIMIT 1`);
    await ctx.db.execute(sql`
      INSERT INTO merchant_name_keys (key, merchant_id, name) VALUES (${nameKey(`ร้านแข่ง ${tag}`)}, ${other[0]!.id}, 'x')`);
    const refused = await approve(id, 'th');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(THAI_TAKEN_TH);
    const { rows } = await ctx.db.execute<{ audit_status: number }>(
      sql`SELECT audit_status FROM merchant_applications WHERE id = ${id}`,
    );
    expect(rows[0]!.audit_status).toBe(1);
  });
});
