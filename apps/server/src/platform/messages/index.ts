import type { Locale } from '@mall/contract';
import { type Catalogue, ENGLISH_PATTERNS, ENGLISH_REWORDED, PATTERN_IDS, PATTERNS } from './english';
import * as es from './es';
import * as fr from './fr';
import * as lo from './lo';
import * as th from './th';
import * as zhCN from './zh-CN';

export { ENGLISH_MESSAGES, type EnglishMessage, PATTERN_IDS, PATTERNS, type PatternId } from './english';

export const CATALOGUES: Record<Exclude<Locale, 'en'>, Catalogue> = { 'zh-CN': zhCN, fr, th, lo, es };

/** Fixed messages as maps, so that a message such as "constructor" never finds an inherited property. */
const EXACT = new Map<Locale, Map<string, string>>(
  Object.entries(CATALOGUES).map(([locale, catalogue]) => [
    locale as Locale,
    new Map(Object.entries(catalogue.messages)),
  ]),
);

/** What an English message may start with when English words it otherwise (zod's texts, audit GE3). */
const ENGLISH_REWORDS = /^(?:Invalid|Too |parameter validation failed: )/;

/**
 * The message in the shopper's language. The English text is the key: a fixed message is looked up, a message with
 * variable parts (numbers, names, a field's own message) goes through the patterns of english.ts, and anything
 * unknown stays as it is. English reads the code's texts as written, except zod's own (ENGLISH_PATTERNS, audit GE3).
 */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'en') return ENGLISH_REWORDS.test(message) ? englishMessage(message) : message;
  const exact = EXACT.get(locale);
  if (!exact) return message;
  const found = exact.get(message);
  if (found !== undefined) return found;
  const formatters = CATALOGUES[locale as Exclude<Locale, 'en'>].patterns;
  for (const id of PATTERN_IDS) {
    const spec = PATTERNS[id];
    const match = spec.regex.exec(message);
    if (!match) continue;
    const groups = match
      .slice(1)
      .map((group, i) =>
        group !== undefined && spec.translate?.includes(i + 1) ? translateMessage(group, locale) : (group ?? ''),
      );
    return formatters[id](...groups);
  }
  return message;
}

/** An English message with zod's texts worded as English readers read them; the first pattern matching decides. */
function englishMessage(message: string): string {
  const reworded = ENGLISH_REWORDED.get(message);
  if (reworded !== undefined) return reworded;
  for (const id of PATTERN_IDS) {
    const spec = PATTERNS[id];
    const match = spec.regex.exec(message);
    if (!match) continue;
    const format = ENGLISH_PATTERNS[id];
    if (!format) return message;
    const groups = match
      .slice(1)
      .map((group, i) =>
        group !== undefined && spec.translate?.includes(i + 1) ? englishMessage(group) : (group ?? ''),
      );
    return format(...groups);
  }
  return message;
}
