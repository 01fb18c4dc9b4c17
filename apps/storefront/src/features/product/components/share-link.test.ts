import { describe, expect, it } from 'vitest';
import { productPageUrl } from './share-link';

describe('the shared product link', () => {
  it('is the server-rendered page in the reader’s language, never the hash route', () => {
    expect(productPageUrl('https://mall.example', 'en', 7)).toBe('https://mall.example/goods/7');
    expect(productPageUrl('https://mall.example', 'fr', 7)).toBe('https://mall.example/fr/goods/7');
    expect(productPageUrl('https://mall.example', 'zh-CN', 12)).toBe('https://mall.example/zh-CN/goods/12');
  });
});
