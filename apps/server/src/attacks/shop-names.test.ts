import { randomBytes } from 'node:crypto';
import type { AdminApplication, AdminShopChange, ShopProfile } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import {
  adminToken,
  auth,
  codeFromOutbox,
  companyName,
  firstChoices,
  forgetResendWait,
  uploadPicture,
} from '../../test/settle-support';
import { backfillNameKeys } from '../db/name-keys';
import { nameKey } from '../platform/names';

// Item 4 of the hardening issue: shop-name impersonation. Names compare by how they look (platform/names.ts), for
// applications and renames alike; a live shop's new name and qualification pictures wait for the platform's review;
// the platform approves the version of an application it saw.

const NAME_TAKEN = 'A shop with this name or a name that looks the same already exists';
const CHANGED = 'The application changed since you opened it; reload it';

let ctx: TestContext;
let admin: string;
let choices: { categoryId: number; typeId: number };
let merchant: { token: string; merchantId: number };
beforeAll(async () => {
  ctx = await startTestApp();
  admin = await adminToken(ctx.db);
  choices = await firstChoices(ctx.db);
  merchant = await merchantToken(ctx.db);
});
afterAll(() => ctx?.close());

type Shopper = { id: number; token: string };

async function applicationForm(user: Shopper, name: string) {
  const email = `names.${randomBytes(4).toString('hex')}@example.org`;
  await forgetResendWait(ctx.db, email);
  await post(ctx.app, '/api/front/merchant/settled/captcha', { email }, { headers: auth(user.token), ip: freshIp() });
  return {
    name,
    realName: 'Lee Chan',
    phone: '5551234567',
    email,
    captcha: await codeFromOutbox(ctx.db, email),
    ...choices,
    qualificationPictures: [await uploadPicture(ctx.app, user.token)],
    agreement: true,
  };
}

async function apply(user: Shopper, name: string, editId?: number) {
  const url = `/api/front/merchant/settled/apply${editId === undefined ? '' : `/${editId}`}`;
  const form = await applicationForm(user, name);
  return post<{ id: number }>(ctx.app, url, form, { headers: auth(user.token), ip: freshIp() });
}

const detail = async (id: number) =>
  (await get<AdminApplication>(ctx.app, `/api/admin/merchant/applications/${id}`, auth(admin))).body.data;
const approve = (id: number, version: number) =>
  post<{ merchantId: number }>(
    ctx.app,
    `/api/admin/merchant/applications/${id}/approve`,
    { version },
    {
      headers: auth(admin),
    },
  );

/** The profile form as the console sends it, from what GET answers. */
async function profileForm() {
  const profile = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', auth(merchant.token))).body.data;
  const {
    id: _id,
    isSelf: _s,
    rating: _r,
    followerCount: _f,
    typeName: _t,
    categoryName: _c,
    joinTime: _j,
    change: _change,
    suspension: _suspension,
    ...form
  } = profile;
  return form;
}
const saveProfile = (form: object) => post(ctx.app, '/api/merchant/shop', form, { headers: auth(merchant.token) });
const publicShop = async (id: number) =>
  (await get<{ name: string; qualificationPictures: string[] }>(ctx.app, `/api/front/merchant/detail/${id}`)).body.data;
const pendingChanges = async () =>
  (await get<{ list: AdminShopChange[] }>(ctx.app, '/api/admin/merchant/changes?status=pending&limit=100', auth(admin)))
    .body.data.list;

