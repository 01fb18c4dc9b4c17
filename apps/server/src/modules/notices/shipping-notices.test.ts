import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, type TestContext } from '../../../test/harness';
import { type NoticeRig, startNoticeRig } from '../../../test/notice-rig';
import { placeOrder, skusOf } from '../../../test/refund-helpers';

// What the shopper is told of a delivery on its way (audits FC1, FC2), and "read all" bounded by what a page listed
// (audit FC4). A file of its own: its orders' mails to the shop's owner do not count against notices.test.ts's hourly
// cap.

let rig: NoticeRig;
let ctx: TestContext;
let sms: NoticeRig['sms'];
let shop: { token: string; merchantId: number };

beforeAll(async () => {
  rig = await startNoticeRig();
  ({ ctx, sms } = rig);
  shop = await merchantToken(ctx.db);
});
afterAll(async () => {
  await rig?.close();
});

// The app, its mail and SMS catchers, and what both files of the module do with them (test/notice-rig.ts).
const deliver = () => rig.deliver();
const mailsTo = (to: string) => rig.mailsTo(to);
const thaiShopper = (name: string) => rig.thaiShopper(name);

async function noticesOf(userId: number) {
  const { rows } = await ctx.db.execute<{ kind: string }>(
    sql`SELECT kind FROM notices WHERE user_id = ${userId} ORDER BY id`,
  );
  return rows;
}

describe('a delivery told as it travels (audits FC1, FC2)', () => {
  const ship = (orderNo: string, body: unknown, path = 'ship') =>
    post(ctx.app, `/api/merchant/orders/${orderNo}/${path}`, body, { headers: bearer(shop.token) });
  const centre = async (token: string, locale?: string) =>
    (
      await get<{ list: { kind: string; title: string; body: string }[] }>(ctx.app, '/api/front/notices', {
        ...bearer(token),
        ...(locale ? { cookie: `locale=${locale}` } : {}),
      })
    ).body.data.list;

  it("names the shop's own deliverer and their phone, never a tracking number, in every language", async () => {
    const shopper = await thaiShopper('deliver-fc1');
    const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, shop.merchantId, 1));
    const shipped = await ship(order.orderNo, {
      method: 'deliver',
      courierName: 'Somchai Dee',
      courierPhone: '0812345678',
    });
    expect(shipped.body.code, shipped.body.message).toBe(200);
    await deliver();
    expect((await noticesOf(shopper.id)).map((n) => n.kind)).toEqual([
      'order_placed',
      'order_paid',
      'order_out_for_delivery',
    ]);
    // The shop as each reader's language names it (decision 0056): the demo's TechZone has a name in every one.
    const { rows: named } = await ctx.db.execute<{ name: string; names: Record<string, string> }>(
      sql`SELECT name, names FROM merchants WHERE id = ${shop.merchantId}`,
    );
    const shopName = (locale: string) => named[0]!.names[locale] ?? named[0]!.name;
    expect(shopName('fr')).not.toBe(shopName('en'));
    const said: Record<string, string> = {
      en: `${shopName('en')} is bringing your order ${order.orderNo} itself: Somchai Dee delivers it, phone 0812345678.`,
      fr: `${shopName('fr')} livre elle-même votre commande ${order.orderNo} : livreur Somchai Dee, téléphone 0812345678.`,
      es: `${shopName('es')} te lleva el pedido ${order.orderNo} por su cuenta: lo entrega Somchai Dee, teléfono 0812345678.`,
      th: `${shopName('th')} นำส่งคำสั่งซื้อ ${order.orderNo} ของคุณเอง ผู้ส่ง Somchai Dee โทร 0812345678`,
      lo: `${shopName('lo')} ນຳສົ່ງຄຳສັ່ງຊື້ ${order.orderNo} ຂອງທ່ານເອງ: ຜູ້ສົ່ງ Somchai Dee, ໂທ 0812345678.`,
      'zh-CN': `${shopName('zh-CN')} 将自行配送您的订单 ${order.orderNo}：配送员 Somchai Dee，电话 0812345678。`,
    };
    for (const [locale, body] of Object.entries(said)) {
      const first = (await centre(shopper.token, locale))[0]!;
      expect(first.kind).toBe('order_out_for_delivery');
      expect(first.body, locale).toBe(body);
      expect(first.body).not.toMatch(/tracking|suivi|seguimiento|พัสดุ|ພັດສະດຸ|运单/);
    }
    // The mail and the SMS (the shipping kinds are texted) say the same, in the reader's Thai.
    const texts = sms.messages.filter((m) => m.to === shopper.phone).map((m) => m.text);
    expect(texts).toEqual([said.th]);
    const mailed = mailsTo(shopper.email).find((m) => m.subject === `คำสั่งซื้อ ${order.orderNo} กำลังนำส่ง`);
    expect(mailed?.text).toContain(said.th);
  });

  it('tells the shopper a corrected tracking number or deliverer, once per correction; no change tells nobody', async () => {
    const shopper = await thaiShopper('correct-fc2');
    const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, shop.merchantId, 1));
    const wrong = { method: 'send', courierCompany: 'Kerry Express', trackingNo: 'WRONG1234' };
    expect((await ship(order.orderNo, wrong)).body.code).toBe(200);
    await deliver();
    const right = { method: 'send', courierCompany: 'Kerry Express', trackingNo: 'KE987654321TH' };
    const fixed = await ship(order.orderNo, right, 'shipment');
    expect(fixed.body.code, fixed.body.message).toBe(200);
    await deliver();
    const corrected = (await centre(shopper.token))[0]!;
    expect(corrected.kind).toBe('order_shipment_corrected');
    expect(corrected.title).toBe(`แก้ไขข้อมูลการจัดส่งคำสั่งซื้อ ${order.orderNo} แล้ว`);
    expect(corrected.body).toContain('ขนส่งโดย Kerry Express หมายเลขพัสดุ KE987654321TH');
    expect((await centre(shopper.token, 'en'))[0]!.body).toMatch(
      new RegExp(
        `corrected the delivery details of your order ${order.orderNo}\\. It travels with Kerry Express, tracking number KE987654321TH\\.$`,
      ),
    );
    const texts = () => sms.messages.filter((m) => m.to === shopper.phone).map((m) => m.text);
    expect(texts()).toHaveLength(2);
    expect(texts()[1]).toContain('KE987654321TH');
    expect(mailsTo(shopper.email).filter((m) => m.text.includes('KE987654321TH'))).toHaveLength(1);

    // The same details again change nothing: no new notice, no new logistics event.
    const events = async () =>
      (
        await ctx.db.execute(sql`SELECT 1 FROM logistics_events e JOIN shop_orders s ON s.id = e.shop_order_id
        WHERE s.order_no = ${order.orderNo}`)
      ).rows.length;
    const eventsBefore = await events();
    expect((await ship(order.orderNo, right, 'shipment')).body.code).toBe(200);
    await deliver();
    expect((await noticesOf(shopper.id)).filter((n) => n.kind === 'order_shipment_corrected')).toHaveLength(1);
    expect(await events()).toBe(eventsBefore);
    expect(texts()).toHaveLength(2);

    // Handed over to the shop's own deliverer: told again, with the deliverer and their phone.
    const own = { method: 'deliver', courierName: 'Somchai Dee', courierPhone: '0812345678' };
    expect((await ship(order.orderNo, own, 'shipment')).body.code).toBe(200);
    await deliver();
    expect((await noticesOf(shopper.id)).filter((n) => n.kind === 'order_shipment_corrected')).toHaveLength(2);
    const latest = (await centre(shopper.token))[0]!;
    expect(latest.body).toContain('ร้านนำส่งเอง ผู้ส่ง Somchai Dee โทร 0812345678');
    expect(latest.body).not.toContain('KE987654321TH');
    expect(texts()).toHaveLength(3);
  });
});

