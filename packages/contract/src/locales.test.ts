import { describe, expect, it } from 'vitest';
import { LOCALES, localize, namedLocale, pickLocale } from './locales';

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

  it('reads Accept-Language by its weights: the heaviest supported tag, never one weighted 0 (audit O5)', () => {
    expect(pickLocale('th;q=0.1, fr;q=0.9')).toBe('fr');
    expect(pickLocale('en;q=0, th')).toBe('th');
    expect(pickLocale('de, fr;q=0.5, th;q=0.5')).toBe('fr');
    expect(pickLocale('fr;q=0, th;q=0')).toBe('en');
    expect(pickLocale('es;q=abc, lo;q=0.2')).toBe('lo');
  });

  it('localises a text with fallback to English', () => {
    expect(localize({ en: 'Shoes', fr: 'Chaussures' }, 'fr')).toBe('Chaussures');
    expect(localize({ en: 'Shoes' }, 'th')).toBe('Shoes');
  });

  it('names no locale for candidates naming none of ours, where pickLocale falls back to English (audit GM F1)', () => {
    expect(namedLocale('*')).toBeUndefined();
    expect(namedLocale(undefined, 'de-DE,de;q=0.9', '')).toBeUndefined();
    expect(namedLocale('de', 'th-TH,th;q=0.9')).toBe('th');
    expect(pickLocale('*')).toBe('en');
  });
});
