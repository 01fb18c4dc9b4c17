import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { uploadVoucher } from '../../../test/refund-helpers';
import { hashPassword } from '../auth/passwords';

// Audit FO3: closing an account left its avatar served at its public address and its `uploads` row naming the user.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const PASSWORD = 'Account77pw';

describe("a closed account's uploads", () => {
  it('the avatar answers 404 and its row is gone; a picture sent in a chat the shop keeps stays', async () => {
    const shopper = await newShopper(ctx.db, 'leaving');
    await ctx.db.execute(
      sql`UPDATE users SET password_hash = ${await hashPassword(PASSWORD)} WHERE id = ${shopper.id}`,
    );
    const as = { headers: bearer(shopper.token) };
    const avatar = await uploadVoucher(ctx, shopper.token);
    const edit = await post(ctx.app, '/api/front/user/edit', { nickname: 'leaving', avatar }, as);
    expect(edit.body.code, edit.body.message).toBe(200);
    const chatPicture = await uploadVoucher(ctx, shopper.token);
    const { merchantId } = await merchantToken(ctx.db);
    const sent = await post(
      ctx.app,
      '/api/front/chat/messages',
      { merId: merchantId, kind: 'image', body: chatPicture },
      as,
    );
    expect(sent.body.code, sent.body.message).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200);

    const closed = await post(ctx.app, '/api/front/user/close', { password: PASSWORD }, as);
    expect(closed.body.code, closed.body.message).toBe(200);

    expect((await ctx.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: chatPicture })).statusCode).toBe(200);
    const { rows } = await ctx.db.execute<{ path: string }>(
      sql`SELECT path FROM uploads WHERE user_id = ${shopper.id} ORDER BY path`,
    );
    expect(rows.map((r) => r.path)).toEqual([chatPicture]);
  });
});
