import type { Country, MerchantOrderDetail, MerchantOrderRow, Page, Region } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { skusOf } from '../../../test/refund-helpers';

// Issue 22 item 2: whatever a courier needs is in every place a merchant ships from (the order's answer, the drawer
// reads it, the CSV): name, phone with its dial code, the country's NAME and the region in the merchant's language,
// city, detail and post code.

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let orderNo: string;
let shopperToken: string;

const chiangMai = {
  realName: 'Somchai Jaidee',
  country: 'TH',
  regionCode: 'TH-50',
  city: 'Mueang Chiang Mai',
  detail: '99/1 Nimmanhaemin Rd',
  postCode: '50200',
  countryCode: '+66',
  phone: '812345678',
};

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
  const shopper = await newShopper(ctx.db, 'somchai');
  shopperToken = shopper.token;
  const headers = { headers: bearer(shopper.token) };
  const address = await post<{ id: number }>(ctx.app, '/api/front/address/edit', chiangMai, headers);
  expect(address.body.code, address.body.message).toBe(200);
  const [line] = await skusOf(ctx, merchant.merchantId, 1);
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'buyNow', items: [line] },
    headers,
  );
  const created = await post<{ orderNo: string }>(
    ctx.app,
    '/api/front/order/create',
    { preOrderNo: pre.body.data.preOrderNo, addressId: address.body.data.id, payType: 'card' },
    headers,
  );
  expect(created.body.code, created.body.message).toBe(200);
  const list = await get<Page<MerchantOrderRow>>(
    ctx.app,
    `/api/merchant/orders?keyword=${encodeURIComponent('Somchai')}`,
    bearer(merchant.token),
  );
  orderNo = list.body.data.list[0]!.orderNo;
});
afterAll(() => ctx?.close());

/** The names the address calls give this reader: what the merchant must see. */
async function namesFor(locale: string) {
  const countries = await get<Country[]>(ctx.app, `/api/front/address/countries?lang=${locale}`);
  const regions = await get<Region[]>(ctx.app, `/api/front/address/regions/TH?lang=${locale}`);
  return {
    country: countries.body.data.find((c) => c.code === 'TH')!.name,
    region: regions.body.data.find((r) => r.code === 'TH-50')!.name,
  };
}

describe("the merchant's order shows the whole address", () => {
  it('answers every part, the country by name and the region in the English reader language', async () => {
    const res = await get<MerchantOrderDetail>(ctx.app, `/api/merchant/orders/${orderNo}`, {
      ...bearer(merchant.token),
      'accept-language': 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.consignee).toMatchObject({
      realName: 'Somchai Jaidee',
      countryCode: '+66',
      phone: '812345678',
      country: 'TH',
      countryName: 'Thailand',
      regionCode: 'TH-50',
      region: 'Chiang Mai',
      city: 'Mueang Chiang Mai',
      detail: '99/1 Nimmanhaemin Rd',
      postCode: '50200',
      fullAddress: '99/1 Nimmanhaemin Rd, Mueang Chiang Mai, Chiang Mai, 50200, Thailand',
    });
    // Not the code-only line the issue met ("TH, 99/1 Nimmanhaemin Rd, 50200").
    expect(res.body.data.consignee.fullAddress).not.toMatch(/^TH,/);
  });

  it("names the country and region in a Thai and a Chinese merchant's language", async () => {
    for (const locale of ['th', 'zh-CN']) {
      const names = await namesFor(locale);
      const res = await get<MerchantOrderDetail>(ctx.app, `/api/merchant/orders/${orderNo}`, {
        ...bearer(merchant.token),
        'accept-language': locale,
      });
      expect(res.body.data.consignee.countryName).toBe(names.country);
      expect(res.body.data.consignee.countryName).not.toBe('Thailand');
      expect(res.body.data.consignee.region).toBe(names.region);
      expect(res.body.data.consignee.fullAddress).toContain(names.country);
    }
  });

  it('the list row carries the whole address line too', async () => {
    const list = await get<Page<MerchantOrderRow>>(ctx.app, '/api/merchant/orders?keyword=Somchai', {
      ...bearer(merchant.token),
      'accept-language': 'en',
    });
    expect(list.body.data.list[0]!.consignee.fullAddress).toBe(
      '99/1 Nimmanhaemin Rd, Mueang Chiang Mai, Chiang Mai, 50200, Thailand',
    );
  });

  it('the orders CSV has the phone with its dial code, country name, region, city, street and post code', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/orders/export.csv?keyword=Somchai',
      headers: { ...bearer(merchant.token), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const [header, row] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    // Every cell is quoted; none of these holds a quote.
    const split = (line: string) => line.slice(1, -1).split('","');
    const titles = split(header!);
    const cells = split(row!);
    const cell = (title: string) => cells[titles.indexOf(title)];
    expect(cell('Consignee')).toBe('Somchai Jaidee');
    // Formula-safe: a cell starting with + is kept as text by a leading apostrophe.
    expect(cell('Phone')).toBe("'+66 812345678");
    expect(cell('Country')).toBe('Thailand');
    expect(cell('Province or state')).toBe('Chiang Mai');
    expect(cell('City')).toBe('Mueang Chiang Mai');
    expect(cell('Address')).toBe('99/1 Nimmanhaemin Rd');
    expect(cell('Post code')).toBe('50200');

    const th = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/orders/export.csv?keyword=Somchai',
      headers: { ...bearer(merchant.token), 'accept-language': 'th' },
    });
    const names = await namesFor('th');
    expect(th.body).toContain(names.country);
    expect(th.body).toContain(names.region);
  });
});

describe("the shopper's order shows the address as the address book does (audit AM1)", () => {
  it('names the country and the region in the reader language, in the detail and the list', async () => {
    for (const locale of ['lo', 'es']) {
      const names = await namesFor(locale);
      const headers = { ...bearer(shopperToken), 'accept-language': locale };
      const detail = await get<{ consignee: Record<string, string> }>(
        ctx.app,
        `/api/front/order/detail/${orderNo}`,
        headers,
      );
      expect(detail.body.data.consignee).toMatchObject({
        country: 'TH',
        countryName: names.country,
        regionCode: 'TH-50',
        region: names.region,
        city: 'Mueang Chiang Mai',
      });
      expect(detail.body.data.consignee.fullAddress).toContain(names.country);
      const list = await get<Page<{ orderNo: string; consignee: Record<string, string> }>>(
        ctx.app,
        '/api/front/order/list?status=0',
        headers,
      );
      expect(list.body.data.list.find((o) => o.orderNo === orderNo)?.consignee.region).toBe(names.region);
    }
  });
});
