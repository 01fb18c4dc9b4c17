import type { Address, Country, Region } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const thai = {
  realName: 'Somchai',
  country: 'TH',
  regionCode: 'TH-10',
  city: 'Pathum Wan',
  detail: '99 Rama I Road',
  postCode: '10330',
  countryCode: '+66',
  phone: '812345678',
};

async function save(token: string, body: Record<string, unknown>) {
  return post<{ id: number }>(ctx.app, '/api/front/address/edit', body, { headers: bearer(token) });
}

describe('countries and regions', () => {
  it('lists every ISO country named in the reader language, with dial code, post-code pattern and regions flag', async () => {
    const en = await get<Country[]>(ctx.app, '/api/front/address/countries');
    expect(en.status).toBe(200);
    expect(en.headers['cache-control']).toContain('max-age');
    expect(en.body.data.length).toBeGreaterThanOrEqual(245);
    const la = en.body.data.find((c) => c.code === 'LA')!;
    expect(la).toMatchObject({ name: 'Laos', dialCode: '+856', hasRegions: true, served: true });
    expect(new RegExp(la.postCodePattern!).test('01000')).toBe(true);
    const lo = await get<Country[]>(ctx.app, '/api/front/address/countries?lang=lo');
    expect(lo.body.data.find((c) => c.code === 'LA')!.name).toBe('ລາວ');
    const zh = await get<Country[]>(ctx.app, '/api/front/address/countries', { 'accept-language': 'zh-CN' });
    expect(zh.body.data.find((c) => c.code === 'TH')!.name).toBe('泰国');
    const th = await get<Country[]>(ctx.app, '/api/front/address/countries?lang=th');
    expect(th.body.data.find((c) => c.code === 'FR')!.name).toBe('ฝรั่งเศส');
  });

  it('answers the regions of the six named countries, with cities where known, and 404 for an unknown code', async () => {
    for (const [code, some] of [
      ['CN', 'CN-GD'],
      ['TH', 'TH-10'],
      ['LA', 'LA-VT'],
      ['FR', 'FR-IDF'],
      ['ES', 'ES-M'],
      ['US', 'US-CA'],
    ] as const) {
      const res = await get<Region[]>(ctx.app, `/api/front/address/regions/${code}`);
      expect(res.status, code).toBe(200);
      expect(res.headers['cache-control']).toContain('public');
      expect(
        res.body.data.map((r) => r.code),
        code,
      ).toContain(some);
    }
    const bangkok = (await get<Region[]>(ctx.app, '/api/front/address/regions/th')).body.data.find(
      (r) => r.code === 'TH-10',
    );
    expect(bangkok?.children?.length).toBeGreaterThan(10);
    expect((await get(ctx.app, '/api/front/address/regions/QQ')).status).toBe(404);
    expect((await get(ctx.app, '/api/front/address/regions/THA')).status).toBe(400);
  });

  it("names China's, Thailand's and Laos' regions in their own script for readers of that language only", async () => {
    const regions = async (code: string, lang: string) => {
      const res = await get<Region[]>(ctx.app, `/api/front/address/regions/${code}`, { 'accept-language': lang });
      expect(res.headers.vary).toContain('Accept-Language');
      return res.body.data;
    };
    const named = (list: Region[], code: string) => list.find((r) => r.code === code)?.name;
    const thTh = await regions('TH', 'th');
    expect(named(thTh, 'TH-50')).toBe('เชียงใหม่');
    expect(named(thTh, 'TH-55')).toBe('น่าน');
    // Sorted in Thai: กระบี่ (Krabi) before เชียงใหม่ (Chiang Mai), the other way round in English.
    const order = thTh.map((r) => r.code);
    expect(order.indexOf('TH-81')).toBeLessThan(order.indexOf('TH-50'));
    expect(thTh.find((r) => r.code === 'TH-10')?.children?.length).toBeGreaterThan(10);
    const thEn = await regions('TH', 'en');
    expect(named(thEn, 'TH-50')).toBe('Chiang Mai');
    expect(thEn.map((r) => r.code).indexOf('TH-50')).toBeLessThan(thEn.map((r) => r.code).indexOf('TH-81'));
    expect(named(await regions('TH', 'zh-CN'), 'TH-50')).toBe('Chiang Mai');

    expect(named(await regions('CN', 'zh-CN'), 'CN-GD')).toBe('广东省');
    expect(named(await regions('CN', 'fr'), 'CN-GD')).toBe('Guangdong');
    const la = await regions('LA', 'lo');
    expect(named(la, 'LA-LP')).toBe('ຫຼວງພະບາງ');
    // Vientiane's province and prefecture share a Lao name: each keeps its romanised one beside it.
    expect(named(la, 'LA-VT')).not.toBe(named(la, 'LA-VI'));
    expect(named(la, 'LA-VT')).toContain('ວຽງຈັນ');
    expect(named(await regions('FR', 'th'), 'FR-IDF')).toBe(named(await regions('FR', 'en'), 'FR-IDF'));
    // The language can also be in the address (as the storefront and console ask).
    const lo = await get<Region[]>(ctx.app, '/api/front/address/regions/LA?lang=lo');
    expect(named(lo.body.data, 'LA-LP')).toBe('ຫຼວງພະບາງ');
  });

  it("names Laos' provinces for Thai and Chinese readers too, and Vientiane's two in each language (audit AX7)", async () => {
    const named = async (lang: string, code: string) =>
      (await get<Region[]>(ctx.app, `/api/front/address/regions/LA?lang=${lang}`)).body.data.find(
        (r) => r.code === code,
      )?.name;
    expect(await named('th', 'LA-LP')).toBe('หลวงพระบาง');
    expect(await named('th', 'LA-VT')).toBe('นครหลวงเวียงจันทน์');
    expect(await named('zh-CN', 'LA-VT')).toBe('万象市');
    // The Lao reader no longer reads "ວຽງຈັນ (Vientiane Prefecture)": the capital and the province by their Lao names.
    expect(await named('lo', 'LA-VT')).toBe('ນະຄອນຫຼວງວຽງຈັນ');
    expect(await named('lo', 'LA-VI')).toBe('ແຂວງວຽງຈັນ');
    expect(await named('fr', 'LA-VT')).toBe('Préfecture de Vientiane');
    expect(await named('es', 'LA-VI')).toBe('Provincia de Vientián');
    expect(await named('en', 'LA-VT')).toBe('Vientiane Prefecture');
    // No Thai list mixes scripts: every province of Laos is in Thai for a Thai reader.
    const th = (await get<Region[]>(ctx.app, '/api/front/address/regions/LA?lang=th')).body.data;
    for (const r of th) expect(r.name, r.code).toMatch(/^[\u0e00-\u0e7f ]+$/);
  });

  it("prints a stored address's region in the reader's language from its code, and keeps the stored text (audit AX7)", async () => {
    const { token } = await newShopper(ctx.db, 'vientiane');
    const laos = { ...thai, country: 'LA', regionCode: 'LA-VT', city: '', postCode: '01000', countryCode: '+856' };
    const saved = await save(token, { ...laos, phone: '2055512345', region: 'ignored' });
    expect(saved.body.code, saved.body.message).toBe(200);
    const region = async (lang: string) =>
      (
        await get<Address & { region: string }>(
          ctx.app,
          `/api/front/address/detail/${saved.body.data.id}?lang=${lang}`,
          bearer(token),
        )
      ).body.data.region;
    expect(await region('th')).toBe('นครหลวงเวียงจันทน์');
    expect(await region('fr')).toBe('Préfecture de Vientiane');
    expect(await region('lo')).toBe('ນະຄອນຫຼວງວຽງຈັນ');
    expect(await region('en')).toBe('Vientiane Prefecture');
    const { rows } = await ctx.db.execute<{ region: string; region_code: string }>(
      sql`SELECT region, region_code FROM addresses WHERE id = ${saved.body.data.id}`,
    );
    expect(rows[0]).toEqual({ region: 'Vientiane Prefecture', region_code: 'LA-VT' });
  });

  it("lists Spain's 50 provinces with Ceuta and Melilla, spelt right, each with its own towns (audit X1)", async () => {
    const es = (await get<Region[]>(ctx.app, '/api/front/address/regions/ES', { 'accept-language': 'es' })).body.data;
    const codes = es.map((r) => r.code);
    expect(codes).toHaveLength(52);
    for (const code of ['ES-SE', 'ES-Z', 'ES-GC', 'ES-TF', 'ES-PM', 'ES-VA', 'ES-CE', 'ES-ML'])
      expect(codes).toContain(code);
    // No autonomous community beside its own provinces: a shopper in Sevilla finds it once.
    for (const code of ['ES-AN', 'ES-AR', 'ES-CN', 'ES-CL', 'ES-IB', 'ES-MD']) expect(codes).not.toContain(code);
    for (const r of es) expect(r.name, r.code).not.toMatch(/[ìòùÌÒÙ]/);
    const towns = (code: string) => (es.find((r) => r.code === code)?.children ?? []).map((c) => c.name);
    // Towns under the province they are in, not every town of Castilla y León under León.
    expect(towns('ES-LE')).toContain('Astorga');
    expect(towns('ES-LE')).not.toContain('Valladolid');
    expect(towns('ES-VA')).toContain('Valladolid');
    expect(towns('ES-SA')).toContain('Salamanca');
    expect(towns('ES-SE')).toContain('Écija');
    expect(towns('ES-M')).toContain('Alcalá de Henares');
    expect(towns('ES-B')).toContain('Sabadell');
    // No town is the name of another province (as Valladolid was under León).
    const provinces = new Set(es.map((r) => r.name));
    for (const r of es)
      for (const t of towns(r.code)) if (t !== r.name) expect(provinces.has(t), `${t} in ${r.name}`).toBe(false);
  });

  it('marks only the served countries when the platform limits them', async () => {
    await ctx.db.execute(sql`
      INSERT INTO settings (key, value) VALUES ('shipping', '{"countries":["TH","LA"]}'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    try {
      const list = (await get<Country[]>(ctx.app, '/api/front/address/countries')).body.data;
      expect(list.filter((c) => c.served).map((c) => c.code)).toEqual(['LA', 'TH']);
      const { token } = await newShopper(ctx.db);
      const us = await save(token, {
        ...thai,
        country: 'US',
        regionCode: 'US-CA',
        postCode: '94105',
        countryCode: '+1',
        phone: '4155550100',
      });
      expect(us.status).toBe(400);
      expect(us.body.message).toBe('We do not deliver to this country yet');
    } finally {
      await ctx.db.execute(sql`DELETE FROM settings WHERE key = 'shipping'`);
    }
  });
});

describe('structured addresses', () => {
  it('saves a structured address with the region name from the data and answers it in the reader language', async () => {
    const { token } = await newShopper(ctx.db);
    const saved = await save(token, { ...thai, region: 'whatever the client says' });
    expect(saved.body.code, saved.body.message).toBe(200);
    const fr = await get<Address>(ctx.app, `/api/front/address/detail/${saved.body.data.id}?lang=fr`, bearer(token));
    expect(fr.body.data).toMatchObject({
      country: 'TH',
      countryName: 'Thaïlande',
      regionCode: 'TH-10',
      region: 'Krung Thep Mahanakhon (Bangkok)',
      city: 'Pathum Wan',
      structured: true,
      countryCode: '+66',
    });
    // A Thai reader reads the province in Thai; the address keeps the romanised name it was saved with.
    const th = await get<Address>(ctx.app, `/api/front/address/detail/${saved.body.data.id}?lang=th`, bearer(token));
    expect(th.body.data).toMatchObject({ regionCode: 'TH-10', region: 'กรุงเทพฯ' });
    const { rows } = await ctx.db.execute<{ region: string }>(
      sql`SELECT region FROM addresses WHERE id = ${saved.body.data.id}`,
    );
    expect(rows[0]?.region).toBe('Krung Thep Mahanakhon (Bangkok)');
  });

  it.each([
    [{ country: 'QQ' }, 'Choose the country of the address from the list'],
    [{ regionCode: '' }, 'Choose a province or state'],
    [{ regionCode: 'LA-VT' }, 'Choose a province or state of this country'],
    [{ regionCode: 'TH-XX' }, 'Choose a province or state of this country'],
    [{ postCode: '1033' }, 'The post code does not fit this country'],
    [{ postCode: 'ABCDE' }, 'The post code does not fit this country'],
    [{ countryCode: '+86' }, 'The phone number must use the dial code of the address country'],
  ])('refuses %o with a clear message and saves nothing', async (change, message) => {
    const { token, id } = await newShopper(ctx.db);
    const res = await save(token, { ...thai, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM addresses WHERE user_id = ${id}`);
    expect(rows).toHaveLength(0);
  });

  it('shows an older free-text address as one to complete and lets it be edited into a structured one', async () => {
    const { token, id: userId } = await newShopper(ctx.db);
    // Made before addresses were structured: only the database holds such rows now.
    const { rows: made } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO addresses (user_id, real_name, country, detail, post_code, country_code, phone, is_default)
      VALUES (${userId}, 'Ann Lee', 'Thailand', '1 Harbour Road', 'anything', '+1', '2125550100', true) RETURNING id`);
    const list = await get<Address[]>(ctx.app, '/api/front/address/list', bearer(token));
    expect(list.body.data[0]).toMatchObject({ country: 'Thailand', countryName: 'Thailand', structured: false });
    // The version the form loaded, where addresses carry one (edits.ts).
    const { version } = list.body.data[0] as { version?: number };
    const edited = await save(token, { ...thai, id: made[0]!.id, ...(version === undefined ? {} : { version }) });
    expect(edited.body.code, edited.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ country: string; region_code: string; post_code: string }>(
      sql`SELECT country, region_code, post_code FROM addresses WHERE user_id = ${userId}`,
    );
    expect(rows).toEqual([{ country: 'TH', region_code: 'TH-10', post_code: '10330' }]);
  });

  it('shows an address saved under a region code the data no longer has with its stored region, to complete (audit X1)', async () => {
    const { token, id: userId } = await newShopper(ctx.db);
    // Saved when Spain's list still had its communities (Andalucía as ES-AN, under its old misspelling).
    const { rows: made } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO addresses (user_id, real_name, country, region_code, region, city, detail, post_code, country_code,
        phone, is_default)
      VALUES (${userId}, 'Ana Ruiz', 'ES', 'ES-AN', 'Andalucìa', 'Sevilla', 'Calle Sierpes 1', '41004', '+34',
        '612345678', true) RETURNING id`);
    const list = await get<Address[]>(ctx.app, '/api/front/address/list?lang=es', bearer(token));
    expect(list.body.data[0]).toMatchObject({
      country: 'ES',
      countryName: 'España',
      regionCode: 'ES-AN',
      region: 'Andalucìa',
      city: 'Sevilla',
      structured: false,
    });
    const detail = await get<Address>(ctx.app, `/api/front/address/detail/${made[0]!.id}`, bearer(token));
    expect(detail.body.data).toMatchObject({ region: 'Andalucìa', structured: false });
    const spain = {
      ...thai,
      country: 'ES',
      city: 'Sevilla',
      postCode: '41004',
      countryCode: '+34',
      phone: '612345678',
    };
    expect((await save(token, { ...spain, regionCode: 'ES-AN' })).body.message).toBe(
      'Choose a province or state of this country',
    );
    const { version } = list.body.data[0] as { version?: number };
    const edited = await save(token, {
      ...spain,
      id: made[0]!.id,
      regionCode: 'ES-SE',
      ...(version === undefined ? {} : { version }),
    });
    expect(edited.body.code, edited.body.message).toBe(200);
    const after = await get<Address>(ctx.app, `/api/front/address/detail/${made[0]!.id}`, bearer(token));
    expect(after.body.data).toMatchObject({ regionCode: 'ES-SE', region: 'Sevilla', structured: true });
  });

  it('accepts a country without known regions or post-code pattern, and lower-case codes', async () => {
    const { token } = await newShopper(ctx.db);
    const res = await save(token, {
      ...thai,
      country: 'sg',
      regionCode: '',
      postCode: '018956',
      countryCode: '+65',
      phone: '61234567',
    });
    // Singapore has regions in the data, so a region is required.
    const regions = (await get<Region[]>(ctx.app, '/api/front/address/regions/SG')).body.data;
    if (regions.length > 0) {
      expect(res.body.message).toBe('Choose a province or state');
      const again = await save(token, {
        ...thai,
        country: 'sg',
        regionCode: regions[0]!.code.toLowerCase(),
        postCode: '018956',
        countryCode: '+65',
        phone: '61234567',
      });
      expect(again.body.code, again.body.message).toBe(200);
    } else {
      expect(res.body.code, res.body.message).toBe(200);
    }
  });

  it("another shopper's address cannot be read or edited into a structured one", async () => {
    const ann = await newShopper(ctx.db);
    const bob = await newShopper(ctx.db);
    const { body } = await save(ann.token, thai);
    expect((await get(ctx.app, `/api/front/address/detail/${body.data.id}`, bearer(bob.token))).status).toBe(404);
    expect((await save(bob.token, { ...thai, id: body.data.id })).status).toBe(404);
  });
});

