import { fold, foldText } from '../../platform/text-fold';

/**
 * The words of search documents and of keywords (DESIGN.md section 7), pure. Text is folded (`fold`: NFKC with Thai and
 * Lao letters kept whole, lower case, one apostrophe, the accents of Latin letters dropped: "Écharpe" and "echarpe" are
 * one word) and cut into words by ICU's word breaks
 * (`Intl.Segmenter`), which know Thai, Lao, Chinese and Japanese dictionaries. Chinese runs also give their single
 * characters and every two-character piece, so that a compound the segmenter splits ("降噪") is still found; a
 * Chinese keyword is matched by its pieces.
 */

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
/** Letters and digits of any script: what a word must contain to be a word. */
const WORDISH = /[\p{L}\p{N}]/u;
/** The longest word kept (a pasted code or URL is not a word). */
const MAX_WORD = 40;

const THAI_OR_LAO = /[\p{Script=Thai}\p{Script=Lao}]/u;
const THAI_OR_LAO_RUN = /\p{Script=Thai}+|\p{Script=Lao}+/gu;

/**
 * A Thai or Lao run set apart from letters and digits of another script it touches ("soniqueหูฟัง": "sonique หูฟัง").
 * ICU's dictionary reads such a run from the Latin letters before it and cut "soniqueหู" + "ฟัง" (audit Q2): shoppers
 * and shops write a brand or a model ("Z3") against Thai and Lao words without a space. Han runs are split out of words
 * by their pieces instead.
 */
function apartByScript(folded: string): string {
  if (!THAI_OR_LAO.test(folded)) return folded;
  return folded.replace(THAI_OR_LAO_RUN, (run: string, at: number, whole: string) => {
    const before = at > 0 && WORDISH.test(whole[at - 1]!) ? ' ' : '';
    const after = WORDISH.test(whole[at + run.length] ?? '') ? ' ' : '';
    return `${before}${run}${after}`;
  });
}

/** Word-like segments of folded text; a word with an apostrophe also gives its parts ("l'echarpe": "echarpe"). */
function segments(folded: string): string[] {
  const out: string[] = [];
  for (const s of segmenter.segment(apartByScript(folded))) {
    if (!s.isWordLike || !WORDISH.test(s.segment)) continue;
    const word = s.segment;
    if ([...word].length > MAX_WORD) continue;
    out.push(word);
    if (word.includes("'")) for (const part of word.split("'")) if (part && WORDISH.test(part)) out.push(part);
  }
  return out;
}

/** Every single character and two-character piece of each Chinese run. */
function hanPieces(folded: string): string[] {
  const out: string[] = [];
  for (const run of folded.match(HAN_RUN) ?? []) {
    const chars = [...run];
    for (let i = 0; i < chars.length; i++) {
      out.push(chars[i]!);
      if (i + 1 < chars.length) out.push(chars[i]! + chars[i + 1]!);
    }
  }
  return out;
}

/** The words a document holds for a text: its segmented words plus the Chinese pieces, once each. */
export function documentWords(text: string): string[] {
  const folded = fold(text);
  return [...new Set([...segments(folded), ...hanPieces(folded)])];
}

/**
 * The words a keyword must all find (AND). A Chinese word of two characters or more is matched by its two-character
 * pieces (the document holds every piece, however its own text was segmented); one character by itself.
 */
export function keywordWords(keyword: string): string[] {
  return [...keptWordsOf(keyword.slice(0, 100))];
}

/** Endings of plurals in English, French and Spanish, longest first, with the singular endings they may stand for. */
const PLURALS: [string, string[]][] = [
  ['ies', ['y', 'ie']], // batteries, bougies
  ['ves', ['f', 'fe']], // scarves, knives
  ['aux', ['al', 'ail']], // journaux, vitraux
  ['ces', ['z']], // luces, lapices
  ['es', ['', 'e']], // watches, relojes; phones
  ['s', ['']], // bougies, telefonos, velas
  ['x', ['']], // bijoux, chapeaux, jeux
];

/**
 * The singular forms a plural word may stand for ("scarves": "scarf", "scarfe", "scarve"; "telefonos": "telefono"),
 * by the endings of English, French and Spanish plurals; none for a word of another script or one too short to be a
 * plural. Most candidates are no word at all: the search keeps those the vocabulary holds (`withUnfinishedWord`), so a
 * word the rules misread ("bus") finds nothing new rather than something wrong.
 */
export function singularsOf(word: string): string[] {
  if (!/^\p{Script=Latin}{4,}$/u.test(word) || word.endsWith('ss')) return [];
  const out: string[] = [];
  for (const [plural, singulars] of PLURALS) {
    if (!word.endsWith(plural)) continue;
    const stem = word.slice(0, -plural.length);
    for (const singular of singulars) if (stem.length + singular.length >= 2) out.push(stem + singular);
  }
  return [...new Set(out)].filter((w) => w !== word);
}

