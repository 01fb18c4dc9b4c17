import type { z } from 'zod';

/**
 * Texts people read (names, addresses, replies): they must show something, and cannot carry a terminal's control
 * characters or the direction overrides that make "a\u202Egnp.exe" read as "aexe.png". One rule for every such field,
 * as chat has for its messages (audits B4, D4, E2).
 */

/**
 * Spaces and characters that show nothing: zero-width spaces and joiners, direction marks, and the blank fillers of
 * Hangul and Braille (audit L3).
 */
export const INVISIBLE = /[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]/gu;
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
