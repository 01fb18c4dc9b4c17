import { describe, expect, it } from 'vitest';
import { createRandom } from '../db/seed/random';
import { firstLetters } from './letters';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The cut read the whole text a letter at a time (what firstLetters answered before it read a stretch). */
function wholeRead(text: string, max: number, mark = ''): string {
  const all = [...graphemes.segment(text)].map((s) => s.segment);
  if (all.length <= max) return text;
  const head = all.slice(0, mark ? max - 1 : max).join('');
  return mark ? `${head.trimEnd()}${mark}` : head;
}

// Letters of one unit, of a pair, with marks, joined emoji, flags (pairs of regional indicators), Thai and Lao.
const PIECES = [
  'a',
  ' ',
  'é',
  'e\u0301',
  'e\u0301\u0302\u0303',
  '😀',
  '👩‍👩‍👧',
  '🇹🇭',
  '🇫🇷',
  '\ud83c\uddf9',
  'ก',
  'ที่',
  'ສີ',
  '\u0e31',
  '中',
  '\r\n',
  '\u200d',
];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('firstLetters', () => {
  it('cuts as reading every letter of the text would, short texts and long ones', () => {
    const random = createRandom(11);
    const next = () => random.int(0, 2 ** 31 - 1);
    for (let n = 0; n < 3000; n++) {
      const length = next() % (n % 3 === 0 ? 2000 : 60);
      const text = Array.from({ length }, () => PIECES[next() % PIECES.length]).join('');
      const max = 1 + (next() % 50);
      const mark = n % 2 === 0 ? '…' : '';
      expect(firstLetters(text, max, mark)).toBe(wholeRead(text, max, mark));
    }
  });

  it('cuts texts of Latin letters, dashes and quotes (read without the segmenter) as the segmenter would', () => {
    const latin = [
      'a',
      'Z',
      ' ',
      '’',
      '—',
      '…',
      '•',
      'é',
      'ß',
      'ł',
      'ǿ',
      '\u00a0',
      '\u00ad',
      'e\u0301',
      '\u200d',
      '\r\n',
      '😀',
    ];
    const random = createRandom(3);
    const next = () => random.int(0, 2 ** 31 - 1);
    for (let n = 0; n < 3000; n++) {
      const plain = n % 4 !== 0;
      const length = next() % 120;
      const text = Array.from({ length }, () => latin[next() % (plain ? 12 : latin.length)]).join('');
      const max = 1 + (next() % 60);
      expect(firstLetters(text, max, n % 2 === 0 ? '…' : '')).toBe(wholeRead(text, max, n % 2 === 0 ? '…' : ''));
    }
    // Every unit read as a letter by itself is one to the segmenter, between letters and between its own kind.
    for (const code of [...range(0x20, 0x7e), ...range(0xa0, 0x24f), ...range(0x2010, 0x2027)]) {
      if (code === 0xad) continue;
      const c = String.fromCharCode(code);
      expect([...graphemes.segment(`a${c}${c}a`)].length, `U+${code.toString(16)}`).toBe(4);
    }
  });

  it('reads the whole text when its first stretch holds too few letters (marks piled on one letter)', () => {
    const piled = `e${'\u0301'.repeat(5000)}abc`;
    expect(firstLetters(piled, 2, '…')).toBe(`e${'\u0301'.repeat(5000)}…`);
    expect(firstLetters(piled, 4)).toBe(piled);
  });
});
