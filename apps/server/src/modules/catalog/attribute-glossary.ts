import { LOCALES, type Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ProductAttr } from '../../db/schema';
import { foldTerm } from './search-text';

/**
 * The mall's attribute glossary (decision 0044): attribute names and their values as every language writes them.
 * Sellers write "Colour", "颜色" or "Couleur" and translate some products and not others; a facet that grouped by the
 * text a reader happens to see listed colour once per language its sellers wrote in (audit I3). A product's
 * attribute or value that is a term of the glossary reads as the term's word in every language, wherever the
 * product is shown (search documents and facets, goods detail, cart, checkout, server-rendered pages); texts that are
 * no term read as before: the seller's translation, else the original.
 *
 * A text is a term when it is one of the term's words or other spellings in the language it was written in; failing
 * that, in any language, as long as only one term has it (French "Rose" is pink, English "Rose" is rose: a value
 * written in French is looked up in French first). Values are terms of their attribute only.
 *
 * Held in memory by every process (`currentGlossary`, reloaded on the change feed's `glossary`); the search documents'
 * writer reads it from its own transaction (`readGlossary`), so that documents never follow a stale copy.
 */

export type TermRow = {
  id: number;
  parent_id: number | null;
  texts: Record<Locale, string>;
  aliases: Partial<Record<Locale, string[]>>;
};

type Term = {
  id: number;
  texts: Record<Locale, string>;
  aliases: Partial<Record<Locale, string[]>>;
  values: TermIndex;
};

/** Terms by their folded words: per language, and across languages (null where two terms share a word). */
class TermIndex {
  private readonly byLocale = new Map<Locale, Map<string, Term>>(LOCALES.map((l) => [l, new Map<string, Term>()]));
  private readonly anywhere = new Map<string, Term | null>();

  add(term: Term, row: TermRow): void {
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      for (const text of [row.texts[locale], ...(row.aliases[locale] ?? [])]) {
        if (!text) continue;
        const key = foldTerm(text);
        if (!key) continue;
        const own = this.byLocale.get(locale)!;
        if (!own.has(key)) own.set(key, term);
        if (seen.has(key)) continue;
        seen.add(key);
        const other = this.anywhere.get(key);
        this.anywhere.set(key, other === undefined || other === term ? term : null);
      }
    }
  }

  find(text: string, locale: Locale): Term | undefined {
    const key = foldTerm(text);
    return this.byLocale.get(locale)?.get(key) ?? this.anywhere.get(key) ?? undefined;
  }
}

export class Glossary {
  static readonly empty = new Glossary([]);
  private readonly names = new TermIndex();
  readonly size: number;

  constructor(readonly rows: TermRow[]) {
    const terms = new Map<number, Term>();
    for (const row of rows) {
      if (row.parent_id !== null) continue;
      const term: Term = { id: row.id, texts: row.texts, aliases: row.aliases, values: new TermIndex() };
      terms.set(row.id, term);
      this.names.add(term, row);
    }
    for (const row of rows) {
      const parent = row.parent_id === null ? undefined : terms.get(row.parent_id);
      parent?.values.add({ id: row.id, texts: row.texts, aliases: row.aliases, values: new TermIndex() }, row);
    }
    this.size = rows.length;
  }

  /**
   * A product's attributes as a reader of `locale` sees them: `original` written in `originalLocale`, `translated`
   * the seller's translation into `locale` (aligned by position, or missing). Position by position, so a SKU's values
   * follow (`valuesIn`). Two values of one attribute that would read alike keep their own texts.
   */
  attrsIn(
    original: ProductAttr[],
    originalLocale: Locale,
    translated: ProductAttr[] | null | undefined,
    locale: Locale,
    /** The original as JSON, when the caller has it: an untranslated product's words are then remembered. */
    originalJson?: string,
  ): ProductAttr[] {
    const aligned = translated && translated.length === original.length ? translated : undefined;
    if (aligned || this.size === 0 || originalJson === undefined) {
      return this.read(original, originalLocale, aligned, locale);
    }
    // A catalogue repeats its attribute sets: an untranslated product's words are looked up once per set.
    const key = `${originalLocale}\u0001${locale}\u0001${originalJson}`;
    let found = this.remembered.get(key);
    if (!found) {
      if (this.remembered.size >= 20_000) this.remembered.clear();
      found = this.read(original, originalLocale, aligned, locale);
      this.remembered.set(key, found);
    }
    return found;
  }

  private readonly remembered = new Map<string, ProductAttr[]>();

