import confusables from 'unhomoglyph/data.json';

/**
 * Names that look the same must compare equal: a shop called like another plus an invisible character, with doubled
 * spaces, in another case or with Cyrillic or Greek letters that look Latin is an impersonation, not a new name.
 * `nameKey` is the comparison key of a shop name, stored in `merchants.name_key` (unique) and
 * `merchant_applications.name_key` / `merchant_change_requests.name_key`. Steps:
 *
 * 1. Unicode NFKC (fullwidth letters, ligatures, compatibility spaces and digits become their plain forms);
 * 2. invisible characters removed: format characters (Cf: zero-width space and joiners, bidi controls, soft hyphen,
 *    word joiner, BOM, tags) and every default-ignorable code point (variation selectors, combining grapheme joiner,
 *    Hangul fillers), and control characters other than white space;
 * 3. every kind of white space (and the blank braille pattern) collapsed to one space, trimmed;
 * 4. case folded (upper then lower case, so that ß and ẞ fold to ss and final sigma to sigma) and the Unicode TR39
 *    skeleton taken (NFD, each character replaced by its prototype in confusables.txt, NFD again): 0 and O, 1 and l,
 *    Cyrillic а and Latin a meet. The table is case-sensitive, so capitals of other scripts are taken by their look
 *    before folding (Cyrillic В is Latin B, not small в), Latin capitals by their case;
 * 5. look-alike punctuation the table keeps apart brought together: every dash to a hyphen, quotation marks and
 *    runs of apostrophes to one apostrophe, middle dots and bullets to a full stop;
 * 6. Thai and Lao clusters (a base letter and the combining marks after it) put in one order: fonts place a vowel
 *    above and a tone mark by their kind, not by the order typed, and NFKC leaves them as typed (Thai and Lao vowels
 *    have combining class 0). Within each cluster the marks are sorted by code point and a repeated mark is dropped
 *    (ก + ิ + ่, ก + ่ + ิ and ก + ิ + ่ + ่ are one cluster), and a phinthu (Thai U+0E3A, Lao U+0EBA) that ends a
 *    word is dropped: a dot under the last letter is no name of its own. Step 4's table is completed with the letters
 *    it leaves apart that read the same: the obsolete ฅ is ค, and Lao ແ is ເເ as Thai แ is เเ.
 *
 * One key cannot hold both "same letters in another case" and "capital I looks like small l": together they would
 * make i and l one letter (Mail and Mall). So the key folds Latin case, and `lookKey` (the skeleton of the name as
 * written, case kept until after the table) catches PaypaI; `looksAlike` asks both. Names whose look keys match share
 * their keys once i and l are merged (`iLMerged`), which lets the database find the candidates.
 *
 * The keys are for comparison only, never shown. Keys of existing rows are filled by `backfillNameKeys`
 * (db/name-keys.ts) when missing, so changing `nameKey` needs a migration that clears them (0081 did for step 6).
 */
export function nameKey(name: string): string {
  return clusters(finish(fold(skeleton(fold(skeleton(clean(name), true))))));
}

/** The TR39 skeleton of the name as written (capital I is small l), then folded. */
export function lookKey(name: string): string {
  return clusters(finish(fold(skeleton(fold(skeleton(clean(name), false))))));
}

/** Two names a reader could take for each other. */
export const looksAlike = (a: string, b: string): boolean => nameKey(a) === nameKey(b) || lookKey(a) === lookKey(b);

/** A name key with i and l as one letter: names that look alike have equal merged keys (SQL: translate(k,'i','l')). */
export const iLMerged = (key: string): string => key.replaceAll('i', 'l');

function clean(name: string): string {
  const visible = name.replace(SPACING_ACCENTS, "'").normalize('NFKC').replace(INVISIBLE, '');
  return visible.replace(SPACES, ' ').replace(CONTROL, '').trim();
}

function finish(key: string): string {
  const plain = key.replace(DASHES, '-').replace(QUOTES, "'").replace(APOSTROPHES, "'").replace(DOTS, '.');
  return plain.replace(SPACES, ' ').trim();
}

/** Step 6: the marks of each Thai or Lao cluster sorted and unique, a phinthu at the end of a word dropped. */
function clusters(key: string): string {
  return key.replace(THAI_LAO_CLUSTER, (_all, base: string, marks: string, offset: number, whole: string) => {
    const end = offset + base.length + marks.length;
    const wordEnds = end === whole.length || whole[end] === ' ';
    const kept = [...new Set(marks)].filter((mark) => !(wordEnds && PHINTHU.has(mark)));
    return base + kept.sort().join('');
  });
}

/** The key has no visible character left: the name is blank to a reader. */
export const isBlankName = (name: string): boolean => nameKey(name) === '';

// NFKC would make these a space and a combining accent; they stand where an apostrophe would.
const SPACING_ACCENTS = /[\u00b4\u0384\u1ffd]/g;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const SPACES = /[\s\p{Z}\u0085\u2800]+/gu;
const CONTROL = /\p{Cc}/gu;
const DASHES = /[\p{Pd}\u2212\u30fc\u2e3a\u2e3b]/gu;
const QUOTES = /[\p{Pi}\p{Pf}"\u201e\u301d-\u301f]/gu;
const APOSTROPHES = /'{2,}/g;
const DOTS = /[\u00b7\u0387\u2022\u2027\u2219\u22c5\u30fb\uff65]/gu;

const LATIN_CAPITAL = /^(?=\p{Script=Latin})\p{Lu}$/u;
const prototypes = new Map<string, string>([
  ...Object.entries(confusables as Record<string, string>),
  // Step 6: look-alikes confusables.txt leaves apart (its table already has ฃ → ข and แ → เเ).
  ['\u0e05', '\u0e04'],
  ['\u0ec1', '\u0ec0\u0ec0'],
]);
const THAI_LAO_CLUSTER = /([\p{Script=Thai}\p{Script=Lao}])(\p{M}+)/gu;
const PHINTHU = new Set(['\u0e3a', '\u0eba']);

/** TR39 skeleton; with `latinCase`, Latin capitals are folded instead (their look is their small letter's). */
function skeleton(text: string, latinCase = false): string {
  let out = '';
  for (const char of text.normalize('NFD')) {
    if (latinCase && LATIN_CAPITAL.test(char)) out += fold(char);
    else out += prototypes.get(char) ?? char;
  }
  return out.normalize('NFD');
}

// Lower case picks the final sigma by position; folding makes every sigma one letter.
const fold = (text: string): string =>
  text
    .toUpperCase()
    .toLowerCase()
    .replace(/\u03c2/g, '\u03c3');
