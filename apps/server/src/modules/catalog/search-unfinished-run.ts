import { sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import { type Selection, textArray, textArrayParam } from './search-selection';
import { keywordWords, phraseText } from './search-text';

/**
 * A Thai or Lao keyword whose last word is typed unfinished ("กระเป๋", "หูฟั", "ສະມາດວອ", "สมาร์ทวอท"; audits CT4, DD).
 * Thai and Lao are written without spaces, and ICU cuts an unfinished run elsewhere than the whole name: "กระ|เป๋"
 * against "กระเป๋า", "สมา|ร์ท|วอท" against "สมา|ร์ท|วอ|ทช์", "ไฟฉาย" whole against "ไฟ|ฉาย|แอ". Its pieces then find
 * nothing, while the suggestions (names that start with the text) offer the goods. The run is read as whole words of
 * the vocabulary followed by the start of a word, as a Latin word typed unfinished is.
 */

/**
 * A keyword's last run of Thai or Lao letters and the words ICU cut it into (the keyword's last words). `earlier`: the
 * words of the runs of the same script typed just before it, a space apart, and `joined` ICU's words of those runs and
 * this one written together as a name writes them, when they differ: "เทียนหอม อโรมา" is "เทียน|หอม" and "อ|โร|มา",
 * "เทียน|หอ|มอ|โร|มา" together, as in the name "เทียนหอมอโรมา" (audit DT6).
 */
export type Run = { text: string; pieces: string[]; earlier: string[]; joined?: string[] };

const LAST_THAI_OR_LAO_RUNS = /(?:\p{Script=Thai}+(?: \p{Script=Thai}+)*|\p{Script=Lao}+(?: \p{Script=Lao}+)*)$/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Escapes LIKE wildcards so that text matches literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The keyword's last run when it ends in Thai or Lao letters and its words end with the run's; else undefined. */
export function lastRun(s: Selection): Run | undefined {
  const runs = s.phrase ? phraseText(s.phrase).match(LAST_THAI_OR_LAO_RUNS)?.[0].split(' ') : undefined;
  const text = runs?.at(-1);
  if (!runs || !text) return undefined;
  const pieces = keywordWords(text);
  const endsWith = (words: string[]) =>
    words.length > 0 && words.length <= s.words.length && s.words.slice(-words.length).every((w, i) => w === words[i]);
  if (!endsWith(pieces)) return undefined;
  const typed = runs.length > 1 ? keywordWords(runs.join(' ')) : pieces;
  const joined = keywordWords(runs.join(''));
  if (typed.length === pieces.length || !endsWith(typed) || joined.join(' ') === typed.join(' '))
    return { text, pieces, earlier: [] };
  return { text, pieces, earlier: typed.slice(0, -pieces.length), joined };
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

/** Ways a beginning is read as words, tried per place the run may be cut; and cuts kept at most for the search. */
const READINGS_MAX = 3;
const CUTS_MAX = 8;
/** Ways of reading a beginning as words looked through for the fewest words (the letters may be read many ways). */
const READINGS_LOOKED_AT = 32;
/** The most letters of ICU's first piece of a run read as the end of a name's word (the "อ" of "มอ" in "อโรมา"). */
const LEAD_MAX = 2;

/**
 * The beginning `letters` as words of the vocabulary (`known`), at most READINGS_MAX ways: ICU cuts a beginning read
 * alone elsewhere than within the name ("ไฟฉาย" whole, "ไฟ|ฉาย" in "ไฟฉายแอลอีดี"; "ສະມາດ" whole, "ສະ|ມາດ" in
 * "ສະມາດໂຟນ" but "ສະມາດ|ວອດ"), so ICU's own cut comes first, then its cut of the whole run (`runWords`) up to there,
 * then the fewest words. Empty when the beginning is not words.
 */
function readingsOf(letters: string[], known: Set<string>, runWords: string[]): string[][] {
  const text = letters.join('');
  const readings: string[][] = [];
  const add = (words: string[]) => {
    if (words.every((w) => known.has(w)) && !readings.some((r) => r.join(' ') === words.join(' ')))
      readings.push(words);
  };
  add(keywordWords(text));
  for (let k = 1; k <= runWords.length; k++) if (runWords.slice(0, k).join('') === text) add(runWords.slice(0, k));
  // Every other reading, longer words tried first, as far as READINGS_LOOKED_AT readings; the fewest words kept. Only
  // places from which the rest is words are stepped to, so that every step leads to a reading (no walk of dead ends).
  const rest: boolean[] = [];
  rest[letters.length] = true;
  for (let start = letters.length - 1; start >= 0; start--) {
    rest[start] = false;
    for (let end = start + 1; end <= Math.min(letters.length, start + WORD_MAX) && !rest[start]; end++)
      rest[start] = Boolean(rest[end]) && known.has(letters.slice(start, end).join(''));
  }
  const others: string[][] = [];
  const walk = (start: number, words: string[]) => {
    if (others.length >= READINGS_LOOKED_AT) return;
    if (start === letters.length) {
      others.push(words);
      return;
    }
    for (let end = Math.min(letters.length, start + WORD_MAX); end > start; end--) {
      const word = letters.slice(start, end).join('');
      if (rest[end] && known.has(word)) walk(end, [...words, word]);
    }
  };
  walk(0, []);
  for (const words of others.sort((a, b) => a.length - b.length)) add(words);
  return readings.slice(0, READINGS_MAX);
}

/**
 * The keyword with its last run read as whole words followed by the start of a word, at every place the run may be
 * cut (between letters with their marks) and in every way its beginning is words (`readingsOf`): a name starting with
 * the run was cut by ICU somewhere, and its words hold one of these cuts (audit DJ2: "ສະມາດໂຟ" is "ສະມາດ|ໂຟ…" for no
 * name and "ສະ|ມາດ|ໂຟ…" for the phones; "เทียนหอม" is "เทียน|หอม" and "เทียน|หอ|ม…" in "เทียนหอมอโรมา"). The run whole
 * starts words too: "ເຂົ້າ" is also "ເຂົ້າໜົມ" (a Thai or Lao name is not cut where a reader types a space). The end
 * may be one letter after such words ("สมาร์ทวอ|ท": the name's next word "ทช์"), never a run of one letter alone. An
 * end is any of the (at most 100 shortest) words it starts; an end of one letter starts too many for the shortest to
 * hold the name's, and is any of the words it starts that products holding the beginning's last word hold. The cuts
 * whose end starts a word are kept, the reading of ICU's words first, then the longest ends, at most CUTS_MAX: a
 * document holds one of them. Two statements, asked only when a piece of the run is no word or its words find fewer
 * than a page (`searchProducts`). Undefined when no cut finds a word.
 */
export async function withUnfinishedRun(db: Queryable, s: Selection, run: Run): Promise<Selection | undefined> {
  const letters = [...graphemes.segment(run.text)].map((g) => g.segment).slice(-RUN_MAX);
  const before = s.words.slice(0, s.words.length - run.pieces.length - run.earlier.length);
  // One letter alone starts too many words to be read as any of them; after whole words it is (below).
  if (letters.length < 2 && before.length + run.earlier.length === 0) return undefined;
  // Every piece of the run that may be a word, and ICU's words of each beginning, asked in one statement.
  const pieces = new Set<string>([...run.pieces, ...run.earlier, ...(run.joined ?? [])]);
  for (let start = 0; start < letters.length; start++)
    for (let end = start + 1; end <= Math.min(letters.length, start + WORD_MAX); end++)
      pieces.add(letters.slice(start, end).join(''));
  for (let i = 1; i < letters.length; i++) for (const w of keywordWords(letters.slice(0, i).join(''))) pieces.add(w);
  // A run ICU starts with a piece of a letter or two ("อ|โร|มา") may begin inside a name's word (below).
  const opening = run.pieces.length > 1 && run.pieces.join('') === letters.join('') ? run.pieces[0]! : '';
  const lead = [...graphemes.segment(opening)].length <= LEAD_MAX ? [...graphemes.segment(opening)].length : 0;
  for (const w of lead > 0 ? keywordWords(letters.slice(lead).join('')) : []) pieces.add(w);
  const { rows: held } = await db.execute<{ word: string }>(
    sql`SELECT word FROM search_words WHERE word = ANY(${textArray([...pieces])})`,
  );
  const known = new Set(held.map((r) => r.word));
  const cuts: { pattern: string; start: string; head: string[]; anchor: string }[] = [];
  const add = (tail: string, head: string[]) => {
    // An end of one letter: the words it starts that products of the word before it hold, read for one cut only
    // (the first: ICU's reading when it ends so), as each read costs a walk of CO_HELD_PRODUCTS products' words.
    const first = [...graphemes.segment(tail)].length === 1 && !cuts.some((c) => c.anchor !== '');
    const anchor = first ? ([...before, ...head].at(-1) ?? '') : '';
    const pattern = `${literal(tail)}%`;
    if (!cuts.some((c) => c.pattern === pattern && c.head.join(' ') === head.join(' ')))
      cuts.push({ pattern, start: tail, head, anchor });
  };
  // ICU's words of the run with its last word as an end first: the run's plain reading, once its words are words;
  // then, for a run typed a space apart from the one before it, ICU's words of the two written together.
  for (const words of [[...run.earlier, ...run.pieces], run.joined ?? []])
    if (words.length > 0 && words.slice(0, -1).every((w) => known.has(w))) add(words.at(-1)!, words.slice(0, -1));
  // The run begun inside a name's word: "อโรมา" is the end of "มอ" and the words "โร|มา" in "เทียน|หอ|มอ|โร|มา" (audit
  // DT6). Its first letters are the end of a word that products holding the rest's longest word hold (a word's end is
  // no key of the vocabulary's index; those products' words are), and the rest is whole words.
  if (lead > 0)
    for (const rest of readingsOf(letters.slice(lead), known, run.pieces.slice(1))) {
      const anchor = [...rest].sort((a, b) => b.length - a.length)[0]!;
      cuts.push({ pattern: `%${literal(opening)}`, start: '', head: [...run.earlier, ...rest], anchor });
    }
  for (let i = Math.max(0, letters.length - RUN_TAIL_MAX); i < letters.length; i++)
    for (const head of i === 0 ? [[]] : readingsOf(letters.slice(0, i), known, run.pieces))
      add(letters.slice(i).join(''), [...run.earlier, ...head]);
  if (cuts.length === 0) return undefined;
  // The cuts in order whose end starts a word (or, begun inside a word, whose products' words end so), each with the
  // words it may be.
  const readCuts = async (asked: typeof cuts) => {
    if (asked.length === 0) return [];
    // A word starts with a cut's end when it sorts from the end up to the end followed by the last code point: a range
    // of the vocabulary's pattern index per cut (a LIKE of a pattern known only per row read every word, 1.5 ms a
    // cut at a million products). Prepared, one text for any number of cuts: planning took longer than running.
    const { rows: found } = await executePrepared<{ head: string; lead: boolean; words: string[] }>(
      db,
      sql`
    SELECT c.head, c.lead, ARRAY(
      (SELECT word FROM search_words WHERE NOT c.lead AND word ~>=~ c.start AND word ~<~ (c.start || chr(1114111))
        ORDER BY length(word), word LIMIT 100)
      UNION
      (SELECT w.term FROM (
        SELECT f.product_id FROM search_postings f
        WHERE f.term = c.anchor AND c.anchor <> ''
          AND (c.lead OR (SELECT count(*) FROM (SELECT 1 FROM search_words
            WHERE word ~>=~ c.start AND word ~<~ (c.start || chr(1114111)) LIMIT 101) x) > 100)
        ORDER BY f.sales DESC, f.product_id DESC LIMIT ${sql.raw(String(CO_HELD_PRODUCTS))}) h
      JOIN search_postings w ON w.product_id = h.product_id AND w.term LIKE c.tail)) AS words
    FROM (
      SELECT t.tail, t.start, t.head, t.anchor, t.n, left(t.tail, 1) = '%' AS lead
      FROM unnest(${textArrayParam(asked.map((c) => c.pattern))}, ${textArrayParam(asked.map((c) => c.start))},
        ${textArrayParam(asked.map((c) => c.head.join(' ')))}, ${textArrayParam(asked.map((c) => c.anchor))})
        WITH ORDINALITY t(tail, start, head, anchor, n)
      WHERE left(t.tail, 1) = '%' OR EXISTS (SELECT 1 FROM search_words w
        WHERE w.word ~>=~ t.start AND w.word ~<~ (t.start || chr(1114111)))
      ORDER BY t.n LIMIT ${sql.raw(String(CUTS_MAX))}) c
    ORDER BY c.n`,
    );
    // A cut begun inside a word stands for the longer words ending so (the piece itself is the plain reading's); it is
    // none when its products hold no such word.
    return found
      .map((r) => (r.lead ? { ...r, words: r.words.filter((w) => w !== opening) } : r))
      .filter((r) => r.words.length > 0);
  };
  // The readings begun inside a word only when no other reading starts a word: walking the best sellers' words for a
  // word's end cost every Thai and Lao keyword that does not fill a page 80 % more of the database's time at a million
  // products (issue 25), and a run that reads as words needs no such guess.
  const inside = (c: (typeof cuts)[number]) => c.pattern.startsWith('%');
  let rows = await readCuts(cuts.filter((c) => !inside(c)));
  if (rows.length === 0 && cuts.some(inside)) rows = await readCuts(cuts.filter(inside));
  if (rows.length === 0) return undefined;
  const read = rows.map((r) => ({ words: r.head ? r.head.split(' ') : [], anyOf: r.words }));
  if (read.length === 1) {
    const words = [...new Set([...before, ...read[0]!.words])];
    return { ...s, words, anyOf: read[0]!.anyOf, signed: undefined };
  }
  return { ...s, words: before, runCuts: read, signed: undefined };
}
