import { ATTRS_MAX_BYTES } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantToken, startTestApp, type TestContext } from '../../test/harness';
import { createSession } from '../platform/session';
import { listening, sendRaw } from './support';

// Brief HB, item 2 (after audit GZ2): a query parameter bounded in characters that are generous for Latin letters met
// Node's 16 KB limit on a request's head before its own 400 in Thai or Lao, whose letters take 9 URL characters each
// (3 bytes of UTF-8, percent-encoded): `attrs` (2,000 characters) and the social callback's parameters (2,048) answered
// "the request is too long" where they should have said what was wrong with them. They are bounded in UTF-8 bytes as
// well now (contract url-text.ts); every other text parameter of a GET route fits below the limit at its bound, which
// the survey below checks with the worst script. Real HTTP over a socket: `inject` never meets Node's parser.

let ctx: TestContext;
let port: number;
let merchant: string;
let admin: string;

beforeAll(async () => {
  ctx = await startTestApp();
  port = await listening(ctx);
  merchant = (await merchantToken(ctx.db)).token;
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = await createSession(ctx.db, rows[0]!.id);
});
afterAll(() => ctx?.close());

const send = (head: string) => sendRaw(port, head);

/** A browser's request head around the URL: its usual headers take about a kilobyte of the 16. */
const get = (path: string, locale: 'th' | 'lo', token?: string) =>
  send(
    [
      `GET ${path} HTTP/1.1`,
      'Host: mall.example',
      `User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36`,
      'Accept: application/json, text/plain, */*',
      `Accept-Language: ${locale},en-US;q=0.9,en;q=0.8`,
      'Accept-Encoding: gzip, deflate, br, zstd',
      `Referer: https://mall.example/search?keyword=${'x'.repeat(200)}`,
      `Cookie: locale=${locale}; consent=${'c'.repeat(300)}`,
      ...(token ? [`Authorization: Bearer ${token}`] : []),
      'Connection: close',
      '',
      '',
    ].join('\r\n'),
  );

const THAI = 'ก';
const LAO = 'ກ';
const q = (text: string) => encodeURIComponent(text);

const TOO_LONG_BYTES = {
  th: (n: number) =>
    `ไม่เกิน ${n} ไบต์ (UTF-8): อักษรไทย ลาว หรือจีนหนึ่งตัวนับเป็น 3 ไบต์ อักษรที่มีเครื่องหมายกำกับเสียงหนึ่งตัวนับเป็น 2 ไบต์`,
  lo: (n: number) =>
    `ບໍ່ເກີນ ${n} ໄບຕ໌ (UTF-8): ຕົວອັກສອນໄທ, ລາວ ຫຼື ຈີນໜຶ່ງຕົວນັບເປັນ 3 ໄບຕ໌, ຕົວອັກສອນທີ່ມີເຄື່ອງໝາຍກຳກັບສຽງໜຶ່ງຕົວນັບເປັນ 2 ໄບຕ໌`,
};

/** A text of exactly `bytes` bytes of UTF-8: letters of 3 bytes, made up with ASCII. */
const ofBytes = (letter: string, bytes: number, prefix = '') => {
  const left = bytes - Buffer.byteLength(prefix);
  return `${prefix}${letter.repeat(Math.floor(left / 3))}${'a'.repeat(left % 3)}`;
};

