import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post, startTestApp, type TestContext } from '../../../test/harness';
import { createSession } from '../../platform/session';

// Names and texts the operator writes for shoppers are held to the rule the shops' texts are (audit M1): a text of
// zero-width characters alone, or one holding a control character or a direction override, is refused in the
// reader's language and nothing is stored; '' stays allowed where the field is optional.

let ctx: TestContext;
let headers: Record<string, string>;
const BLANK = '\u200b\u200b';
const OVERRIDE = 'Sale \u202Egnp.exe';

beforeAll(async () => {
  ctx = await startTestApp();
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  headers = { ...bearer(await createSession(ctx.db, rows[0]!.id)), 'accept-language': 'th' };
});
afterAll(() => ctx?.close());

const send = (path: string, body: object) => post<unknown>(ctx.app, path, body, { headers });

describe("the operator's texts shoppers read (audit M1)", () => {
  it('refuses invisible and reordering names, keywords and translations, and stores nothing', async () => {
    const category = { pid: 0, names: {}, icon: '', sort: 1, visible: true };
    const cases: Array<[string, object, string]> = [
      ['/api/admin/categories', { ...category, name: BLANK }, 'โปรดกรอกชื่อ'],
      ['/api/admin/categories', { ...category, name: OVERRIDE }, 'ข้อความนี้ต้องไม่มีอักขระควบคุมหรืออักขระกำหนดทิศทาง'],
      [
        '/api/admin/categories',
        { ...category, name: 'Garden', names: { fr: BLANK } },
        'เขียนข้อความที่มองเห็นได้ หรือเว้นว่างไว้',
      ],
      [
        '/api/admin/merchant/types',
        { name: 'Outlet', info: `Big\u0007 deals` },
        'ข้อความนี้ต้องไม่มีอักขระควบคุมหรืออักขระกำหนดทิศทาง',
      ],
      ['/api/admin/keywords', { title: BLANK, sort: 1 }, 'โปรดกรอกคำค้นหา'],
    ];
    for (const [path, body, detail] of cases) {
      const res = await send(path, body);
      expect(res.body.code, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((res.body.data as { detail: string }).detail, path).toBe(detail);
    }
    const stored = await ctx.db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM categories WHERE name IN (${BLANK}, ${OVERRIDE}, 'Garden'))
        + (SELECT count(*) FROM merchant_types WHERE name = 'Outlet')
        + (SELECT count(*) FROM hot_keywords WHERE title = ${BLANK}) AS n`);
    expect(Number(stored.rows[0]!.n)).toBe(0);
    const keywords = await get<Array<{ title: string }>>(ctx.app, '/api/front/search/keyword');
    expect(keywords.body.data.some((k) => k.title.trim() === '' || k.title.includes('\u200b'))).toBe(false);
  });

  it('keeps the currency symbol, footer, service message and banner words readable; empty optional texts still save', async () => {
    const home = (await get<Record<string, string>>(ctx.app, '/api/admin/settings/home', headers)).body.data;
    const symbol = await send('/api/admin/settings/home', { ...home, currencySymbol: '\u200b' });
    expect(symbol.body.code).toBe(400);
    expect((await get<{ currencySymbol: string }>(ctx.app, '/api/pc/home/index')).body.data.currencySymbol).toBe(
      home.currencySymbol,
    );
    const footer = await send('/api/admin/settings/footer', { phone: '', address: BLANK, copyright: '' });
    expect(footer.body.code).toBe(400);
    expect((footer.body.data as { field: string }).field).toBe('address');
    const emptyFooter = await send('/api/admin/settings/footer', { phone: '', address: '', copyright: '© Mall' });
    expect(emptyFooter.body.code, emptyFooter.body.message).toBe(200);
    const service = await send('/api/admin/settings/service', {
      serviceType: 'message',
      serviceLink: '',
      serviceMessage: `Call us\u202E`,
      servicePhone: '',
      serviceEmail: '',
    });
    expect(service.body.code).toBe(400);
    const banner = await send('/api/admin/banners', {
      title: `Autumn Sale\n${BLANK}`,
      texts: { th: BLANK },
      image: '/uploads/demo/banner-1.svg',
    });
    expect(banner.body.code).toBe(400);
    expect((banner.body.data as { detail: string }).detail).toBe('เขียนข้อความที่มองเห็นได้ หรือเว้นว่างไว้');
  });
});

// Audit FR10: limits count characters as the operator sees them (a Thai letter with its marks as one), not UTF-16
// units: a text of the limit's characters is taken whole even when it holds three times as many units; one more is
// refused in the operator's language.
describe("the operator's texts are measured in characters seen (audit FR10)", () => {
  const syllables = (n: number) => 'ที่'.repeat(n);
  it('takes a Thai banner headline, keyword and category name at their limit and refuses one character more', async () => {
    const banner = (title: string) => send('/api/admin/banners', { title, image: '/uploads/demo/banner-1.svg' });
    const keyword = (title: string) => send('/api/admin/keywords', { title, sort: 1 });
    const category = (name: string) =>
      send('/api/admin/categories', { pid: 0, name, names: {}, icon: '', sort: 1, visible: true });
    const cases: Array<[(text: string) => ReturnType<typeof send>, number, string]> = [
      [banner, 40, 'หัวข้อหลักต้องมีไม่เกิน 40 ตัวอักษร'],
      [keyword, 30, 'คำค้นหาต้องมีไม่เกิน 30 ตัวอักษร'],
      [category, 50, ''],
    ];
    for (const [write, max, refusal] of cases) {
      expect(syllables(max).length).toBe(max * 3);
      const taken = await write(syllables(max));
      expect(taken.body.code, `${max}: ${taken.body.message}`).toBe(200);
      const refused = await write(syllables(max + 1));
      expect(refused.body.code, `${max + 1}`).toBe(400);
      if (refusal) expect((refused.body.data as { detail: string }).detail).toBe(refusal);
    }
    const stored = await ctx.db.execute<{ banners: number; keywords: number; categories: number }>(sql`
      SELECT (SELECT count(*)::int FROM banners WHERE title = ${syllables(40)}) AS banners,
        (SELECT count(*)::int FROM hot_keywords WHERE title = ${syllables(30)}) AS keywords,
        (SELECT count(*)::int FROM categories WHERE name = ${syllables(50)}) AS categories`);
    expect(stored.rows[0]).toEqual({ banners: 1, keywords: 1, categories: 1 });
    const longer = await ctx.db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*)::int FROM banners WHERE title = ${syllables(41)})
        + (SELECT count(*)::int FROM hot_keywords WHERE title = ${syllables(31)})
        + (SELECT count(*)::int FROM categories WHERE name = ${syllables(51)}) AS n`);
    expect(longer.rows[0]!.n).toBe(0);
  });
});
