import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@mall/contract';
import { describe, expect, it } from 'vitest';

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
    const missing = [...new Set(keysInSource(join(import.meta.dirname, '..')))].filter((key) => !english.has(key));
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
    const missing = [...english.keys()].filter((key) => !catalogue.has(key));
    const extra = [...catalogue.keys()].filter((key) => !english.has(key));
    const empty = [...catalogue].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([k]) => k);
    expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
  });

  it.each(LOCALES.filter((code) => code !== 'en'))('%s keeps the placeholders of every English text', (code) => {
    const catalogue = flatten(load(code));
    const wrong = [...english]
      .filter(([key, text]) => placeholders(String(text)).join() !== placeholders(String(catalogue.get(key))).join())
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });
});