describe('an address counted as the shopper sees its characters (audit FC3)', () => {
  it('takes Thai and Lao names under their marks and emoji up to each limit, refuses one more in the reader language', async () => {
    const { id, token } = await newShopper(ctx.db);
    // 50 Thai syllables with their marks (150 code points), 60 Lao, 200 emoji (400 UTF-16 units): each at its limit.
    const full = {
      ...thai,
      realName: 'กี่'.repeat(50),
      country: 'SG',
      regionCode: '',
      city: 'ທີ່'.repeat(60),
      detail: '🏠'.repeat(200),
      postCode: '018956',
      countryCode: '+65',
      phone: '61234567',
    };
    const regions = (await get<Region[]>(ctx.app, '/api/front/address/regions/SG')).body.data;
    if (regions.length > 0) full.regionCode = regions[0]!.code;
    const saved = await save(token, full);
    expect(saved.body.code, saved.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ real_name: string; city: string; detail: string }>(
      sql`SELECT real_name, city, detail FROM addresses WHERE user_id = ${id}`,
    );
    expect(rows).toEqual([{ real_name: 'กี่'.repeat(50), city: 'ທີ່'.repeat(60), detail: '🏠'.repeat(200) }]);
    // One character more, whether a Thai syllable or an emoji: refused with the field's limit, nothing more saved.
    for (const [language, over, told] of [
      ['th', { realName: 'กี่'.repeat(51) }, 'ชื่อผู้รับต้องไม่เกิน 50 ตัวอักษร'],
      ['es', { realName: '😀'.repeat(51) }, 'El nombre del destinatario debe tener como máximo 50 caracteres'],
      ['th', { detail: '🏠'.repeat(201) }, 'ที่อยู่โดยละเอียดต้องไม่เกิน 200 ตัวอักษร'],
      ['es', { city: 'ທີ່'.repeat(61) }, 'La ciudad debe tener como máximo 60 caracteres'],
      ['es', { postCode: '٠'.repeat(21) }, 'El código postal debe tener como máximo 20 caracteres'],
    ] as const) {
      const refused = await post(
        ctx.app,
        '/api/front/address/edit',
        { ...full, ...over },
        { headers: { ...bearer(token), 'accept-language': language } },
      );
      expect(refused.body.code, JSON.stringify(over)).toBe(400);
      expect(refused.body.message).toContain(told);
    }
    const after = await ctx.db.execute(sql`SELECT id FROM addresses WHERE user_id = ${id}`);
    expect(after.rows).toHaveLength(1);
  });

  // Audit FL5: each optional field names itself, never the detailed address.
  it('refuses a city or a province of invisible characters only with its own sentence', async () => {
    const { token } = await newShopper(ctx.db);
    for (const [language, over, told] of [
      ['th', { city: '\u200b' }, 'เขียนชื่อเมืองที่มองเห็นได้ หรือเว้นว่างไว้'],
      ['lo', { city: '\u200b\u200b' }, 'ຂຽນຊື່ເມືອງທີ່ເຫັນໄດ້ ຫຼື ປ່ອຍໃຫ້ວ່າງ'],
      ['en', { region: '\u2060' }, 'Write a province or state that shows, or leave it empty'],
      ['fr', { city: '\u200b' }, 'Écrivez une ville visible ou laissez le champ vide'],
    ] as const) {
      const refused = await post(
        ctx.app,
        '/api/front/address/edit',
        { ...thai, ...over },
        { headers: { ...bearer(token), 'accept-language': language } },
      );
      expect(refused.body.code, JSON.stringify(over)).toBe(400);
      // The sentence alone, the field it names apart (audit FN6).
      expect(refused.body.message).toBe(told);
      expect(refused.body.data).toEqual({ field: Object.keys(over)[0], detail: told });
    }
  });
});

