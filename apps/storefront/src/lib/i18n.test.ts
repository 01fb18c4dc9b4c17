import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

const catalogue = (code: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../i18n/locales/${code}.json`), 'utf8')) as Parameters<
    typeof translate
  >[0];

describe('counted texts follow each language’s plural rules', () => {
  it.each([
    ['en', 1, 'Stock: 1 piece'],
    ['en', 177, 'Stock: 177 pieces'],
    ['en', 0, 'Stock: 0 pieces'],
    ['fr', 0, 'Stock : 0 pièce'],
    ['fr', 1, 'Stock : 1 pièce'],
    ['fr', 177, 'Stock : 177 pièces'],
    ['es', 1, 'Existencias: 1 unidad'],
    ['es', 177, 'Existencias: 177 unidades'],
    ['th', 1, 'คงเหลือ 1 ชิ้น'],
    ['zh-CN', 177, '库存 177 件'],
  ])('%s, %i', (code, count, text) => {
    expect(translate(catalogue(code), 'product.stockPieces', { count }, code)).toBe(text);
  });

  it('falls back to the _other form, then to a plain key', () => {
    const texts = { a_other: '{{count}} things', b: '{{count}} plain' };
    expect(translate(texts, 'a', { count: 1 }, 'en')).toBe('1 things');
    expect(translate(texts, 'b', { count: 2 }, 'en')).toBe('2 plain');
    expect(translate(texts, 'b', { count: '2' }, 'en')).toBe('2 plain');
  });
});

describe('a shop’s details', () => {
  // The shop page's address is where the shop is, not a network address (the English label read "IP address").
  it.each(['en', 'fr', 'es', 'th', 'lo', 'zh-CN'])('%s names the address as a place', (code) => {
    const label = translate(catalogue(code), 'shop.address', {}, code);
    expect(label).not.toMatch(/\bIP\b/);
    expect(label).toBe({ en: 'Address', fr: 'Adresse', es: 'Dirección', th: 'ที่อยู่', lo: 'ທີ່ຢູ່', 'zh-CN': '地址' }[code]);
  });
});
