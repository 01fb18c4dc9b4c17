import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, pickLocale } from '@mall/contract';
import { getCookie, setCookie } from './cookies';

export const LOCALE_COOKIE = 'locale';
const ONE_YEAR = 365 * 24 * 60 * 60;

/** Locales whose paths carry a prefix; English (the default) has none. */
export const PREFIXED_LOCALES = LOCALES.filter((code) => code !== DEFAULT_LOCALE);

/** Other spellings of a prefix: the spec's header menu calls Lao `lao`; the shop's code is `lo`. */
export const LOCALE_ALIASES: Readonly<Record<string, Locale>> = { lao: 'lo' };

export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(pathname);
  const head = match?.[1] ? (LOCALE_ALIASES[match[1]] ?? match[1]) : undefined;
  if (head && head !== DEFAULT_LOCALE && isLocale(head)) return { locale: head, path: match?.[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The same address with an alias prefix spelled the shop's way (`/lao/x?y` -> `/lo/x?y`), or null when it has none. */
export function canonicalLocalePath(path: string): string | null {
  const match = /^\/([^/?#]+)(.*)$/s.exec(path);
  const locale = match?.[1] ? LOCALE_ALIASES[match[1]] : undefined;
  return locale ? `/${locale}${match?.[2] ?? ''}` : null;
}

/** Prefixes an app path (which may carry a query) with the locale, e.g. `/goods/top_one` -> `/fr/goods/top_one`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  if (clean === '/') return `/${locale}`;
  if (clean.startsWith('/?')) return `/${locale}${clean.slice(1)}`;
  return `/${locale}${clean}`;
}

export function readLocaleCookie(): Locale | undefined {
  const value = getCookie(LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

/**
 * The reader's language where the address names none: the one they chose (the `locale` cookie), else the first of
 * their browser's languages the shop speaks, as the server reads `Accept-Language` for product texts and pages
 * (DESIGN.md section 7), else English.
 */
export function preferredLocale(): Locale {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return readLocaleCookie() ?? pickLocale(browser.filter(Boolean).join(','));
}

export function writeLocaleCookie(locale: Locale): void {
  setCookie(LOCALE_COOKIE, locale, ONE_YEAR);
}

/** Path of the hash route, e.g. `#/fr/goods_detail/1?x=1` -> `/fr/goods_detail/1`. */
export function hashPathname(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Locale for the first render: the path prefix, else the language of the home page's address (`/th/`) when no route
 * is named, else the preferred one (the cookie, else the browser's languages).
 * When that is another language than English for an unprefixed path, the hash is rewritten to the prefixed path so
 * that the address and the page agree.
 */
export function resolveInitialLocale(): Locale {
  const canonical = canonicalLocalePath(window.location.hash.replace(/^#/, ''));
  if (canonical) window.history.replaceState(window.history.state, '', `#${canonical}`);
  const pathname = hashPathname(window.location.hash);
  const fromPath = splitLocalePath(pathname);
  if (fromPath.locale !== DEFAULT_LOCALE) return fromPath.locale;
  // A language's home page (`/th/`, served by the server in that language, audit Q9) opened afresh, with no route
  // yet, opens the app in that language too; once the app has a route, the route's prefix decides as ever.
  const page = window.location.hash === '' ? splitLocalePath(window.location.pathname).locale : DEFAULT_LOCALE;
  const preferred = page !== DEFAULT_LOCALE ? page : preferredLocale();
  if (preferred !== DEFAULT_LOCALE) {
    const hash = window.location.hash.replace(/^#/, '') || '/';
    const [, query = ''] = hash.split(/\?(.*)/s);
    const target = localizePath(pathname, preferred) + (query ? `?${query}` : '');
    window.history.replaceState(window.history.state, '', `#${target}`);
  }
  return preferred;
}
