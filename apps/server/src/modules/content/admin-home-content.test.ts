import { BANNERS_MAX, BannerEditSchema } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post, startTestApp, type TestContext } from '../../../test/harness';
import { uploadPicture } from '../../../test/settle-support';
import { createSession } from '../../platform/session';

let ctx: TestContext;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  ctx = await startTestApp();
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = { headers: bearer(await createSession(ctx.db, rows[0]!.id)) };
});
afterAll(() => ctx?.close());

type Home = {
  banners: { id: number; image: string; title: string; link: string }[];
  recommend: { id: number }[];
  activities: { id: number; name: string }[];
};
const home = async (headers: Record<string, string> = {}) =>
  (await get<Home>(ctx.app, '/api/pc/home/index', headers)).body.data;

describe('banners', () => {
  it('lists, creates, edits and deletes; the home page follows', async () => {
    const list = await get<{ id: number; sort: number }[]>(ctx.app, '/api/admin/banners', admin.headers);
    expect(list.body.data.length).toBeGreaterThan(0);
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/admin/banners',
      { title: 'Spring', image: '/uploads/demo/banner-1.svg', link: '/goods/goods_search?cid=1', sort: 0 },
      admin,
    );
    const id = created.body.data.id;
    expect((await home()).banners[0]).toEqual({
      id,
      title: 'Spring',
      image: '/uploads/demo/banner-1.svg',
      link: '/goods/goods_search?cid=1',
    });
    await post(
      ctx.app,
      `/api/admin/banners/${id}`,
      {
        title: 'Spring sale',
        // Any upload our upload call recorded (modules/uploads/upload-owners.ts).
        image: await uploadPicture(ctx.app, admin.headers.authorization!.slice('Bearer '.length)),
        link: 'https://example.com/x',
        sort: 0,
        version: 1,
      },
      admin,
    );
    expect((await home()).banners[0]).toMatchObject({ id, title: 'Spring sale', link: 'https://example.com/x' });
    expect((await post(ctx.app, `/api/admin/banners/${id}/delete`, undefined, admin)).body.code).toBe(200);
    expect((await home()).banners.map((b) => b.id)).not.toContain(id);
    expect(
      (await post(ctx.app, `/api/admin/banners/${id}`, { image: '/uploads/demo/banner-1.svg' }, admin)).status,
    ).toBe(404);
  });

  it('accepts only our pictures and safe links', async () => {
    for (const body of [
      { image: '' },
      { image: 'https://evil.example/banner.png' },
      { image: '/uploads/demo/banner-1.svg', link: 'javascript:alert(1)' },
      { image: '/uploads/demo/banner-1.svg', link: '//evil.example/' },
      { image: '/uploads/demo/banner-1.svg', link: '/a b' },
      { image: '/uploads/demo/banner-1.svg', title: 'x'.repeat(101) },
    ]) {
      expect((await post(ctx.app, '/api/admin/banners', body, admin)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('keeps the words per language and answers each reader in theirs, English where none was given', async () => {
    const texts = { fr: ' Soldes d’automne \r\n\n Jusqu’à -50 % ', 'zh-CN': '秋季大促\n全场低至五折', th: '' };
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/admin/banners',
      { title: 'Autumn Sale\nUp to 50% off', texts, image: '/uploads/demo/banner-1.svg', sort: 0 },
      admin,
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const saved = (await get<{ id: number; texts: object }[]>(ctx.app, '/api/admin/banners', admin.headers)).body.data;
    // Lines trimmed, the empty line and the empty language dropped.
    expect(saved.find((b) => b.id === id)?.texts).toEqual({
      fr: 'Soldes d’automne\nJusqu’à -50 %',
      'zh-CN': '秋季大促\n全场低至五折',
    });
    const titleFor = async (headers: Record<string, string>) =>
      (await home(headers)).banners.find((b) => b.id === id)?.title;
    expect(await titleFor({ cookie: 'locale=fr' })).toBe('Soldes d’automne\nJusqu’à -50 %');
    expect(await titleFor({ 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('秋季大促\n全场低至五折');
    expect(await titleFor({ cookie: 'locale=th' })).toBe('Autumn Sale\nUp to 50% off');
    expect(await titleFor({})).toBe('Autumn Sale\nUp to 50% off');

    await post(
      ctx.app,
      `/api/admin/banners/${id}`,
      { title: 'Sale', texts: {}, image: '/uploads/demo/banner-1.svg', version: 1 },
      admin,
    );
    expect(await titleFor({ cookie: 'locale=fr' })).toBe('Sale');
    const { rows } = await ctx.db.execute<{ texts: object }>(sql`SELECT texts FROM banners WHERE id = ${id}`);
    expect(rows[0]?.texts).toEqual({});
    await post(ctx.app, `/api/admin/banners/${id}/delete`, undefined, admin);
  });

  it('gives every demo banner words that fit, in all six languages', async () => {
    const list = (await get<{ title: string; texts: object }[]>(ctx.app, '/api/admin/banners', admin.headers)).body
      .data;
    expect(list.length).toBe(4);
    for (const { title, texts } of list) {
      const parsed = BannerEditSchema.safeParse({ title, texts, image: '/uploads/demo/banner-1.svg' });
      expect(parsed.success, title).toBe(true);
      expect(title).toContain('\n');
      expect(Object.keys(texts).sort()).toEqual(['es', 'fr', 'lo', 'th', 'zh-CN']);
    }
  });

  it('refuses words that would not fit over the picture', async () => {
    const image = '/uploads/demo/banner-1.svg';
    for (const [body, message] of [
      [{ image, title: 'x'.repeat(41) }, 'The headline must be at most 40 characters'],
      [{ image, texts: { fr: `Soldes\n${'x'.repeat(61)}` } }, 'The subline must be at most 60 characters'],
      [
        { image, texts: { th: 'one\ntwo\nthree' } },
        'A banner text has at most two lines: the headline and the subline',
      ],
      [{ image, texts: { lo: 'x'.repeat(201) } }, 'The text must be at most 200 characters'],
    ] as const) {
      const answer = await post(ctx.app, '/api/admin/banners', body, admin);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM banners WHERE title LIKE 'xxx%'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('shows shoppers every banner the console lets the operator keep: one bound (audit FR6)', async () => {
    const before = (await get<{ id: number }[]>(ctx.app, '/api/admin/banners', admin.headers)).body.data.length;
    const added: number[] = [];
    for (let i = before; i < BANNERS_MAX; i++) {
      const created = await post<{ id: number }>(
        ctx.app,
        '/api/admin/banners',
        { title: `Bound ${i}`, image: '/uploads/demo/banner-1.svg', sort: 100 + i },
        admin,
      );
      added.push(created.body.data.id);
    }
    const refused = await post(
      ctx.app,
      '/api/admin/banners',
      { title: 'One too many', image: '/uploads/demo/banner-1.svg' },
      admin,
    );
    expect(refused.status).toBe(400);
    const shown = (await home()).banners.map((b) => b.id);
    expect(shown).toHaveLength(BANNERS_MAX);
    expect(shown).toEqual(expect.arrayContaining(added));
    for (const id of added) await post(ctx.app, `/api/admin/banners/${id}/delete`, undefined, admin);
  });
});

describe('recommended products', () => {
  it('finds products of any shop with their visibility', async () => {
    const { body } = await get<{
      list: { id: number; onSale: boolean; shopStatus: string; name: string }[];
      total: number;
    }>(ctx.app, '/api/admin/products?keywords=headphones&limit=5', admin.headers);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.list[0]).toMatchObject({ onSale: expect.any(Boolean), shopStatus: 'open' });
    expect(body.data.list.every((p) => /headphones/i.test(p.name))).toBe(true);
    const byId = await get<{ list: { id: number }[] }>(
      ctx.app,
      `/api/admin/products?keywords=${body.data.list[0]!.id}`,
      admin.headers,
    );
    expect(byId.body.data.list.map((p) => p.id)).toContain(body.data.list[0]!.id);
  });

  it('replaces the recommendations in the given order; the home page and its list follow', async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT p.id FROM products p WHERE p.on_sale AND p.recommend_sort IS NULL ORDER BY p.sales ASC, p.id LIMIT 3`);
    const picks = rows.map((r) => r.id).reverse();
    const res = await post(ctx.app, '/api/admin/recommend', { productIds: picks }, admin);
    expect(res.body.code).toBe(200);
    expect((await home()).recommend.slice(0, 3).map((p) => p.id)).toEqual(picks);
    const list = await get<{ list: { id: number }[] }>(ctx.app, '/api/front/index/product?limit=3');
    expect(list.body.data.list.map((p) => p.id)).toEqual(picks);
    const admins = await get<{ list: { id: number; recommendSort: number }[]; total: number }>(
      ctx.app,
      '/api/admin/products?recommended=true',
      admin.headers,
    );
    expect(admins.body.data.list.map((p) => [p.id, p.recommendSort])).toEqual(picks.map((id, i) => [id, i + 1]));
    expect((await post(ctx.app, '/api/admin/recommend', { productIds: [picks[0], picks[0]] }, admin)).status).toBe(400);
    expect((await post(ctx.app, '/api/admin/recommend', { productIds: [999999] }, admin)).status).toBe(404);
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect((await post(ctx.app, '/api/admin/recommend', { productIds: many }, admin)).status).toBe(400);
    await post(ctx.app, '/api/admin/recommend', { productIds: [] }, admin);
    const none = await get<{ total: number }>(ctx.app, '/api/admin/products?recommended=true', admin.headers);
    expect(none.body.data.total).toBe(0);
  });
});

describe('activities', () => {
  let id: number;
  const versionOf = async (activity: number) =>
    (await get<{ version: number }>(ctx.app, `/api/admin/activities/${activity}`, admin.headers)).body.data.version;
  const soon = new Date(Date.now() - 3_600_000).toISOString();
  const later = new Date(Date.now() + 86_400_000).toISOString();

  it('lists the activities with their state', async () => {
    const { body } = await get<{ running: boolean; productCount: number }[]>(
      ctx.app,
      '/api/admin/activities',
      admin.headers,
    );
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.some((a) => a.running && a.productCount > 0)).toBe(true);
  });

  it('creates one with products; shoppers see it running, in their language', async () => {
    const created = await post<{ id: number }>(
      ctx.app,
      '/api/admin/activities',
      {
        name: 'Garden days',
        names: { 'zh-CN': '园艺节' },
        image: '/uploads/demo/activity-1.svg',
        intro: 'Everything for the garden',
        intros: { 'zh-CN': '园艺用品应有尽有', fr: '  ' },
        startTime: soon,
        endTime: later,
        sort: 0,
      },
      admin,
    );
    id = created.body.data.id;
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM products WHERE on_sale ORDER BY id LIMIT 2`,
    );
    const productIds = rows.map((r) => r.id).reverse();
    expect((await post(ctx.app, `/api/admin/activities/${id}/products`, { productIds }, admin)).body.code).toBe(200);
    const zh = await get<{ id: number; name: string; intro: string }[]>(ctx.app, '/api/front/activity/list', {
      cookie: 'locale=zh-CN',
    });
    expect(zh.body.data.find((a) => a.id === id)).toMatchObject({ name: '园艺节', intro: '园艺用品应有尽有' });
    // An empty translation is dropped: French readers get the English intro.
    const fr = await get<{ id: number; intro: string }[]>(ctx.app, '/api/front/activity/list', { cookie: 'locale=fr' });
    expect(fr.body.data.find((a) => a.id === id)?.intro).toBe('Everything for the garden');
    expect((await home()).activities.map((a) => a.id)).toContain(id);
    const products = await get<{ list: { id: number }[] }>(ctx.app, `/api/front/activity/${id}/products`);
    expect(products.body.data.list.map((p) => p.id)).toEqual(productIds);
    const detail = await get<{ products: { id: number }[]; running: boolean; intros: Record<string, string> }>(
      ctx.app,
      `/api/admin/activities/${id}`,
      admin.headers,
    );
    expect(detail.body.data.running).toBe(true);
    expect(detail.body.data.products.map((p) => p.id)).toEqual(productIds);
    expect(detail.body.data.intros).toEqual({ 'zh-CN': '园艺用品应有尽有' });
  });

  it('gives every demo activity its intro in all six languages, and bounds each', async () => {
    const { body } = await get<{ id: number; intros: Record<string, string> }[]>(
      ctx.app,
      '/api/admin/activities',
      admin.headers,
    );
    const demo = body.data.filter((a) => a.id !== id);
    expect(demo.length).toBeGreaterThanOrEqual(4);
    for (const a of demo) expect(Object.keys(a.intros).sort()).toEqual(['es', 'fr', 'lo', 'th', 'zh-CN']);
    const long = await post(
      ctx.app,
      '/api/admin/activities',
      {
        name: 'Long',
        image: '/uploads/demo/activity-1.svg',
        startTime: soon,
        endTime: later,
        intros: { th: 'ก'.repeat(201) },
      },
      admin,
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('The introduction must be at most 200 characters');
  });

  it('refuses an edit from a form loaded before another edit: nothing is lost (audit FR5)', async () => {
    const loaded = (
      await get<{ version: number; name: string; intro: string }>(ctx.app, `/api/admin/activities/${id}`, admin.headers)
    ).body.data;
    const form = {
      name: loaded.name,
      image: '/uploads/demo/activity-1.svg',
      intro: loaded.intro,
      startTime: soon,
      endTime: later,
    };
    const ann = await post(
      ctx.app,
      `/api/admin/activities/${id}`,
      { ...form, name: 'Garden days by Ann', version: loaded.version },
      admin,
    );
    expect(ann.body.code).toBe(200);
    const bob = await post(
      ctx.app,
      `/api/admin/activities/${id}`,
      { ...form, intro: 'intro by Bob', version: loaded.version },
      { headers: { ...admin.headers, cookie: 'locale=th' } },
    );
    expect(bob.status).toBe(409);
    expect(bob.body.message).toBe('มีผู้อื่นแก้ไขรายการนี้ในระหว่างนี้ กรุณาโหลดใหม่เพื่อดูการเปลี่ยนแปลง');
    const stored = (
      await get<{ name: string; intro: string; version: number }>(ctx.app, `/api/admin/activities/${id}`, admin.headers)
    ).body.data;
    expect(stored).toMatchObject({ name: 'Garden days by Ann', intro: loaded.intro, version: loaded.version + 1 });
    // An edit that names no version (audit FX2) applies to the current activity.
    expect((await post(ctx.app, `/api/admin/activities/${id}`, form, admin)).status).toBe(200);
  });

  it('edits the time: an activity that has not started leaves the storefront', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const next = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const res = await post(
      ctx.app,
      `/api/admin/activities/${id}`,
      {
        name: 'Garden days',
        image: '/uploads/demo/activity-1.svg',
        startTime: tomorrow,
        endTime: next,
        version: await versionOf(id),
      },
      admin,
    );
    expect(res.body.code).toBe(200);
    const list = await get<{ id: number }[]>(ctx.app, '/api/front/activity/list');
    expect(list.body.data.map((a) => a.id)).not.toContain(id);
    // Nor are its products listed before it starts, as for an unknown activity (audit FR8); the console still has them.
    expect((await get(ctx.app, `/api/front/activity/${id}/products`)).status).toBe(404);
    const own = await get<{ products: unknown[] }>(ctx.app, `/api/admin/activities/${id}`, admin.headers);
    expect(own.body.data.products.length).toBeGreaterThan(0);
    // Nor after it has ended.
    const ended = await post(
      ctx.app,
      `/api/admin/activities/${id}`,
      {
        name: 'Garden days',
        image: '/uploads/demo/activity-1.svg',
        startTime: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        endTime: new Date(Date.now() - 86_400_000).toISOString(),
        version: await versionOf(id),
      },
      admin,
    );
    expect(ended.body.code).toBe(200);
    expect((await get(ctx.app, `/api/front/activity/${id}/products`)).status).toBe(404);
  });

  it('validates times, picture and products', async () => {
    const base = { name: 'Bad', image: '/uploads/demo/activity-1.svg', startTime: later, endTime: soon };
    const backwards = await post(ctx.app, '/api/admin/activities', base, admin);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('The end time must be after the start time');
    expect(
      (await post(ctx.app, '/api/admin/activities', { ...base, startTime: 'tomorrow', endTime: later }, admin)).status,
    ).toBe(400);
    expect(
      (await post(ctx.app, '/api/admin/activities', { ...base, startTime: soon, endTime: later, image: '' }, admin))
        .status,
    ).toBe(400);
    expect((await post(ctx.app, `/api/admin/activities/${id}/products`, { productIds: [999999] }, admin)).status).toBe(
      404,
    );
    expect((await post(ctx.app, '/api/admin/activities/999999/products', { productIds: [] }, admin)).status).toBe(404);
  });

  it('deletes', async () => {
    expect((await post(ctx.app, `/api/admin/activities/${id}/delete`, undefined, admin)).body.code).toBe(200);
    expect((await get(ctx.app, `/api/admin/activities/${id}`, admin.headers)).status).toBe(404);
    expect((await get(ctx.app, `/api/front/activity/${id}/products`)).status).toBe(404);
  });
});
