import type { Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import { rankedPage } from './search-ranked';
import { localeLiteral, type Selection, scopeWhere, textArray } from './search-selection';
import { keywordWords, singularsOf } from './search-text';

/**
 * "Did you mean": each word of a keyword that finds nothing is replaced by the closest word of the documents'
 * vocabulary (a word of it with two neighbouring letters swapped, "wacth" for "watch", else by trigram similarity);
 * the suggestion is answered only when it finds products in the same scope. When the words, as typed or mended, find
 * nothing together (or one has no neighbour), the keyword with the fewest of its words left out that finds products
 * is answered instead, `someWords` (audit GE4: "headphones" for "wireless headphones" when products say "Wireless
 * Headset" or "Headphones"; `mostOfTheWords`). Asked only when a keyword found nothing.
 */
export async function didYouMean(
  db: Queryable,
  s: Selection,
): Promise<{ keyword: string; someWords: boolean } | undefined> {
  const typed = s.typed;
  if (typed.length === 0 || typed.length > 6) return undefined;
  const swaps = typed.flatMap(transpositions);
  // Prepared, like the nearest word's statement below: a keyword that finds nothing asks them, and planning took
  // longer than the trigram index's answer (issue 25).
  const { rows: known } = await executePrepared<{ word: string }>(
    db,
    sql`SELECT word FROM search_words WHERE word = ANY(${textArray([...new Set([...typed, ...typed.flatMap(singularsOf), ...swaps])])})`,
  );
  const found = new Set(known.map((r) => r.word));
  /** Each typed word as the suggestion would have it; null: no word near it. */
  const replaced: (string | null)[] = [];
  // A plural the search reads as its singular (audit Q1) is a word it knows: kept as typed, checked as the singular.
  const plural = new Set<number>();
  for (const word of typed) {
    const singular = found.has(word) ? undefined : singularsOf(word).find((w) => found.has(w));
    if (singular) {
      plural.add(replaced.length);
      replaced.push(singular);
      continue;
    }
    if (found.has(word) || [...word].length < 3) {
      replaced.push(word);
      continue;
    }
    const swapped = transpositions(word).find((w) => found.has(w));
    if (swapped) {
      replaced.push(swapped);
      continue;
    }
    const { rows } = await executePrepared<{ word: string }>(
      db,
      sql`
      SELECT word FROM search_words WHERE word % ${word} ORDER BY similarity(word, ${word}) DESC, length(word), word LIMIT 1`,
    );
    replaced.push(rows[0]?.word ?? null);
  }
  // The name of a product the words find in the page's scope. One word with no category or shop is walked on its
  // postings to its first product, as its search walks it: asked of the documents, the planner took a limit of one
  // under an estimate of thousands of matches for a walk of the whole table, 15-60 ms at a million products for a
  // Thai word whose documents sit far into it, at every keyword that found nothing and had a word near it (issue 25).
  // Several words meet on the language's index (their estimate is small enough for it); a walk of the postings would
  // read their classes to the end, looking for a phrase that a suggestion does not have.
  const first = async (words: string[]) => {
    if (words.length === 1 && !s.cid && !s.merId && !s.shopCid) {
      const id = (await rankedPage(db, inScope(s, words), 1, 0)).ids[0];
      if (id === undefined) return undefined;
      const { rows } = await executePrepared<{ name: string }>(
        db,
        sql`SELECT name FROM search_documents WHERE product_id = ${id} AND locale = ${localeLiteral(s.locale)}`,
      );
      return rows[0]?.name;
    }
    const { rows } = await db.execute<{ name: string }>(
      sql`SELECT d.name FROM search_documents d WHERE ${scopeWhere(inScope(s, words))} LIMIT 1`,
    );
    return rows[0]?.name;
  };
  const whole = replaced.every((w) => w !== null) ? (replaced as string[]) : undefined;
  if (whole && !whole.every((w, i) => w === typed[i] || plural.has(i))) {
    const name = await first(whole);
    if (name)
      return spell(
        name,
        whole.map((word, i) => ({ word, typed: typed[i]!, plural: plural.has(i) })),
        s.locale,
        false,
      );
  }
  // Some of the words: Latin, Greek or Cyrillic words only (a Thai, Lao or Chinese keyword's words are pieces of runs).
  const kept = replaced.flatMap((word, i) =>
    word === null ? [] : [{ word, typed: typed[i]!, plural: plural.has(i) }],
  );
  if (kept.length === 0 || typed.some((w) => SCRIPT_RUNS.test(w))) return undefined;
  const some = await mostOfTheWords(db, s, kept, kept.length < typed.length);
  if (!some) return undefined;
  const name = await first(some.map((k) => k.word));
  return name ? spell(name, some, s.locale, true) : undefined;
}

/** A keyword's words as a suggestion spells them, from the name of a product it finds. */
type Kept = { word: string; typed: string; plural: boolean };

function spell(
  name: string,
  words: Kept[],
  locale: Locale,
  someWords: boolean,
): { keyword: string; someWords: boolean } | undefined {
  // The vocabulary holds folded words ("cafe"): each is suggested as the product found writes it ("café", audit K2).
  const spelled: string[] = [];
  for (const { word, typed, plural } of words) {
    if (plural) {
      spelled.push(typed);
      continue;
    }
    // Thai and Lao words are pieces ICU cut from a run written without spaces ("สมาร์ทวอทช์": "สมา|ร์ท|วอ|ทช์"): each is
    // suggested as the whole run of the name that holds it, once for the pieces of one run, never as a piece (audit
    // CT4: "สมาร์ทวอทช์ ร์ท วอ"). A piece no run of the name holds is no suggestion.
    if (THAI_OR_LAO.test(word)) {
      const run = runHolding(name, word, locale);
      if (!run) return undefined;
      if (spelled[spelled.length - 1] !== run) spelled.push(run);
      continue;
    }
    spelled.push(spelledAs(name, word, locale) ?? word);
  }
  return { keyword: spelled.join(' '), someWords };
}

/** Words of scripts written without spaces, which the search cuts into pieces. */
const SCRIPT_RUNS = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Han}]/u;

