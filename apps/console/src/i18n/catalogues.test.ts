import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { translate } from '../lib/i18n';

type Tree = { [key: string]: string | Tree };

const directory = join(import.meta.dirname, 'locales');
const areas = readdirSync(directory, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function load(code: string): Tree {
  const tree: Tree = {};
  for (const area of areas)
    tree[area] = JSON.parse(readFileSync(join(directory, area, `${code}.json`), 'utf8')) as Tree;
  return tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object') for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Keys as compared between languages: a plural family (`a_one`, `a_other`, …) counts as its base key `a`. */
const baseKeys = (catalogue: Map<string, unknown>) =>
  new Set([...catalogue.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')));
/** Each plural family's forms: base key -> sorted suffixes. */
function pluralFamilies(catalogue: Map<string, unknown>): Map<string, string[]> {
  const families = new Map<string, string[]>();
  for (const key of catalogue.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    families.set(base, [...(families.get(base) ?? []), match[1] as string].sort());
  }
  return families;
}
/** A text's placeholders; a plural form may say its count in words ("the first piece"), so `count` is left out. */
const placeholdersBesideCount = (text: string) => placeholders(text).filter((name) => name !== 'count');

/** Every `t('area.key')` written with a plain literal in the console's source. */
function keysInSource(dir: string): string[] {
  const keys: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) keys.push(...keysInSource(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
      for (const m of readFileSync(full, 'utf8').matchAll(/\bt\(\s*'((?:common|merchant|platform|shipping)\.[\w.]+)'/g))
        keys.push(m[1]!);
    }
  }
  return keys;
}

describe('console catalogues', () => {
  const english = flatten(load('en'));

  it('has an English text for every key the code asks for', () => {
    const missing = [...new Set(keysInSource(join(import.meta.dirname, '..')))].filter(
      (key) => !english.has(key) && !english.has(`${key}_other`),
    );
    expect(missing).toEqual([]);
  });

  it('has the common, merchant and platform areas, each with one catalogue per supported locale', () => {
    expect(areas).toEqual(expect.arrayContaining(['common', 'merchant', 'platform']));
    for (const area of areas) {
      const files = readdirSync(join(directory, area)).filter((name) => name.endsWith('.json'));
      expect(files.map((name) => name.replace(/\.json$/, '')).sort(), area).toEqual([...LOCALES].sort());
    }
  });

  it('English has no empty text', () => {
    expect([...english].filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });

  it.each(LOCALES.filter((code) => code !== 'en'))('%s has every English key, no extra keys, no empty text', (code) => {
    const catalogue = flatten(load(code));
    const [ours, theirs] = [baseKeys(english), baseKeys(catalogue)];
    const missing = [...ours].filter((key) => !theirs.has(key));
    const extra = [...theirs].filter((key) => !ours.has(key));
    const empty = [...catalogue].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([k]) => k);
    expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
  });

  it.each(LOCALES.filter((code) => code !== 'en'))('%s keeps the placeholders of every English text', (code) => {
    const catalogue = flatten(load(code));
    const wrong = [...english]
      .filter(([key]) => !PLURAL_SUFFIX.test(key))
      .filter(([key, text]) => placeholders(String(text)).join() !== placeholders(String(catalogue.get(key))).join())
      .map(([key]) => key);
    // A counted text: its `_other` form keeps every placeholder, the other forms all but perhaps the count.
    for (const base of pluralFamilies(english).keys()) {
      const other = String(english.get(`${base}_other`));
      for (const [key, text] of catalogue) {
        if (key.replace(PLURAL_SUFFIX, '') !== base || key === base) continue;
        const same = key.endsWith('_other')
          ? placeholders(String(text)).join() === placeholders(other).join()
          : placeholdersBesideCount(String(text)).join() === placeholdersBesideCount(other).join();
        if (!same) wrong.push(key);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(LOCALES)("%s has exactly the plural forms of the language's rules for every counted text", (code) => {
    const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories.slice().sort();
    const families = pluralFamilies(flatten(load(code)));
    expect(families.size).toBeGreaterThan(0);
    const wrong = [...families].filter(([, suffixes]) => suffixes.join() !== needed.join()).map(([base]) => base);
    expect(wrong).toEqual([]);
  });

  // Audit AM10: "Disponible 1 días", "1 days after receiving": a number said before a counted word is a plural family.
  it('says a counted word after a number only in a plural family', () => {
    const counted = /\{\{\s*(?!max\b|min\b)\w+\s*\}\} (days?|orders?|products?|SKUs?|pieces?|items?|times?|hours?)\b/;
    const fixed = [...english].filter(([key, text]) => !PLURAL_SUFFIX.test(key) && counted.test(String(text)));
    expect(fixed.map(([key]) => key)).toEqual([]);
  });

  it.each([
    ['en', 'merchant.finance.pendingHint', 'Available 1 day after an order completes'],
    ['es', 'merchant.finance.pendingHint', 'Disponible 1 día después de completar un pedido'],
    ['es', 'merchant.coupons.daysAfter', '1 día tras recibirlo'],
    ['fr', 'platform.coupons.validDays', '1 jour après réception'],
    ['en', 'merchant.products.skuCount', '1 SKU'],
    ['lo', 'merchant.coupons.daysAfter', '1 ມື້ຫຼັງຮັບ'],
  ])('%s reads %s of one in the singular', (code, key, text) => {
    const catalogue = load(code) as Parameters<typeof translate>[0];
    expect(translate(catalogue, key, { count: 1 }, code)).toBe(text);
  });

  it('the dashboard says one order in the singular', () => {
    const catalogue = load('es') as Parameters<typeof translate>[0];
    const options = { day: '4 dic', count: 1, sales: '9,00 $' };
    expect(translate(catalogue, 'merchant.dashboard.pointLabel', options, 'es')).toBe('4 dic: 1 pedido, 9,00 $');
  });
});
