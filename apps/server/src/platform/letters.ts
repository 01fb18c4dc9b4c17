// Shortening a text people read: by letters as a reader sees them (grapheme clusters), never by UTF-16 code units,
// which cut an emoji's surrogate pair in two (a U+FFFD once written as UTF-8, a lone surrogate in JSON), a flag or a
// ZWJ family into pieces, or a Thai or Lao letter from its marks (audits L2, X2).

const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text cut to at most `max` letters; a text cut short ends with `mark` (counted among the `max`), e.g. "…".
 * A text that fits is returned as it is.
 */
export function firstLetters(text: string, max: number, mark = ''): string {
  // A letter is at least one code unit: a text of no more units than letters asked for fits (the usual case, no walk).
  if (text.length <= max) return text;
  const room = mark ? max - 1 : max;
  let head = '';
  let count = 0;
  for (const { segment } of letters.segment(text)) {
    if (count === max) return mark ? `${head.trimEnd()}${mark}` : head;
    if (count < room) head += segment;
    count++;
  }
  return text;
}
