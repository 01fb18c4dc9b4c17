import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { adminToken } from '../../../test/settle-support';

// Audit AW12: disabling the only person who runs an open shop left it selling with nobody to ship or refund.

let ctx: TestContext;
let admin: Record<string, string>;
let shop: { merchantId: number; ownerId: number };

beforeAll(async () => {
  ctx = await startTestApp();
  admin = bearer(await adminToken(ctx.db));
  const { merchantId } = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ user_id: number }>(
    sql`SELECT user_id FROM merchant_staff WHERE merchant_id = ${merchantId}`,
  );
  expect(rows).toHaveLength(1);
  shop = { merchantId, ownerId: rows[0]!.user_id };
});
afterAll(() => ctx?.close());

const disable = (id: number, headers = admin) =>
  post(ctx.app, `/api/admin/users/${id}/disable`, undefined, { headers });
const enable = (id: number) => post(ctx.app, `/api/admin/users/${id}/enable`, undefined, { headers: admin });
const disabledAt = async (id: number) =>
  (await ctx.db.execute<{ disabled_at: string | null }>(sql`SELECT disabled_at FROM users WHERE id = ${id}`)).rows[0]
    ?.disabled_at ?? null;

describe('disabling the last person who runs an open shop (audit AW12)', () => {
  it("is refused in the reader's language while the shop is open, and allowed once it is suspended", async () => {
    const refused = await disable(shop.ownerId, { ...admin, 'accept-language': 'es' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Es la última persona activa que lleva una tienda abierta: suspende la tienda o dale otro propietario primero',
    );
    expect(await disabledAt(shop.ownerId)).toBeNull();

    expect(
      (await post(ctx.app, `/api/admin/merchants/${shop.merchantId}/suspend`, undefined, { headers: admin })).status,
    ).toBe(200);
    expect((await disable(shop.ownerId)).status).toBe(200);
    expect(await disabledAt(shop.ownerId)).not.toBeNull();
    expect((await enable(shop.ownerId)).status).toBe(200);
    expect(
      (await post(ctx.app, `/api/admin/merchants/${shop.merchantId}/reopen`, undefined, { headers: admin })).status,
    ).toBe(200);
  });

  it('is allowed while another active member of the staff runs the open shop, and refused for that one after', async () => {
    const helper = await newShopper(ctx.db, 'aw12staff');
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${shop.merchantId}, ${helper.id}, 'staff')`,
    );
    expect((await disable(shop.ownerId)).status).toBe(200);
    const last = await disable(helper.id);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(
      'This is the last active person who runs an open shop: suspend the shop or give it another owner first',
    );
    expect(await disabledAt(helper.id)).toBeNull();
  });
});

describe('reopening a shop whose staff are all disabled (audit CE6)', () => {
  const status = async () =>
    (await ctx.db.execute<{ status: string }>(sql`SELECT status FROM merchants WHERE id = ${shop.merchantId}`)).rows[0]
      ?.status;
  const reopen = (headers = admin) =>
    post(ctx.app, `/api/admin/merchants/${shop.merchantId}/reopen`, undefined, { headers });

  it("is refused in the reader's language, the shop stays suspended, and works once one of them is enabled", async () => {
    // The owner was disabled above; the helper is the last active one and goes while the shop is suspended.
    const [helper] = (
      await ctx.db.execute<{ user_id: number }>(
        sql`SELECT s.user_id FROM merchant_staff s JOIN users u ON u.id = s.user_id
          WHERE s.merchant_id = ${shop.merchantId} AND u.disabled_at IS NULL`,
      )
    ).rows;
    expect(helper).toBeDefined();
    expect(
      (await post(ctx.app, `/api/admin/merchants/${shop.merchantId}/suspend`, undefined, { headers: admin })).status,
    ).toBe(200);
    expect((await disable(helper!.user_id)).status).toBe(200);

    const refused = await reopen({ ...admin, 'accept-language': 'fr' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Personne qui gère cette boutique ne peut se connecter : réactivez un membre de son équipe ou donnez-lui un autre propriétaire avant de la rouvrir',
    );
    expect(await status()).toBe('suspended');
    const { rows: notices } = await ctx.db.execute(
      sql`SELECT 1 FROM notices WHERE merchant_id = ${shop.merchantId} AND kind = 'shop_reopened'`,
    );
    const reopenedBefore = notices.length;

    expect((await enable(shop.ownerId)).status).toBe(200);
    const reopened = await reopen();
    expect(reopened.status).toBe(200);
    expect(await status()).toBe('open');
    const { rows: after } = await ctx.db.execute(
      sql`SELECT 1 FROM notices WHERE merchant_id = ${shop.merchantId} AND kind = 'shop_reopened'`,
    );
    expect(after.length).toBeGreaterThan(reopenedBefore);
  });
});

describe('a shop with no staff at all', () => {
  it('is the platform’s own to run: it suspends and reopens as before', async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT m.id FROM merchants m WHERE m.status = 'open'
        AND NOT EXISTS (SELECT 1 FROM merchant_staff s WHERE s.merchant_id = m.id)
      ORDER BY m.id LIMIT 1`);
    const id = rows[0]!.id;
    expect((await post(ctx.app, `/api/admin/merchants/${id}/suspend`, undefined, { headers: admin })).status).toBe(200);
    const reopened = await post(ctx.app, `/api/admin/merchants/${id}/reopen`, undefined, { headers: admin });
    expect(reopened.status, reopened.body.message).toBe(200);
  });
});
