import { DEFAULT_LOCALE, type Locale } from '@mall/contract';
import { useSyncExternalStore } from 'react';
import { formatNumber } from './format';
import { createStore } from './store';

/**
 * Translation, kept deliberately small. The catalogues use the i18next format (nested keys, `{{name}}` placeholders)
 * and `useTranslation()` has the react-i18next shape, so i18next can replace this module without touching a page.
 * It is not i18next itself because the home page's first load must stay under 120 KB gzip, and React, the router and
 * the query cache already take about 105 KB of it; i18next with its React binding would add another 12 KB.
 */
type Catalogue = { [key: string]: string | Catalogue };
export type TranslateOptions = Record<string, string | number>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

// One chunk per language: only the current language's texts are downloaded. Texts of one area (e.g. `buying`) live
// in `locales/<area>/<code>.json` and arrive with that area's pages, so the first load carries only the frame's texts.
const loaders = import.meta.glob<Catalogue>('../i18n/locales/*.json', { import: 'default' });
const sectionLoaders = import.meta.glob<Catalogue>('../i18n/locales/*/*.json', { import: 'default' });
const loaded = new Map<Locale, Catalogue>();
/** Areas whose texts a page has asked for; a language switch loads them in the new language too. */
const wantedSections = new Set<string>();
const state = createStore<{ language: Locale; catalogue: Catalogue }>({ language: DEFAULT_LOCALE, catalogue: {} });
/** The language being switched to; requests use it at once, before its texts have arrived. */
let requested: Locale = DEFAULT_LOCALE;

async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  let catalogue: Catalogue | undefined = loaded.get(locale);
  if (!catalogue) {
    const load = loaders[`../i18n/locales/${locale}.json`];
    if (!load) throw new Error(`no catalogue for ${locale}`);
    catalogue = { ...(await load()) };
  }
  const have = catalogue;
  const missing = [...wantedSections].filter((name) => !(name in have));
  if (missing.length > 0) {
    const parts = await Promise.all(
      missing.map(async (name) => {
        const load = sectionLoaders[`../i18n/locales/${name}/${locale}.json`];
        if (!load) throw new Error(`no ${name} texts for ${locale}`);
        return [name, await load()] as const;
      }),
    );
    // Two areas asked for at once (a page with two) load side by side: keep what the other one added meanwhile.
    catalogue = { ...catalogue, ...loaded.get(locale), ...Object.fromEntries(parts) };
  }
  loaded.set(locale, catalogue);
  return catalogue;
}

/** Loads an area's texts (in the current language) before its pages render; resolves at once when present. */
export async function loadSection(name: string): Promise<void> {
  wantedSections.add(name);
  const locale = requested;
  const catalogue = await loadCatalogue(locale);
  if (requested === locale && state.get().catalogue !== catalogue) state.set({ language: locale, catalogue });
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

/** The i18next plural key for a count in a language: `key_one`, `key_few`, `key_other`… by that language's rules. */
export function pluralKey(key: string, count: number, language: string): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return `${key}_${rules.select(count)}`;
}

/**
 * Translates `key` in the given catalogue; `{{name}}` takes `options.name`. A numeric `options.count` picks the
 * plural form of the language (`key_one`, `key_other`, … as i18next does), falling back to `key_other`, then `key`,
 * and is written as the language writes numbers.
 * An unknown key reads as itself.
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
  // A count is written as the language writes numbers ("10 200 produits", "10,200 products"), as the console does.
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name === 'count' && typeof count === 'number'
      ? formatNumber(count, language)
      : name in options
        ? String(options[name])
        : match,
  );
}

/** Translation outside React (toasts from the API client, for example). */
export const t: TFunction = (key, options) => {
  const { catalogue, language } = state.get();
  return translate(catalogue, key, options, language);
};

export function currentLanguage(): Locale {
  return requested;
}

export async function initI18n(locale: Locale): Promise<void> {
  await switchLanguage(locale);
}

export async function switchLanguage(locale: Locale): Promise<void> {
  requested = locale;
  const catalogue = await loadCatalogue(locale);
  if (requested !== locale) return; // a later switch won
  state.set({ language: locale, catalogue });
  document.documentElement.lang = locale;
}

/** The react-i18next shape: `const { t, i18n } = useTranslation()`; re-renders when the language changes. */
export function useTranslation(): { t: TFunction; i18n: { language: Locale } } {
  const { language, catalogue } = useSyncExternalStore(state.subscribe, state.get, state.get);
  return {
    t: (key, options) => translate(catalogue, key, options, language),
    i18n: { language },
  };
}
