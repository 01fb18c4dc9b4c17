import type { z } from 'zod';

/**
 * Texts people read (names, addresses, replies): they must show something, and cannot carry a terminal's control
 * characters or the direction overrides that make "a\u202Egnp.exe" read as "aexe.png". One rule for every such field,
 * as chat has for its messages (audits B4, D4, E2).
 */

/**
 * The characters that show nothing, as a regular expression's character class: every format character (zero-width
 * spaces and joiners, the soft hyphen, direction marks, the byte order mark) and the blank fillers of Hangul and Braille
 * (audit L3). The one list: `INVISIBLE`, `lookAlikeKey` and search's folding (server `platform/text-fold.ts`) use it.
 */
export const UNSEEN_CLASS = '\\p{Cf}\\u115f\\u1160\\u3164\\uffa0\\u2800';
/** Every character of `UNSEEN_CLASS`, to drop them all (`text.replace(UNSEEN, '')`). */
export const UNSEEN = new RegExp(`[${UNSEEN_CLASS}]`, 'gu');
/** Spaces and the characters that show nothing (`UNSEEN_CLASS`). */
export const INVISIBLE = new RegExp(`[\\s${UNSEEN_CLASS}]`, 'gu');
/**
 * Format characters that show nothing and that no script needs inside a name (audit FG5): the zero-width space, the soft
 * hyphen, the word joiner and the invisible operators, the byte order mark and the Mongolian vowel separator. A name
 * pasted from a web page or an office document carries them ("Re\u200Bd" reads "Red" and is another word to every
 * comparison). The zero-width joiner and non-joiner stay: they join an emoji's parts into one picture ("👩\u200D🍳" is a
 * cook, without it a woman and a pan) and choose a letter's shape in scripts that join (Persian, Indic); dropping them
 * changes what the reader sees. Comparisons ignore them as well (`lookAlikeKey`).
 */
const DROPPED = /[\u00AD\u180E\u200B\u2060-\u2064\uFEFF]/gu;

/** A name or value as it is kept (audit FG5): composed (NFC: "Cafe\u0301" is "Café"), without the characters of `DROPPED`. */
export const cleanText = (text: string): string => text.normalize('NFC').replace(DROPPED, '');

/**
 * What two names or values that look the same share (audit FG5): case, width ("ＸＬ" is "XL") and compatibility forms
 * folded (NFKC), every invisible format character (joiners too) and filler dropped, runs of spaces one space. Two
 * attribute names of a product, or two values of one attribute, with the same key are "the same twice".
 */
export const lookAlikeKey = (text: string): string =>
  text.normalize('NFKC').replace(UNSEEN, '').replace(/\s+/gu, ' ').trim().toLowerCase();

/** Marks that only change the letter before them: alone, they show none of their own. */
const MARKS = /\p{M}/gu;
/** Embeddings, overrides and isolates: they reorder what follows them. */
const REORDERING = /[\u202A-\u202E\u2066-\u2069]/u;

export const CONTROL_TEXT = 'This text cannot hold control or direction characters';
export const STACKED_MARKS_TEXT = 'A letter in this text carries too many accents or marks';
/** The `blank` message of a text that may be left empty. */
export const OPTIONAL_BLANK_TEXT = 'Write something that shows, or leave it empty';

/**
 * The marks one letter may carry: Vietnamese, Thai and Lao stack two or three (ệ, กี่, ທີ່), pointed Hebrew or a
 * Tibetan stack four. "Zalgo" text piles hundreds on one letter, drawn over the lines around it (audit R9).
 */
export const MAX_MARKS_PER_LETTER = 4;
const ONE_MARK = /^\p{M}$/u;

/** Whether the text shows at least one character. */
export const showsSomething = (text: string) => text.replace(INVISIBLE, '').replace(MARKS, '') !== '';

/** Control characters (line breaks and tabs allowed only in texts of several lines), or a direction override. */
export function holdsControl(text: string, lines: boolean): boolean {
  if (REORDERING.test(text)) return true;
  for (const c of text) {
    if (lines && (c === '\n' || c === '\r' || c === '\t')) continue;
    const code = c.codePointAt(0) ?? 0;
    if (code < 32 || (code >= 127 && code < 160)) return true;
    if (!lines && (code === 0x2028 || code === 0x2029)) return true;
  }
  return false;
}

/** Whether a letter (or the start of the text) carries more marks than any language writes on one. */
export function stacksMarks(text: string): boolean {
  let run = 0;
  for (const c of text) {
    run = ONE_MARK.test(c) ? run + 1 : 0;
    if (run > MAX_MARKS_PER_LETTER) return true;
  }
  return false;
}

/**
 * A string schema held to the rule: `blank` when it shows nothing (the field's own "fill in" message), CONTROL_TEXT
 * when it holds what a reader cannot see, STACKED_MARKS_TEXT when marks pile up on a letter. `lines`: a text of several lines (a reply), where line breaks are words.
 */
export function readable<T extends z.ZodString>(schema: T, blank: string, opts: { lines?: boolean } = {}): T {
  return schema
    .refine((text) => text === '' || showsSomething(text), blank)
    .refine((text) => !holdsControl(text, opts.lines === true), CONTROL_TEXT)
    .refine((text) => !stacksMarks(text), STACKED_MARKS_TEXT) as T;
}
