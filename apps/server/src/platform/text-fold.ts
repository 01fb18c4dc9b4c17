/**
 * Text folded as search compares it (DESIGN.md section 7): the words of search documents and keywords
 * (modules/catalog/search-text.ts), and shops' names, which db/ fills at start-up and the seed writes (audit CT1).
 */

import { UNSEEN } from '@mall/contract';

const LIGATURES: Record<string, string> = { ß: 'ss', œ: 'oe', æ: 'ae', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

/** Printable ASCII: folding it is only lower case (no width, accent or ligature to undo). */
const PLAIN = /^[\x20-\x7e]*$/;

/**
 * What NFKC takes apart in Thai and Lao, put back: sara am (ำ, ຳ) and Lao's ໜ and ໝ are letters of their words to
 * ICU's dictionaries, which cut the decomposed spelling elsewhere ("ออกกำลังกาย" as "ออ|กกํา|ลัง|กาย", "ນ້ຳໜັກ" as
 * "ນ້ໍາຫ|ນັກ"; audit AO5). Text typed decomposed folds to the same letters.
 */
const RECOMPOSED: Record<string, string> = {
  '\u0e4d\u0e32': '\u0e33',
  '\u0ecd\u0eb2': '\u0eb3',
  '\u0eab\u0e99': '\u0edc',
  '\u0eab\u0ea1': '\u0edd',
};
const DECOMPOSED = /\u0e4d\u0e32|\u0ecd\u0eb2|\u0eab[\u0e99\u0ea1]/g;

/**
 * Marks written for an apostrophe: typographic quotes, the modifier letter, prime, acute and grave. Names are written
 * with ’ and keyboards type ', so both are one apostrophe ("d'autonomie" finds "d’autonomie", audit AO6). The acute
 * goes before NFKC, which makes it a space and a combining accent.
 */
const APOSTROPHES = /[\u2018\u2019\u201b\u02bc\u2032\u00b4`]/g;

/**
 * Folds case, width, apostrophes and Latin accents; Thai and Lao marks are letters of their words and stay. What a
 * reader cannot see (contract `UNSEEN`, the one list of them; "Bl\u200back" is "Black", audit K4) is dropped, in a
 * document's words and a keyword's alike (audit FG6: "Numb\u200Bat Quilt", pasted from a web page, reads "Numbat
 * Quilt" and is found by it; a zero-width space cut it into "numb" and "at").
 */
export function fold(text: string): string {
  if (PLAIN.test(text)) return text.includes('`') ? text.toLowerCase().replace(APOSTROPHES, "'") : text.toLowerCase();
  return text
    .replace(UNSEEN, '')
    .replace(APOSTROPHES, "'")
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[ßœæøłđðþ]/g, (c) => LIGATURES[c] ?? c)
    .replace(DECOMPOSED, (s) => RECOMPOSED[s] ?? s);
}

/**
 * Text folded as a name is compared whole (a shop's name found by a keyword, audit CT1): `fold`, invisible characters
 * dropped, runs of spaces one space. "Maison Lumière" is "maison lumiere", which "lumiere" and "LUMIÈRE" are part of.
 */
export function foldText(text: string): string {
  return fold(text).replace(/\s+/gu, ' ').trim();
}

/**
 * A shop's names folded for finding it (merchants.name_folded): its name and its names in the other languages
 * (decision 0056), one per line. Folded text holds no line break, so a keyword is part of one of them or of none.
 */
export function foldShopNames(name: string, names: Partial<Record<string, string>> | null | undefined): string {
  const all = [name, ...Object.values(names ?? {}).filter((n): n is string => !!n)];
  return [...new Set(all.map(foldText))].join('\n');
}
