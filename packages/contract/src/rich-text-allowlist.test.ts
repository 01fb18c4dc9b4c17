import { describe, expect, it } from 'vitest';
import { dropUnreadable, dropUnreadableHtml } from './rich-text-allowlist';

/** What dropUnreadable answers, letter by letter (code points, as a reader's text is read). */
function dropLetterByLetter(text: string): string {
  let kept = '';
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    const control = (code < 32 && c !== '\n' && c !== '\r' && c !== '\t') || (code >= 127 && code < 160);
    const reordering = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
    if (!control && !reordering) kept += c;
  }
  return kept;
}

// Letters from every range that matters: controls, C1, direction marks, surrogates (paired and lone), Thai, emoji.
const ALPHABET = [
  'a',
  ' ',
  '\n',
  '\t',
  '\r',
  '\u0000',
  '\u0007',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u00a0',
  '\u202a',
  '\u202e',
  '\u202f',
  '\u2066',
  '\u2069',
  '\u2070',
  'ก',
  '\u0e31',
  '😀',
  '\ud83d',
  '\ude00',
  '&',
  '<',
];

describe('dropUnreadable', () => {
  it('answers what reading letter by letter answers, for any mix of letters', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let n = 0; n < 2000; n++) {
      const length = next() % 30;
      const text = Array.from({ length }, () => ALPHABET[next() % ALPHABET.length]).join('');
      expect(dropUnreadable(text)).toBe(dropLetterByLetter(text));
    }
  });

  it('returns a text with nothing to drop as it is, and drops direction overrides anywhere', () => {
    const text = '<p>Silk scarf, 100% ผ้าไหม 😀</p>';
    expect(dropUnreadable(text)).toBe(text);
    expect(dropUnreadable('\u202egnp.exe')).toBe('gnp.exe');
    expect(dropUnreadable('a\u0000b\u2066c\u009f')).toBe('abc');
  });

  it('still takes references out until none is left (HTML text)', () => {
    expect(dropUnreadableHtml('x&#x20&#x202e;2e;y')).toBe('xy');
    expect(dropUnreadableHtml('a&#150;b')).toBe('a&#150;b');
  });
});
