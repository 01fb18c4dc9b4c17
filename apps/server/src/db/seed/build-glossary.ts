import type { Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from './bulk-insert';
import { CATALOG } from './catalog';
import type { AttrValue } from './catalog-types';
import { ALL, nameIn, valueIn } from './product-translations';

type Term = { texts: Record<Locale, string>; aliases: Partial<Record<Locale, string[]>>; values: Term[] };

const fold = (text: string) => text.normalize('NFKC').toLowerCase().trim();

/**
 * The mall's attribute glossary (decision 0044) as the demo catalogue writes its attributes: every attribute name and
 * value in the six languages, from the same words the demo products and their translations are written with. A demo
 * product written in Thai without a French translation then reads "Couleur : Noir" to a French reader, and the facets
 * list each attribute once. Values that read the same in every language (sizes, capacities) need no term.
 */
export function demoGlossary(): Term[] {
  const names = new Map<string, { attr: { name: string; values: AttrValue[] }; values: Map<string, AttrValue> }>();
  for (const top of CATALOG) {
    for (const child of top.children) {
      for (const attr of child.attrs) {
        const entry = names.get(attr.name) ?? { attr, values: new Map<string, AttrValue>() };
        for (const value of attr.values) if (!entry.values.has(value.v)) entry.values.set(value.v, value);
        names.set(attr.name, entry);
      }
    }
  }
  const terms: Term[] = [];
  for (const { attr, values } of names.values()) {
    const texts = Object.fromEntries(ALL.map((l) => [l, nameIn(attr, l)])) as Record<Locale, string>;
    // Every way the demo writes the name in each language (Spanish says "Talla" of clothes, "Tamaño" of the rest).
    const aliases: Partial<Record<Locale, string[]>> = {};
    for (const l of ALL) {
      const others = new Set<string>();
      for (const top of CATALOG)
        for (const child of top.children)
          for (const a of child.attrs) if (a.name === attr.name && nameIn(a, l) !== texts[l]) others.add(nameIn(a, l));
      if (others.size > 0) aliases[l] = [...others];
    }
    const valueTerms: Term[] = [];
    const taken = new Map<Locale, Set<string>>(ALL.map((l) => [l, new Set<string>()]));
    for (const value of values.values()) {
      const words = Object.fromEntries(ALL.map((l) => [l, valueIn(value, l)])) as Record<Locale, string>;
      if (ALL.every((l) => words[l] === value.v)) continue;
      // Two values reading alike in a language would be one word for two things: the first keeps it.
      if (ALL.some((l) => taken.get(l)?.has(fold(words[l])))) continue;
      for (const l of ALL) taken.get(l)?.add(fold(words[l]));
      valueTerms.push({ texts: words, aliases: {}, values: [] });
    }
    terms.push({ texts, aliases, values: valueTerms });
  }
  return terms;
}

/** Writes the demo glossary into an empty `attribute_terms`. */
export async function seedGlossary(tx: Executor): Promise<void> {
  const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM attribute_terms`);
  if ((rows[0]?.n ?? 0) > 0) return;
  for (const term of demoGlossary()) {
    const { rows: made } = await tx.execute<{ id: number }>(sql`
      INSERT INTO attribute_terms (texts, aliases)
      VALUES (${JSON.stringify(term.texts)}::jsonb, ${JSON.stringify(term.aliases)}::jsonb) RETURNING id`);
    const id = made[0]!.id;
    if (term.values.length === 0) continue;
    await tx.execute(sql`
      INSERT INTO attribute_terms (parent_id, texts)
      SELECT ${id}, t FROM jsonb_array_elements(${JSON.stringify(term.values.map((v) => v.texts))}::jsonb) t`);
  }
}
