import { describe, expect, it, vi } from 'vitest';
import { charCount, cutToChars } from './text-length';

describe('a text counted as a person counts it (audit FC3)', () => {
  it('counts a letter with its marks, a joined emoji and a flag as one character each', () => {
    expect(charCount('กี่'.repeat(60))).toBe(60);
    expect(charCount('e\u0301'.repeat(80))).toBe(80);
    expect(charCount('😀'.repeat(100))).toBe(100);
    expect(charCount('👨‍👩‍👧'.repeat(20))).toBe(20);
    expect(charCount('🇹🇭'.repeat(40))).toBe(40);
    expect(charCount('')).toBe(0);
  });

  it('cuts after whole characters, never inside one', () => {
    expect(cutToChars('😀'.repeat(160), 149)).toBe('😀'.repeat(149));
    expect(cutToChars('กี่'.repeat(3), 2)).toBe('กี่กี่');
    expect(cutToChars('🇹🇭🇫🇷', 1)).toBe('🇹🇭');
    expect(cutToChars('short', 149)).toBe('short');
  });

  it('loads and counts code points in a browser without Intl.Segmenter: never fewer than the characters seen', async () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    vi.resetModules();
    try {
      const older = await import('./text-length');
      expect(older.charCount('😀'.repeat(3))).toBe(3);
      expect(older.charCount('กี่')).toBe(3);
      expect(older.cutToChars('😀😀', 1)).toBe('😀');
      expect(older.cutToChars('กี่', 2)).toBe('กี');
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});
