import { DEFAULT_LOCALE, type DecimalFormat, isLocale, type Locale, numberFormat, pickLocale } from '@mall/contract';
import { useCallback } from 'react';
import { getCookie, setCookie } from './cookies';
import { createStore, useStore } from './store';

/**
 * Translation for the console: nested keys and `{{name}}` placeholders, as in the storefront. Texts live per area
 * (`i18n/locales/<area>/<code>.json`: common, merchant, platform) and are addressed as `area.section.key`; one
 * language's texts download together when it is chosen.
 */
type Catalogue = { [key: string]: string | Catalogue };
export type TranslateOptions = Record<string, string | number>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

const LOCALE_COOKIE = 'console_locale';
const loaders = import.meta.glob<Catalogue>('../i18n/locales/*/*.json', { import: 'default' });
const loaded = new Map<Locale, Catalogue>();
const state = createStore<{ language: Locale; catalogue: Catalogue }>({ language: DEFAULT_LOCALE, catalogue: {} });
let requested: Locale = DEFAULT_LOCALE;

async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const have = loaded.get(locale);
  if (have) return have;
  const parts = await Promise.all(
    Object.entries(loaders)
      .filter(([path]) => path.endsWith(`/${locale}.json`))
      .map(async ([path, load]) => [path.split('/').at(-2) as string, await load()] as const),
  );
  const catalogue: Catalogue = Object.fromEntries(parts);
  loaded.set(locale, catalogue);
  return catalogue;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The i18next plural key for a count in a language: `key_one`, `key_many`, `key_other`… by that language's rules. */
export function pluralKey(key: string, count: number, language: string): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return `${key}_${rules.select(count)}`;
}

// The contract's format: Lao reads the same in a browser without Lao data as on the server's pages.
const numberFormats = new Map<string, DecimalFormat>();
function numberIn(language: string): DecimalFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = numberFormat(language, { maximumFractionDigits: 3 });
    numberFormats.set(language, format);
  }
  return format;
}

/**
 * Translates `key`; `{{name}}` takes `options.name`. A numeric `options.count` picks the plural form of the language
 * (`key_one`, `key_other`, … as i18next does, as in the storefront), falling back to `key_other`, then `key`, and is
 * written as the language writes numbers ("1,5 kg" in French). An unknown key reads as itself.
 */
export function translate(
  catalogue: Catalogue,
  key: string,
  options?: TranslateOptions,
  language: string = DEFAULT_LOCALE,
): string {
  const count = options?.count;
  const plural =
    typeof count === 'number'
      ? (lookup(catalogue, pluralKey(key, count, language)) ?? lookup(catalogue, `${key}_other`))
      : undefined;
  const text = plural ?? lookup(catalogue, key) ?? key;
  if (!options) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    if (!(name in options)) return match;
    const value = options[name];
    return name === 'count' && typeof value === 'number' ? numberIn(language).format(value) : String(value);
  });
}

/** Translation outside React (the API client's default messages). */
export const t: TFunction = (key, options) => {
  const { catalogue, language } = state.get();
  return translate(catalogue, key, options, language);
};

export function currentLanguage(): Locale {
  return requested;
}

/**
 * The language a link asked for (`?lang=th`: the console's link in a staff member's mail, audit GM F7), which becomes
 * the chosen one and leaves the address, so that a later choice is not undone on reload; else the one chosen before
 * (cookie), else the browser's.
 */
export function initialLocale(): Locale {
  if (typeof window !== 'undefined') {
    const url = new URL(window.location.href);
    const asked = url.searchParams.get('lang');
    if (asked !== null) {
      url.searchParams.delete('lang');
      window.history.replaceState(window.history.state, '', url.toString());
      if (isLocale(asked)) return asked;
    }
  }
  const saved = getCookie(LOCALE_COOKIE);
  if (isLocale(saved)) return saved;
  return pickLocale(typeof navigator === 'undefined' ? undefined : navigator.languages?.join(','));
}

/** Switches the language; the texts arrive before the switch shows, so nothing flashes untranslated. */
export async function setLanguage(locale: Locale): Promise<void> {
  requested = locale;
  const catalogue = await loadCatalogue(locale);
  if (requested !== locale) return;
  if (typeof document !== 'undefined') {
    setCookie(LOCALE_COOKIE, locale, 365 * 24 * 3600);
    document.documentElement.lang = locale;
  }
  state.set({ language: locale, catalogue });
}

export function useLanguage(): Locale {
  return useStore(state).language;
}

export function useT(): TFunction {
  const { catalogue, language } = useStore(state);
  return useCallback(
    (key: string, options?: TranslateOptions) => translate(catalogue, key, options, language),
    [catalogue, language],
  );
}