describe('applications named like a live shop', () => {
  it.each([
    ['a zero-width space', 'TechZone\u200b Official Store'],
    ['a zero-width joiner and a word joiner', 'Tech\u200dZone Official\u2060 Store'],
    ['repeated spaces', 'TechZone   Official  Store'],
    ['no-break and ideographic spaces', 'TechZone\u00a0Official\u3000Store'],
    ['Cyrillic look-alike letters', 'T\u0435chZ\u043en\u0435 Official St\u043er\u0435'],
    ['Greek look-alike letters', '\u03a4echZ\u03bfne \u039ffficial Store'],
    ['fullwidth letters', '\uff34\uff45\uff43\uff48\uff3a\uff4f\uff4e\uff45 Official Store'],
    ['the digit zero for O', 'TechZ0ne 0fficial St0re'],
    ['another case', 'TECHZONE OFFICIAL STORE'],
    ['a capital I for a small l', 'TechZone OfficiaI Store'],
  ])('are refused with %s', async (_how, name) => {
    const user = await newShopper(ctx.db, 'lookalike');
    const res = await apply(user, name);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NAME_TAKEN);
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM merchant_applications WHERE user_id = ${user.id}`);
    expect(rows).toHaveLength(0);
  });

  it('are refused with look-alike punctuation', async () => {
    const owner = await newShopper(ctx.db, 'tea');
    const tag = randomBytes(2).toString('hex');
    const applied = await apply(owner, `Ann's Tea-House ${tag}. Co`);
    expect((await approve(applied.body.data.id, 1)).status).toBe(200);
    for (const name of [`Ann\u2019s Tea\u2013House ${tag}\u00b7 Co`, `Ann\u02bcs Tea\u2014House ${tag}\u2024 Co`]) {
      const res = await apply(await newShopper(ctx.db, 'quote'), name);
      expect(res.status, name).toBe(409);
      expect(res.body.message).toBe(NAME_TAKEN);
    }
  });

  it('are refused when the name is blank to a reader', async () => {
    const res = await apply(await newShopper(ctx.db, 'blank'), '\u200b\u3164\u2800');
    expect(res.status).toBe(400);
    // The contract's rule of readable texts knows the blank fillers too (audit L3): the field's own "fill in" message.
    expect(res.body.data).toEqual({ field: 'name', detail: 'Fill in the company name' });
  });

  it("are refused when they look like another applicant's pending one", async () => {
    const name = companyName('Harbour');
    expect((await apply(await newShopper(ctx.db, 'first'), name)).status).toBe(200);
    const res = await apply(await newShopper(ctx.db, 'second'), name.replace('a', '\u0430').replace(' ', '  '));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NAME_TAKEN);
  });
});