describe('a post code of another province or state (audit AN6)', () => {
  const place = (country: string, regionCode: string, postCode: string, countryCode: string, phone: string) => ({
    realName: 'Juan',
    country,
    regionCode,
    city: '',
    detail: 'Calle Mayor 1',
    postCode,
    countryCode,
    phone,
  });
  const spain = (regionCode: string, postCode: string) => place('ES', regionCode, postCode, '+34', '612345678');
  const thailand = (regionCode: string, postCode: string) => place('TH', regionCode, postCode, '+66', '812345678');
  const states = (regionCode: string, postCode: string) => place('US', regionCode, postCode, '+1', '2125550100');
  const france = (regionCode: string, postCode: string) => place('FR', regionCode, postCode, '+33', '612345678');

  it('is refused, in the reader language, and nothing is saved', async () => {
    const { id, token } = await newShopper(ctx.db);
    for (const body of [
      spain('ES-B', '28013'),
      thailand('TH-50', '10500'),
      states('US-NY', '90210'),
      france('FR-BRE', '75004'),
    ]) {
      const res = await post(ctx.app, '/api/front/address/edit', body, {
        headers: { ...bearer(token), 'accept-language': 'es' },
      });
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('El código postal es de otra provincia o estado');
    }
    const { rows } = await ctx.db.execute(sql`SELECT id FROM addresses WHERE user_id = ${id}`);
    expect(rows).toEqual([]);
  });

  it('is taken where it belongs, and where the country is not judged', async () => {
    const { token } = await newShopper(ctx.db);
    for (const body of [
      spain('ES-M', '28013'),
      spain('ES-B', '08001'),
      thailand('TH-50', '50200'),
      thailand('TH-10', '10500'),
      // Samut Prakan shares Bangkok's 10; Nonthaburi's 11 is TH-12.
      thailand('TH-11', '10270'),
      thailand('TH-12', '11000'),
      states('US-CA', '90210'),
      states('US-NY', '10001'),
      // Fishers Island, New York, has a Connecticut ZIP.
      states('US-NY', '06390'),
      france('FR-IDF', '75004'),
      france('FR-COR', '20000'),
      place('LA', 'LA-VT', '01000', '+856', '2055512345'),
    ]) {
      const res = await save(token, { ...body, city: '' });
      expect(res.body.code, `${JSON.stringify(body)}: ${res.body.message}`).toBe(200);
    }
  });
});
