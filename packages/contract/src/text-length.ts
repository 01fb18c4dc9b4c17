import type { z } from 'zod';

/**
 * How long a text is as a person counts it (audit FC3): in characters they see, grapheme clusters (a Thai letter with
 * its marks, "é" written as e and an accent, an emoji with its joins, a flag), not in UTF-16 units (a browser's
 * `maxLength` and `.length`: one emoji counted twice) nor in code points (a Thai syllable counted three times). The
 * server and the pages count a limit the same way with these.
 */
let graphemes: Intl.Segmenter | null | undefined;

/**
 * Where each character of `text` starts, as a person counts them. Made when first asked, not when the module is read:
 * a browser without `Intl.Segmenter` (or a test that stubs `Intl`) still loads every page that imports this, and there
 * counts code points, never fewer than the characters seen, so a box never takes more than the server does.
 */
function* starts(text: string): Generator<number> {
  if (graphemes === undefined) {
    graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;
  }
  if (graphemes) {
    for (const { index } of graphemes.segment(text)) yield index;
    return;
  }
  let index = 0;
  for (const point of text) {
    yield index;
    index += point.length;
  }
}

/** The characters a person counts in `text`. */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of starts(text)) count += 1;
  return count;
}

/** `text` cut after its first `max` characters as a person counts them (a box that takes no more than its limit). */
export function cutToChars(text: string, max: number): string {
  let count = 0;
  for (const index of starts(text)) {
    if (count === max) return text.slice(0, index);
    count += 1;
  }
  return text;
}

/** A text past four code points a character on average: bounded in storage whatever it counts as seen. */
export const TEXT_TOO_HEAVY = 'This text holds too many joined symbols or marks for its length: shorten it';

/**
 * `schema` held to at most `max` characters as a person counts them (`message` past it), and to four code points a
 * character in all (TEXT_TOO_HEAVY), so that one of endless joined symbols or marks stays bounded.
 */
export function maxChars<T extends z.ZodString>(schema: T, max: number, message: string): T {
  return schema.refine((text) => charCount(text) <= max, message).max(max * 4, TEXT_TOO_HEAVY) as T;
}
