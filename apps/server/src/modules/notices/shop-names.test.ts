import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, type TestContext } from '../../../test/harness';
import { type NoticeRig, startNoticeRig } from '../../../test/notice-rig';
import { placeOrder, skusOf } from '../../../test/refund-helpers';

// A shop named in the reader's language wherever a shopper's notice names it (decision 0056): the mail's letterhead
// and signature as its body (audit GM F2), and the invitation to, or removal from, a shop's staff (audit GM F3).

let rig: NoticeRig;
let ctx: TestContext;
let shop: { token: string; merchantId: number };
let names: { name: string; names: Record<string, string> };

beforeAll(async () => {
  rig = await startNoticeRig();
  ctx = rig.ctx;
  shop = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ name: string; names: Record<string, string> }>(
    sql`SELECT name, names FROM merchants WHERE id = ${shop.merchantId}`,
  );
  names = rows[0]!;
  // The demo's TechZone has a name in every language: the Thai one is not the name as written.
  expect(names.names.th).toBeTruthy();
  expect(names.names.th).not.toBe(names.name);
});
afterAll(async () => {
  await rig?.close();
});

describe("the shop's name in a shopper's notices", () => {
  it("signs a shop's mail with the shop's name in the reader's language, as its body names it (audit GM F2)", async () => {
    const shopper = await rig.thaiShopper('signed-gm-f2');
    const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, shop.merchantId, 1));
    const shipped = await post(
      ctx.app,
      `/api/merchant/orders/${order.orderNo}/ship`,
      { courierCompany: 'Kerry Express', trackingNo: 'KE123456789TH' },
      { headers: bearer(shop.token) },
    );
    expect(shipped.body.code, shipped.body.message).toBe(200);
    await rig.deliver();
    const mail = rig.mailsTo(shopper.email).find((m) => m.subject.includes(order.orderNo));
    expect(mail, 'the shipping mail').toBeDefined();
    expect(mail!.text).toContain(`${names.names.th} จัดส่งคำสั่งซื้อ`);
    // The signature under the text, and the letterhead of the HTML part.
    expect(mail!.text.split('\n--\n')[1]?.split('\n')[0]).toBe(names.names.th);
    expect(mail!.html).toContain(`>${names.names.th}</strong>`);
    expect(mail!.html).not.toContain(names.name);
  });

  it("links a shopper's mail to the page in the mail's language, whatever the browser opening it (audit GM F5)", async () => {
    const shopper = await rig.thaiShopper('link-gm-f5');
    const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, shop.merchantId, 1));
    await rig.deliver();
    const mail = rig.mailsTo(shopper.email).find((m) => m.subject.includes(order.parentNo));
    expect(mail, 'the payment mail').toBeDefined();
    // The storefront's Thai routes carry the prefix; without it a browser in English opened the Thai mail's page in English.
    const url = `https://mall.example/#/th/order/order_detail?orderNo=${order.parentNo}`;
    expect(mail!.text).toContain(url);
    expect(mail!.html).toContain(`href="${url}"`);
  });

  it("names the shop in the reader's language when it invites them to its staff, and when it removes them (audit GM F3)", async () => {
    const shopper = await rig.thaiShopper('staff-gm-f3');
    const invited = await post(
      ctx.app,
      '/api/merchant/staff/invites',
      { email: shopper.email },
      { headers: bearer(shop.token) },
    );
    expect(invited.body.code, invited.body.message).toBe(200);
    await rig.deliver();
    const centre = async () =>
      (
        await get<{ list: { kind: string; title: string; body: string; link: string }[] }>(
          ctx.app,
          '/api/front/notices',
          bearer(shopper.token),
        )
      ).body.data.list;
    const invitation = (await centre()).find((n) => n.kind === 'staff_invited');
    expect(invitation?.title).toContain(names.names.th);
    expect(invitation?.body).not.toContain(names.name);
    const mail = rig.mailsTo(shopper.email).find((m) => m.subject === invitation?.title);
    expect(mail?.text).toContain(names.names.th);

    // A member needs a password of their own (decision 0050): the demo shopper's will do.
    await ctx.db.execute(sql`UPDATE users
      SET password_hash = (SELECT password_hash FROM users WHERE email = 'shopper@example.com') WHERE id = ${shopper.id}`);
    const token = /staff-invite\/([\w-]+)/.exec(invitation?.link ?? '')?.[1];
    const accepted = await post(
      ctx.app,
      '/api/front/staff-invite/accept',
      { token },
      { headers: bearer(shopper.token) },
    );
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/merchant/staff/${shopper.id}`,
      headers: bearer(shop.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await rig.deliver();
    const removal = (await centre()).find((n) => n.kind === 'staff_removed');
    expect(removal?.title).toContain(names.names.th);
    expect(removal?.body).not.toContain(names.name);
  });
});
