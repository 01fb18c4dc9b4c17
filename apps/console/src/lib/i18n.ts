import { DEFAULT_LOCALE, isLocale, type Locale, pickLocale } from '@mall/contract';
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

export function translate(catalogue: Catalogue, key: string, options?: TranslateOptions): string {
  const text = lookup(catalogue, key) ?? key;
  if (!options) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in options ? String(options[name]) : match,
  );
}

/** Translation outside React (the API client's default messages). */
export const t: TFunction = (key, options) => translate(state.get().catalogue, key, options);

export function currentLanguage(): Locale {
  return requested;
}

/** The language chosen before (cookie), else the browser's. */
export function initialLocale(): Locale {
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
  const { catalogue } = useStore(state);
  return useCallback((key: string, options?: TranslateOptions) => translate(catalogue, key, options), [catalogue]);
}
