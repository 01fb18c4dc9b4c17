import path from 'node:path';
import { LOCALES, type Locale, MONEY_WRITING, numberFormat } from '@mall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, get, post, startTestApp, type TestContext } from '../../../test/harness';
import { CATALOGUES, ENGLISH_MESSAGES, PATTERN_IDS, PATTERNS, translateMessage } from './index';
import { collectMessages, listSourceFiles } from './source-messages';

const LANGUAGES = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');
const digitsOf = (text: string) => text.match(/\d+/g) ?? [];
const numbersOf = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];
/** A number of a message as the reader's language writes it ("999 999,99" in French, audit AO12). */
const written = (n: string, locale: Locale) => {
  const decimals = n.split('.')[1]?.length ?? 0;
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
};

/**
 * Messages whose numbers are an example of the request's own writing, the same in every language: "e.g. 1999.50" shows
 * money as the contract takes it, which a reader's "1 999,50" is not (audit GU2).
 */
const REQUEST_WRITING: ReadonlySet<string> = new Set([MONEY_WRITING]);

/** Spanish speaks to the reader as "tú" everywhere (audit AM6): the "usted" forms the texts once mixed in. */
const FORMAL_SPANISH =
  /\busted(es)?\b|\b(Introduzca|Elija|Escriba|Indique|Suba|Lea|Corrija|Abra|Vuelva|vuelva|Espere|Pulse|Seleccione|inténtelo|recárguelo|Gestiónela|Cuéntenos|reenvíela|ha subido usted|puede elegirlo)\b|^(Su|Sus) |\. (Su|Sus) /;

