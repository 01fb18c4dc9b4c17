import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@mall/contract';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const directory = join(import.meta.dirname, 'locales');

/** Areas with their own catalogues (`locales/<area>/<code>.json`), loaded with their pages. */
const areas = readdirSync(directory, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A locale's whole catalogue: the frame's texts and every area's, as the app sees them once loaded. */
function load(code: string): Tree {
  const tree = JSON.parse(readFileSync(join(directory, `${code}.json`), 'utf8')) as Tree;
  for (const area of areas) {
    tree[area] = JSON.parse(readFileSync(join(directory, area, `${code}.json`), 'utf8')) as Tree;
  }
  return tree;
}

/** Every leaf as "a.b.c" -> text. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object') for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

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

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const english = flatten(load('en'));

  it('has one catalogue per supported locale and no others', () => {
    const files = readdirSync(directory).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace(/\.json$/, '')).sort()).toEqual([...LOCALES].sort());
    for (const area of areas) {
      const areaFiles = readdirSync(join(directory, area)).filter((name) => name.endsWith('.json'));
      expect(areaFiles.map((name) => name.replace(/\.json$/, '')).sort(), area).toEqual([...LOCALES].sort());
    }
  });

  it('an area catalogue does not repeat a key of the frame catalogue', () => {
    const frame = JSON.parse(readFileSync(join(directory, 'en.json'), 'utf8')) as Tree;
    expect(areas.filter((area) => area in frame)).toEqual([]);
  });

  it('has the validation messages of spec section 5 with their English texts', () => {
    expect(english.get('emailEmpty')).toBe('Fill in your email address');
    expect(english.get('correctEmail')).toBe('Fill in the correct email address');
    expect(english.get('diffPassword')).toBe('The passwords are inconsistent');
    for (const key of ['emptyPhone', 'emptyPassword', 'againPassword', 'agreement', 'emptyCaptche', 'correctCaptche']) {
      expect(english.has(key), key).toBe(true);
    }
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
    const forms = (key: string) => [...catalogue.keys()].filter((k) => k.replace(PLURAL_SUFFIX, '') === key);
    const wrong = [...english]
      .filter(([key, text]) =>
        forms(key.replace(PLURAL_SUFFIX, '')).some(
          (form) => placeholders(String(text)).join() !== placeholders(String(catalogue.get(form))).join(),
        ),
      )
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  it.each(LOCALES)("%s has exactly the plural forms of the language's rules for every counted text", (code) => {
    const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories.slice().sort();
    const families = pluralFamilies(flatten(load(code)));
    expect(families.size).toBeGreaterThan(0);
    const wrong = [...families].filter(([, suffixes]) => suffixes.join() !== needed.join()).map(([base]) => base);
    expect(wrong).toEqual([]);
  });

  it('English has no empty text', () => {
    expect([...english].filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });
});

/** Spanish speaks to the reader as "tú" everywhere (audit AM6): the "usted" forms the texts once mixed in. */
const FORMAL_SPANISH =
  /\busted(es)?\b|\b(Introduzca|Elija|Escriba|Indique|Suba|Lea|Corrija|Abra|Vuelva|vuelva|Espere|Pulse|Seleccione|inténtelo|recárguelo|Gestiónela|Cuéntenos|reenvíela|ha subido usted|puede elegirlo)\b|^(Su|Sus) |\. (Su|Sus) /;

describe('Spanish register', () => {
  it('speaks to the reader as tú, never usted', () => {
    const formal = [...flatten(load('es'))].filter(([, text]) => FORMAL_SPANISH.test(String(text)));
    expect(formal).toEqual([]);
  });
});
