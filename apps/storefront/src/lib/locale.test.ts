// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCookie } from './cookies';
import {
  canonicalLocalePath,
  LOCALE_COOKIE,
  localizePath,
  resolveInitialLocale,
  splitLocalePath,
  writeLocaleCookie,
} from './locale';

describe('locale paths', () => {
  it('reads the locale prefix; English has none', () => {
    expect(splitLocalePath('/fr/goods_detail/12')).toEqual({ locale: 'fr', path: '/goods_detail/12' });
    expect(splitLocalePath('/zh-CN')).toEqual({ locale: 'zh-CN', path: '/' });
    expect(splitLocalePath('/goods_detail/12')).toEqual({ locale: 'en', path: '/goods_detail/12' });
    expect(splitLocalePath('/goods/top_one')).toEqual({ locale: 'en', path: '/goods/top_one' });
    expect(splitLocalePath('/xx/goods')).toEqual({ locale: 'en', path: '/xx/goods' });
  });

  it('prefixes app paths for every locale but English', () => {
    expect(localizePath('/goods_detail/12', 'th')).toBe('/th/goods_detail/12');
    expect(localizePath('/', 'lo')).toBe('/lo');
    expect(localizePath('/goods/goods_search?title=a', 'es')).toBe('/es/goods/goods_search?title=a');
    expect(localizePath('/goods_detail/12', 'en')).toBe('/goods_detail/12');
  });

  it("accepts the spec's `lao` prefix as Lao and rewrites the address to `lo`", () => {
    expect(splitLocalePath('/lao/goods_detail/12')).toEqual({ locale: 'lo', path: '/goods_detail/12' });
    expect(canonicalLocalePath('/lao/goods/goods_search?title=a')).toBe('/lo/goods/goods_search?title=a');
    expect(canonicalLocalePath('/lao')).toBe('/lo');
    expect(canonicalLocalePath('/fr/goods')).toBeNull();
    window.location.hash = '#/lao/goods/top_one?x=1';
    expect(resolveInitialLocale()).toBe('lo');
    expect(window.location.hash).toBe('#/lo/goods/top_one?x=1');
  });

  describe("the browser's languages", () => {
    afterEach(() => {
      vi.restoreAllMocks();
      removeCookie(LOCALE_COOKIE);
    });

    it('open an unprefixed address in the first language the shop speaks when the reader chose none', () => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'th-TH', 'en-US']);
      window.location.hash = '#/goods/goods_search?title=a';
      expect(resolveInitialLocale()).toBe('th');
      expect(window.location.hash).toBe('#/th/goods/goods_search?title=a');
    });

    it("give way to the reader's own choice and to the address", () => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['th-TH']);
      writeLocaleCookie('en');
      window.location.hash = '#/goods/top_one';
      expect(resolveInitialLocale()).toBe('en');
      expect(window.location.hash).toBe('#/goods/top_one');
      window.location.hash = '#/fr/goods/top_one';
      expect(resolveInitialLocale()).toBe('fr');
    });

    it('give way to a language’s home page opened afresh (/th/), and it to a route the app named (audit Q9)', () => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
      writeLocaleCookie('en');
      window.history.replaceState(null, '', '/th/');
      expect(resolveInitialLocale()).toBe('th');
      expect(window.location.pathname).toBe('/th/');
      expect(window.location.hash).toBe('#/th');
      window.history.replaceState(null, '', '/th/#/goods/top_one');
      expect(resolveInitialLocale()).toBe('en');
      window.history.replaceState(null, '', '/th/#/fr/goods/top_one');
      expect(resolveInitialLocale()).toBe('fr');
      window.history.replaceState(null, '', '/');
    });

    it('stay in English when the browser speaks none of the six', () => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'ja']);
      window.location.hash = '#/goods/top_one';
      expect(resolveInitialLocale()).toBe('en');
      expect(window.location.hash).toBe('#/goods/top_one');
    });
  });
});
