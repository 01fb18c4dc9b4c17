import { sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import { type Selection, type Signed, textArray } from './search-selection';
import { otherFormsOf, phraseText, singularsOf } from './search-text';
import { lastRun, withUnfinishedRun } from './search-unfinished-run';
import { signaturesOf } from './term-lists';

/**
 * A keyword's words as the vocabulary holds them. A word the vocabulary lacks that is a plural of one it holds
 * ("phones", "scarves", "bougies", "telefonos": audit Q1) is taken as that word, or as the one of most products when
 * several are held ("batteries": "battery" or "batterie"), so the keyword is still words of the vocabulary and keeps
 * every path a typed singular takes (walks, held lists, facet bases). A product's words hold every language's name,
 * so its translations' singulars are found too. Then the last word, if still no word of the vocabulary, is taken as
 * unfinished ("headph"): any of the (at most 100 shortest) words it starts will do. Latin letters and digits only;
 * Thai, Lao and Chinese words come whole from ICU. The same statement reads the words' signatures (decision 0038), for
 * the lists held in memory.
 */
export async function withUnfinishedWord(db: Queryable, s: Selection): Promise<Selection> {
  const last = s.words[s.words.length - 1];
  if (!last) return s;
  const candidates = [...new Set(s.words.flatMap(otherFormsOf))];
  const asked = [...new Set([...s.words, ...candidates])];
  // Words of the vocabulary are whole (most keywords): lookups by key, planned once per connection for a number of
  // words, and the signatures of the words and of their singulars beside them.
  const { rows: whole } = await executePrepared<{ known: string[]; signed: Signed[] }>(
    db,
    sql`SELECT ARRAY(SELECT word FROM search_words WHERE word = ANY(${textArray(asked)})) AS known,
      ${signaturesOf(asked)} AS signed`,
  );
  const known = new Set(whole[0]?.known ?? []);
  const signatures = whole[0]?.signed ?? [];
  const products = (word: string) => signatures.find((x) => x.term === word)?.products ?? 0;
  const singular = new Map<string, string>();
  for (const word of s.words) {
    if (known.has(word)) continue;
    // The typed word less its "s" first (audit AO-B: "kites" is "kite", not the "kit" more products hold), else the
    // singular most products hold; decided from the words this statement read, so the search costs nothing more.
    const held = singularsOf(word).filter((w) => known.has(w));
    const best = held.includes(word.slice(0, -1))
      ? word.slice(0, -1)
      : held.sort((a, b) => products(b) - products(a))[0];
    if (best) singular.set(word, best);
  }
  const words = [...new Set(s.words.map((word) => singular.get(word) ?? word))];
  // A name holding the keyword as a phrase holds the singulars ("bluetooth phones" ranks "Bluetooth Phone X" first).
  const phrase =
    singular.size > 0 && s.phrase
      ? phraseText(s.phrase)
          .split(' ')
          .map((w) => singular.get(w) ?? w)
          .join(' ')
      : s.phrase;
  const signed = { ...s, words, phrase, signed: signatures.filter((x) => words.includes(x.term)) };
  const lastWord = words[words.length - 1]!;
  // A Thai or Lao word typed unfinished is cut by ICU into pieces that are no words ("กระเป๋": "กระ|เป๋"; audit CT4).
  const run = lastRun(s);
  if (run?.pieces.some((w) => !known.has(w)))
    return (await withUnfinishedRun(db, s, run)) ?? { ...signed, noUnfinishedRun: true };
  if (known.has(lastWord) || !/^[\p{Script=Latin}\p{N}]{2,}$/u.test(lastWord))
    return withOtherForms(signed, known, signatures);
  const pattern = `${lastWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await db.execute<{ word: string }>(sql`
    SELECT word FROM search_words WHERE word LIKE ${pattern} ORDER BY (word = ${lastWord}) DESC, length(word), word LIMIT 100`);
  if (rows.length === 0 || rows[0]!.word === lastWord) return signed;
  return { ...s, words: words.slice(0, -1), phrase, anyOf: rows.map((r) => r.word) };
}

/**
 * Held by more products than this together, a word and its other forms are searched as the word alone: the union
 * of their lists is read whole and grouped for every search, where one word's list is walked only to the page's end.
 */
const FORMS_MAX_PRODUCTS = 20_000;

/**
 * A word of the keyword that the vocabulary holds in the other number too ("apple" and "apples", "dumbbell" and
 * "dumbbells": audit Q1 left each finding only its own form) matches either form: it becomes the keyword's word
 * that may be any of several (`anyOf`, the path an unfinished word takes), the last such word first. One word of a
 * keyword at most, and only while their lists are short enough to be grouped (FORMS_MAX_PRODUCTS).
 */
function withOtherForms(s: Selection, known: Set<string>, signatures: Signed[]): Selection {
  if (s.anyOf?.length) return s;
  const products = (word: string) => signatures.find((x) => x.term === word)?.products ?? 0;
  for (let i = s.words.length - 1; i >= 0; i--) {
    const word = s.words[i]!;
    if (!known.has(word)) continue;
    // A form no product holds any more (the vocabulary never loses a word) adds nothing to the union.
    const forms = otherFormsOf(word).filter((w) => known.has(w) && products(w) > 0 && !s.words.includes(w));
    if (forms.length === 0) continue;
    const anyOf = [word, ...forms];
    if (anyOf.reduce((sum, w) => sum + products(w), 0) > FORMS_MAX_PRODUCTS) continue;
    const words = s.words.filter((_, j) => j !== i);
    const formsSigned = signatures.filter((x) => anyOf.includes(x.term));
    return { ...s, words, anyOf, signed: (s.signed ?? []).filter((x) => words.includes(x.term)), formsSigned };
  }
  return s;
}
