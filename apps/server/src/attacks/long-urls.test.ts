import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';
import { listening, sendRaw } from './support';

// Audit GZ2 (GR's finding): a URL beyond Node's 16 KB header limit (`attrs` with 5,000 values, `cids` with 10,000
// ids) got Fastify's own 431, `{"error":"Request Header Fields Too Large",…}` in English, outside the envelope,
// whatever language the reader asked for. It answers the envelope in the reader's language now, where the request's
// bytes Node received say it; the list parameters still answer their own 400 below the limit.

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await startTestApp();
  port = await listening(ctx);
});
afterAll(() => ctx?.close());

const send = (head: string) => sendRaw(port, head);

const get = (path: string, headers: Record<string, string> = {}) =>
  send(
    `GET ${path} HTTP/1.1\r\nHost: shop\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}Connection: close\r\n\r\n`,
  );

const manyIds = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
const manyValues = (n: number) => encodeURIComponent(`Colour:${Array.from({ length: n }, (_, i) => `${i}`).join('|')}`);

const TOO_LONG = {
  en: 'The request is too long (its web address and headers): choose fewer filters or items at once',
  fr: 'La requête est trop longue (son adresse web et ses en-têtes) : choisissez moins de filtres ou d’éléments à la fois',
  th: 'คำขอยาวเกินไป (ที่อยู่เว็บและส่วนหัว) โปรดเลือกตัวกรองหรือรายการให้น้อยลงในแต่ละครั้ง',
  lo: 'ຄຳຮ້ອງຂໍຍາວເກີນໄປ (ທີ່ຢູ່ເວັບ ແລະ ສ່ວນຫົວ) ກະລຸນາເລືອກຕົວກັ່ນຕອງ ຫຼື ລາຍການໃຫ້ໜ້ອຍລົງໃນແຕ່ລະຄັ້ງ',
  es: 'La solicitud es demasiado larga (su dirección web y sus encabezados): elige menos filtros o elementos a la vez',
};

describe('a URL beyond the 16 KB header limit', () => {
  it('with 10,000 ids in `cids` answers 431 in the envelope, in French for an Accept-Language of fr', async () => {
    const path = `/api/front/product/list?cids=${manyIds(10_000)}`;
    expect(path.length).toBeGreaterThan(48_000);
    const res = await get(path, { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(res.body).toEqual({ code: 431, message: TOO_LONG.fr, data: null });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('with 5,000 values in `attrs` answers in Thai for the `locale` cookie, which goes before Accept-Language', async () => {
    const path = `/api/front/product/list?attrs=${manyValues(5_000)}`;
    expect(path.length).toBeGreaterThan(30_000);
    expect(path.length).toBeLessThan(60_000);
    const res = await get(path, { 'Accept-Language': 'fr', Cookie: 'session=x; locale=th' });
    expect(res.body).toEqual({ code: 431, message: TOO_LONG.th, data: null });
  });

  it("follows the request's `lang`, then the console's X-Locale, as every other answer does", async () => {
    const ids = manyIds(10_000);
    const byQuery = await get(`/api/front/product/list?lang=lo&merIds=${ids}`, { 'Accept-Language': 'fr' });
    expect(byQuery.body?.message).toBe(TOO_LONG.lo);
    const byConsole = await get(`/api/front/product/list?merIds=${ids}`, { 'X-Locale': 'es', Cookie: 'locale=th' });
    expect(byConsole.body?.message).toBe(TOO_LONG.es);
  });

  it('answers English when the headers were never read (beyond the packet Node stopped in)', async () => {
    const res = await get(`/api/front/product/list?cids=${manyIds(40_000)}`, { 'Accept-Language': 'fr' });
    expect(res.body).toEqual({ code: 431, message: TOO_LONG.en, data: null });
    expect(res.status).toBe(431);
  });

  it('answers bytes that are no HTTP request in the envelope too', async () => {
    const res = await send('HELLO THERE\r\n\r\n');
    expect(res.body).toEqual({ code: 400, message: 'The request could not be read', data: null });
    expect(res.status).toBe(400);
  });
});

describe('the list parameters below the limit', () => {
  it('answer their own 400 in the reader’s language first: `cids` and `merIds` at 14 KB, `attrs` past 2,000 characters', async () => {
    const ids = manyIds(3_000);
    expect(ids.length).toBeGreaterThan(13_000);
    for (const name of ['cids', 'merIds']) {
      const res = await get(`/api/front/product/list?${name}=${ids}`, { 'Accept-Language': 'fr' });
      expect(res.status, name).toBe(400);
      expect(res.body, name).toMatchObject({ code: 400, message: '400 caractères au maximum' });
    }
    const attrs = `Colour:${'a'.repeat(2_000)}`;
    const res = await get(`/api/front/product/list?attrs=${attrs}`, { 'Accept-Language': 'fr' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, message: '2000 caractères au maximum' });
  });
});
