export const LOCALES = ['en', 'zh-CN', 'fr', 'th', 'lo', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Names as shown in the language dropdown, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  fr: 'Français',
  th: 'ไทย',
  lo: 'ລາວ',
  es: 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The supported locale a language tag names ("fr-CA" → fr, "zh-TW" → zh-CN), or null. */
function localeOfTag(tag: string): Locale | null {
  if (isLocale(tag)) return tag;
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower === 'lao' || lower.startsWith('lo')) return 'lo';
  const base = lower.split('-')[0];
  return isLocale(base) ? base : null;
}

/**
 * A header's tags by their weight, highest first (equal weights keep their order); `q=0` means "not this one" and is
 * left out (audit O5: the order of appearance was taken and the weights ignored).
 */
function byWeight(header: string): string[] {
  const tags: { tag: string; q: number; at: number }[] = [];
  header.split(',').forEach((part, at) => {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag?.trim();
    if (!tag) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) return;
    tags.push({ tag, q, at });
  });
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map((t) => t.tag);
}

/**
 * The header an app sends with the language it shows, for its own calls. The console keeps its language apart from
 * the storefront's (cookie `console_locale`) on the same origin, so the storefront's `locale` cookie reaches its calls
 * too: this header comes before that cookie (audit CI6).
 */
export const LOCALE_HEADER = 'X-Locale';

/**
 * The header an app sends with its browser's time zone ("Asia/Vientiane"): the dates the server writes into texts
 * (a notice's "pay by …") read in the reader's zone, as the times the app shows beside them (audit CI2).
 */
export const TIME_ZONE_HEADER = 'X-Time-Zone';

/** The zone of the browser (or runtime) running the app, for TIME_ZONE_HEADER; '' where it names none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** Picks the best supported locale from a cookie value or an Accept-Language header. */
export function pickLocale(...candidates: Array<string | undefined | null>): Locale {
  return namedLocale(...candidates) ?? DEFAULT_LOCALE;
}

/**
 * The best supported locale the candidates name, or undefined when they name none of ours (`*`, `de`): such a request
 * states no language, and the reader's own (the one stored on their account) stands (audit GM F1).
 */
export function namedLocale(...candidates: Array<string | undefined | null>): Locale | undefined {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const tag of byWeight(candidate)) {
      const locale = localeOfTag(tag);
      if (locale) return locale;
    }
  }
  return undefined;
}

/** A text given per locale; falls back to English, then to any value. */
export type LocalizedText = Partial<Record<Locale, string>>;

export function localize(text: LocalizedText | null | undefined, locale: Locale, fallback = ''): string {
  if (!text) return fallback;
  return text[locale] ?? text.en ?? Object.values(text)[0] ?? fallback;
}
