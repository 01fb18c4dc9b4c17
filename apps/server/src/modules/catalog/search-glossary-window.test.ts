import type { AttributeTerm, Facets, Page, ProductCard } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, get, startTestApp, type TestContext } from '../../../test/harness';
import { createSession } from '../../platform/session';
import { reloadGlossary } from './attribute-glossary';
import { updateTerm } from './attribute-terms.service';
import { drainQueuedDocuments } from './search-refresh';

// Audit GE2 (decision 0048: "nothing disappears"): after the operator renames a glossary term, and before the
// documents' refresher has rebuilt the products it names, a filter by the term, by its new words or by the words a
// shopper's link still has, finds the products the facet counted.

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await startTestApp({ CATALOG_CACHE_TTL_MS: '0' });
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = bearer(await createSession(ctx.db, rows[0]!.id));
});
afterAll(() => ctx?.close());

type SPage = Page<ProductCard> & { facets: Facets };
const fr = async (attrs?: string) => {
  const res = await get<SPage>(
    ctx.app,
    `/api/front/product/list?cid=1&facets=true&limit=1${attrs ? `&attrs=${encodeURIComponent(attrs)}` : ''}`,
    { cookie: 'locale=fr' },
  );
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const queued = async () =>
  (await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_refresh_queue`)).rows[0]!.n;

it('a renamed value and name keep finding their products until the refresher has rebuilt them', async () => {
  const terms = (await get<AttributeTerm[]>(ctx.app, '/api/admin/attribute-terms', admin)).body.data;
  const colour = terms.find((t) => t.texts.en === 'Colour')!;
  const black = colour.values!.find((v) => v.texts.en === 'Black')!;
  const shown = (await fr()).facets.attrs.find((a) => a.name === colour.texts.fr)!;
  const counted = shown.values.find((v) => v.value === black.texts.fr)!.count;
  expect(counted).toBeGreaterThan(10);
  expect((await fr(`${colour.texts.fr}:${black.texts.fr}`)).total).toBe(counted);

  // The writes commit and this process's copy of the glossary follows; no refresher runs (no route, no nudge).
  await updateTerm(ctx.db, black.id, {
    parentId: colour.id,
    texts: { ...black.texts, fr: 'Noir profond' },
    aliases: black.aliases,
  });
  await updateTerm(ctx.db, colour.id, { texts: { ...colour.texts, fr: 'Nuance' }, aliases: colour.aliases });
  await reloadGlossary(ctx.db);
  expect(await queued()).toBeGreaterThanOrEqual(counted);

  // The change feed has told the app's routes (the facets read the new value's word), and nothing is rebuilt yet.
  for (let i = 0; i < 50; i++) {
    const values = (await fr()).facets.attrs.flatMap((a) => a.values.map((v) => v.value));
    if (values.includes('Noir profond')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await queued()).toBeGreaterThanOrEqual(counted);
  // Before the pass: the new words, the old link and the mixed label the facet shows all find them.
  expect((await fr('Nuance:Noir profond')).total).toBe(counted);
  expect((await fr(`${colour.texts.fr}:${black.texts.fr}`)).total).toBe(counted);
  expect((await fr(`${colour.texts.fr}:Noir profond`)).total).toBe(counted);
  expect((await fr('Colour:Black')).total).toBe(counted);
  // A value chosen beside it still narrows: OR inside the attribute, nothing else let in.
  expect((await fr('Nuance:Noir profond,Nuance:Noir profond')).total).toBe(counted);

  // After the pass, as before.
  expect(await drainQueuedDocuments(ctx.db)).toBeGreaterThanOrEqual(counted);
  expect((await fr('Nuance:Noir profond')).total).toBe(counted);
  expect((await fr(`${colour.texts.fr}:${black.texts.fr}`)).total).toBe(counted);
  const facet = (await fr('Nuance:Noir profond')).facets.attrs.find((a) => a.name === 'Nuance')!;
  expect(facet.values.find((v) => v.value === 'Noir profond')).toMatchObject({ count: counted, selected: true });
}, 60_000);
