import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, get, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import {
  adminToken,
  auth,
  codeFromOutbox,
  companyName,
  firstChoices,
  forgetResendWait,
  uploadPicture,
} from '../../test/settle-support';

// The applicant's phone is personal: the platform reaches them there. An approved shop's public page showed it as
// the shop's phone; it must show the shop's service phone (or the phone the merchant gives in the profile) only.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const PERSONAL = '5557654321';

async function approvedShop(): Promise<{ merchantId: number; token: string }> {
  const user = await newShopper(ctx.db, 'phone-applicant');
  const email = `phone.${randomBytes(4).toString('hex')}@example.org`;
  await forgetResendWait(ctx.db, email);
  await post(ctx.app, '/api/front/merchant/settled/captcha', { email }, { headers: auth(user.token), ip: freshIp() });
  const applied = await post<{ id: number }>(
    ctx.app,
    '/api/front/merchant/settled/apply',
    {
      name: companyName('Phone'),
      realName: 'Ana Ruiz',
      phone: PERSONAL,
      email,
      captcha: await codeFromOutbox(ctx.db, email),
      ...(await firstChoices(ctx.db)),
      qualificationPictures: [await uploadPicture(ctx.app, user.token)],
      agreement: true,
    },
    { headers: auth(user.token), ip: freshIp() },
  );
  expect(applied.body.code, applied.body.message).toBe(200);
  const id = applied.body.data.id;
  const { rows } = await ctx.db.execute<{ version: number }>(
    sql`SELECT version FROM merchant_applications WHERE id = ${id}`,
  );
  const approved = await post<{ merchantId: number }>(
    ctx.app,
    `/api/admin/merchant/applications/${id}/approve`,
    { version: rows[0]!.version },
    { headers: auth(await adminToken(ctx.db)) },
  );
  expect(approved.body.code, approved.body.message).toBe(200);
  return { merchantId: approved.body.data.merchantId, token: user.token };
}

describe('the public shop page', () => {
  it("the public shop never shows the applicant's personal phone", async () => {
    const { merchantId } = await approvedShop();
    const detail = await get<{ phone: string }>(ctx.app, `/api/front/merchant/detail/${merchantId}`);
    expect(detail.body.code, detail.body.message).toBe(200);
    expect(JSON.stringify(detail.body.data)).not.toContain(PERSONAL);
    const service = await get(ctx.app, `/api/front/merchant/customer/service/info/${merchantId}`);
    expect(service.body.code, service.body.message).toBe(200);
    expect(JSON.stringify(service.body)).not.toContain(PERSONAL);
  });
});
