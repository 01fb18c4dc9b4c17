import type { Locale } from '@mall/contract';
import { type Catalogue, PATTERN_IDS, PATTERNS } from './english';
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

/**
 * The message in the shopper's language. The English text is the key: a fixed message is looked up, a message with
 * variable parts (numbers, names, a field's own message) goes through the patterns of english.ts, and anything
 * unknown stays as it is.
 */
export function translateMessage(message: string, locale: Locale): string {
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
