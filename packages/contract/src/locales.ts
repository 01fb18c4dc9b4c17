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

/** Picks the best supported locale from a cookie value or an Accept-Language header. */
export function pickLocale(...candidates: Array<string | undefined | null>): Locale {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const part of candidate.split(',')) {
      const tag = part.split(';')[0]?.trim();
      if (!tag) continue;
      if (isLocale(tag)) return tag;
      const lower = tag.toLowerCase();
      if (lower.startsWith('zh')) return 'zh-CN';
      if (lower === 'lao' || lower.startsWith('lo')) return 'lo';
      const base = lower.split('-')[0];
      if (isLocale(base)) return base;
    }
  }
  return DEFAULT_LOCALE;
}

/** A text given per locale; falls back to English, then to any value. */
export type LocalizedText = Partial<Record<Locale, string>>;

export function localize(text: LocalizedText | null | undefined, locale: Locale, fallback = ''): string {
  if (!text) return fallback;
  return text[locale] ?? text.en ?? Object.values(text)[0] ?? fallback;
}