/**
 * `words` alone in the page's scope (its category, shop or shop category), as "did you mean" checks a suggestion: no
 * facet chosen, nothing read of the typed keyword (its unfinished word, cuts, lists' signatures).
 */
function inScope(s: Selection, words: string[]): Selection {
  return {
    locale: s.locale,
    words,
    typed: words,
    cid: s.cid,
    merId: s.merId,
    shopCid: s.shopCid,
    cids: [],
    merIds: [],
    attrs: [],
    inStock: false,
    selfOperated: false,
  };
}

/** Products counted at most per candidate when choosing which words to keep. */
const SOME_WORDS_COUNTED = 1000;

/**
 * The largest set of `words` (one left out, else all but one; or all of them, `all`, when a word was already dropped)
 * that finds products in the scope: one keeping the keyword's last word first (most often the thing sought: "headphones"
 * of "wireless headphones"), then the one finding the most (counted up to SOME_WORDS_COUNTED), the later words kept on a
 * tie. One statement per size tried, at most three.
 */
async function mostOfTheWords(db: Queryable, s: Selection, words: Kept[], all: boolean): Promise<Kept[] | undefined> {
  const sizes = [...new Set([all ? words.length : 0, words.length - 1, 1])].filter(
    (n) => n >= 1 && n <= words.length && (n < words.length || all),
  );
  for (const size of sizes) {
    const candidates = combinations(words, size);
    const counted = sql.join(
      candidates.map(
        (c) => sql`(SELECT count(*)::int FROM (SELECT 1 FROM search_documents d
          WHERE ${scopeWhere({ ...s, words: c.map((k) => k.word), anyOf: undefined, runCuts: undefined })}
          LIMIT ${SOME_WORDS_COUNTED}) x)`,
      ),
      sql`, `,
    );
    const { rows } = await db.execute<{ n: number[] }>(sql`SELECT ARRAY[${counted}] AS n`);
    const counts = rows[0]?.n ?? [];
    const last = words[words.length - 1];
    const score = (i: number) => (candidates[i]!.includes(last!) ? SOME_WORDS_COUNTED + 1 : 0) + counts[i]!;
    let best = -1;
    // Later candidates keep later words: `>=` prefers them on a tie.
    counts.forEach((n, i) => {
      if (n > 0 && (best < 0 || score(i) >= score(best))) best = i;
    });
    if (best >= 0) return candidates[best];
  }
  return undefined;
}

/** The subsets of `items` of `size`, in order, those keeping the later items last. */
function combinations<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (size > items.length) return [];
  const out: T[][] = [];
  for (let i = 0; i <= items.length - size; i++) {
    for (const rest of combinations(items.slice(i + 1), size - 1)) out.push([items[i]!, ...rest]);
  }
  return out;
}

/**
 * A word with two neighbouring letters swapped, each way it can be (Damerau's one edit: "wacth" is "watch"); words of
 * 3 to 30 letters, of scripts written with spaces.
 */
export function transpositions(word: string): string[] {
  const letters = [...word];
  if (letters.length < 3 || letters.length > 30 || SCRIPT_RUNS.test(word)) return [];
  const out = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    out.add(swapped.join(''));
  }
  return [...out];
}

const THAI_OR_LAO = /[\p{Script=Thai}\p{Script=Lao}]/u;

/** The runs of letters, marks and digits of a name, as it writes them. */
const writtenRuns = (name: string) => name.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/** The word of `name` that folds to `folded`, in lower case as the reader's language writes it; else undefined. */
function spelledAs(name: string, folded: string, locale: Locale): string | undefined {
  for (const written of writtenRuns(name)) {
    if (keywordWords(written)[0] === folded) return written.toLocaleLowerCase(locale);
  }
  return undefined;
}

/** The run of `name` one of whose words is `folded`, in lower case as the reader's language writes it; else undefined. */
function runHolding(name: string, folded: string, locale: Locale): string | undefined {
  for (const written of writtenRuns(name)) {
    if (keywordWords(written).includes(folded)) return written.toLocaleLowerCase(locale);
  }
  return undefined;
}
