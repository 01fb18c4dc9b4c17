import { MONEY_WRITING } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { uploadVoucher } from '../../../test/refund-helpers';
import { translateMessage } from '../../platform/messages';

/**
 * Audit GU2: "1,999" typed in a price box was refused as "at most two decimals", in Thai as in every language. Money in
 * a request is the contract's decimal text in every language (a point before at most two decimals, no grouping); one
 * written with a thousands separator or a decimal comma is told so, in the reader's language, whichever money it is.
 */
let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let leafCategory: number;
let picture: string;

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    SELECT c.id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
      AND c.parent_id <> 0 ORDER BY c.id LIMIT 1`);
  leafCategory = rows[0]!.id;
  picture = await uploadVoucher(ctx, merchant.token);
});
afterAll(() => ctx?.close());

const as = (language: string) => ({ headers: { ...bearer(merchant.token), 'accept-language': language } });

const product = (price: string, otPrice = '') => ({
  name: 'Grouped price lamp',
  categoryId: leafCategory,
  images: [picture],
  description: '<p>Lamp</p>',
  attrs: [],
  skus: [{ attrValues: [], price, otPrice, stock: 1, image: '' }],
});

const template = (firstFee: string) => ({
  name: 'Grouped fee',
  chargeBy: 'piece',
  rules: [{ regions: [], first: 1, firstFee, additional: 1, additionalFee: '0' }],
  free: [],
  undeliverable: [],
  isDefault: false,
});

/** The money boxes of the merchant console, each with a body writing `amount` in it, and the field it names. */
const boxes: { what: string; path: string; body: (amount: string) => unknown; field: string }[] = [
  { what: 'a SKU price', path: '/api/merchant/products', body: (a) => product(a), field: 'skus.0.price' },
  {
    what: 'an original price',
    path: '/api/merchant/products',
    body: (a) => product('20', a),
    field: 'skus.0.otPrice',
  },
  {
    what: 'a shipping fee',
    path: '/api/merchant/shipping/templates',
    body: (a) => template(a),
    field: 'rules.0.firstFee',
  },
  { what: 'a payout', path: '/api/merchant/finance/payouts', body: (a) => ({ amount: a }), field: 'amount' },
];

describe('money written with a thousands separator or a decimal comma (audit GU2)', () => {
  for (const box of boxes) {
    for (const [language, amount] of [
      ['th', '1,999'],
      ['fr', '1 999'],
      ['fr', '19,99'],
      ['en', "1'999.50"],
    ] as const) {
      it(`${box.what} "${amount}" is told to be written without separators, in ${language}`, async () => {
        const res = await post(ctx.app, box.path, box.body(amount), as(language));
        expect(res.status).toBe(400);
        const sentence = translateMessage(MONEY_WRITING, language);
        expect(res.body).toEqual({ code: 400, message: sentence, data: { field: box.field, detail: sentence } });
      });
    }
  }

  it('says the Thai and French sentences the reader reads, naming the separator and an example', async () => {
    const th = await post(ctx.app, '/api/merchant/products', product('1,999'), as('th'));
    expect(th.body.message).toBe('เขียนจำนวนเงินโดยใช้จุด (.) คั่นทศนิยม และไม่ใส่เครื่องหมายคั่นหลักพัน เช่น 1999.50');
    const fr = await post(ctx.app, '/api/merchant/products', product('19,99'), as('fr'));
    expect(fr.body.message).toBe(
      'Écrivez le montant avec un point avant les centimes et sans séparateur de milliers, par exemple 1999.50',
    );
  });

  it('still tells three decimals as the field does, and takes the plain amount', async () => {
    const three = await post(ctx.app, '/api/merchant/products', product('1.999'), as('en'));
    expect(three.body.message).toBe('A price is an amount from 0.01 to 999999.99 with at most two decimals');
    const plain = await post<{ id: number }>(ctx.app, '/api/merchant/products', product('1999.50'), as('en'));
    expect(plain.body.code).toBe(200);
  });
});
