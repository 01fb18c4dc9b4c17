import { describe, expect, it } from 'vitest';
import { LOCALES, localize, pickLocale } from './locales';

describe('locale choice', () => {
  it('knows the six storefront languages with en first', () => {
    expect(LOCALES).toEqual(['en', 'zh-CN', 'fr', 'th', 'lo', 'es']);
  });

  it('picks from cookie values and Accept-Language headers, falling back to en', () => {
    expect(pickLocale('fr')).toBe('fr');
    expect(pickLocale(undefined, 'zh-TW,zh;q=0.9')).toBe('zh-CN');
    expect(pickLocale('lao')).toBe('lo');
    expect(pickLocale('de-DE,de;q=0.9')).toBe('en');
    expect(pickLocale('xx', 'es-MX,es;q=0.8')).toBe('es');
    expect(pickLocale()).toBe('en');
  });

  it('localises a text with fallback to English', () => {
    expect(localize({ en: 'Shoes', fr: 'Chaussures' }, 'fr')).toBe('Chaussures');
    expect(localize({ en: 'Shoes' }, 'th')).toBe('Shoes');
  });
});