/**
 * The plurals a word may have, by the same endings read the other way ("candle": "candles", "candlees"; "battery":
 * "batteries"; "luz": "luces"; "bijou": "bijoux"); as with `singularsOf`, most are no word at all and the search keeps
 * those the vocabulary holds. None for a word of another script or one shorter than three letters.
 */
export function pluralsOf(word: string): string[] {
  if (!/^\p{Script=Latin}{3,}$/u.test(word)) return [];
  const out: string[] = [];
  for (const [plural, singulars] of PLURALS) {
    for (const singular of singulars) {
      if (!word.endsWith(singular)) continue;
      const stem = word.slice(0, word.length - singular.length);
      if (stem.length >= 2) out.push(stem + plural);
    }
  }
  return [...new Set(out)].filter((w) => w !== word);
}

/** A word's other forms by number, either way (`singularsOf` and `pluralsOf`). */
export const otherFormsOf = (word: string): string[] => [...new Set([...singularsOf(word), ...pluralsOf(word)])];

/**
 * `make(key)`, kept for the keys asked lately: at most `limit` of them, all forgotten at once when full (the keys this
 * serves are few and asked again and again, so an order of use is not worth keeping).
 */
function remembered<V>(limit: number, make: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make(key);
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}

/**
 * The words of the keywords asked lately: shoppers ask the same keywords again and again, and segmenting one (ICU for
 * Thai, Lao and Chinese) was 3 % of the server's time under a search load (issue 25).
 */
const keptWordsOf = remembered<readonly string[]>(5_000, wordsOfKeyword);

function wordsOfKeyword(keyword: string): string[] {
  const words = new Set<string>();
  for (const word of segments(fold(keyword))) {
    if (!HAN.test(word)) {
      words.add(word);
      continue;
    }
    for (const run of word.match(HAN_RUN) ?? []) {
      const chars = [...run];
      if (chars.length === 1) words.add(run);
      for (let i = 0; i + 1 < chars.length; i++) words.add(chars[i]! + chars[i + 1]!);
    }
    const rest = word.replace(HAN_RUN, ' ').trim();
    for (const part of rest.split(/\s+/)) if (part && WORDISH.test(part)) words.add(part);
  }
  return [...words].slice(0, 12);
}

/**
 * Attribute names and values are a small vocabulary repeated over a whole catalogue ("Colour", "Red"): folded once
 * each while it stays small. Building a million products' documents folded them 60 times per product (issue 25).
 */
export const foldTerm = remembered(20_000, (term: string) => foldText(term));

/**
 * An attribute's name as it leads a pair or a key: the first "=" that is not escaped ends it, so an "=" inside the name
 * is written "\=" and a backslash "\\" (audit Q4: "Ratio W=H" read back as "Ratio W" and "H=1:1"). A name without
 * either reads as it always did, so the documents of every other attribute keep their keys.
 */
const pairName = (name: string) => name.replace(/[\\=]/g, (c) => `\\${c}`);

/** A document's attribute pair as the facets show it (`Colour=Red`): name and value as the shop wrote them. */
export function attrPair(name: string, value: string): string {
  return `${pairName(name.trim())}=${value.trim()}`;
}

/** The name and value of an attribute pair (`attrPair`); null when it is none. */
export function splitPair(pair: string): { name: string; value: string } | null {
  let name = '';
  for (let i = 0; i < pair.length; i++) {
    const c = pair[i]!;
    if (c === '\\' && i + 1 < pair.length) name += pair[++i];
    else if (c === '=') return { name, value: pair.slice(i + 1) };
    else name += c;
  }
  return null;
}

/** The key of an attribute's name in a facet: folded, and escaped as it leads its values' keys. */
export function attrNameKey(name: string): string {
  return pairName(foldTerm(name));
}

/** The key of an attribute value in a facet: name and value folded, so that shops' "Colour: Red" and "colour: red" meet. */
export function attrKey(name: string, value: string): string {
  return `${attrNameKey(name)}=${foldTerm(value)}`;
}

/**
 * Text as a phrase is compared (decision 0034): folded, every run of what is no letter, digit or mark one space. "Quasar
 * trekking" is a phrase of "QUASAR Trekking-Backpack"; Thai, Lao and Chinese, written without spaces, compare as
 * written, a Thai or Lao run set apart from another script as its words are ("Z3หูฟัง" is "z3 หูฟัง").
 */
export function phraseText(text: string): string {
  return apartByScript(fold(text))
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}
