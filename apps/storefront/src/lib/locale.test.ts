import { describe, expect, it } from 'vitest';
import { localizePath, splitLocalePath } from './locale';

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
});