describe('renaming a live shop', () => {
  it("to a look-alike of another shop's name is refused", async () => {
    const { rows } = await ctx.db.execute<{ name: string }>(
      sql`SELECT name FROM merchants WHERE id <> ${merchant.merchantId} AND name ~ '[oea]' ORDER BY id LIMIT 1`,
    );
    const other = rows[0]!.name;
    const form = await profileForm();
    for (const lookAlike of [
      other.replace(/o/, '\u043e').replace(/e/, '\u0435'),
      `${other.replace(' ', '   ')}\u200b`,
      other.toUpperCase().replace(/O/, '0'),
    ]) {
      const res = await saveProfile({ ...form, name: lookAlike });
      expect(res.status, lookAlike).toBe(409);
      expect(res.body.message).toBe(NAME_TAKEN);
    }
    expect((await publicShop(merchant.merchantId)).name).toBe(form.name);
    expect(await pendingChanges()).toEqual([]);
  });

  // Audit FO1: Thai and Lao marks typed in another order, doubled, or with a look-alike letter, as the API sees them.
  it("to a Thai or Lao look-alike of another shop's name is refused, in Thai", async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM merchants WHERE id <> ${merchant.merchantId} ORDER BY id DESC LIMIT 2`,
    );
    const [thaiShop, laoShop] = rows as [{ id: number }, { id: number }];
    const originals = await ctx.db.execute<{ id: number; name: string; name_key: string }>(
      sql`SELECT id, name, name_key FROM merchants WHERE id IN (${thaiShop.id}, ${laoShop.id})`,
    );
    const rename = (id: number, name: string) =>
      ctx.db.execute(sql`UPDATE merchants SET name = ${name}, name_key = ${nameKey(name)} WHERE id = ${id}`);
    await rename(thaiShop.id, 'ร้านกิ่งไม้ คุณแม่');
    await rename(laoShop.id, 'ຮ້ານດີ່ງາມ ແມ່');
    const form = await profileForm();
    for (const lookAlike of [
      'ร้านก\u0e48\u0e34งไม้ คุณแม่',
      'ร้านกิ\u0e48\u0e48งไม้ คุณแม่',
      'ร้านกิ่งไม้ \u0e05ุณแม่',
      'ร้านกิ่งไม้\u0e3a คุณ\u0e40\u0e40ม่',
      'ຮ້ານດ\u0ec8\u0eb5ງາມ \u0ec0\u0ec0ມ່',
    ]) {
      const res = await post(
        ctx.app,
        '/api/merchant/shop',
        { ...form, name: lookAlike },
        {
          headers: { ...auth(merchant.token), 'accept-language': 'th' },
        },
      );
      expect(res.status, lookAlike).toBe(409);
      expect(res.body.message).toBe('มีร้านค้าที่ใช้ชื่อนี้หรือชื่อที่ดูเหมือนกันอยู่แล้ว');
    }
    expect(await pendingChanges()).toEqual([]);
    for (const o of originals.rows) {
      await ctx.db.execute(sql`UPDATE merchants SET name = ${o.name}, name_key = ${o.name_key} WHERE id = ${o.id}`);
    }
  });

  // Audit FO7: the bound counts the characters a reader sees, not UTF-16 units.
  it('to a Thai name of 49 characters (62 UTF-16 units) is taken; 61 characters are refused in Thai', async () => {
    const form = await profileForm();
    const th = { headers: { ...auth(merchant.token), 'accept-language': 'th' } };
    const long = 'ร้านเครื่องสำอางและผลิตภัณฑ์ดูแลผิวพรรณธรรมชาติออร์แกนิกไทยแท้';
    expect(long.length).toBe(62);
    const taken = await post(ctx.app, '/api/merchant/shop', { ...form, name: long }, th);
    expect(taken.body.code, taken.body.message).toBe(200);
    const sixty = 'ก\u0e34\u0e48'.repeat(60);
    expect((await post(ctx.app, '/api/merchant/shop', { ...form, name: sixty }, th)).body.code).toBe(200);
    const refused = await post(ctx.app, '/api/merchant/shop', { ...form, name: `${sixty}ก` }, th);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({ field: 'name', detail: 'ชื่อร้านมีความยาว 1 ถึง 60 ตัวอักษร' });
    await post(ctx.app, '/api/merchant/shop/change/withdraw', undefined, { headers: auth(merchant.token) });
    expect(await pendingChanges()).toEqual([]);
  });

  it('and new qualification pictures show on the public shop only after the platform approves them', async () => {
    const form = await profileForm();
    const before = await publicShop(merchant.merchantId);
    const newName = `TechZone ${randomBytes(3).toString('hex')}`;
    const pictures = [await uploadPicture(ctx.app, merchant.token)];
    const saved = await saveProfile({ ...form, name: newName, qualificationPictures: pictures, intro: 'New intro' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(
      'Saved. The new shop name and qualification pictures show once the platform approves them',
    );

    // The rest of the profile applies at once; the name and pictures wait.
    const waiting = await publicShop(merchant.merchantId);
    expect(waiting).toMatchObject({ name: before.name, qualificationPictures: before.qualificationPictures });
    const own = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', auth(merchant.token))).body.data;
    expect(own).toMatchObject({ name: before.name, intro: 'New intro' });
    expect(own.change).toMatchObject({ status: 'pending', name: newName, qualificationPictures: pictures });

    const [request] = (await pendingChanges()).filter((c) => c.merchantId === merchant.merchantId);
    expect(request).toMatchObject({ name: newName, currentName: before.name, qualificationPictures: pictures });
    const approved = await post(ctx.app, `/api/admin/merchant/changes/${request!.id}/approve`, undefined, {
      headers: auth(admin),
    });
    expect(approved.status).toBe(200);
    expect(await publicShop(merchant.merchantId)).toMatchObject({ name: newName, qualificationPictures: pictures });
    const { rows } = await ctx.db.execute<{ name_key: string }>(
      sql`SELECT name_key FROM merchants WHERE id = ${merchant.merchantId}`,
    );
    expect(rows[0]!.name_key).toBe(nameKey(newName));
    // The street finds it by its new name, folded (audit CT1).
    const street = await get<{ list: { id: number }[] }>(
      ctx.app,
      `/api/front/merchant/street?keywords=${encodeURIComponent(newName.toUpperCase())}`,
    );
    expect(street.body.data.list.map((s) => s.id)).toEqual([merchant.merchantId]);
    const again = await post(ctx.app, `/api/admin/merchant/changes/${request!.id}/approve`, undefined, {
      headers: auth(admin),
    });
    expect(again.status).toBe(409);
  });

  it('a rejected rename leaves the shop as it was and tells the shop why', async () => {
    const form = await profileForm();
    expect((await saveProfile({ ...form, name: `${form.name} Outlet` })).status).toBe(200);
    const [request] = (await pendingChanges()).filter((c) => c.merchantId === merchant.merchantId);
    const rejected = await post(
      ctx.app,
      `/api/admin/merchant/changes/${request!.id}/reject`,
      { reason: 'Outlet is misleading' },
      { headers: auth(admin) },
    );
    expect(rejected.status).toBe(200);
    expect((await publicShop(merchant.merchantId)).name).toBe(form.name);
    const own = (await get<ShopProfile>(ctx.app, '/api/merchant/shop', auth(merchant.token))).body.data;
    expect(own.change).toMatchObject({ status: 'rejected', reason: 'Outlet is misleading' });
  });

  it("an application cannot take a name that a shop's pending rename asked for", async () => {
    const form = await profileForm();
    const wanted = companyName('Renamed');
    expect((await saveProfile({ ...form, name: wanted })).status).toBe(200);
    const res = await apply(await newShopper(ctx.db, 'late'), wanted.toLowerCase());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NAME_TAKEN);
  });

  it('a rename and an application approved at once for look-alike names open one holder', async () => {
    const user = await newShopper(ctx.db, 'racer');
    const name = companyName('Racing');
    const applied = await apply(user, name);
    expect(applied.status).toBe(200);
    // A request made before the checks existed (or slipping past them) still meets the unique key at approval.
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      UPDATE merchant_change_requests SET status = 'replaced' WHERE merchant_id = ${merchant.merchantId}
        AND status = 'pending' RETURNING id`);
    expect(rows.length).toBeLessThanOrEqual(1);
    const { rows: made } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO merchant_change_requests (merchant_id, name, name_key, requested_by)
      VALUES (${merchant.merchantId}, ${name.toUpperCase()}, ${nameKey(name)}, 1) RETURNING id`);
    const version = (await detail(applied.body.data.id)).version;
    const results = await Promise.all([
      approve(applied.body.data.id, version),
      post(ctx.app, `/api/admin/merchant/changes/${made[0]!.id}/approve`, undefined, { headers: auth(admin) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(NAME_TAKEN);
    const { rows: holders } = await ctx.db.execute(sql`SELECT 1 FROM merchants WHERE name_key = ${nameKey(name)}`);
    expect(holders).toHaveLength(1);
  });
});

describe('reviewing applications', () => {
  it('approving a version that changed since the reviewer opened it is refused', async () => {
    const user = await newShopper(ctx.db, 'switcher');
    const first = await apply(user, companyName('Honest'));
    const id = first.body.data.id;
    const seen = await detail(id);
    expect(seen.version).toBe(1);
    const switched = companyName('Switched');
    expect((await apply(user, switched, id)).status).toBe(200);

    const stale = await approve(id, seen.version);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CHANGED);
    const staleReject = await post(
      ctx.app,
      `/api/admin/merchant/applications/${id}/reject`,
      { reason: 'No', version: seen.version },
      { headers: auth(admin) },
    );
    expect(staleReject.body.message).toBe(CHANGED);
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM merchants WHERE name = ${switched}`);
    expect(rows).toHaveLength(0);

    const current = await detail(id);
    expect(current).toMatchObject({ version: 2, name: switched, auditStatus: 1 });
    const approved = await approve(id, current.version);
    expect(approved.status).toBe(200);
    expect((await publicShop(approved.body.data.merchantId)).name).toBe(switched);
    // Found by its name from the search box and the street at once (audit CT1).
    const street = await get<{ list: { id: number }[] }>(
      ctx.app,
      `/api/front/merchant/street?keywords=${encodeURIComponent(switched.toUpperCase())}`,
    );
    expect(street.body.data.list.map((s) => s.id)).toEqual([approved.body.data.merchantId]);
  });

  it('approving without the version seen is refused', async () => {
    const { body } = await apply(await newShopper(ctx.db, 'blind'), companyName('Blind'));
    const res = await post(ctx.app, `/api/admin/merchant/applications/${body.data.id}/approve`, undefined, {
      headers: auth(admin),
    });
    expect(res.status).toBe(400);
  });
});

