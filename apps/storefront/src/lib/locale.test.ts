// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { canonicalLocalePath, localizePath, resolveInitialLocale, splitLocalePath } from './locale';

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
});