describe('the catalogue', () => {
  it('speaks Spanish to the reader as tú, never usted', () => {
    const formal = Object.values(CATALOGUES.es.messages).filter((text) => FORMAL_SPANISH.test(text));
    expect(formal).toEqual([]);
    expect(translateMessage('This picture was not uploaded by you', 'es')).toBe('Esta imagen no la has subido tú');
  });

  it('has each English message once', () => {
    expect(new Set(ENGLISH_MESSAGES).size).toBe(ENGLISH_MESSAGES.length);
  });

  it.each(LANGUAGES)('%s translates every message, keeping its numbers as the language writes them', (locale) => {
    const { messages } = CATALOGUES[locale];
    expect(Object.keys(messages).sort()).toEqual([...ENGLISH_MESSAGES].sort());
    for (const english of ENGLISH_MESSAGES) {
      const text = messages[english];
      expect(text.trim(), english).not.toBe('');
      expect(text, english).not.toBe(english);
      expect(text, english).not.toMatch(/undefined|\$\{/);
      for (const n of numbersOf(english))
        expect(text, english).toContain(REQUEST_WRITING.has(english) ? n : written(n, locale));
      expect(translateMessage(english, locale)).toBe(text);
    }
  });

  it('matches each pattern sample with its own pattern first', () => {
    for (const id of PATTERN_IDS) {
      for (const sample of PATTERNS[id].samples) {
        expect(
          PATTERN_IDS.find((other) => PATTERNS[other].regex.test(sample)),
          sample,
        ).toBe(id);
      }
    }
  });

  it.each(LANGUAGES)('%s words every pattern, carrying numbers and names over', (locale) => {
    for (const id of PATTERN_IDS) {
      const { regex, keep = [], samples } = PATTERNS[id];
      for (const sample of samples) {
        const text = translateMessage(sample, locale);
        expect(text.trim(), sample).not.toBe('');
        expect(text, sample).not.toBe(sample);
        expect(text, sample).not.toMatch(/undefined|\$\{/);
        const groups = regex.exec(sample)!;
        for (const index of keep) if (groups[index]) expect(text, sample).toContain(groups[index]);
        for (const n of digitsOf(sample)) expect(text, sample).toContain(n);
      }
    }
  });

  it('translates a validation message completely, field message included', () => {
    const english = 'parameter validation failed: email: Fill in the correct email address';
    expect(translateMessage(english, 'fr')).toBe(
      'échec de la validation des paramètres : email : Saisissez une adresse e-mail valide',
    );
    expect(translateMessage(english, 'zh-CN')).toBe('参数校验失败：email：请填写正确的邮箱地址');
    expect(translateMessage('parameter validation failed: Unrecognized key: "foo"', 'es')).toBe(
      'error en la validación de parámetros: Campo no reconocido: "foo"',
    );
  });

  it('carries numbers and names over', () => {
    expect(translateMessage('Please wait 42 seconds before asking for another code', 'zh-CN')).toBe(
      '请等待 42 秒后再获取验证码',
    );
    expect(translateMessage('Only 3 left in stock', 'th')).toBe('เหลือในสต็อกเพียง 3 ชิ้น');
    expect(translateMessage('Wireless Mouse M2 is out of stock', 'fr')).toBe(
      '« Wireless Mouse M2 » est en rupture de stock',
    );
    expect(translateMessage('Only 2 of Wireless Mouse M2 left', 'es')).toBe(
      'Solo quedan 2 unidades de «Wireless Mouse M2»',
    );
    expect(translateMessage('Too many requests, please try again in 5 minutes', 'lo')).toBe(
      'ມີຄຳຮ້ອງຂໍຫຼາຍເກີນໄປ, ກະລຸນາລອງໃໝ່ໃນອີກ 5 ນາທີ',
    );
    expect(translateMessage('The sign-in with Google could not be completed, please try again', 'fr')).toBe(
      'La connexion avec Google n’a pas pu aboutir, veuillez réessayer',
    );
  });

  it("words zod's own texts for English readers as well, every pattern of them (audit GE3)", () => {
    const cases: [string, string][] = [
      ['Too big: expected string to have <=100 characters', 'At most 100 characters'],
      ['Too small: expected string to have >=1 characters', 'At least 1 character'],
      ['Too big: expected array to have <=20 items', 'At most 20 items'],
      ['Too small: expected number to be >=1', 'Must be 1 or more'],
      ['Too small: expected number to be >0', 'Must be more than 0'],
      ['Too big: expected number to be <100', 'Must be less than 100'],
      ['Invalid input: expected number, received NaN', 'Must be a number'],
      ['Invalid input: expected int, received number', 'Must be a whole number'],
      ['Invalid input: expected string, received undefined', 'This field is required'],
      ['Invalid input: expected "card"', 'Must be card'],
      ['Invalid option: expected one of "0"|"1"|"true"|"false"', 'Must be one of: 0, 1, true, false'],
      ["Invalid discriminator value. Expected 'cart' | 'buyNow'", 'Must be one of: cart, buyNow'],
      ['Invalid string: must match pattern /^PT\\d{10,30}$/', 'Not in the right format'],
      ['Invalid input', 'This value is not accepted'],
      [
        'parameter validation failed: q: Too big: expected string to have <=50 characters',
        'parameter validation failed: q: At most 50 characters',
      ],
    ];
    for (const [raw, sentence] of cases) expect(translateMessage(raw, 'en'), raw).toBe(sentence);
    for (const id of PATTERN_IDS.filter((id) => id.startsWith('zod') && id !== 'zodUnrecognizedKeys'))
      for (const sample of PATTERNS[id].samples)
        expect(translateMessage(sample, 'en'), sample).not.toMatch(/expected|received|Invalid|Too (big|small)/i);
    // The code's own English stays as written, even where it starts like one of zod's.
    expect(translateMessage('Invalid email address', 'en')).toBe('Invalid email address');
    expect(translateMessage('Too many requests, please try again in 5 minutes', 'en')).toBe(
      'Too many requests, please try again in 5 minutes',
    );
  });

  it('leaves English and unknown messages as they are', () => {
    expect(translateMessage('Signed in', 'en')).toBe('Signed in');
    for (const locale of LANGUAGES) {
      expect(translateMessage('Something nobody wrote down', locale)).toBe('Something nobody wrote down');
      expect(translateMessage('constructor', locale)).toBe('constructor');
      expect(translateMessage('', locale)).toBe('');
    }
  });
});

describe('the messages of the code', () => {
  const server = path.resolve(import.meta.dirname, '../..');
  const found = collectMessages([
    ...listSourceFiles(path.join(server, 'modules')),
    ...listSourceFiles(path.join(server, 'platform')).filter((file) => !file.startsWith(import.meta.dirname)),
    ...listSourceFiles(path.resolve(server, '../../../packages/contract/src')),
  ]);
  const where = (file: string) => path.relative(path.resolve(server, '../../..'), file);

  it('finds them in the source', () => {
    const texts = new Set(found.map((m) => m.parts.join('{}')));
    expect(texts.size).toBeGreaterThan(100);
    for (const text of [
      'The account or password is incorrect',
      'Signed in',
      'Fill in the correct email address',
      'no data found',
      'Your session has expired, please sign in again',
      'Your card was declined',
      'Only {} of {} left',
      'Too many requests, please try again in {}',
    ]) {
      expect(texts).toContain(text);
    }
  });

  // A message added to the code without translations fails here: add it to english.ts and to every language.
  it('has a translation for every message written in the code', () => {
    const missing: string[] = [];
    for (const { file, parts } of found) {
      const english = parts.join('{}');
      for (const locale of LANGUAGES) {
        if (!translatesWithSamples(parts, locale)) missing.push(`${locale}: "${english}" (${where(file)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** Plain text must be translated; a template must be, with some sample in its holes that the translation keeps. */
function translatesWithSamples(parts: string[], locale: Locale): boolean {
  if (parts.length === 1) return translateMessage(parts[0]!, locale) !== parts[0];
  return ['7', 'Sample Name', '42 seconds', '5 minutes'].some((sample) => {
    const english = parts.join(sample);
    const text = translateMessage(english, locale);
    const kept = /^[A-Za-z ]+$/.test(sample) ? text.includes(sample) : digitsOf(sample).every((n) => text.includes(n));
    return text !== english && kept;
  });
}

describe('answers through the app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx?.close());

  const signIn = (password: string, headers: Record<string, string> = {}) =>
    post<{ token: string } | null>(
      ctx.app,
      '/api/front/login/email',
      { email: 'shopper@example.com', password },
      { headers, ip: freshIp() },
    );

  it('answers a wrong password in Chinese for the locale cookie', async () => {
    const res = await signIn('not-the-password', { cookie: 'locale=zh-CN' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: '账号或密码错误', data: null });
  });

  it('answers a wrong password in Thai for Accept-Language', async () => {
    const res = await signIn('not-the-password', { 'accept-language': 'th' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง', data: null });
  });

  it('answers a validation error as its sentence alone, translated, and gives the field and its sentence apart (audit FN6)', async () => {
    const res = await post(
      ctx.app,
      '/api/front/login/email',
      { email: 'x', password: 'y' },
      { headers: { cookie: 'locale=fr' }, ip: freshIp() },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 400,
      message: 'Saisissez une adresse e-mail valide',
      data: { field: 'email', detail: 'Saisissez une adresse e-mail valide' },
    });
  });

  it('answers an unknown API path with the default text in Spanish', async () => {
    const res = await get(ctx.app, '/api/front/nothing', { cookie: 'locale=es' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: 'no se encontraron datos', data: null });
  });

  it('translates success messages too (Lao), leaving the data alone', async () => {
    const res = await signIn('Shopper123!', { cookie: 'locale=lo' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe('ເຂົ້າສູ່ລະບົບສຳເລັດ');
    expect(res.body.data?.token).toEqual(expect.any(String));
  });

  it("translates zod's own texts and Fastify's", async () => {
    const page = await get(ctx.app, '/api/front/product/list?page=0', { cookie: 'locale=zh-CN' });
    expect(page.body).toEqual({
      code: 400,
      message: '不能小于 1',
      data: { field: 'page', detail: '不能小于 1' },
    });
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/login/email',
      headers: { 'content-type': 'application/xml', 'accept-language': 'es' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ code: 415, message: 'Tipo de contenido no admitido', data: null });
  });

  it('answers in English without a locale, or with a language the shop does not offer', async () => {
    const wrong = await signIn('not-the-password');
    expect(wrong.body).toEqual({ code: 400, message: 'The account or password is incorrect', data: null });
    const signedIn = await signIn('Shopper123!', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(signedIn.body.message).toBe('Signed in');
    const missing = await get(ctx.app, '/api/front/nothing', { cookie: 'locale=en' });
    expect(missing.body).toEqual({ code: 404, message: 'no data found', data: null });
  });

  // Audit GE3: English readers got zod's raw texts where the five other languages got sentences.
  const english = async (url: string) => {
    const res = await get(ctx.app, url, { cookie: 'locale=en' });
    expect(res.status, url).toBe(400);
    return res.body as { message: string; data: { field: string; detail: string } | null };
  };
  it.each([
    [`/api/front/product/list?keyword=${'k'.repeat(101)}`, 'keyword', 'At most 100 characters'],
    ['/api/front/product/list?limit=0', 'limit', 'Must be 1 or more'],
    ['/api/front/product/list?limit=101', 'limit', 'Must be 100 or less'],
    ['/api/front/product/list?page=abc', 'page', 'Must be a number'],
    ['/api/front/product/list?cid=abc', 'cid', 'Must be a number'],
    ['/api/front/product/list?inStock=maybe', 'inStock', 'Must be one of: 0, 1, true, false'],
    ['/api/front/product/list?minRating=9', 'minRating', 'Must be 4 or less'],
    ['/api/front/search/suggest?q=', 'q', 'At least 1 character'],
  ])('answers English readers %s with a sentence (audit GE3)', async (url, field, sentence) => {
    expect(await english(url)).toEqual({ code: 400, message: sentence, data: { field, detail: sentence } });
  });

  it("never shows an English reader zod's raw words, on any route (audit GE3)", async () => {
    const urls = [
      `/api/front/product/list?keyword=${'k'.repeat(101)}`,
      '/api/front/product/list?limit=0',
      '/api/front/product/list?page=abc',
      '/api/front/product/list?cid=1.5',
      '/api/front/product/list?inStock=maybe',
      '/api/front/product/list?priceOrder=up',
      '/api/front/product/list?minPrice=-1',
      '/api/front/search/suggest?q=',
      '/api/front/product/detail/abc',
      '/api/front/product/detail/0',
      '/api/front/product/freight/abc',
      '/api/front/product/category?x=1',
      '/api/front/shops?page=0',
      '/api/front/reply/list/abc',
      '/api/front/coupons?limit=1000',
    ];
    const posts: [string, unknown][] = [
      ['/api/front/login/email', { email: 'shopper@example.com', password: 5 }],
      ['/api/front/login/email', { email: 'shopper@example.com', password: 'x'.repeat(500) }],
      ['/api/front/login/email', ['not', 'an', 'object']],
      ['/api/front/register/email', { email: 'a@b.co', password: 'Aa1!aaaa', code: 'x'.repeat(100) }],
    ];
    const answers: string[] = [];
    for (const url of urls) {
      const res = await get(ctx.app, url, { cookie: 'locale=en' });
      if (res.status === 400) answers.push(`${url} ${JSON.stringify(res.body)}`);
    }
    for (const [url, body] of posts) {
      const res = await post(ctx.app, url, body, { headers: { cookie: 'locale=en' }, ip: freshIp() });
      if (res.status === 400) answers.push(`${url} ${JSON.stringify(res.body)}`);
    }
    expect(answers.length).toBeGreaterThanOrEqual(12);
    for (const answer of answers) expect(answer).not.toMatch(/expected|received|Invalid input|Too (big|small)/);
  });
});