  private read(
    original: ProductAttr[],
    originalLocale: Locale,
    aligned: ProductAttr[] | undefined,
    locale: Locale,
  ): ProductAttr[] {
    return original.map((attr, i) => {
      const t = aligned?.[i];
      const name =
        this.size === 0
          ? undefined
          : (this.names.find(attr.name, originalLocale) ?? (t?.name ? this.names.find(t.name, locale) : undefined));
      const plain = attr.values.map((value, j) => t?.values?.[j]?.trim() || value);
      if (!name) return { name: t?.name?.trim() || attr.name, values: plain };
      const values = attr.values.map((value, j) => {
        const term =
          name.values.find(value, originalLocale) ??
          (t?.values?.[j] ? name.values.find(t.values[j], locale) : undefined);
        return term?.texts[locale] ?? plain[j]!;
      });
      // Two values reading alike keep their own words (rare: checked only when the words collide).
      const seen = new Set<string>();
      let alike = false;
      for (const v of values) {
        const key = foldTerm(v);
        if (seen.has(key)) alike = true;
        seen.add(key);
      }
      if (!alike) return { name: name.texts[locale], values };
      const counts = new Map<string, number>();
      for (const v of values) counts.set(foldTerm(v), (counts.get(foldTerm(v)) ?? 0) + 1);
      return {
        name: name.texts[locale],
        values: values.map((v, j) => ((counts.get(foldTerm(v)) ?? 0) > 1 ? plain[j]! : v)),
      };
    });
  }

  /**
   * A filter's "Colour: Black" in the words of `locale` (a link shared from another language): each name and value
   * that is a term, as the documents of `locale` hold it.
   */
  filterIn(name: string, values: string[], locale: Locale): { name: string; values: string[] } {
    const term = this.size === 0 ? undefined : this.names.find(name, locale);
    if (!term) return { name, values };
    return { name: term.texts[locale], values: values.map((v) => term.values.find(v, locale)?.texts[locale] ?? v) };
  }

  /**
   * The other pairs a document of `locale` may still hold for a filter's "Colour: Black" (audit GE2): a renamed term
   * keeps its former word as one of its other spellings (`keepingOldWords`), and the documents written with the former
   * word hold it until the refresher has rebuilt them (decision 0048); a filter by the term also matches those, so
   * that what was shown, or linked, keeps finding its products meanwhile. Nothing for a term without other spellings
   * in `locale` (the common case); the most recent spellings first, at most `max` pairs.
   */
  formerPairs(name: string, values: string[], locale: Locale, max = 40): Array<[string, string]> {
    const term = this.size === 0 ? undefined : this.names.find(name, locale);
    if (!term) return [];
    const wordsOf = (t: Pick<Term, 'texts' | 'aliases'>) => [
      t.texts[locale],
      ...[...(t.aliases[locale] ?? [])].reverse(),
    ];
    const names = wordsOf(term);
    const pairs: Array<[string, string]> = [];
    for (const value of values) {
      const valueTerm = term.values.find(value, locale);
      const words = valueTerm ? wordsOf(valueTerm) : [value];
      if (names.length === 1 && words.length === 1) continue;
      for (const n of names) for (const w of words) if (n !== names[0] || w !== words[0]) pairs.push([n, w]);
    }
    return pairs.slice(0, max);
  }
}

/** A SKU's values (stored in the original) as read in `shown`, the attributes `attrsIn` gave, by their positions. */
export function valuesIn(original: ProductAttr[], shown: ProductAttr[], values: string[]): string[] {
  return values.map((v, i) => {
    const j = original[i]?.values.indexOf(v) ?? -1;
    return (j >= 0 ? shown[i]?.values[j] : undefined) || v;
  });
}

/** The glossary as the transaction sees it. */
export async function readGlossary(db: Queryable): Promise<Glossary> {
  const { rows } = await db.execute<TermRow>(sql`
    SELECT id, parent_id, texts, aliases FROM attribute_terms ORDER BY parent_id NULLS FIRST, id`);
  return new Glossary(rows);
}

let current = Glossary.empty;
let loading: Promise<Glossary> | null = null;

/** This process's copy: what the reads of products show (detail, cart, checkout, pages). */
export function currentGlossary(): Glossary {
  return current;
}

/** Loads this process's copy again (at start and when the change feed says `glossary`); the last load wins. */
export async function reloadGlossary(db: Queryable): Promise<Glossary> {
  const load = readGlossary(db);
  loading = load;
  const glossary = await load;
  if (loading === load) current = glossary;
  return glossary;
}
