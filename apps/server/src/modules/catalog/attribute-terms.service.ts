import {
  ATTRIBUTE_TERM_LIMITS,
  type AttributeTerm,
  type AttributeTermEdit,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  attributeTermMessages as m,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { conflict, invalid, notFound } from '../../platform/errors';
import type { TermRow } from './attribute-glossary';
import { idArray } from './search-document-writes';
import { textArray } from './search-selection';
import { foldTerm } from './search-text';

/**
 * The platform's attribute glossary (decision 0044): the only writer of `attribute_terms`. Every write announces
 * `glossary` (each process loads its copy again) and, in the same transaction, names the products that name the
 * attribute in `search_refresh_queue`: the documents' refresher (search-refresh.ts, decision 0048) rebuilds them and
 * announces them (`product`) and, once the queue is empty, `listings`, so that details and listings show the new words.
 * The route nudges the refresher once the write has committed.
 */

/** Serialises the glossary's writers: a word's uniqueness among its siblings is checked, then written. */
const GLOSSARY_LOCK = 2_517_044;

export async function listTerms(db: Queryable): Promise<AttributeTerm[]> {
  const { rows } = await db.execute<TermRow>(sql`
    SELECT id, parent_id, texts, aliases FROM attribute_terms ORDER BY parent_id NULLS FIRST, id`);
  const names: AttributeTerm[] = [];
  const byId = new Map<number, AttributeTerm>();
  for (const r of rows) {
    const term: AttributeTerm = { id: r.id, texts: r.texts, aliases: r.aliases };
    if (r.parent_id === null) {
      term.values = [];
      names.push(term);
      byId.set(r.id, term);
    } else byId.get(r.parent_id)?.values?.push(term);
  }
  return names;
}

/** The words of a term in one language, folded as facets compare them. */
const wordsIn = (term: Pick<TermRow, 'texts' | 'aliases'>, locale: Locale) =>
  [term.texts[locale], ...(term.aliases[locale] ?? [])].filter(Boolean).map((w) => foldTerm(w));

/** Every word of a term in every language, as sellers may have written it (folded, and only lower-cased). */
const everyWord = (term: Pick<TermRow, 'texts' | 'aliases'>) =>
  LOCALES.flatMap((l) => [term.texts[l], ...(term.aliases[l] ?? [])])
    .filter(Boolean)
    .flatMap((w) => [foldTerm(w), w.trim().toLowerCase()]);

function cleaned(input: AttributeTermEdit, isName: boolean) {
  const aliases: Partial<Record<Locale, string[]>> = {};
  for (const locale of LOCALES) {
    const own = foldTerm(input.texts[locale]);
    // Spellings that compare alike (case, accents) are one: the first written is kept (audit K).
    const seen = new Set([own]);
    const list: string[] = [];
    for (const alias of (input.aliases[locale] ?? []).map((a) => a.trim())) {
      if (seen.has(foldTerm(alias))) continue;
      seen.add(foldTerm(alias));
      list.push(alias);
    }
    if (list.length > 0) aliases[locale] = list;
  }
  const texts = Object.fromEntries(LOCALES.map((l) => [l, input.texts[l].trim()])) as Record<Locale, string>;
  if (isName) {
    const long = LOCALES.some(
      (l) =>
        texts[l].length > ATTRIBUTE_TERM_LIMITS.nameLength ||
        (aliases[l] ?? []).some((a) => a.length > ATTRIBUTE_TERM_LIMITS.nameLength),
    );
    if (long) throw invalid(m.nameLong);
  }
  return { texts, aliases };
}

/** Refuses a word that a sibling (another name, or another value of the same name) already has in that language. */
async function checkUnique(
  t: Queryable,
  parentId: number | null,
  term: Pick<TermRow, 'texts' | 'aliases'>,
  self: number | null,
): Promise<void> {
  const { rows } = await t.execute<TermRow>(sql`
    SELECT id, parent_id, texts, aliases FROM attribute_terms
    WHERE parent_id IS NOT DISTINCT FROM ${parentId} AND id IS DISTINCT FROM ${self}`);
  for (const locale of LOCALES) {
    const mine = new Set(wordsIn(term, locale));
    for (const other of rows) {
      const clash = wordsIn(other, locale).find((w) => mine.has(w));
      if (clash === undefined) continue;
      const which = `${other.texts[locale]} (${LOCALE_NAMES[locale]})`;
      throw conflict(`Already a word of another term here: ${which}`);
    }
  }
}

async function termRow(t: Queryable, id: number, lock = false): Promise<TermRow> {
  const { rows } = await t.execute<TermRow>(sql`
    SELECT id, parent_id, texts, aliases FROM attribute_terms WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`);
  if (!rows[0]) throw notFound('No such term');
  return rows[0];
}

/** The attribute name whose products a change of this term concerns (itself, or a value's name). */
async function nameOf(t: Queryable, row: TermRow): Promise<TermRow> {
  return row.parent_id === null ? row : termRow(t, row.parent_id);
}

/** A glossary write: the term's id, and how many products it queued for new search documents. */
export type GlossaryWrite = { id: number; queued: number };

/**
 * A word changed in a language stays one of the term's spellings there (audit K1): products whose sellers wrote
 * "Couleur" still read as the term once its French word is "Coloris". The operator removes it from the spellings
 * deliberately, in a later edit.
 */
function keepingOldWords(
  before: Pick<TermRow, 'texts' | 'aliases'>,
  after: Pick<TermRow, 'texts' | 'aliases'>,
): Pick<TermRow, 'texts' | 'aliases'> {
  const aliases = { ...after.aliases };
  for (const locale of LOCALES) {
    const old = before.texts[locale];
    if (!old || foldTerm(old) === foldTerm(after.texts[locale])) continue;
    const list = aliases[locale] ?? [];
    if (list.some((a) => foldTerm(a) === foldTerm(old))) continue;
    if (list.length >= ATTRIBUTE_TERM_LIMITS.aliases) throw invalid(m.aliases);
    aliases[locale] = [...list, old];
  }
  return { texts: after.texts, aliases };
}

export async function createTerm(db: Db, input: AttributeTermEdit): Promise<GlossaryWrite> {
  return db.transaction(async (t) => {
    await t.execute(sql`SELECT pg_advisory_xact_lock(${GLOSSARY_LOCK})`);
    const parentId = input.parentId ? input.parentId : null;
    let parent: TermRow | null = null;
    if (parentId !== null) {
      parent = await termRow(t, parentId);
      if (parent.parent_id !== null) throw invalid(m.parent);
    }
    const term = cleaned(input, parentId === null);
    const { rows: counted } = await t.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM attribute_terms WHERE parent_id IS NOT DISTINCT FROM ${parentId}`);
    const limit = parentId === null ? ATTRIBUTE_TERM_LIMITS.names : ATTRIBUTE_TERM_LIMITS.values;
    if ((counted[0]?.n ?? 0) >= limit) throw invalid(m.tooMany);
    await checkUnique(t, parentId, term, null);
    const { rows } = await t.execute<{ id: number }>(sql`
      INSERT INTO attribute_terms (parent_id, texts, aliases)
      VALUES (${parentId}, ${JSON.stringify(term.texts)}::jsonb, ${JSON.stringify(term.aliases)}::jsonb)
      RETURNING id`);
    await announceChange(t, 'glossary');
    return { id: rows[0]!.id, queued: await queueProductsNaming(t, everyWord(parent ?? term)) };
  });
}

export async function updateTerm(db: Db, id: number, input: AttributeTermEdit): Promise<GlossaryWrite> {
  return db.transaction(async (t) => {
    await t.execute(sql`SELECT pg_advisory_xact_lock(${GLOSSARY_LOCK})`);
    const before = await termRow(t, id, true);
    if (input.parentId !== undefined && (input.parentId || null) !== before.parent_id) throw invalid(m.parent);
    const term = keepingOldWords(before, cleaned(input, before.parent_id === null));
    await checkUnique(t, before.parent_id, term, id);
    await t.execute(sql`
      UPDATE attribute_terms SET texts = ${JSON.stringify(term.texts)}::jsonb,
        aliases = ${JSON.stringify(term.aliases)}::jsonb, updated_at = now()
      WHERE id = ${id}`);
    await announceChange(t, 'glossary');
    const name = await nameOf(t, before);
    // The products of its old words and of its new ones.
    const words = [...everyWord(name), ...(before.parent_id === null ? everyWord(term) : [])];
    return { id, queued: await queueProductsNaming(t, words) };
  });
}

export async function deleteTerm(db: Db, id: number): Promise<GlossaryWrite> {
  return db.transaction(async (t) => {
    await t.execute(sql`SELECT pg_advisory_xact_lock(${GLOSSARY_LOCK})`);
    const before = await termRow(t, id, true);
    const name = await nameOf(t, before);
    await t.execute(sql`DELETE FROM attribute_terms WHERE id = ${id}`);
    await announceChange(t, 'glossary');
    return { id, queued: await queueProductsNaming(t, everyWord(name)) };
  });
}

/**
 * Names the products whose search documents a glossary write changes in `search_refresh_queue`, in the write's own
 * transaction (audit FG9, decisions 0044 and 0048): the documents' refresher rebuilds them, retries a batch that fails,
 * and a process stopped half-way loses nothing (another process's refresher finds the rest). Answers how many.
 *
 * A product names the attribute when one of its attribute names (original or a translation) folds (`foldTerm`) as one of
 * the words does, as the glossary matches them: "Matie\u0300re" (decomposed), "MATIERE" and "Material " are the term's
 * words too (audit FG7). One statement reads every attribute name once, grouped by the name as written; the ids come
 * with the names that read, lower-cased and trimmed, as one of the words (nearly all of them), so that the names of
 * other attributes bring no ids. A name that folds as a word only through more than case and spaces (decomposed,
 * full-width) has its products picked by a second statement, by that exact name.
 */
async function queueProductsNaming(t: Queryable, words: string[]): Promise<number> {
  const wanted = new Set(words.filter(Boolean).map((w) => foldTerm(w)));
  if (wanted.size === 0) return 0;
  const plain = [...new Set(words.filter(Boolean).map((w) => w.trim().toLowerCase()))];
  const { rows: named } = await t.execute<{ name: string; ids: number[] | null }>(sql`
    SELECT n.name, array_agg(DISTINCT n.id) FILTER (WHERE lower(btrim(n.name)) = ANY(${textArray(plain)})) AS ids
    FROM (
      SELECT p.id, a->>'name' AS name FROM products p, jsonb_array_elements(p.attrs) a
      UNION ALL
      SELECT t.product_id, a->>'name' FROM product_translations t, jsonb_array_elements(t.attrs) a
    ) n
    WHERE n.name IS NOT NULL
    GROUP BY n.name`);
  const ids = new Set<number>();
  const others: string[] = [];
  for (const r of named) {
    if (!wanted.has(foldTerm(r.name))) continue;
    if (r.ids) for (const id of r.ids) ids.add(Number(id));
    else others.push(r.name);
  }
  if (others.length > 0) {
    const { rows } = await t.execute<{ id: number }>(sql`
      SELECT p.id FROM products p WHERE EXISTS (
        SELECT 1 FROM jsonb_array_elements(p.attrs) a WHERE a->>'name' = ANY(${textArray(others)}))
      UNION
      SELECT t.product_id FROM product_translations t WHERE EXISTS (
        SELECT 1 FROM jsonb_array_elements(t.attrs) a WHERE a->>'name' = ANY(${textArray(others)}))`);
    for (const r of rows) ids.add(Number(r.id));
  }
  if (ids.size === 0) return 0;
  await t.execute(sql`
    INSERT INTO search_refresh_queue (product_id)
    SELECT unnest(${idArray([...ids].sort((a, b) => a - b))}::int[]) ON CONFLICT DO NOTHING`);
  return ids.size;
}