describe('"read all" marks what the page listed (audit FC4)', () => {
  it('bounded by the newest id listed and the kind filtered by; unbounded as before', async () => {
    const shopper = await thaiShopper('readall-fc4');
    const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, shop.merchantId, 1));
    expect(
      (
        await post(
          ctx.app,
          `/api/merchant/orders/${order.orderNo}/ship`,
          { method: 'send', courierCompany: 'Kerry Express', trackingNo: 'KE55555555' },
          { headers: bearer(shop.token) },
        )
      ).body.code,
    ).toBe(200);
    const h = { headers: bearer(shopper.token) };
    const shown = await get<{ list: { id: number; kind: string }[] }>(
      ctx.app,
      '/api/front/notices?kind=order_shipped',
      bearer(shopper.token),
    );
    expect(shown.body.data.list.map((n) => n.kind)).toEqual(['order_shipped']);
    const upTo = shown.body.data.list[0]!.id;
    // A message the page never listed arrives.
    await placeOrder(ctx, shopper.token, await skusOf(ctx, shop.merchantId, 1), false);
    const unreadKinds = async () =>
      (
        await ctx.db.execute<{ kind: string }>(
          sql`SELECT kind FROM notices WHERE user_id = ${shopper.id} AND read_at IS NULL ORDER BY id`,
        )
      ).rows.map((r) => r.kind);
    expect(await unreadKinds()).toEqual(['order_placed', 'order_paid', 'order_shipped', 'order_placed']);
    const read = await post(ctx.app, '/api/front/notices/read', { all: true, upTo, kind: 'order_shipped' }, h);
    expect(read.body.code, read.body.message).toBe(200);
    expect(await unreadKinds()).toEqual(['order_placed', 'order_paid', 'order_placed']);
    // Without the kind: everything up to the newest listed, not the message that came after.
    await post(ctx.app, '/api/front/notices/read', { all: true, upTo }, h);
    expect(await unreadKinds()).toEqual(['order_placed']);
    // A bound that is not a notice id or a kind is refused in the reader's language, and marks nothing.
    for (const body of [
      { all: true, upTo: 0 },
      { all: true, upTo: '9' },
      { all: true, kind: 'nope' },
    ]) {
      const bad = await post(ctx.app, '/api/front/notices/read', body, {
        headers: { ...bearer(shopper.token), 'accept-language': 'fr' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^(La valeur|Indiquez de 1 à 200)/);
    }
    expect(await unreadKinds()).toEqual(['order_placed']);
    // `{ all: true }` alone keeps its meaning: every message.
    await post(ctx.app, '/api/front/notices/read', { all: true }, h);
    expect(await unreadKinds()).toEqual([]);
  });
});