describe('shops from before the name keys', () => {
  it('get their keys at start-up; a look-alike of an older shop keeps none and is reported', async () => {
    const { rows } = await ctx.db.execute<{ id: number; name: string }>(
      sql`SELECT id, name FROM merchants ORDER BY id LIMIT 2`,
    );
    const [older, later] = rows as [{ id: number; name: string }, { id: number; name: string }];
    await ctx.db.execute(sql`UPDATE merchants SET name_key = NULL WHERE id IN (${older.id}, ${later.id})`);
    await ctx.db.execute(sql`UPDATE merchants SET name = ${`${older.name}\u200b`} WHERE id = ${later.id}`);
    const warnings: string[] = [];
    await backfillNameKeys(ctx.db, (m) => warnings.push(m));
    const { rows: keys } = await ctx.db.execute<{ id: number; name_key: string | null }>(
      sql`SELECT id, name_key FROM merchants WHERE id IN (${older.id}, ${later.id}) ORDER BY id`,
    );
    expect(keys).toEqual([
      { id: older.id, name_key: nameKey(older.name) },
      { id: later.id, name_key: null },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`Shop ${later.id}`);
    await ctx.db.execute(
      sql`UPDATE merchants SET name = ${later.name}, name_key = ${nameKey(later.name)} WHERE id = ${later.id}`,
    );
  });

  // Audit FO1: migration 0081 cleared the keys of Thai and Lao names; start-up computes them by the new rule.
  it('whose Thai names were keyed by the old rule get the new keys; two that now look alike are reported', async () => {
    const { rows } = await ctx.db.execute<{ id: number; name: string }>(
      sql`SELECT id, name FROM merchants ORDER BY id LIMIT 2`,
    );
    const [older, later] = rows as [{ id: number; name: string }, { id: number; name: string }];
    await ctx.db.execute(sql`UPDATE merchants SET name = 'ร้านกิ่งไม้', name_key = NULL WHERE id = ${older.id}`);
    await ctx.db.execute(
      sql`UPDATE merchants SET name = 'ร้านก\u0e48\u0e34งไม้', name_key = NULL WHERE id = ${later.id}`,
    );
    const warnings: string[] = [];
    await backfillNameKeys(ctx.db, (m) => warnings.push(m));
    const { rows: keys } = await ctx.db.execute<{ id: number; name_key: string | null }>(
      sql`SELECT id, name_key FROM merchants WHERE id IN (${older.id}, ${later.id}) ORDER BY id`,
    );
    expect(keys).toEqual([
      { id: older.id, name_key: nameKey('ร้านกิ่งไม้') },
      { id: later.id, name_key: null },
    ]);
    expect(warnings).toEqual([expect.stringContaining(`Shop ${later.id}`)]);
    for (const shop of rows) {
      await ctx.db.execute(
        sql`UPDATE merchants SET name = ${shop.name}, name_key = ${nameKey(shop.name)} WHERE id = ${shop.id}`,
      );
    }
  });
});
