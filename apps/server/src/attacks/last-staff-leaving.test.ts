import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import { adminToken } from '../../test/settle-support';

// Audit GW1: an open shop must keep somebody who can sign in to ship and refund what shoppers pay for (audit AW12
// refused disabling that last person). Leaving and removal were another way to the same place: once the platform
// had disabled the owner (allowed while a member was active), that member could leave, or the platform remove them,
// and the shop went on taking payments with nobody able to run it.

let ctx: TestContext;
let admin: Record<string, string>;
let shop: { merchantId: number; ownerId: number };

beforeAll(async () => {
  ctx = await startTestApp();
  admin = bearer(await adminToken(ctx.db));
  const { merchantId } = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ user_id: number }>(
    sql`SELECT user_id FROM merchant_staff WHERE merchant_id = ${merchantId} AND role = 'owner'`,
  );
  shop = { merchantId, ownerId: rows[0]!.user_id };
});
afterAll(() => ctx?.close());
// Each test starts from the demo shop open, its owner active and alone.
beforeEach(async () => {
  await ctx.db.execute(sql`DELETE FROM merchant_staff WHERE merchant_id = ${shop.merchantId} AND role <> 'owner'`);
  await ctx.db.execute(sql`UPDATE users SET disabled_at = NULL WHERE id = ${shop.ownerId}`);
  await ctx.db.execute(sql`UPDATE merchants SET status = 'open' WHERE id = ${shop.merchantId}`);
});

const LAST = 'This is the last active person who runs an open shop: suspend the shop or give it another owner first';
const LEAVING_LAST =
  "You are the only one who can still sign in to run this open shop, so you cannot leave it now: write to the mall's customer service in the chat";

async function member(name: string) {
  const helper = await newShopper(ctx.db, name);
  await ctx.db.execute(
    sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${shop.merchantId}, ${helper.id}, 'staff')`,
  );
  return helper;
}
const isMember = async (userId: number) =>
  (await ctx.db.execute(sql`SELECT 1 FROM merchant_staff WHERE user_id = ${userId}`)).rows.length === 1;
const setOwnerDisabled = (disabled: boolean) =>
  ctx.db.execute(sql`UPDATE users SET disabled_at = ${disabled ? sql`now()` : sql`NULL`} WHERE id = ${shop.ownerId}`);
const removeByPlatform = (userId: number, headers = admin) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/admin/merchants/${shop.merchantId}/staff/${userId}`, headers });
const leave = (token: string, headers: Record<string, string> = {}) =>
  post(ctx.app, '/api/merchant/staff/leave', undefined, { headers: { ...bearer(token), ...headers } });

describe('the last active member of an open shop whose owner is disabled', () => {
  it('cannot leave it: refused in the reader’s language, and still a member', async () => {
    const helper = await member('gw1leave');
    // The platform disables the owner while the member runs the shop: allowed (audit AW12).
    expect(
      (await post(ctx.app, `/api/admin/users/${shop.ownerId}/disable`, undefined, { headers: admin })).status,
    ).toBe(200);
    const refused = await leave(helper.token, { 'accept-language': 'es' });
    expect(refused.status, refused.body.message).toBe(409);
    expect(refused.body.message).toBe(
      'Eres la única persona que aún puede iniciar sesión para llevar esta tienda abierta, así que no puedes dejarla ahora: escribe a la atención al cliente del centro comercial en el chat',
    );
    expect(await isMember(helper.id)).toBe(true);
    expect((await leave(helper.token)).body.message).toBe(LEAVING_LAST);
    await setOwnerDisabled(false);
  });

  it('cannot be removed by the platform either, and both work once the owner can sign in again', async () => {
    const helper = await member('gw1remove');
    await setOwnerDisabled(true);
    const refused = await removeByPlatform(helper.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LAST);
    expect(await isMember(helper.id)).toBe(true);

    await setOwnerDisabled(false);
    expect((await removeByPlatform(helper.id)).statusCode).toBe(200);
    expect(await isMember(helper.id)).toBe(false);
    const other = await member('gw1leaves');
    const left = await leave(other.token);
    expect(left.status, left.body.message).toBe(200);
    expect(await isMember(other.id)).toBe(false);
  });

  it('another active member, or a suspended shop, lets them go as before', async () => {
    const first = await member('gw1first');
    const second = await member('gw1second');
    await setOwnerDisabled(true);
    expect((await leave(first.token)).status).toBe(200);
    expect((await leave(second.token)).status).toBe(409);
    expect(
      (await post(ctx.app, `/api/admin/merchants/${shop.merchantId}/suspend`, undefined, { headers: admin })).status,
    ).toBe(200);
    expect((await leave(second.token)).status).toBe(200);
    expect(await isMember(second.id)).toBe(false);
    await setOwnerDisabled(false);
  });

  it('a member leaving while the platform disables the owner: one of the two is refused, never both done', async () => {
    for (let round = 0; round < 6; round++) {
      const helper = await member(`gw1race${round}`);
      const [left, disabled] = await Promise.all([
        leave(helper.token),
        post(ctx.app, `/api/admin/users/${shop.ownerId}/disable`, undefined, { headers: admin }),
      ]);
      expect([left.status, disabled.status].sort()).toEqual([200, 409]);
      const { rows } = await ctx.db.execute(sql`
        SELECT 1 FROM merchant_staff s JOIN users u ON u.id = s.user_id
        WHERE s.merchant_id = ${shop.merchantId} AND u.disabled_at IS NULL`);
      expect(rows.length).toBeGreaterThan(0);
      await setOwnerDisabled(false);
      if (await isMember(helper.id)) expect((await removeByPlatform(helper.id)).statusCode).toBe(200);
    }
  });
});

describe('a conversation handed to a member while the owner removes them (audit GW2)', () => {
  it('is either refused or unassigned by the removal: never left with somebody outside the shop', async () => {
    const helper = await member('gw2chat');
    const shopper = await newShopper(ctx.db, 'gw2shopper');
    const { rows: made } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO chat_conversations (user_id, mer_id) VALUES (${shopper.id}, ${shop.merchantId}) RETURNING id`);
    const conversationId = made[0]!.id;
    const owner = bearer((await merchantToken(ctx.db)).token);
    const waiting = async () =>
      Number(
        (
          await ctx.db.execute<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          )
        ).rows[0]?.n ?? 0,
      );
    const until = async (n: number) => {
      for (let i = 0; i < 200 && (await waiting()) < n; i++) await new Promise((r) => setTimeout(r, 25));
    };
    // Another session holds the member's account row: the removal stops after it took them off the shop and
    // unassigned their conversations, at the notice that tells them, and stays uncommitted meanwhile.
    const holder = await ctx.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [helper.id]);
      const removal = ctx.app.inject({
        method: 'DELETE',
        url: `/api/merchant/staff/${helper.id}`,
        headers: owner,
      });
      await until(1);
      const handed = post(
        ctx.app,
        `/api/merchant/chat/conversations/${conversationId}/assign`,
        { staffId: helper.id },
        { headers: owner },
      );
      await until(2);
      await holder.query('ROLLBACK');
      expect((await removal).statusCode).toBe(200);
      const answer = await handed;
      expect(answer.body.message).toBe('This person is not staff of this inbox');
    } finally {
      holder.release();
    }
    const { rows } = await ctx.db.execute<{ assignee_id: number | null }>(
      sql`SELECT assignee_id FROM chat_conversations WHERE id = ${conversationId}`,
    );
    expect(rows[0]?.assignee_id).toBeNull();
    expect(await isMember(helper.id)).toBe(false);
  });
});
