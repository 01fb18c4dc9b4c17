// Shortening a text people read: by letters as a reader sees them (grapheme clusters), never by UTF-16 code units,
// which cut an emoji's surrogate pair in two (a U+FFFD once written as UTF-8, a lone surrogate in JSON), a flag or a
// ZWJ family into pieces, or a Thai or Lao letter from its marks (audits L2, X2).

const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Whether a code unit is a letter by itself that always parts from its neighbours when they are such units too:
 * printable ASCII, Latin-1's and Latin Extended-A's and -B's letters and signs (not the soft hyphen, a control to the
 * segmenter), and the dashes, quotes, bullets and ellipsis of General Punctuation (not its joiners and separators).
 * None is a mark, a joiner, a prepended sign or a regional indicator, so none joins the letter before or after it.
 */
const single = (code: number) =>
  (code >= 0x20 && code <= 0x7e) ||
  (code >= 0xa0 && code <= 0x24f && code !== 0xad) ||
  (code >= 0x2010 && code <= 0x2027);

/** Whether the first `n` code units of `text` are `single`, each one letter. */
function singleLetters(text: string, n: number): boolean {
  for (let i = 0; i < n; i++) if (!single(text.charCodeAt(i))) return false;
  return true;
}

/**
 * Where the first `room` letters of `text` end, when it holds more than `max` letters (max >= room); -1 when it holds
 * no more than `max`. Read by each letter's start (`index`), never by building a string a letter at a time.
 */
function cutAt(text: string, max: number, room: number): number {
  let count = 0;
  let cut = -1;
  for (const { index } of letters.segment(text)) {
    if (count === room) cut = index;
    if (count === max) return cut;
    count++;
  }
  return -1;
}

/**
 * The text cut to at most `max` letters; a text cut short ends with `mark` (counted among the `max`), e.g. "…".
 * A text that fits is returned as it is.
 *
 * A long text is read by its first stretch alone (a description of thousands of letters cut to 160 for a page's
 * summary): where a letter ends depends on it and on what comes before it, never on the letters after the next one, so
 * every letter that ends before the stretch does is one of the text's. Only when the stretch holds too few letters
 * (marks piled on marks) is the whole text read.
 */
export function firstLetters(text: string, max: number, mark = ''): string {
  // A letter is at least one code unit: a text of no more units than letters asked for fits (the usual case, no walk).
  if (text.length <= max) return text;
  const room = Math.max(0, mark ? max - 1 : max);
  // Most texts of Latin letters: the first max + 1 units are as many letters, so the text holds more than `max`; the
  // segmenter's objects (80 bytes a letter, on every product page rendered) are not needed to find the cut.
  if (singleLetters(text, max + 1)) {
    return mark ? `${text.slice(0, room).trimEnd()}${mark}` : text.slice(0, room);
  }
  const stretch = 8 * (max + 1);
  let cut = text.length > stretch ? cutAt(text.slice(0, stretch), max, room) : -1;
  if (cut === -1) cut = cutAt(text, max, room);
  if (cut === -1) return text;
  return mark ? `${text.slice(0, cut).trimEnd()}${mark}` : text.slice(0, cut);
}
