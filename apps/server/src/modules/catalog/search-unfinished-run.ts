import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type Selection, textArray } from './search-selection';
import { keywordWords, phraseText } from './search-text';

/**
 * A Thai or Lao keyword whose last word is typed unfinished ("กระเป๋", "หูฟั", "ສະມາດວອ", "สมาร์ทวอท"; audits CT4, DD).
 * Thai and Lao are written without spaces, and ICU cuts an unfinished run elsewhere than the whole name: "กระ|เป๋"
 * against "กระเป๋า", "สมา|ร์ท|วอท" against "สมา|ร์ท|วอ|ทช์", "ไฟฉาย" whole against "ไฟ|ฉาย|แอ". Its pieces then find
 * nothing, while the suggestions (names that start with the text) offer the goods. The run is read as whole words of
 * the vocabulary followed by the start of a word, as a Latin word typed unfinished is.
 */

/** A keyword's last run of Thai or Lao letters and the words ICU cut it into (the keyword's last words). */
export type Run = { text: string; pieces: string[] };

const LAST_THAI_OR_LAO_RUN = /(?:\p{Script=Thai}+|\p{Script=Lao}+)$/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The keyword's last run when it ends in Thai or Lao letters and its words end with the run's; else undefined. */
export function lastRun(s: Selection): Run | undefined {
  const text = s.phrase ? phraseText(s.phrase).match(LAST_THAI_OR_LAO_RUN)?.[0] : undefined;
  if (!text) return undefined;
  const pieces = keywordWords(text);
  const tail = s.words.slice(-pieces.length);
  if (pieces.length === 0 || tail.length !== pieces.length || tail.some((w, i) => w !== pieces[i])) return undefined;
  return { text, pieces };
}

/** The longest unfinished end of a run tried (in letters with their marks); a Thai or Lao word is rarely longer. */
const RUN_TAIL_MAX = 20;
/** The longest word looked for in the run's beginning (letters with their marks), and the longest run read. */
const WORD_MAX = 12;
const RUN_MAX = 40;
/**
 * Products of the beginning's last word, its best sellers, whose words an end of one letter is looked up in (below),
 * only when the letter starts more words than the 100 shortest: otherwise those are all of them. Read for every such
 * keyword, the words of 2,000 products cost 44 ms a search at 1M (issue 25, `bench/catalog.mjs --only long-tail`).
 */
const CO_HELD_PRODUCTS = 500;

/**
 * The beginning `letters` as words of the vocabulary (`known`), in as few words as may be: ICU cuts a beginning read
 * alone elsewhere than within the name ("ไฟฉาย" whole, "ไฟ|ฉาย" in "ไฟฉายแอลอีดี"), so the cut that the name's words
 * allow is looked for, ICU's own first. Undefined when the beginning is not words.
 */
function asWords(letters: string[], known: Set<string>): string[] | undefined {
  const icu = keywordWords(letters.join(''));
  if (icu.every((w) => known.has(w))) return icu;
  // Fewest words to each place, from the start.
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= letters.length; end++) {
    for (let start = Math.max(0, end - WORD_MAX); start < end; start++) {
      const before = best[start];
      const word = letters.slice(start, end).join('');
      if (!before || !known.has(word)) continue;
      if (!best[end] || best[end]!.length > before.length + 1) best[end] = [...before, word];
    }
  }
  return best[letters.length];
}

/**
 * The keyword with its last run read as whole words followed by the start of a word: of every place the run may be cut
 * (between letters with their marks), the one leaving the longest end that starts a vocabulary word, whose beginning
 * is vocabulary words (`asWords`). The end may be one letter after such words ("สมาร์ทวอ|ท": the name's next word
 * "ทช์"), never a run of one letter alone. The end is then any of the (at most 100 shortest) words it starts; an end
 * of one letter starts too many for the shortest to hold the name's, and is any of the words it starts that products
 * holding the beginning's last word hold. Two statements, asked only when the keyword finds nothing whole: a piece of
 * the run is no word, or the search of its pieces found nothing. Undefined when no cut finds a word.
 */
export async function withUnfinishedRun(db: Queryable, s: Selection, run: Run): Promise<Selection | undefined> {
  const letters = [...graphemes.segment(run.text)].map((g) => g.segment).slice(-RUN_MAX);
  const before = s.words.slice(0, s.words.length - run.pieces.length);
  // One letter alone starts too many words to be read as any of them; after whole words it is (below).
  if (letters.length < 2 && before.length === 0) return undefined;
  // Every piece of the run that may be a word, and ICU's words of each beginning, asked in one statement.
  const pieces = new Set<string>();
  for (let start = 0; start < letters.length; start++)
    for (let end = start + 1; end <= Math.min(letters.length, start + WORD_MAX); end++)
      pieces.add(letters.slice(start, end).join(''));
  for (let i = 1; i < letters.length; i++) for (const w of keywordWords(letters.slice(0, i).join(''))) pieces.add(w);
  const { rows: held } = await db.execute<{ word: string }>(
    sql`SELECT word FROM search_words WHERE word = ANY(${textArray([...pieces])})`,
  );
  const known = new Set(held.map((r) => r.word));
  const tails: string[] = [];
  const heads: string[] = [];
  const anchors: string[] = [];
  for (let i = Math.max(0, letters.length - RUN_TAIL_MAX); i < letters.length; i++) {
    const tail = letters.slice(i).join('');
    const head = asWords(letters.slice(0, i), known);
    if (!head) continue;
    tails.push(`${tail.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    heads.push(head.join(' '));
    // An end of one letter: the words it starts that products of the word before it hold.
    anchors.push(i === letters.length - 1 ? ([...before, ...head].at(-1) ?? '') : '');
  }
  if (tails.length === 0) return undefined;
  // The cuts in order, the longest end first: the first whose end starts a word.
  const { rows } = await db.execute<{ head: string; words: string[] }>(sql`
    SELECT c.head, ARRAY(
      (SELECT word FROM search_words WHERE word LIKE c.tail ORDER BY length(word), word LIMIT 100)
      UNION
      (SELECT w.term FROM (
        SELECT f.product_id FROM search_postings f
        WHERE f.term = c.anchor AND c.anchor <> ''
          AND (SELECT count(*) FROM (SELECT 1 FROM search_words WHERE word LIKE c.tail LIMIT 101) x) > 100
        ORDER BY f.sales DESC, f.product_id DESC LIMIT ${CO_HELD_PRODUCTS}) h
      JOIN search_postings w ON w.product_id = h.product_id AND w.term LIKE c.tail)) AS words
    FROM (
      SELECT t.tail, t.head, t.anchor
      FROM unnest(${textArray(tails)}, ${textArray(heads)}, ${textArray(anchors)}) WITH ORDINALITY t(tail, head, anchor, n)
      WHERE EXISTS (SELECT 1 FROM search_words w WHERE w.word LIKE t.tail)
      ORDER BY t.n LIMIT 1) c`);
  const found = rows[0];
  if (!found) return undefined;
  const words = [...new Set([...before, ...(found.head ? found.head.split(' ') : [])])];
  return { ...s, words, anyOf: found.words, signed: undefined };
}