describe('`attrs` in Thai and Lao (brief HB)', () => {
  it('just over its bound in bytes answers its own 400 in the reader’s language, not 431', async () => {
    for (const [locale, letter] of [
      ['th', THAI],
      ['lo', LAO],
    ] as const) {
      const over = ofBytes(letter, ATTRS_MAX_BYTES + 1, 'Colour:');
      expect(Buffer.byteLength(over)).toBe(3001);
      const res = await get(`/api/front/product/list?attrs=${q(over)}`, locale);
      expect(res.status, locale).toBe(400);
      expect(res.body, locale).toMatchObject({ code: 400, message: TOO_LONG_BYTES[locale](ATTRS_MAX_BYTES) });
      const facet = await get(`/api/front/product/facet-values?facet=shops&attrs=${q(over)}`, locale);
      expect(facet.body, locale).toMatchObject({ code: 400, message: TOO_LONG_BYTES[locale](ATTRS_MAX_BYTES) });
    }
    // Why: the first value its bound in characters refused, 2,001 Thai letters, is 18 KB of URL, beyond Node's limit.
    const oldFirstRefused = await get(`/api/front/product/list?attrs=${q(`Colour:${THAI.repeat(1994)}`)}`, 'th');
    expect(oldFirstRefused.status).toBe(431);
  });

  it('at its bound is answered as any search, as are 2,000 Latin letters (its bound in characters)', async () => {
    for (const value of [ofBytes(THAI, ATTRS_MAX_BYTES, 'Colour:'), ofBytes(LAO, ATTRS_MAX_BYTES, 'Colour:')]) {
      const res = await get(`/api/front/product/list?attrs=${q(value)}`, 'th');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: 200, data: { total: 0 } });
    }
    const latin = `Colour:${'a'.repeat(1993)}`;
    expect(latin).toHaveLength(2000);
    expect((await get(`/api/front/product/list?attrs=${latin}`, 'lo')).status).toBe(200);
  });
});

describe('the social callback’s parameters in Thai and Lao (brief HB)', () => {
  it('just over 2,048 bytes answer their own 400, at 2,048 the callback goes on', async () => {
    for (const name of ['code', 'state', 'error', 'iss']) {
      for (const [locale, letter] of [
        ['th', THAI],
        ['lo', LAO],
      ] as const) {
        const over = await get(`/api/front/login/google/callback?${name}=${q(ofBytes(letter, 2049))}`, locale);
        expect(over.status, `${name} ${locale}`).toBe(400);
        expect(over.body, `${name} ${locale}`).toMatchObject({ code: 400, message: TOO_LONG_BYTES[locale](2048) });
      }
      const at = await get(`/api/front/login/google/callback?${name}=${q(ofBytes(THAI, 2048))}`, 'th');
      expect(at.status, name).toBe(302);
    }
  });
});

describe('every other text parameter of a GET route fits below the limit at its bound (brief HB survey)', () => {
  // [path before the parameter, parameter, its bound in characters, whose session]: one past the bound, in the worst
  // script, answers the parameter's own 400 in the reader's language.
  const cases: [string, string, number, 'merchant' | 'admin' | null][] = [
    ['/api/front/product/list?', 'keyword', 100, null],
    ['/api/front/product/list?', 'cids', 400, null],
    ['/api/front/product/list?', 'merIds', 400, null],
    ['/api/front/product/facet-values?facet=shops&', 'q', 50, null],
    ['/api/front/product/facet-values?', 'facet', 120, null],
    ['/api/front/search/suggest?', 'q', 50, null],
    ['/api/front/merchant/street?', 'keywords', 100, null],
    ['/api/merchant/chat/conversations?', 'keyword', 50, 'merchant'],
    ['/api/merchant/products?', 'keyword', 100, 'merchant'],
    ['/api/merchant/orders?', 'keyword', 60, 'merchant'],
    ['/api/admin/users?', 'keywords', 100, 'admin'],
    ['/api/admin/outbox?', 'keywords', 100, 'admin'],
    ['/api/admin/catalog/products?', 'keyword', 100, 'admin'],
    ['/api/admin/operator-actions?', 'target', 200, 'admin'],
    ['/api/admin/operator-actions?', 'operator', 100, 'admin'],
  ];
  it.each(cases)('%s%s (at most %i characters)', async (path, name, max, who) => {
    const token = who === 'merchant' ? merchant : who === 'admin' ? admin : undefined;
    for (const [locale, letter] of [
      ['th', THAI],
      ['lo', LAO],
    ] as const) {
      const res = await get(`${path}${name}=${q(letter.repeat(max + 1))}`, locale, token);
      expect(res.status, `${name} ${locale}`).toBe(400);
      expect(res.body?.code).toBe(400);
      // The parameter's own refusal, in the reader's script.
      expect(res.body?.message).toContain(String(max));
      expect(res.body?.message).toMatch(locale === 'th' ? /[\u0E00-\u0E7F]/ : /[\u0E80-\u0EFF]/);
    }
  });
});
